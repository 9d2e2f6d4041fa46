import { QUIZ_LEVELS } from '@lp/contract/learning';
import { type SQL, sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, tsvector, weighted } from '../columns.ts';
import { users } from './accounts.ts';
import { institutes } from './institutes.ts';
import { streams } from './taxonomy.ts';

/** The quizzes module's tables: quizzes, their questions and learners' attempts. */
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
    /** Null: a draft of the studio, invisible to learners, lists and search. */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    /** The institute that authors it in the studio; null: the platform's own (admin only). */
    instituteId: integer('institute_id').references(() => institutes.id, { onDelete: 'set null' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    search: tsvector('search').generatedAlwaysAs((): SQL => weighted(sql`${quizzes.title}`, sql`${quizzes.summary}`, sql`''`)),
    ...timestamps,
  },
  (t) => [
    check('quizzes_pass_percent_range', sql`${t.passPercent} between 0 and 100`),
    index('quizzes_list_idx').on(t.featured.desc(), t.publishedAt.desc(), t.id.desc()),
    index('quizzes_search_idx').using('gin', t.search),
    index('quizzes_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('quizzes_title_trgm_knn_idx').using('gist', sql`${t.title} gist_trgm_ops`),
    index('quizzes_institute_idx').on(t.instituteId, t.id.desc()),
  ],
);

/**
 * The question bank (issue 31): a question an institute (or the platform, institute null) wrote
 * once and uses in any of its quizzes. Its text is the latest version; each quiz holds it as a
 * `quiz_questions` row, and an edit reaches every quiz that uses it (a row an attempt was given
 * is retired and replaced, never changed: ADR 0036).
 */
export const quizBankQuestions = pgTable(
  'quiz_bank_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    instituteId: integer('institute_id').references(() => institutes.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    prompt: text('prompt').notNull(),
    kind: text('kind', { enum: ['single', 'multiple'] }).notNull(),
    options: jsonb('options').$type<QuizOption[]>().notNull(),
    correct: jsonb('correct').$type<number[]>().notNull(),
    explanation: text('explanation').notNull().default(''),
    /** 1, then one more per edit. */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('quiz_bank_questions_institute_idx').on(t.instituteId, t.id.desc())],
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
    /** The bank question this row is a version of (null: written before the studio). */
    bankQuestionId: integer('bank_question_id').references(() => quizBankQuestions.id, { onDelete: 'set null' }),
    /** The bank question's version this row holds. */
    version: integer('version').notNull().default(1),
    /** Set when an edit or a removal replaced a row attempts were given: kept for their review, out of the quiz. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quiz_questions_position_unique').on(t.quizId, t.position).where(sql`${t.retiredAt} is null`),
    index('quiz_questions_bank_idx').on(t.bankQuestionId),
  ],
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
    /** The `quiz_questions` rows this attempt was given, in order: scored and reviewed against these, whatever edits follow. */
    questionIds: jsonb('question_ids').$type<number[]>().notNull().default([]),
    correctCount: integer('correct_count'),
    questionCount: integer('question_count').notNull(),
    percent: integer('percent'),
    passed: boolean('passed'),
    /** The sender's id for a one-step answer (answerQuizSchema): a repeat finds this attempt. */
    clientId: text('client_id'),
  },
  (t) => [
    index('quiz_attempts_user_quiz_idx').on(t.userId, t.quizId, t.startedAt.desc()),
    uniqueIndex('quiz_attempts_client_unique').on(t.userId, t.quizId, t.clientId).where(sql`${t.clientId} is not null`),
    index('quiz_attempts_open_deadline_idx').on(t.deadlineAt).where(sql`${t.submittedAt} is null`),
  ],
);
