import { RESOURCE_KINDS } from '@lp/contract/catalogue';
import { type SQL, sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, tsvector, weighted } from '../columns.ts';
import { users } from './accounts.ts';
import { courses, moduleItems } from './courses.ts';
import { fixmeProblems } from './fixme.ts';
import { quizzes } from './quizzes.ts';
import { streams } from './taxonomy.ts';

export const resources = pgTable('resources', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  kind: text('kind', { enum: RESOURCE_KINDS }).notNull(),
  url: text('url'),
  body: text('body').notNull().default(''),
  durationMinutes: integer('duration_minutes'),
  ...timestamps,
});

export const roadmaps = pgTable(
  'roadmaps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    featured: boolean('featured').notNull().default(false),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL => weighted(sql`${roadmaps.title}`, sql`${roadmaps.summary}`, sql`${roadmaps.description}`),
    ),
    ...timestamps,
  },
  (t) => [
    index('roadmaps_stream_idx').on(t.streamId, t.id),
    index('roadmaps_featured_idx').on(t.featured),
    // The listing's order (featured first, then title), whole and per stream.
    index('roadmaps_listing_idx').on(t.featured.desc().nullsFirst(), t.title.asc(), t.id.asc()),
    index('roadmaps_stream_listing_idx').on(t.streamId, t.featured.desc().nullsFirst(), t.title.asc(), t.id.asc()),
    index('roadmaps_search_idx').using('gin', t.search),
    index('roadmaps_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // Nearest titles first (ORDER BY term <<-> title LIMIT n) for the type-ahead: GIN can only filter.
    index('roadmaps_title_trgm_knn_idx').using('gist', sql`${t.title} gist_trgm_ops`),
  ],
);

export const roadmapSteps = pgTable(
  'roadmap_steps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    roadmapId: integer('roadmap_id')
      .notNull()
      .references(() => roadmaps.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    resourceId: integer('resource_id').references(() => resources.id, { onDelete: 'set null' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    /** A step may open one lesson of a course, a quiz or a fix-me problem instead of a whole course. */
    moduleItemId: integer('module_item_id').references(() => moduleItems.id, { onDelete: 'set null' }),
    quizId: integer('quiz_id').references(() => quizzes.id, { onDelete: 'set null' }),
    fixmeProblemId: integer('fixme_problem_id').references(() => fixmeProblems.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('roadmap_steps_position_unique').on(t.roadmapId, t.position),
    // "Part of these roadmaps" on a resource page; and the set-null when a resource or course goes.
    index('roadmap_steps_resource_idx').on(t.resourceId),
    index('roadmap_steps_course_idx').on(t.courseId),
    index('roadmap_steps_module_item_idx').on(t.moduleItemId),
    index('roadmap_steps_quiz_idx').on(t.quizId),
    index('roadmap_steps_fixme_problem_idx').on(t.fixmeProblemId),
  ],
);

export const roadmapProgress = pgTable(
  'roadmap_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stepId: integer('step_id')
      .notNull()
      .references(() => roadmapSteps.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.stepId] })],
);
