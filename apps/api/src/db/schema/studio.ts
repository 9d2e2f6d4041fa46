import { COURSE_LEVELS, COURSE_TYPES } from '@lp/contract/catalogue';
import { MODULE_ITEM_KINDS } from '@lp/contract/courses';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../columns.ts';
import { users } from './accounts.ts';
import { courseModules, courses, moduleItems } from './courses.ts';
import { fixmeProblems } from './fixme.ts';
import { institutes } from './institutes.ts';
import { quizzes } from './quizzes.ts';
import { slideDecks } from './slides.ts';
import { cities, streams, tags } from './taxonomy.ts';

/**
 * The course studio's drafts (issue 31, ADR 0034). Instructors edit these tables only; "Publish"
 * copies a draft into the live catalogue (courses, course_modules, module_items, item_contents) in
 * one transaction. No learner query reads these tables, so a draft can never leak to learners,
 * search or the sitemap. `live_*_id` remembers the live row a draft row was published to, so a
 * later publish updates the same rows and item ids never change.
 */
export const studioCourses = pgTable(
  'studio_courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id),
    /** The live course this draft publishes to; null until the first publish. */
    liveCourseId: integer('live_course_id').references(() => courses.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** "What you will learn" (Markdown): the live course's description. */
    description: text('description').notNull().default(''),
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id),
    /** The classroom's city; null for online courses (the institute's city is used). */
    cityId: integer('city_id').references(() => cities.id),
    level: text('level', { enum: COURSE_LEVELS }).notNull(),
    type: text('type', { enum: COURSE_TYPES }).notNull(),
    durationWeeks: integer('duration_weeks').notNull(),
    pricePaise: integer('price_paise').notNull().default(0),
    isPremium: boolean('is_premium').notNull().default(false),
    language: text('language').notNull().default('English'),
    imageUrl: text('image_url'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The last edit of the course, its outline or an item: "Unpublished changes" when after `published_at`. */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('studio_courses_live_unique').on(t.liveCourseId),
    index('studio_courses_institute_idx').on(t.instituteId, t.changedAt.desc(), t.id.desc()),
    index('studio_courses_changed_idx').on(t.changedAt.desc(), t.id.desc()),
    check('studio_courses_price_not_negative', sql`${t.pricePaise} >= 0`),
    check('studio_courses_duration_positive', sql`${t.durationWeeks} > 0`),
  ],
);

export const studioCourseTags = pgTable(
  'studio_course_tags',
  {
    studioCourseId: integer('studio_course_id')
      .notNull()
      .references(() => studioCourses.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.studioCourseId, t.tagId] })],
);

export const studioModules = pgTable(
  'studio_modules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    studioCourseId: integer('studio_course_id')
      .notNull()
      .references(() => studioCourses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    liveModuleId: integer('live_module_id').references(() => courseModules.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('studio_modules_course_idx').on(t.studioCourseId, t.position),
    uniqueIndex('studio_modules_live_unique').on(t.liveModuleId),
  ],
);

export const studioItems = pgTable(
  'studio_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    studioModuleId: integer('studio_module_id')
      .notNull()
      .references(() => studioModules.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: MODULE_ITEM_KINDS }).notNull(),
    title: text('title').notNull(),
    /** An article's Markdown (also the notes under a video, deck, quiz or exercise). */
    body: text('body').notNull().default(''),
    /** A video item's media asset (studio-media's table; no foreign key across the two files). */
    mediaId: integer('media_id'),
    quizId: integer('quiz_id').references(() => quizzes.id, { onDelete: 'set null' }),
    deckId: integer('deck_id').references(() => slideDecks.id, { onDelete: 'set null' }),
    fixmeProblemId: integer('fixme_problem_id').references(() => fixmeProblems.id, { onDelete: 'set null' }),
    /** Typed minutes of a deck, quiz or exercise (an article's are its reading time, a video's its probed length). */
    durationMinutes: integer('duration_minutes').notNull().default(10),
    liveItemId: integer('live_item_id').references(() => moduleItems.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('studio_items_module_idx').on(t.studioModuleId, t.position),
    uniqueIndex('studio_items_live_unique').on(t.liveItemId),
    index('studio_items_media_idx').on(t.mediaId),
  ],
);
