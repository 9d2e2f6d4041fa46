import { QUIZ_EXPIRY_SWEEP_MS } from '@lp/contract/constants';
import type { Database } from '../../db/client.ts';
import type { PremiumCheck } from '../../platform/access.ts';
import type { ProxyTrust } from '../../platform/client-ip.ts';
import type { Events } from '../../platform/events.ts';
import { job, type ModuleDefinition } from '../../platform/module.ts';
import { createRouter } from '../../platform/openapi.ts';
import type { Points } from '../../platform/points.ts';
import { createQuizAuthoring } from './authoring.ts';
import { quizAuthoringRouter } from './authoring-routes.ts';
import { createQuestionBank } from './question-bank.ts';
import { quizzesRouter } from './routes.ts';
import { createQuizzesService, EXPIRE_JOB } from './service.ts';

/**
 * Quizzes: listing, attempts on the server clock (ADR 0016), the sweep that closes attempts past
 * their deadline, and their authoring in the studio with the question bank (issue 31, ADR 0036).
 */
export function defineQuizzes(deps: {
  db: Database;
  events: Events;
  points: Points;
  isPremium: PremiumCheck;
  config: ProxyTrust;
}) {
  const quizzes = createQuizzesService(deps.db, deps);
  const bank = createQuestionBank(deps.db);
  const authoring = createQuizAuthoring(deps.db, bank);
  return {
    router: createRouter().route('/', quizzesRouter({ quizzes })).route('/', quizAuthoringRouter({ authoring, bank }, deps)),
    reactions: [],
    jobs: [
      job(
        EXPIRE_JOB,
        async () => {
          await quizzes.expireDue();
        },
        { everyMs: QUIZ_EXPIRY_SWEEP_MS },
      ),
    ],
    offers: { bank, authoring },
  } satisfies ModuleDefinition<unknown, object>;
}
