import { INSTITUTE_KINDS, INSTITUTE_OWNERSHIPS } from '@lp/contract/catalogue';
import { type SQL, sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps, tsvector, weighted } from '../columns.ts';
import { cities } from './taxonomy.ts';

export const institutes = pgTable(
  'institutes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    kind: text('kind', { enum: INSTITUTE_KINDS }).notNull(),
    ownership: text('ownership', { enum: INSTITUTE_OWNERSHIPS }).notNull(),
    establishedYear: integer('established_year'),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    website: text('website'),
    imageUrl: text('image_url'),
    featured: boolean('featured').notNull().default(false),
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL => weighted(sql`${institutes.name}`, sql`${institutes.summary}`, sql`${institutes.description}`),
    ),
    ...timestamps,
  },
  (t) => [
    index('institutes_city_idx').on(t.cityId),
    index('institutes_kind_idx').on(t.kind),
    index('institutes_ownership_idx').on(t.ownership),
    index('institutes_featured_idx').on(t.featured, t.ratingAvg),
    index('institutes_search_idx').using('gin', t.search),
    index('institutes_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // Nearest titles first (ORDER BY term <<-> name LIMIT n) for the type-ahead: GIN can only filter.
    index('institutes_name_trgm_knn_idx').using('gist', sql`${t.name} gist_trgm_ops`),
  ],
);
