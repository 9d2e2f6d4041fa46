import { ITEM_NOTE_MAX_LENGTH } from '@lp/contract/constants';
import { QUIZ_LEVELS } from '@lp/contract/learning';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, tsvector, weighted } from '../columns.ts';
import { users } from './accounts.ts';
import { courses, moduleItems } from './courses.ts';
import { streams } from './taxonomy.ts';

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
    // The staff dashboard's active learners per day.
    index('item_progress_started_idx').on(t.startedAt),
    index('item_progress_completed_idx').on(t.completedAt).where(sql`${t.completedAt} is not null`),
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

export const quizzes = pgTable(
  'quizzes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    streamId: integer('stream_id').references(() => streams.id),
    level: text('level', { enum: QUIZ_LEVELS }).notNull().default('beginner'),
    /** Null: untimed (the one-step form may be used). */
    timeLimitSeconds: integer('time_limit_seconds'),
    passPercent: integer('pass_percent').notNull().default(60),
    /** Null: unlimited attempts. */
    maxAttempts: integer('max_attempts'),
    questionCount: integer('question_count').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs((): SQL => weighted(sql`${quizzes.title}`, sql`${quizzes.summary}`, sql`''`)),
    ...timestamps,
  },
  (t) => [
    check('quizzes_pass_percent_range', sql`${t.passPercent} between 0 and 100`),
    index('quizzes_list_idx').on(t.featured.desc(), t.publishedAt.desc(), t.id.desc()),
    index('quizzes_search_idx').using('gin', t.search),
    index('quizzes_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('quizzes_title_trgm_knn_idx').using('gist', sql`${t.title} gist_trgm_ops`),
  ],
);

export type QuizOption = { id: number; text: string };

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    prompt: text('prompt').notNull(),
    kind: text('kind', { enum: ['single', 'multiple'] }).notNull(),
    options: jsonb('options').$type<QuizOption[]>().notNull(),
    /** Ids of the right options. Never sent before the attempt is submitted. */
    correct: jsonb('correct').$type<number[]>().notNull(),
    explanation: text('explanation').notNull().default(''),
  },
  (t) => [uniqueIndex('quiz_questions_position_unique').on(t.quizId, t.position)],
);

export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** started_at + the time limit (plus a grace period); null for an untimed quiz. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** True when the attempt was closed by the clock rather than by the learner. */
    expired: boolean('expired').notNull().default(false),
    answers: jsonb('answers').$type<Record<string, number[]>>().notNull().default({}),
    correctCount: integer('correct_count'),
    questionCount: integer('question_count').notNull(),
    percent: integer('percent'),
    passed: boolean('passed'),
  },
  (t) => [
    index('quiz_attempts_user_quiz_idx').on(t.userId, t.quizId, t.startedAt.desc()),
    index('quiz_attempts_open_deadline_idx').on(t.deadlineAt).where(sql`${t.submittedAt} is null`),
  ],
);

export type Slide = { title: string; body: string };

export const slideDecks = pgTable(
  'slide_decks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    streamId: integer('stream_id').references(() => streams.id),
    slides: jsonb('slides').$type<Slide[]>().notNull(),
    slideCount: integer('slide_count').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL => weighted(sql`${slideDecks.title}`, sql`${slideDecks.summary}`, sql`''`),
    ),
    ...timestamps,
  },
  (t) => [
    index('slide_decks_list_idx').on(t.featured.desc(), t.publishedAt.desc(), t.id.desc()),
    index('slide_decks_search_idx').using('gin', t.search),
    index('slide_decks_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('slide_decks_title_trgm_knn_idx').using('gist', sql`${t.title} gist_trgm_ops`),
  ],
);

export const slideProgress = pgTable(
  'slide_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deckId: integer('deck_id')
      .notNull()
      .references(() => slideDecks.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deckId] })],
);
