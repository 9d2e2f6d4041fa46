import type { Database } from '../../db/client.ts';
import type { ModuleDefinition } from '../../platform/module.ts';
import { reviewsRouter } from './routes.ts';
import { createReviewsService, type RatingWriters } from './service.ts';

/** Reviews of courses and institutes; each write keeps the reviewed object's rating. */
export function defineReviews(deps: { db: Database; ratingWriters: RatingWriters }) {
  const reviews = createReviewsService(deps.db, deps.ratingWriters);
  return {
    router: reviewsRouter({ reviews }),
    reactions: [],
    jobs: [],
    offers: { withdrawReviewsOf: reviews.withdrawReviewsOf },
  } satisfies ModuleDefinition<unknown, object>;
}
