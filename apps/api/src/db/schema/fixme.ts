import { FIXME_DIFFICULTIES, FIXME_LANGUAGES, FIXME_RESULTS, type FixmeTest, type TestResult } from '@lp/contract/fixme';
import { type SQL, sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps, tsvector, weighted } from '../columns.ts';
import { users } from './accounts.ts';

/** A coding problem with a real bug: the faulty code, tests the learner sees and tests only the judge runs. */
export const fixmeProblems = pgTable(
  'fixme_problems',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Markdown (the platform's own text). */
    description: text('description').notNull(),
    language: text('language', { enum: FIXME_LANGUAGES }).notNull(),
    difficulty: text('difficulty', { enum: FIXME_DIFFICULTIES }).notNull(),
    topicSlug: text('topic_slug').notNull(),
    topicName: text('topic_name').notNull(),
    faultyCode: text('faulty_code').notNull(),
    visibleTests: jsonb('visible_tests').$type<FixmeTest[]>().notNull(),
    /** Never sent to a client: only the judge reads them. */
    hiddenTests: jsonb('hidden_tests').$type<FixmeTest[]>().notNull(),
    isPremium: boolean('is_premium').notNull().default(false),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL => weighted(sql`${fixmeProblems.title}`, sql`${fixmeProblems.summary}`, sql`${fixmeProblems.description}`),
    ),
    ...timestamps,
  },
  (t) => [
    index('fixme_problems_list_idx').on(t.language, t.difficulty, t.id),
    index('fixme_problems_topic_idx').on(t.topicSlug, t.id),
    index('fixme_problems_search_idx').using('gin', t.search),
    // Search: typo matching on the title (GIN) and the type-ahead's nearest titles (GiST).
    index('fixme_problems_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('fixme_problems_title_trgm_knn_idx').using('gist', sql`${t.title} gist_trgm_ops`),
  ],
);

/** One judged submission: the code as sent and what the judge found. */
export const fixmeSubmissions = pgTable(
  'fixme_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    problemId: integer('problem_id')
      .notNull()
      .references(() => fixmeProblems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    result: text('result', { enum: FIXME_RESULTS }).notNull(),
    passed: integer('passed').notNull(),
    total: integer('total').notNull(),
    visible: jsonb('visible').$type<TestResult[]>().notNull(),
    hiddenPassed: integer('hidden_passed').notNull(),
    hiddenTotal: integer('hidden_total').notNull(),
    message: text('message'),
    output: text('output').notNull().default(''),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fixme_submissions_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('fixme_submissions_problem_user_idx').on(t.problemId, t.userId, t.createdAt.desc()),
  ],
);
