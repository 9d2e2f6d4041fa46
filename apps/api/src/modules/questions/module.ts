import type { Database } from '../../db/client.ts';
import type { ModuleDefinition } from '../../platform/module.ts';
import type { Notifications } from '../../platform/notifications.ts';
import { questionsReactions } from './reactions.ts';
import { questionsRouter } from './routes.ts';
import { createQuestionsService, type QuestionsDeps } from './service.ts';

/**
 * Questions and answers: votes, acceptance, points, and the notifications they cause. Offers
 * its cards to search and the withdrawal of a deleted account's votes.
 */
export function defineQuestions(deps: QuestionsDeps & { db: Database; notifications: Notifications }) {
  const questions = createQuestionsService(deps.db, deps);
  return {
    router: questionsRouter({ questions }),
    reactions: questionsReactions(deps.db, deps.notifications),
    jobs: [],
    offers: { cardsByIds: questions.cardsByIds, withdrawVotesOf: questions.withdrawVotesOf, setHidden: questions.setHidden },
  } satisfies ModuleDefinition<unknown, object>;
}
