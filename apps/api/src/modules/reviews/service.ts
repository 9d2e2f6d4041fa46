import type { PageQuery } from '@lp/contract/common';
import { MESSAGES } from '@lp/contract/messages';
import type { MyReview, RatingSummary, Review, ReviewModel, ReviewsListing, UpdateReviewBody } from '@lp/contract/reviews';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { descIndexed } from '../../db/order.ts';
import { users } from '../../db/schema/accounts.ts';
import { enrolments } from '../../db/schema/learning.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { requireOwned } from '../../platform/access.ts';
import { ApiError, conflict, notFound } from '../../platform/errors.ts';
import { paginate } from '../../platform/paging.ts';
import { requireTarget, targetExists, targetsOf } from '../../shared/targets.ts';

const reviewColumns = {
  id: reviews.id,
  userId: reviews.userId,
  modelName: reviews.modelName,
  modelId: reviews.modelId,
  rating: reviews.rating,
  text: reviews.text,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  authorName: users.fullName,
  enrolled: sql<boolean>`(${reviews.modelName} = 'course' and exists (select 1 from ${enrolments} where ${enrolments.userId} = ${reviews.userId} and ${enrolments.courseId} = ${reviews.modelId}))`,
};

type ReviewRow = {
  id: number;
  userId: number;
  modelName: ReviewModel;
  modelId: number;
  rating: number;
  text: string;
  createdAt: Date;
  updatedAt: Date;
  authorName: string;
  enrolled: boolean;
};

const toReview = (row: ReviewRow, viewerId: number | null): Review => ({
  id: row.id,
  modelName: row.modelName,
  modelId: row.modelId,
  rating: row.rating,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  author: { id: row.userId, fullName: row.authorName },
  mine: viewerId !== null && row.userId === viewerId,
  enrolled: Boolean(row.enrolled),
});

/** The rating columns of the reviewed object, written by the module that owns its table. */
export type RatingWriter = (tx: Tx, id: number, rating: { avg: number; count: number }) => Promise<void>;
export type RatingWriters = Record<ReviewModel, RatingWriter>;

export function createReviewsService(db: Database, ratingWriters: RatingWriters) {
  /** A page of reviews with their authors' names, newest first. */
  const reviewRows = (where: SQL | undefined, limit: number, offset: number) =>
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(where)
      .orderBy(descIndexed(reviews.createdAt), descIndexed(reviews.id))
      .limit(limit)
      .offset(offset);

  /**
   * Rewrites the object's rating average and count from its reviews. Callers hold the object's
   * row lock (taken before touching its reviews), so concurrent writers queue up and each one's
   * aggregate sees every review committed before it.
   */
  async function refreshRating(tx: Tx, model: ReviewModel, id: number): Promise<void> {
    const [stats] = await tx
      .select({
        avg: sql<string>`coalesce(round(avg(${reviews.rating})::numeric, 2), 0)`,
        count: sql<number>`count(*)::int`,
      })
      .from(reviews)
      .where(and(eq(reviews.modelName, model), eq(reviews.modelId, id)));
    await ratingWriters[model](tx, id, { avg: Number(stats?.avg ?? 0), count: stats?.count ?? 0 });
  }

  async function selectReview(id: number): Promise<ReviewRow | undefined> {
    const [row] = await db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(eq(reviews.id, id))
      .limit(1);
    return row;
  }

  /** The review if the caller wrote it: 404 when there is none, 403 when it is someone else's. */
  async function ownReview(userId: number, id: number): Promise<ReviewRow> {
    return requireOwned(
      await selectReview(id),
      { id: userId },
      { missing: MESSAGES.reviewNotFound, notYours: MESSAGES.reviewNotYours },
    );
  }

  async function summaryOf(model: ReviewModel, id: number): Promise<RatingSummary> {
    const rows = await db
      .select({ rating: reviews.rating, n: count() })
      .from(reviews)
      .where(and(eq(reviews.modelName, model), eq(reviews.modelId, id)))
      .groupBy(reviews.rating);
    const histogram: RatingSummary['histogram'] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    let total = 0;
    let sum = 0;
    for (const row of rows) {
      const star = row.rating as 1 | 2 | 3 | 4 | 5;
      histogram[star] = row.n;
      total += row.n;
      sum += row.rating * row.n;
    }
    return { avg: total === 0 ? 0 : Math.round((sum / total) * 100) / 100, count: total, histogram };
  }

  return {
    async list(
      query: PageQuery & { model_name: ReviewModel; model_id: number; rating?: number | undefined },
      viewerId: number | null,
    ): Promise<ReviewsListing> {
      await requireTarget(db, query.model_name, query.model_id);
      const where = and(
        eq(reviews.modelName, query.model_name),
        eq(reviews.modelId, query.model_id),
        query.rating === undefined ? undefined : eq(reviews.rating, query.rating),
      );
      const [listing, summary] = await Promise.all([
        paginate(
          query,
          {
            rows: async ({ limit, offset }) => {
              const rows = await reviewRows(where, limit, offset);
              return rows.map((row) => toReview(row, viewerId));
            },
            count: () => db.$count(reviews, where),
          },
          MESSAGES.noMoreReviews,
        ),
        summaryOf(query.model_name, query.model_id),
      ]);
      return { ...listing, summary };
    },

    async getOwn(userId: number, model: ReviewModel, id: number): Promise<Review> {
      await requireTarget(db, model, id);
      const [row] = await db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(and(eq(reviews.userId, userId), eq(reviews.modelName, model), eq(reviews.modelId, id)))
        .limit(1);
      if (!row) throw notFound(MESSAGES.noOwnReview);
      return toReview(row, userId);
    },

    async create(
      userId: number,
      input: { model_name: ReviewModel; model_id: number; rating: number; text: string },
    ): Promise<Review> {
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          await requireTarget(tx, input.model_name, input.model_id, true);
          // Udemy's rule: a course is reviewed by its learners (an institute by anyone signed in).
          if (input.model_name === 'course') {
            const [enrolled] = await tx
              .select({ id: enrolments.id })
              .from(enrolments)
              .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, input.model_id)))
              .limit(1);
            if (!enrolled) throw new ApiError(403, MESSAGES.reviewNeedsEnrolment);
          }
          const [inserted] = await tx
            .insert(reviews)
            .values({
              userId,
              modelName: input.model_name,
              modelId: input.model_id,
              rating: input.rating,
              text: input.text,
            })
            .returning({ id: reviews.id });
          if (!inserted) throw new Error('review insert returned no row');
          await refreshRating(tx, input.model_name, input.model_id);
          return inserted.id;
        });
      } catch (error) {
        // The unique index decides, so two simultaneous posts by one user give one review and one 409.
        if (isUniqueViolation(error)) throw conflict(MESSAGES.reviewExists);
        throw error;
      }
      const row = await selectReview(id);
      if (!row) throw notFound(MESSAGES.reviewNotFound);
      return toReview(row, userId);
    },

    async update(userId: number, id: number, input: Required<UpdateReviewBody>): Promise<Review> {
      const existing = await ownReview(userId, id);
      await db.transaction(async (tx) => {
        await targetExists(tx, existing.modelName, existing.modelId, true);
        const updated = await tx
          .update(reviews)
          .set({ rating: input.rating, text: input.text, updatedAt: sql`now()` })
          .where(and(eq(reviews.id, id), eq(reviews.userId, userId)))
          .returning({ id: reviews.id });
        if (updated.length === 0) throw notFound(MESSAGES.reviewNotFound);
        await refreshRating(tx, existing.modelName, existing.modelId);
      });
      const row = await selectReview(id);
      if (!row) throw notFound(MESSAGES.reviewNotFound);
      return toReview(row, userId);
    },

    async remove(userId: number, id: number): Promise<void> {
      const existing = await ownReview(userId, id);
      await db.transaction(async (tx) => {
        await targetExists(tx, existing.modelName, existing.modelId, true);
        const deleted = await tx
          .delete(reviews)
          .where(and(eq(reviews.id, id), eq(reviews.userId, userId)))
          .returning({ id: reviews.id });
        if (deleted.length === 0) throw notFound(MESSAGES.reviewNotFound);
        await refreshRating(tx, existing.modelName, existing.modelId);
      });
    },

    /**
     * A step of account deletion (ADR 0012), run in its transaction before the users row goes:
     * the user's reviews go, and each course's or institute's rating is rewritten without them
     * under that object's row lock, so the average and count still match the reviews left.
     */
    async withdrawReviewsOf(tx: Tx, userId: number): Promise<void> {
      const gone = await tx
        .delete(reviews)
        .where(eq(reviews.userId, userId))
        .returning({ model: reviews.modelName, id: reviews.modelId });
      const targets = [...new Map(gone.map((row) => [`${row.model}:${row.id}`, row])).values()];
      for (const target of targets) {
        await targetExists(tx, target.model, target.id, true);
        await refreshRating(tx, target.model, target.id);
      }
    },

    /** The caller's reviews, newest first, each with the course's or institute's name and slug. */
    async listMine(userId: number, query: PageQuery) {
      const where = eq(reviews.userId, userId);
      return paginate(
        query,
        {
          rows: async ({ limit, offset }): Promise<MyReview[]> => {
            const rows = await reviewRows(where, limit, offset);
            const targets = await targetsOf(db, rows);
            return rows.flatMap((row) => {
              const target = targets.get(`${row.modelName}:${row.modelId}`);
              return target ? [{ ...toReview(row, userId), target }] : [];
            });
          },
          count: () => db.$count(reviews, where),
        },
        MESSAGES.noMoreReviews,
      );
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
