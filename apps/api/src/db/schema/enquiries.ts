import { REVIEWABLE_MODELS } from '@lp/contract/catalogue';
import { ENQUIRY_STATUSES } from '@lp/contract/enquiries';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../columns.ts';
import { users } from './accounts.ts';
import { institutes } from './institutes.ts';

/**
 * Enquiries to a course's or an institute's team. `institute_id` is the institute that answers
 * (the course's institute for a course), fixed when the enquiry is sent, so that the lead inbox
 * (issue 32) reads one institute's enquiries by an index. `status_changed_at` moves with every
 * status change; the retention job blanks the contact details of old enquiries and sets
 * `anonymised_at`.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    modelName: text('model_name', { enum: REVIEWABLE_MODELS }).notNull(),
    modelId: integer('model_id').notNull(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    pinCode: text('pin_code').notNull(),
    message: text('message').notNull().default(''),
    status: text('status', { enum: ENQUIRY_STATUSES }).notNull().default('new'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('enquiries_user_idx').on(t.userId, t.createdAt.desc()),
    index('enquiries_model_idx').on(t.modelName, t.modelId),
    // The inbox: one institute's enquiries, newest first (optionally of one status).
    index('enquiries_institute_idx').on(t.instituteId, t.createdAt.desc(), t.id.desc()),
    index('enquiries_institute_status_idx').on(t.instituteId, t.status, t.createdAt.desc()),
    // The retention job: the oldest enquiries that still hold contact details.
    index('enquiries_retention_idx').on(t.createdAt).where(sql`${t.anonymisedAt} is null`),
  ],
);

/** Private notes of the institute's staff on an enquiry (never shown to the learner). */
export const enquiryNotes = pgTable(
  'enquiry_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enquiry_notes_enquiry_idx').on(t.enquiryId, t.createdAt)],
);

/**
 * New enquiries waiting for a staff member's daily digest (one row per member who chose the
 * digest when the enquiry arrived). The digest job claims a member's rows by setting `sent_at`,
 * so a rerun or a second instance lists each enquiry once.
 */
export const enquiryDigestItems = pgTable(
  'enquiry_digest_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.enquiryId] }),
    index('enquiry_digest_items_pending_idx').on(t.userId).where(sql`${t.sentAt} is null`),
  ],
);
