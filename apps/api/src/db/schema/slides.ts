import { type SQL, sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, tsvector, weighted } from '../columns.ts';
import { users } from './accounts.ts';
import { courses } from './courses.ts';
import { institutes } from './institutes.ts';
import type { QuizOption } from './quizzes.ts';
import { streams } from './taxonomy.ts';

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
    /** Null: a draft of the studio, invisible to learners, lists and search. */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    /** The institute that authors it in the studio; null: the platform's own (admin only). */
    instituteId: integer('institute_id').references(() => institutes.id, { onDelete: 'set null' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
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
    index('slide_decks_institute_idx').on(t.instituteId, t.id.desc()),
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

/**
 * The slides module's tables: decks, learners' progress through them, and collections.
 *
 * A slide collection belongs to a course: a few decks in order and a short check at the end,
 * scored like a quiz.
 */
export const slideCollections = pgTable(
  'slide_collections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Order among the course's collections. */
    position: integer('position').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    passPercent: integer('pass_percent').notNull().default(60),
    questionCount: integer('question_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('slide_collections_pass_percent_range', sql`${t.passPercent} between 0 and 100`),
    uniqueIndex('slide_collections_course_position_unique').on(t.courseId, t.position),
  ],
);

export const slideCollectionDecks = pgTable(
  'slide_collection_decks',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => slideCollections.id, { onDelete: 'cascade' }),
    deckId: integer('deck_id')
      .notNull()
      .references(() => slideDecks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.deckId] }),
    uniqueIndex('slide_collection_decks_position_unique').on(t.collectionId, t.position),
    index('slide_collection_decks_deck_idx').on(t.deckId),
  ],
);

export const slideCollectionQuestions = pgTable(
  'slide_collection_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => slideCollections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    prompt: text('prompt').notNull(),
    kind: text('kind', { enum: ['single', 'multiple'] }).notNull(),
    options: jsonb('options').$type<QuizOption[]>().notNull(),
    /** Ids of the right options. Never sent before an attempt is scored. */
    correct: jsonb('correct').$type<number[]>().notNull(),
    explanation: text('explanation').notNull().default(''),
  },
  (t) => [uniqueIndex('slide_collection_questions_position_unique').on(t.collectionId, t.position)],
);

export const slideCollectionProgress = pgTable(
  'slide_collection_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => slideCollections.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The first attempt that reached the pass mark. */
    passedAt: timestamp('passed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.collectionId] })],
);

export const slideCollectionAttempts = pgTable(
  'slide_collection_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => slideCollections.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, number[]>>().notNull(),
    correctCount: integer('correct_count').notNull(),
    questionCount: integer('question_count').notNull(),
    percent: integer('percent').notNull(),
    passed: boolean('passed').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('slide_collection_attempts_user_idx').on(t.userId, t.collectionId, t.submittedAt.desc())],
);
