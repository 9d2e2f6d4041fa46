import { type SQL, sql } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers shared by the schema files of every module. */

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Weighted full-text document: title A, then B, then C (DESIGN §2 search). */
export const weighted = (a: SQL, b: SQL, c: SQL) =>
  sql`setweight(to_tsvector('english', coalesce(${a}, '')), 'A') || setweight(to_tsvector('english', coalesce(${b}, '')), 'B') || setweight(to_tsvector('english', coalesce(${c}, '')), 'C')`;
