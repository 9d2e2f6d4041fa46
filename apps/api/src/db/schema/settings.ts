import { DEFAULT_ENQUIRY_MAIL, ENQUIRY_MAIL_CHOICES } from '@lp/contract/settings';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../columns.ts';
import { users } from './accounts.ts';

/** Per type (community, learning, …) and channel; a type missing from the map keeps the defaults. */
export type StoredNotificationPreferences = Record<string, { inApp: boolean; email: boolean }>;

/** `/user-settings`: one row per user, created on the first save. */
export const userSettings = pgTable('user_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  notifications: jsonb('notifications').$type<StoredNotificationPreferences>().notNull().default({}),
  /** Mail about new enquiries for institute staff (issue 32): each, a daily digest, or none. */
  enquiryMail: text('enquiry_mail', { enum: ENQUIRY_MAIL_CHOICES }).notNull().default(DEFAULT_ENQUIRY_MAIL),
  theme: text('theme', { enum: ['system', 'light', 'dark'] })
    .notNull()
    .default('system'),
  language: text('language').notNull().default('en'),
  /** Data saver (issue 35): the web plays the smallest rendition and loads smaller pictures. */
  dataSaver: boolean('data_saver').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The privacy consents the platform asks for; a new wording gets a new version. */
export const consents = pgTable('consents', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  version: integer('version').notNull().default(1),
  required: boolean('required').notNull().default(false),
  position: integer('position').notNull().default(0),
  ...timestamps,
});

/** Every decision as made (insert only): the latest per user and consent is the current one. */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consentId: integer('consent_id')
      .notNull()
      .references(() => consents.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    granted: boolean('granted').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_records_user_idx').on(t.userId, t.consentId, t.decidedAt.desc(), t.id.desc())],
);
