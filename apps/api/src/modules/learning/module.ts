import type { Database } from '../../db/client.ts';
import type { PremiumCheck } from '../../platform/access.ts';
import type { Events } from '../../platform/events.ts';
import type { ModuleDefinition } from '../../platform/module.ts';
import type { Points } from '../../platform/points.ts';
import type { MediaSigner } from '../../platform/signed-media.ts';
import { learningRouter } from './routes.ts';
import { createLearningService } from './service.ts';

/** Enrolments, progress through a course's items, certificates. Offers the "enrolled learner" check. */
export function defineLearning(deps: {
  db: Database;
  events: Events;
  points: Points;
  isPremium: PremiumCheck;
  signer: MediaSigner;
}) {
  const learning = createLearningService(deps.db, deps);
  return {
    router: learningRouter({ learning }),
    reactions: [],
    jobs: [],
    offers: { requireLearner: learning.requireLearner },
  } satisfies ModuleDefinition<unknown, object>;
}
