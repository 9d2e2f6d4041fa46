import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Domain events recorded in the transaction of the change that caused them (ADR 0008). The
 * relay hands each one to its subscribers as delivery jobs and stamps `dispatched_at`.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_events_pending_idx').on(t.id).where(sql`${t.dispatchedAt} is null`),
    index('outbox_events_dispatched_idx').on(t.dispatchedAt),
  ],
);

/**
 * Work to run later or regularly (ADR 0009). A finished job is deleted; a job that used up its
 * attempts stays as `failed` with its last error. `key` de-duplicates while a job is stored.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    key: text('key'),
    state: text('state', { enum: ['pending', 'running', 'failed'] })
      .notNull()
      .default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('background_jobs_key_unique').on(t.key), index('background_jobs_due_idx').on(t.state, t.runAt)],
);

/** Recurring jobs: whoever moves `next_run_at` forward first enqueues that interval's run. */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  intervalMs: integer('interval_ms').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
});

/**
 * The points ledger, append-only: one row per award and one per reversal (`reverses_id` set,
 * `points` negated). An award stands until a reversal row points at it; the partial unique key
 * (user, reason, object, occurrence) makes a repeated award a no-op, and `occurrence` (the number
 * of reversals before it) lets an object be awarded again after its award was reversed.
 */
export const pointAwards = pgTable(
  'point_awards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    objectType: text('object_type').notNull(),
    objectId: integer('object_id').notNull(),
    points: integer('points').notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
    occurrence: integer('occurrence').notNull().default(0),
    reversesId: bigint('reverses_id', { mode: 'number' }).references((): AnyPgColumn => pointAwards.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('point_awards_unique')
      .on(t.userId, t.reason, t.objectType, t.objectId, t.occurrence)
      .where(sql`${t.reversesId} is null`),
    uniqueIndex('point_awards_reversal_unique').on(t.reversesId),
    index('point_awards_user_time_idx').on(t.userId, t.awardedAt),
    // The staff dashboard's active learners per day.
    index('point_awards_awarded_idx').on(t.awardedAt),
  ],
);

export const NOTIFICATION_TYPES = ['community', 'learning', 'jobs', 'enquiries', 'account', 'premium'] as const;

/** What a notification's texts are made of: a kind of the platform's NOTICES and its parameters (platform/notice-texts.ts). */
export type StoredNotice = { kind: string; params: Record<string, string | number | null> };

/**
 * One row per notification decision. `key` (unique per user) makes a handler that runs twice
 * notify once; `in_app` false means the user asked for the email only (the row still dedupes it).
 * `message` (issue 35) is worded in the reader's language when read; `title` and `body` keep the
 * English wording too, shown for rows written before `message` existed (null there) and read by
 * the previous release during a rolling deploy.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    message: jsonb('message').$type<StoredNotice>(),
    link: text('link'),
    inApp: boolean('in_app').notNull().default(true),
    emailRequested: boolean('email_requested').notNull().default(false),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_user_key_unique').on(t.userId, t.key),
    index('notifications_user_list_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null and ${t.inApp}`),
  ],
);
