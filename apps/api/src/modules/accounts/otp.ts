import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_AFTER_SECONDS, OTP_TTL_SECONDS } from '@lp/contract/constants';
import { MESSAGES } from '@lp/contract/messages';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { otpCodes } from '../../db/schema/accounts.ts';
import { invalidField, tooManyRequests } from '../../platform/errors.ts';

export type OtpPurpose = 'signup' | 'reset';
type Executor = Pick<Database, 'select' | 'update'>;

/**
 * One-time codes: six digits, stored as an HMAC (never in clear), valid for OTP_TTL_SECONDS,
 * OTP_MAX_ATTEMPTS wrong tries, used once. Only the newest code for an email and purpose counts.
 */
export function createOtpService(db: Database, secret: string) {
  const digest = (purpose: OtpPurpose, email: string, code: string) =>
    createHmac('sha256', secret).update(`${purpose}:${email}:${code}`).digest('hex');

  const sameDigest = (a: string, b: string) => {
    const left = Buffer.from(a, 'hex');
    const right = Buffer.from(b, 'hex');
    return left.length === right.length && timingSafeEqual(left, right);
  };

  async function newest(executor: Executor, email: string, purposes: OtpPurpose[]) {
    const rows = await executor
      .select()
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.email, email),
          inArray(otpCodes.purpose, purposes),
          isNull(otpCodes.usedAt),
          gt(otpCodes.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
      .limit(1);
    return rows[0];
  }

  return {
    /** Makes a new code (replacing any earlier one) and returns it in clear, for the mail only. */
    async issue(email: string, purpose: OtpPurpose): Promise<string> {
      const recent = await db
        .select({ createdAt: otpCodes.createdAt })
        .from(otpCodes)
        .where(
          and(
            eq(otpCodes.email, email),
            eq(otpCodes.purpose, purpose),
            gt(otpCodes.createdAt, sql`now() - make_interval(secs => ${OTP_RESEND_AFTER_SECONDS})`),
          ),
        )
        .limit(1);
      if (recent[0]) {
        const waited = (Date.now() - recent[0].createdAt.getTime()) / 1000;
        throw tooManyRequests(OTP_RESEND_AFTER_SECONDS - waited, MESSAGES.otpTooSoon);
      }
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      await db
        .update(otpCodes)
        .set({ usedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose), isNull(otpCodes.usedAt)));
      await db.insert(otpCodes).values({
        email,
        purpose,
        codeHash: digest(purpose, email, code),
        expiresAt: sql`now() + make_interval(secs => ${OTP_TTL_SECONDS})`,
      });
      return code;
    },

    /**
     * Checks a code and returns the row it matched. Every guess first takes one of the
     * OTP_MAX_ATTEMPTS tries with a single atomic `UPDATE … SET attempts = attempts + 1 WHERE
     * attempts < max RETURNING` that commits on its own (never inside the caller's transaction,
     * which a wrong code rolls back), and only a guess that got a try is compared. Parallel
     * guesses therefore cannot exceed the limit on either driver. A right code gives its try
     * back (whoever sent it knows the code; the limit is against guessing).
     */
    async attempt(email: string, purposes: OtpPurpose[], code: string): Promise<{ id: number; purpose: OtpPurpose }> {
      const candidates = db
        .select({ id: otpCodes.id })
        .from(otpCodes)
        .where(
          and(
            eq(otpCodes.email, email),
            inArray(otpCodes.purpose, purposes),
            isNull(otpCodes.usedAt),
            gt(otpCodes.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
        .limit(1);
      const [taken] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1`, updatedAt: sql`now()` })
        .where(and(eq(otpCodes.id, candidates), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
        .returning({ id: otpCodes.id, purpose: otpCodes.purpose, codeHash: otpCodes.codeHash, attempts: otpCodes.attempts });
      if (!taken) {
        const row = await newest(db, email, purposes);
        throw invalidField('otp', row && row.attempts >= OTP_MAX_ATTEMPTS ? MESSAGES.otpTooManyAttempts : MESSAGES.otpInvalid);
      }
      if (!sameDigest(taken.codeHash, digest(taken.purpose, email, code))) {
        throw invalidField('otp', taken.attempts >= OTP_MAX_ATTEMPTS ? MESSAGES.otpTooManyAttempts : MESSAGES.otpInvalid);
      }
      await db
        .update(otpCodes)
        .set({ attempts: sql`greatest(${otpCodes.attempts} - 1, 0)` })
        .where(eq(otpCodes.id, taken.id));
      return { id: taken.id, purpose: taken.purpose };
    },

    /** Uses up a code that attempt() accepted, inside the caller's transaction (once only). */
    async consume(executor: Executor, id: number): Promise<void> {
      const used = await executor
        .update(otpCodes)
        .set({ usedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(otpCodes.id, id), isNull(otpCodes.usedAt), gt(otpCodes.expiresAt, sql`now()`)))
        .returning({ id: otpCodes.id });
      if (used.length === 0) throw invalidField('otp', MESSAGES.otpInvalid);
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
