import type { Database } from '../../db/client.ts';
import type { PremiumCheck } from '../../platform/access.ts';
import type { ProxyTrust } from '../../platform/client-ip.ts';
import type { Events } from '../../platform/events.ts';
import type { ModuleDefinition } from '../../platform/module.ts';
import { createRouter } from '../../platform/openapi.ts';
import type { Points } from '../../platform/points.ts';
import { slideAuthoringRouter } from './authoring-routes.ts';
import { createCollectionAuthoring } from './collection-authoring.ts';
import { createDeckAuthoring } from './deck-authoring.ts';
import { slidesRouter } from './routes.ts';
import { type CourseLearnerCheck, createSlidesService } from './service.ts';

/** Slide decks and a course's slide collections with their questions, and their authoring in the studio (issue 31). */
export function defineSlides(deps: {
  db: Database;
  events: Events;
  points: Points;
  isPremium: PremiumCheck;
  requireLearner: CourseLearnerCheck;
  config: ProxyTrust;
}) {
  const slides = createSlidesService(deps.db, deps);
  const decks = createDeckAuthoring(deps.db);
  const collections = createCollectionAuthoring(deps.db);
  return {
    router: createRouter().route('/', slidesRouter({ slides })).route('/', slideAuthoringRouter({ decks, collections }, deps)),
    reactions: [],
    jobs: [],
    offers: { decks },
  } satisfies ModuleDefinition<unknown, object>;
}
