import { type SQL, sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps, tsvector, weighted } from '../columns.ts';
import { users } from './accounts.ts';
import { tags } from './taxonomy.ts';

/**
 * Community questions (issue 9). `score`, `answer_count` are counters kept in the transaction
 * that changes their rows (a vote insert and the `+ 1` together), so they stay exact under
 * concurrency; `last_activity_at` moves on every answer and feeds trending.
 */
export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The author; null once their account is deleted: the question stays for the answers under it (ADR 0012). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    score: integer('score').notNull().default(0),
    answerCount: integer('answer_count').notNull().default(0),
    acceptedAnswerId: integer('accepted_answer_id'),
    featured: boolean('featured').notNull().default(false),
    /** Hidden by moderators (issue 30): gone for everyone but the author, who sees the reason. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs((): SQL => weighted(sql`${questions.title}`, sql`${questions.body}`, sql`''`)),
    ...timestamps,
  },
  (t) => [
    index('questions_list_idx').on(t.createdAt.desc(), t.id.desc()),
    index('questions_activity_idx').on(t.lastActivityAt.desc()),
    index('questions_user_idx').on(t.userId, t.createdAt.desc()),
    index('questions_search_idx').using('gin', t.search),
    index('questions_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // Nearest titles first (ORDER BY term <<-> title LIMIT n) for the type-ahead: GIN can only filter.
    index('questions_title_trgm_knn_idx').using('gist', sql`${t.title} gist_trgm_ops`),
  ],
);

export const questionTags = pgTable(
  'question_tags',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.tagId] }), index('question_tags_tag_idx').on(t.tagId, t.questionId)],
);

export const answers = pgTable(
  'answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** The author; null once their account is deleted: the answer stays on its question (ADR 0012). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    score: integer('score').notNull().default(0),
    accepted: boolean('accepted').notNull().default(false),
    /** Hidden by moderators (issue 30): gone for everyone but the author, who sees the reason. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    ...timestamps,
  },
  (t) => [
    index('answers_question_idx').on(t.questionId, t.createdAt),
    index('answers_user_idx').on(t.userId, t.createdAt.desc()),
    // The staff dashboard's answers per day.
    index('answers_created_idx').on(t.createdAt),
  ],
);

/** One upvote per user and question: the primary key decides under concurrency. */
export const questionVotes = pgTable(
  'question_votes',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] }), index('question_votes_user_idx').on(t.userId)],
);

export const answerVotes = pgTable(
  'answer_votes',
  {
    answerId: integer('answer_id')
      .notNull()
      .references(() => answers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.userId] }), index('answer_votes_user_idx').on(t.userId)],
);
