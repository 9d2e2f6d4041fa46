import { COURSE_LEVELS, COURSE_TYPES } from '@lp/contract/catalogue';
import { MODULE_ITEM_KINDS } from '@lp/contract/courses';
import { type SQL, sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, tsvector, weighted } from '../columns.ts';
import { institutes } from './institutes.ts';
import { cities, streams, tags } from './taxonomy.ts';

export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id),
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id),
    /** The institute's city, kept here so that the list's filters use one index. */
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    level: text('level', { enum: COURSE_LEVELS }).notNull(),
    type: text('type', { enum: COURSE_TYPES }).notNull(),
    durationWeeks: integer('duration_weeks').notNull(),
    pricePaise: integer('price_paise').notNull().default(0),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    /** A name of the contract's COURSE_LANGUAGES ("Hindi"); rows saved before that list may hold other text. */
    language: text('language').notNull().default('English'),
    featured: boolean('featured').notNull().default(false),
    /** Open to premium members only (the subscriptions module's check, through the access wrapper). */
    isPremium: boolean('is_premium').notNull().default(false),
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    enrolmentCount: integer('enrolment_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL => weighted(sql`${courses.title}`, sql`${courses.summary}`, sql`${courses.description}`),
    ),
    ...timestamps,
  },
  (t) => [
    check('courses_price_not_negative', sql`${t.pricePaise} >= 0`),
    index('courses_list_idx').on(t.publishedAt.desc(), t.id.desc()),
    index('courses_city_idx').on(t.cityId, t.publishedAt.desc(), t.id.desc()),
    // A city's courses of one level (the city page's level chips), newest first: the page and its
    // count read only those courses, from the index (migration 0036, ADR 0050).
    index('courses_city_level_idx').on(t.cityId, t.level, t.publishedAt.desc(), t.id.desc()),
    index('courses_institute_idx').on(t.instituteId, t.publishedAt.desc(), t.id.desc()),
    index('courses_stream_idx').on(t.streamId, t.publishedAt.desc(), t.id.desc()),
    index('courses_level_idx').on(t.level, t.publishedAt.desc(), t.id.desc()),
    index('courses_type_idx').on(t.type, t.publishedAt.desc(), t.id.desc()),
    index('courses_language_idx').on(t.language, t.publishedAt.desc(), t.id.desc()),
    index('courses_featured_idx').on(t.featured, t.ratingAvg.desc()),
    // The list's other sorts (rating, price both ways by a backward scan, popular).
    index('courses_rating_idx').on(t.ratingAvg.desc(), t.ratingCount.desc(), t.id.desc()),
    index('courses_price_idx').on(t.pricePaise, t.id),
    index('courses_popular_idx').on(t.enrolmentCount.desc(), t.id.desc()),
    index('courses_search_idx').using('gin', t.search),
    index('courses_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // Nearest titles first (ORDER BY term <<-> title LIMIT n) for the type-ahead: GIN can only filter.
    index('courses_title_trgm_knn_idx').using('gist', sql`${t.title} gist_trgm_ops`),
  ],
);

export const courseTags = pgTable(
  'course_tags',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.tagId] }), index('course_tags_tag_idx').on(t.tagId, t.courseId)],
);

export const courseModules = pgTable(
  'course_modules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    /** Removed from the course in the studio: kept (with its archived items) for those who completed them, hidden from the outline. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('course_modules_position_unique').on(t.courseId, t.position)],
);

export const moduleItems = pgTable(
  'module_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => courseModules.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    kind: text('kind', { enum: MODULE_ITEM_KINDS }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(10),
    /**
     * Removed from the course in the studio (issue 31): never deleted, so a learner who completed it
     * keeps it; hidden from the outline and not counted towards completion.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('module_items_position_unique').on(t.moduleId, t.position)],
);
