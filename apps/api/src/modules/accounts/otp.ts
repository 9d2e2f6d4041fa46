import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_AFTER_SECONDS, OTP_TTL_SECONDS } from '@lp/contract/constants';
import { MESSAGES } from '@lp/contract/messages';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { otpCodes } from '../../db/schema/accounts.ts';
import { invalidField, tooManyRequests } from '../../platform/errors.ts';

export type OtpPurpose = 'signup' | 'reset';
type Executor = Pick<Database, 'select' | 'update' | 'insert'>;

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
          purposes.length === 1 ? eq(otpCodes.purpose, purposes[0] as OtpPurpose) : undefined,
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
     * Checks a code. Each wrong try is counted atomically before the comparison, so parallel
     * guesses cannot exceed the limit. With `consume`, a right code is used up in the same step.
     */
    async check(executor: Executor, email: string, purposes: OtpPurpose[], code: string, consume: boolean): Promise<OtpPurpose> {
      const row = await newest(executor, email, purposes);
      if (!row) throw invalidField('otp', MESSAGES.otpInvalid);
      if (row.attempts >= OTP_MAX_ATTEMPTS) throw invalidField('otp', MESSAGES.otpTooManyAttempts);
      if (!sameDigest(row.codeHash, digest(row.purpose, email, code))) {
        const counted = await executor
          .update(otpCodes)
          .set({ attempts: sql`${otpCodes.attempts} + 1`, updatedAt: sql`now()` })
          .where(and(eq(otpCodes.id, row.id), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
          .returning({ attempts: otpCodes.attempts });
        const attempts = counted[0]?.attempts ?? OTP_MAX_ATTEMPTS;
        throw invalidField('otp', attempts >= OTP_MAX_ATTEMPTS ? MESSAGES.otpTooManyAttempts : MESSAGES.otpInvalid);
      }
      if (consume) {
        const used = await executor
          .update(otpCodes)
          .set({ usedAt: sql`now()`, updatedAt: sql`now()` })
          .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.usedAt)))
          .returning({ id: otpCodes.id });
        if (used.length === 0) throw invalidField('otp', MESSAGES.otpInvalid);
      }
      return row.purpose;
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
