import type { Database } from '../../db/client.ts';
import type { PremiumCheck } from '../../platform/access.ts';
import type { Events } from '../../platform/events.ts';
import type { ModuleDefinition } from '../../platform/module.ts';
import type { Points } from '../../platform/points.ts';
import { slidesRouter } from './routes.ts';
import { type CourseLearnerCheck, createSlidesService } from './service.ts';

/** Slide decks and a course's slide collections with their questions. */
export function defineSlides(deps: {
  db: Database;
  events: Events;
  points: Points;
  isPremium: PremiumCheck;
  requireLearner: CourseLearnerCheck;
}) {
  const slides = createSlidesService(deps.db, deps);
  return {
    router: slidesRouter({ slides }),
    reactions: [],
    jobs: [],
    offers: {},
  } satisfies ModuleDefinition<unknown, object>;
}
