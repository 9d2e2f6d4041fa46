import { QUIZ_EXPIRY_SWEEP_MS } from '@lp/contract/constants';
import type { Database } from '../../db/client.ts';
import type { PremiumCheck } from '../../platform/access.ts';
import type { Events } from '../../platform/events.ts';
import { job, type ModuleDefinition } from '../../platform/module.ts';
import type { Points } from '../../platform/points.ts';
import { quizzesRouter } from './routes.ts';
import { createQuizzesService, EXPIRE_JOB } from './service.ts';

/** Quizzes: listing, attempts on the server clock (ADR 0016), and the sweep that closes attempts past their deadline. */
export function defineQuizzes(deps: { db: Database; events: Events; points: Points; isPremium: PremiumCheck }) {
  const quizzes = createQuizzesService(deps.db, deps);
  return {
    router: quizzesRouter({ quizzes }),
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
    offers: {},
  } satisfies ModuleDefinition<unknown, object>;
}
