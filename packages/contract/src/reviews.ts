import { z } from 'zod';
import { REVIEWABLE_MODELS } from './catalogue.ts';
import { idOf, idSchema, jsonIdOf, listingSchema, pageQuerySchema } from './common.ts';
import { REVIEW_TEXT_MAX_LENGTH } from './constants.ts';
import { MESSAGES } from './messages.ts';

/** Reviews of courses and institutes (docs/spec-notes.md "Reviews, enquiries, search"). */

export const reviewModelSchema = z.enum(REVIEWABLE_MODELS, { error: MESSAGES.reviewModelInvalid });
export type ReviewModel = z.infer<typeof reviewModelSchema>;

const modelIdSchema = idOf(MESSAGES.reviewModelIdInvalid);

/** `/reviews/{id}`: a review's id (a number the database can hold, so a huge one is a 422, not a 500). */
export const reviewIdParamSchema = z.object({ id: idSchema });

/** `?model_name=course&model_id=12`: which course or institute. */
export const reviewTargetQuerySchema = z.object({ model_name: reviewModelSchema, model_id: modelIdSchema });

export const reviewsQuerySchema = pageQuerySchema.extend({
  model_name: reviewModelSchema,
  model_id: modelIdSchema,
  rating: z.coerce.number().int().min(1).max(5).optional(),
});
export type ReviewsQuery = z.input<typeof reviewsQuerySchema>;

/** A whole number of stars from 1 to 5 (no strings, no halves). */
export const ratingSchema = z
  .number({ error: MESSAGES.ratingInvalid })
  .int(MESSAGES.ratingInvalid)
  .min(1, MESSAGES.ratingInvalid)
  .max(5, MESSAGES.ratingInvalid);

export const reviewTextSchema = z
  .string({ error: MESSAGES.reviewTextTooLong })
  .trim()
  .max(REVIEW_TEXT_MAX_LENGTH, MESSAGES.reviewTextTooLong);

export const updateReviewBodySchema = z.object({ rating: ratingSchema, text: reviewTextSchema.default('') });
export type UpdateReviewBody = z.input<typeof updateReviewBodySchema>;

export const createReviewBodySchema = updateReviewBodySchema.extend({
  model_name: reviewModelSchema,
  model_id: jsonIdOf(MESSAGES.reviewModelIdInvalid),
});
export type CreateReviewBody = z.input<typeof createReviewBodySchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  modelName: reviewModelSchema,
  modelId: z.number().int(),
  rating: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Never the email. */
  author: z.object({ id: z.number().int(), fullName: z.string() }),
  /** True when the signed-in caller wrote it. */
  mine: z.boolean(),
  /** A course review whose author is enrolled in the course ("Enrolled learner"); false for an institute's. */
  enrolled: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Stars of every review of the object (not only the filtered page): average, count, how many per star. */
export const ratingSummarySchema = z.object({
  avg: z.number(),
  count: z.number().int(),
  histogram: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const reviewsListingSchema = listingSchema(reviewSchema).extend({ summary: ratingSummarySchema });
export type ReviewsListing = z.infer<typeof reviewsListingSchema>;

export const ownReviewSchema = z.object({ review: reviewSchema });
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** The course or institute a review or enquiry is about, for linking to its page. */
export const reviewTargetSchema = z.object({
  modelName: reviewModelSchema,
  id: z.number().int(),
  /** Course title or institute name. */
  name: z.string(),
  slug: z.string(),
});
export type ReviewTarget = z.infer<typeof reviewTargetSchema>;

export const myReviewSchema = reviewSchema.extend({ target: reviewTargetSchema });
export type MyReview = z.infer<typeof myReviewSchema>;

/** Web path of a course's or institute's page. */
export function targetPath(target: Pick<ReviewTarget, 'modelName' | 'slug'>): string {
  return target.modelName === 'course' ? `/courses/${target.slug}` : `/institutes/${target.slug}`;
}
