import type { MyTags, OtpSent, SaveTagsBody, SignupBody } from '@lp/contract/accounts';
import { OTP_RESEND_AFTER_SECONDS, OTP_TTL_SECONDS } from '@lp/contract/constants';
import { DEFAULT_LOCALE, type Locale } from '@lp/contract/locale';
import { MESSAGES } from '@lp/contract/messages';
import type { ActiveSession, SessionUser } from '@lp/contract/session';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors.ts';
import { users, userTags } from '../../db/schema/accounts.ts';
import { streams, tags } from '../../db/schema/taxonomy.ts';
import type { AppDeps } from '../../platform/context.ts';
import { conflict, invalidField, notFound, unauthorized } from '../../platform/errors.ts';
import { mailIn } from '../../platform/notice-texts.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { SessionVersions } from '../../platform/session-versions.ts';
import { createOtpService } from './otp.ts';

const toSessionUser = (row: typeof users.$inferSelect): SessionUser => ({
  id: row.id,
  email: row.email,
  fullName: row.fullName,
  showPreferences: row.showPreferences,
});

const otpSent: OtpSent = { sent: true, expiresInSeconds: OTP_TTL_SECONDS, resendAfterSeconds: OTP_RESEND_AFTER_SECONDS };

/** The settings module's reader of the language an account chose (null when never chosen). */
export type LocaleOf = (userId: number) => Promise<Locale | null>;

export function createAccountsService(
  { db, mailer, config }: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  sessions: SessionVersions,
  localeOf: LocaleOf = async () => null,
) {
  const otp = createOtpService(db, config.authSecret);
  // Links in mails use the configured address only, never a request's Host header (which an attacker chooses).
  const linkBase = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  // Compared against when the email has no account, so that a wrong email takes as long as a wrong password.
  const dummyHash = hashPassword('no-such-account-0');

  async function findByEmail(email: string) {
    const rows = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .limit(1);
    return rows[0];
  }

  /** A mail's language: the account's choice when the email has one, else the request's (Accept-Language), else English. */
  async function mailLocale(account: { id: number } | undefined, requestLocale: Locale | null): Promise<Locale> {
    const chosen = account ? await localeOf(account.id) : null;
    return chosen ?? requestLocale ?? DEFAULT_LOCALE;
  }

  async function sendCode(email: string, purpose: 'signup' | 'reset', locale: Locale) {
    const code = await otp.issue(email, purpose);
    const params = { code, minutes: OTP_TTL_SECONDS / 60 };
    await mailer.send({ to: email, ...mailIn(purpose === 'signup' ? 'signupCode' : 'resetCode', locale, params) });
  }

  return {
    /**
     * Answers the same whether or not the email has an account (ADR 0003). A code is issued
     * either way, so that the wait before another one is the same too, but the owner of an
     * existing account is mailed a sign-in and a reset link instead of it.
     */
    async requestSignupCode(email: string, requestLocale: Locale | null = null): Promise<OtpSent> {
      const account = await findByEmail(email);
      if (!account) {
        await sendCode(email, 'signup', requestLocale ?? DEFAULT_LOCALE);
        return otpSent;
      }
      await otp.issue(email, 'signup');
      const query = new URLSearchParams({ email }).toString();
      const links = { email, signIn: `${linkBase}/login?${query}`, reset: `${linkBase}/forgot-password?${query}` };
      await mailer.send({ to: email, ...mailIn('accountExists', await mailLocale(account, requestLocale), links) });
      return otpSent;
    },

    async verifyCode(email: string, code: string): Promise<void> {
      await otp.attempt(email, ['signup', 'reset'], code);
    },

    async signup(input: Required<Omit<SignupBody, 'acceptTerms'>>): Promise<SessionUser> {
      const email = input.email.toLowerCase();
      // The code first: without one, nobody learns from this call whether the email has an account.
      const code = await otp.attempt(email, ['signup'], input.otp);
      if (await findByEmail(email)) throw conflict(MESSAGES.emailTaken);
      const passwordHash = await hashPassword(input.password);
      try {
        const created = await db.transaction(async (tx) => {
          await otp.consume(tx, code.id);
          const rows = await tx
            .insert(users)
            .values({ email, fullName: input.fullName, passwordHash, passwordChangedAt: sql`now()` })
            .returning();
          return rows[0];
        });
        if (!created) throw new Error('insert returned no row');
        return toSessionUser(created);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(MESSAGES.emailTaken);
        throw error;
      }
    },

    /**
     * Always answers the same, so that nobody learns which emails have accounts (ADR 0003): an
     * unknown email gets a code too, recorded and never mailed, so that the wait before another
     * one and the count of wrong codes at reset-password and verify-otp are the same as for an account.
     */
    async requestPasswordReset(email: string, requestLocale: Locale | null = null): Promise<OtpSent> {
      const account = await findByEmail(email);
      if (account) await sendCode(email, 'reset', await mailLocale(account, requestLocale));
      else await otp.issue(email, 'reset');
      return otpSent;
    },

    async resetPassword(email: string, code: string, newPassword: string): Promise<void> {
      const accepted = await otp.attempt(email, ['reset'], code);
      const passwordHash = await hashPassword(newPassword);
      const userId = await db.transaction(async (tx) => {
        await otp.consume(tx, accepted.id);
        const updated = await tx
          .update(users)
          .set({
            passwordHash,
            passwordChangedAt: sql`now()`,
            sessionVersion: sql`${users.sessionVersion} + 1`,
            updatedAt: sql`now()`,
          })
          .where(eq(sql`lower(${users.email})`, email))
          .returning({ id: users.id });
        if (!updated[0]) throw invalidField('otp', MESSAGES.otpInvalid);
        return updated[0].id;
      });
      // Every session of the account ends (ADR 0004); every instance forgets what it cached at once.
      await sessions.forget(userId);
    },

    /** Changes the password and ends every session of the user; returns the new session version (for the caller's fresh cookie). */
    async changePassword(userId: number, oldPassword: string, newPassword: string): Promise<number> {
      const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      const user = rows[0];
      if (!user) throw unauthorized();
      if (!(await verifyPassword(user.passwordHash, oldPassword))) throw invalidField('oldPassword', MESSAGES.passwordWrong);
      if (oldPassword === newPassword) throw invalidField('newPassword', MESSAGES.passwordSame);
      const passwordHash = await hashPassword(newPassword);
      const [updated] = await db
        .update(users)
        .set({
          passwordHash,
          passwordChangedAt: sql`now()`,
          sessionVersion: sql`${users.sessionVersion} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId))
        .returning({ sessionVersion: users.sessionVersion });
      await sessions.forget(userId);
      return updated?.sessionVersion ?? 0;
    },

    /** The user's signed-in browsers, this one (`currentSid`) marked. */
    listSessions(userId: number, currentSid: string | undefined): Promise<ActiveSession[]> {
      return sessions.list(userId, currentSid ?? '');
    },

    /** Signs one of the user's browsers out; 404 when it is not theirs or has already ended. */
    async endSession(userId: number, sid: string): Promise<void> {
      if (!(await sessions.revokeOwn(userId, sid))) throw notFound(MESSAGES.sessionNotFound);
    },

    /** "Sign out everywhere": every session of the user ends, this one included. */
    async endAllSessions(userId: number): Promise<void> {
      await sessions.endAll(db, userId);
    },

    /** The sign-in check behind Auth.js's credentials provider: null for any failure (limits: platform/sign-in-guard.ts). */
    async authenticate(email: string, password: string): Promise<SessionUser | null> {
      const user = await findByEmail(email);
      if (!user) {
        await verifyPassword(await dummyHash, password);
        return null;
      }
      return (await verifyPassword(user.passwordHash, password)) ? toSessionUser(user) : null;
    },

    async findSessionUser(id: number): Promise<SessionUser | null> {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0] ? toSessionUser(rows[0]) : null;
    },

    async getTags(userId: number): Promise<MyTags> {
      const [user] = await db.select({ streamId: users.streamId }).from(users).where(eq(users.id, userId));
      const chosen = await db
        .select({ id: tags.id, name: tags.name, slug: tags.slug, streamId: tags.streamId })
        .from(userTags)
        .innerJoin(tags, eq(tags.id, userTags.tagId))
        .where(eq(userTags.userId, userId))
        .orderBy(tags.name);
      return { streamId: user?.streamId ?? null, tags: chosen };
    },

    /** Replaces the user's stream and tags; the chosen tags must belong to the stream. Ends the welcome form. */
    async saveTags(userId: number, input: Required<SaveTagsBody>): Promise<MyTags> {
      const tagIds = [...new Set(input.tags)];
      const known = await db
        .select({ id: tags.id })
        .from(tags)
        .where(and(eq(tags.streamId, input.stream), inArray(tags.id, tagIds)));
      if (known.length !== tagIds.length) {
        const [stream] = await db.select({ id: streams.id }).from(streams).where(eq(streams.id, input.stream));
        if (!stream) throw invalidField('stream', MESSAGES.unknownStream);
        const streamTags = await db.select({ id: tags.id }).from(tags).where(eq(tags.streamId, input.stream)).limit(1);
        if (streamTags.length === 0) throw invalidField('stream', MESSAGES.noTagsForStream);
        throw invalidField('tags', MESSAGES.unknownTag);
      }
      await db.transaction(async (tx) => {
        await tx.delete(userTags).where(eq(userTags.userId, userId));
        await tx.insert(userTags).values(tagIds.map((tagId) => ({ userId, tagId })));
        await tx
          .update(users)
          .set({ streamId: input.stream, showPreferences: false, updatedAt: sql`now()` })
          .where(eq(users.id, userId));
      });
      return this.getTags(userId);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
