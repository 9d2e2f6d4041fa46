import { listingSchema, okSchema, pageQuerySchema } from '@lp/contract/common';
import {
  createReviewBodySchema,
  myReviewSchema,
  ownReviewSchema,
  reviewIdParamSchema,
  reviewsListingSchema,
  reviewsQuerySchema,
  reviewTargetQuerySchema,
  updateReviewBodySchema,
} from '@lp/contract/reviews';
import { optionalSession, signedIn } from '../../platform/access.ts';
import { readSessionUser } from '../../platform/auth.ts';
import { createRouter, dataResponse, defineRoute, errorResponses, jsonBody, OWNED_EXTENSION } from '../../platform/openapi.ts';
import type { ReviewsService } from './service.ts';

const tags = ['reviews'];

const listReviews = defineRoute({
  method: 'get',
  path: '/core/reviews',
  middleware: [optionalSession] as const,
  tags,
  summary: 'Reviews of a course or institute, newest first, with the rating summary of all its reviews',
  request: { query: reviewsQuerySchema },
  responses: {
    200: dataResponse(reviewsListingSchema, 'A page of reviews and the summary'),
    ...errorResponses(404, 422),
  },
});

const getOwnReview = defineRoute({
  method: 'get',
  path: '/core/reviews/get',
  middleware: [signedIn] as const,
  tags,
  summary: "The caller's own review of a course or institute (404 when there is none)",
  request: { query: reviewTargetQuerySchema },
  responses: { 200: dataResponse(ownReviewSchema, 'Your review'), ...errorResponses(401, 404, 422) },
});

const createReview = defineRoute({
  method: 'post',
  path: '/core/reviews',
  middleware: [signedIn] as const,
  tags,
  summary: 'Review a course (its enrolled learners only: 403 otherwise) or an institute (one review per user and object)',
  request: { body: jsonBody(createReviewBodySchema) },
  responses: {
    201: dataResponse(ownReviewSchema, 'Review created'),
    ...errorResponses(400, 401, 403, 404, 409, 415, 422),
  },
});

const updateReview = defineRoute({
  method: 'post',
  path: '/core/reviews/{id}',
  middleware: [signedIn] as const,
  tags,
  summary: "Edit the caller's own review",
  [OWNED_EXTENSION]: 'review',
  request: { params: reviewIdParamSchema, body: jsonBody(updateReviewBodySchema) },
  responses: {
    200: dataResponse(ownReviewSchema, 'Review saved'),
    ...errorResponses(400, 401, 403, 404, 415, 422),
  },
});

const deleteReview = defineRoute({
  method: 'delete',
  path: '/core/reviews/{id}',
  middleware: [signedIn] as const,
  tags,
  summary: "Delete the caller's own review",
  [OWNED_EXTENSION]: 'review',
  request: { params: reviewIdParamSchema },
  responses: { 200: dataResponse(okSchema, 'Review deleted'), ...errorResponses(401, 403, 404, 422) },
});

const listMyReviews = defineRoute({
  method: 'get',
  path: '/accounts/reviews',
  middleware: [signedIn] as const,
  tags,
  summary: "The caller's reviews, newest first, with the course's or institute's name and slug",
  request: { query: pageQuerySchema },
  responses: { 200: dataResponse(listingSchema(myReviewSchema), 'A page of your reviews'), ...errorResponses(401, 404, 422) },
});

/** Mounted at /api: paths start with /core/ or /accounts/ (SPEC §7). */
export function reviewsRouter({ reviews: service }: { reviews: ReviewsService }) {
  return createRouter()
    .openapi(listReviews, async (c) => {
      const viewer = await readSessionUser(c);
      return c.json({ data: await service.list(c.req.valid('query'), viewer?.id ?? null) }, 200);
    })
    .openapi(getOwnReview, async (c) => {
      const user = c.var.user;
      const { model_name, model_id } = c.req.valid('query');
      return c.json({ data: { review: await service.getOwn(user.id, model_name, model_id) } }, 200);
    })
    .openapi(createReview, async (c) => {
      const user = c.var.user;
      return c.json({ data: { review: await service.create(user.id, c.req.valid('json')) } }, 201);
    })
    .openapi(updateReview, async (c) => {
      const user = c.var.user;
      const { id } = c.req.valid('param');
      return c.json({ data: { review: await service.update(user.id, id, c.req.valid('json')) } }, 200);
    })
    .openapi(deleteReview, async (c) => {
      const user = c.var.user;
      await service.remove(user.id, c.req.valid('param').id);
      return c.json({ data: { ok: true as const } }, 200);
    })
    .openapi(listMyReviews, async (c) => {
      const user = c.var.user;
      return c.json({ data: await service.listMine(user.id, c.req.valid('query')) }, 200);
    });
}
