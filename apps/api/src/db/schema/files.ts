import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Private stored files (a résumé) and whom each belongs to: `GET /api/core/files/{key}` serves a
 * file only to its owner. Public media (`public/…` keys) are not recorded here.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The type found in the bytes when it was uploaded. */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** The name the owner's browser sent, cleaned; shown back and used for the download. */
    filename: text('filename').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_owner_idx').on(t.ownerUserId, t.createdAt.desc())],
);
