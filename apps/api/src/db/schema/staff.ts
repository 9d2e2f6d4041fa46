import { STAFF_ROLES } from '@lp/contract/staff';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { institutes } from './institutes.ts';
import { companies } from './jobs.ts';

/**
 * Staff roles (issue 30): a user may hold several; `instructor` and `institute_staff` carry their
 * institute, `employer` its company. Read per request by the `staff(...)` access level, so a
 * revoked role stops at once on every instance.
 */
export const staffRoles = pgTable(
  'staff_roles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    instituteId: integer('institute_id').references(() => institutes.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** Null for a grant by the `npm run staff` command. */
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_roles_unique').on(t.userId, t.role, sql`coalesce(${t.instituteId}, 0)`, sql`coalesce(${t.companyId}, 0)`),
    index('staff_roles_institute_idx').on(t.instituteId),
    index('staff_roles_company_idx').on(t.companyId),
  ],
);

/**
 * Every staff action, append-only: a trigger (migration 0021) refuses UPDATE, DELETE and
 * TRUNCATE. No foreign keys, so that deleting a user never has to touch a row here: the actor
 * is kept by id (and shown by name while the account exists).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null for the `npm run staff` command and the platform's own actions (actorRole `cli`, `system`). */
    actorUserId: integer('actor_user_id'),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id'),
    ip: text('ip'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt.desc()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc()),
    index('audit_log_object_idx').on(t.objectType, t.objectId),
  ],
);

/** Suspensions: in force while `lifted_at` is null and `until` is null or later than now. */
export const userSuspensions = pgTable(
  'user_suspensions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    until: timestamp('until', { withTimezone: true }),
    suspendedBy: integer('suspended_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: integer('lifted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('user_suspensions_user_idx').on(t.userId, t.createdAt.desc()),
    // At most one suspension not lifted per user; a new one needs the old one lifted (or expired and lifted by it).
    uniqueIndex('user_suspensions_one_standing').on(t.userId).where(sql`${t.liftedAt} is null`),
  ],
);

/**
 * A user's TOTP second factor (RFC 6238, an authenticator app). The secret is kept until
 * `enabled_at` is set by a confirmed code; recovery codes are stored as SHA-256 hashes and
 * removed when used. `last_step` refuses a code used twice within its 30-second step.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
