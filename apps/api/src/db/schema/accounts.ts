import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { streams, tags } from './taxonomy.ts';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lowercase; unique. */
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash'),
    showPreferences: boolean('show_preferences').notNull().default(true),
    streamId: integer('stream_id').references(() => streams.id, { onDelete: 'set null' }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Bumped by a password change or reset and by "sign out everywhere": older sessions end (ADR 0004). */
    sessionVersion: integer('session_version').notNull().default(0),
    /** IANA zone for the user's calendar days (points streaks, digests). */
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    /** Profile (SPEC §1). First and last name, when set, also make `full_name`; unset, they are read from it. */
    firstName: text('first_name'),
    lastName: text('last_name'),
    designation: text('designation'),
    /** Student (true) or working (false); null until the welcome form or the profile says. */
    isStudent: boolean('is_student'),
    city: text('city'),
    bio: text('bio'),
    /** The profile picture's stored WebP variants (platform/images.ts StoredImage[]); null: the default avatar. */
    picture: jsonb('picture').$type<{ width: number; height: number; key: string; url: string }[]>(),
    /** A verified mobile number in E.164 form. */
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    // The staff dashboard's sign-ups per day.
    index('users_created_idx').on(t.createdAt),
  ],
);

/** One-time codes for sign-up and password reset: stored hashed, expiring, attempt-limited, single use. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['signup', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_codes_email_purpose_idx').on(t.email, t.purpose, t.createdAt)],
);

export const userTags = pgTable(
  'user_tags',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tagId] }), index('user_tags_tag_idx').on(t.tagId)],
);

/** Signed-out sessions (their `sid` claim), refused until the last moment a cookie of them could expire (ADR 0004). */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * One row per signed-in browser (the `sid` in its session cookie), for the list of active
 * sessions. The cookie, not this row, decides whether a session is live (ADR 0004): a row is
 * shown while its version is the user's and its id is not on the deny list.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionVersion: integer('session_version').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId, t.lastSeenAt), index('user_sessions_expires_idx').on(t.expiresAt)],
);

/** Mobile number codes: stored hashed, expiring, attempt-limited, single use; one live code per user. */
export const phoneOtps = pgTable(
  'phone_otps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phone_otps_user_idx').on(t.userId, t.createdAt), index('phone_otps_phone_idx').on(t.phone, t.createdAt)],
);

/** Registered passkeys (WebAuthn credentials). */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * WebAuthn challenges (registration: tied to the user; sign-in: to nobody until verified) and,
 * once a sign-in assertion is verified, the hash of the single-use token the web exchanges
 * through the Auth.js `passkey` provider.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'authenticate'] }).notNull(),
    challenge: text('challenge').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webauthn_challenges_token_unique').on(t.tokenHash),
    index('webauthn_challenges_expires_idx').on(t.expiresAt),
  ],
);

/** A linked GitHub account (one per user, one user per GitHub account). */
export const githubAccounts = pgTable(
  'github_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    githubId: text('github_id').notNull(),
    login: text('login').notNull(),
    name: text('name'),
    avatarUrl: text('avatar_url'),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('github_accounts_github_id_unique').on(t.githubId)],
);

/** A GitHub connect in progress: its `state` (also in a 900-second cookie) and PKCE verifier. */
export const githubOauthStates = pgTable('github_oauth_states', {
  state: text('state').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Why accounts were deleted: the reason only, tied to nobody. */
export const accountDeletions = pgTable('account_deletions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  reason: text('reason').notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
});
