import { ITEM_NOTE_MAX_LENGTH } from '@lp/contract/constants';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../columns.ts';
import { users } from './accounts.ts';
import { courses, moduleItems } from './courses.ts';
import { fixmeProblems } from './fixme.ts';
import { quizzes } from './quizzes.ts';
import { slideDecks } from './slides.ts';

export const enrolments = pgTable(
  'enrolments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The item the learner opened last: "continue where you left off". */
    lastItemId: integer('last_item_id').references(() => moduleItems.id, { onDelete: 'set null' }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('enrolments_user_course_unique').on(t.userId, t.courseId),
    index('enrolments_course_idx').on(t.courseId),
    index('enrolments_user_activity_idx').on(t.userId, t.lastActivityAt.desc(), t.id.desc()),
    // The staff dashboard's enrolments and completions per day.
    index('enrolments_created_idx').on(t.createdAt),
    index('enrolments_completed_idx').on(t.completedAt).where(sql`${t.completedAt} is not null`),
  ],
);

export const itemProgress = pgTable(
  'item_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => moduleItems.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Where a video was left (seconds), so that it resumes there. */
    positionSeconds: integer('position_seconds').notNull().default(0),
    /** Seconds of the video watched, as the player reported them and the server credited them (at most the wall clock allows). */
    watchedSeconds: real('watched_seconds').notNull().default(0),
    /** When the player last reported watching: the next report is credited at most the time since. */
    watchReportedAt: timestamp('watch_reported_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    // The staff dashboard's active learners per day: the learner in the index too, so that a day's
    // distinct learners are read from the index alone (migration 0032; 10 million rows, issue 34).
    index('item_progress_started_user_idx').on(t.startedAt, t.userId),
    index('item_progress_completed_user_idx').on(t.completedAt, t.userId).where(sql`${t.completedAt} is not null`),
  ],
);

/**
 * A learner's private note on a module item: one per learner and item, read and written only by
 * its learner while enrolled. An empty note is no row.
 */
export const itemNotes = pgTable(
  'item_notes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => moduleItems.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    check('item_notes_body_length', sql`char_length(${t.body}) between 1 and ${sql.raw(String(ITEM_NOTE_MAX_LENGTH))}`),
  ],
);

/**
 * What a module item holds (the catalogue's module_items has the outline only): an article's
 * Markdown, a video's file and captions, or the quiz / slide deck it opens.
 */
export const itemContents = pgTable('item_contents', {
  itemId: integer('item_id')
    .primaryKey()
    .references(() => moduleItems.id, { onDelete: 'cascade' }),
  body: text('body').notNull().default(''),
  videoUrl: text('video_url'),
  /** The video's length, probed from its file (never typed); a video item completes after most of it was watched. */
  videoSeconds: real('video_seconds'),
  captionsUrl: text('captions_url'),
  quizId: integer('quiz_id').references(() => quizzes.id, { onDelete: 'set null' }),
  deckId: integer('deck_id').references(() => slideDecks.id, { onDelete: 'set null' }),
  /** The studio's media asset of a video item (written at publish, for the player; studio-media's table). */
  mediaId: integer('media_id'),
  /** The fix-me problem an exercise opens. */
  fixmeProblemId: integer('fixme_problem_id').references(() => fixmeProblems.id, { onDelete: 'set null' }),
});

export const certificates = pgTable(
  'certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The public verification code in /certificates/{code}. */
    code: text('code').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** The learner's name as it was when the certificate was issued. */
    learnerName: text('learner_name').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('certificates_user_course_unique').on(t.userId, t.courseId)],
);
