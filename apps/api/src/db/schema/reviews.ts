import { REVIEWABLE_MODELS } from '@lp/contract/catalogue';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../columns.ts';
import { users } from './accounts.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modelName: text('model_name', { enum: REVIEWABLE_MODELS }).notNull(),
    modelId: integer('model_id').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    uniqueIndex('reviews_one_per_user_unique').on(t.userId, t.modelName, t.modelId),
    index('reviews_model_idx').on(t.modelName, t.modelId, t.createdAt.desc(), t.id.desc()),
    // The list filtered by stars, and the per-star counts of the rating summary.
    index('reviews_model_rating_idx').on(t.modelName, t.modelId, t.rating, t.createdAt.desc(), t.id.desc()),
    index('reviews_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);
