import { type AnswerFeedback, INTERVIEW_CATEGORIES, INTERVIEW_LEVELS, type SelfAssessment } from '@lp/contract/interviews';
import { type SQL, sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, tsvector, weighted } from '../columns.ts';
import { users } from './accounts.ts';

/** A mock interview: a set of questions of one kind (HR, data, software, civil services). */
export const interviews = pgTable(
  'interviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: INTERVIEW_CATEGORIES }).notNull(),
    level: text('level', { enum: INTERVIEW_LEVELS }).notNull(),
    isPremium: boolean('is_premium').notNull().default(false),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL => weighted(sql`${interviews.title}`, sql`${interviews.summary}`, sql`${interviews.description}`),
    ),
    ...timestamps,
  },
  (t) => [
    index('interviews_category_idx').on(t.category, t.id),
    index('interviews_search_idx').using('gin', t.search),
    // Search: typo matching on the title (GIN) and the type-ahead's nearest titles (GiST).
    index('interviews_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('interviews_title_trgm_knn_idx').using('gist', sql`${t.title} gist_trgm_ops`),
  ],
);

export const interviewQuestions = pgTable(
  'interview_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    interviewId: integer('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    prompt: text('prompt').notNull(),
    /** What a good answer does, shown before answering. */
    guidance: text('guidance').notNull(),
    /** Ideas a strong answer mentions; each is a few words, matched loosely in a text answer. */
    keyPoints: jsonb('key_points').$type<string[]>().notNull(),
    /** Seconds the learner has to record an answer. */
    answerSeconds: integer('answer_seconds').notNull().default(120),
  },
  (t) => [uniqueIndex('interview_questions_position_idx').on(t.interviewId, t.position)],
);

/** One go at an interview by one learner: started, answered question by question, completed. */
export const interviewAttempts = pgTable(
  'interview_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    interviewId: integer('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['in-progress', 'completed'] })
      .notNull()
      .default('in-progress'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('interview_attempts_user_idx').on(t.userId, t.startedAt.desc(), t.id.desc()),
    // One open attempt per learner and interview: `start` resumes it.
    uniqueIndex('interview_attempts_open_idx').on(t.interviewId, t.userId).where(sql`status = 'in-progress'`),
  ],
);

/** The answer to one question in an attempt (a new recording replaces the previous one). */
export const interviewAnswers = pgTable(
  'interview_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => interviewAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => interviewQuestions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answerText: text('answer_text'),
    /** A private stored file (stored_files) served at /api/core/files/{key} to its owner. */
    mediaKey: text('media_key'),
    mediaMime: text('media_mime'),
    mediaBytes: integer('media_bytes'),
    mediaSeconds: integer('media_seconds'),
    selfAssessment: jsonb('self_assessment').$type<SelfAssessment>(),
    /** Computed when the attempt completes. */
    feedback: jsonb('feedback').$type<AnswerFeedback>(),
    ...timestamps,
  },
  (t) => [uniqueIndex('interview_answers_question_idx').on(t.attemptId, t.questionId)],
);
