import { REPORT_MODELS } from '@lp/contract/posts';
import { CASE_OBJECT_TYPES, CASE_STATUSES, METRIC_MEASURES } from '@lp/contract/staff';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Moderation cases (issue 30): one per reported object (a question, answer, post or comment).
 * A report opens the case or joins it; a new report on a dismissed case opens it again.
 * `pending_reports` counts the reporters since the case was last opened or decided (a reporter
 * reports an object once: content_reports' unique key), and moves with `+ 1` in the report's
 * transaction, which holds the case row: the one report that reaches the auto-hide threshold
 * is the one that sees it reached, also under concurrent reports.
 */
export const moderationCases = pgTable(
  'moderation_cases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    objectType: text('object_type', { enum: CASE_OBJECT_TYPES }).notNull(),
    objectId: integer('object_id').notNull(),
    /** The object's author when the case opened, for the author's history (null once their account is gone). */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: CASE_STATUSES }).notNull().default('open'),
    /** Hidden by the report threshold, pending review (the case stays open). */
    autoHidden: boolean('auto_hidden').notNull().default(false),
    pendingReports: integer('pending_reports').notNull().default(0),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    uniqueIndex('moderation_cases_object_unique').on(t.objectType, t.objectId),
    // The queue: one status, oldest first.
    index('moderation_cases_queue_idx').on(t.status, t.openedAt, t.id),
    index('moderation_cases_author_idx').on(t.authorId, t.openedAt.desc()),
    // The dashboard's open cases per day: openings and decisions per day.
    index('moderation_cases_opened_idx').on(t.openedAt),
    index('moderation_cases_decided_idx').on(t.decidedAt).where(sql`${t.decidedAt} is not null`),
  ],
);

/** Reports of learner text for moderation: one per reporter and object. */
export const contentReports = pgTable(
  'content_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    model: text('model', { enum: REPORT_MODELS }).notNull(),
    modelId: integer('model_id').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_reports_unique').on(t.reporterId, t.model, t.modelId),
    index('content_reports_model_idx').on(t.model, t.modelId),
  ],
);

/**
 * The staff dashboard's closed days (modules/moderation/metrics.ts): each measure's value for an
 * India day, computed once that day has ended (and a grace hour has passed), then read instead of
 * counted again. A day's value is as it stood then: rows written later with an older date do not move it.
 */
export const metricDailyRollups = pgTable(
  'metric_daily_rollups',
  {
    measure: text('measure', { enum: METRIC_MEASURES }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    value: doublePrecision('value').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.measure, t.day] })],
);
