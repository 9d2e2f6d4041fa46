import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { maskPhone, type PhoneOtpSent, type Profile } from '@lp/contract/accounts';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  PHONE_OTP_RESEND_AFTER_SECONDS,
  PHONE_OTP_TTL_SECONDS,
  PHONE_OTPS_PER_HOUR,
} from '@lp/contract/constants';
import { MESSAGES } from '@lp/contract/messages';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { phoneOtps, users } from '../../db/schema/accounts.ts';
import { invalidField, tooManyRequests } from '../../platform/errors.ts';
import type { SmsSender } from '../../platform/sms.ts';

/**
 * Verifying a mobile number: a 6-digit code by SMS, stored as an HMAC, valid PHONE_OTP_TTL_SECONDS,
 * OTP_MAX_ATTEMPTS tries, used once. Limits: one code per account every
 * PHONE_OTP_RESEND_AFTER_SECONDS, and PHONE_OTPS_PER_HOUR per account and per number an hour
 * (a number cannot be flooded from many accounts). Sends of one account, and of one number,
 * are serialised by transaction-scoped advisory locks, so concurrent requests count correctly.
 */
export function createPhoneService(
  db: Database,
  deps: { sms: SmsSender; secret: string; profile: (userId: number) => Promise<Profile> },
) {
  const digest = (userId: number, phone: string, code: string) =>
    createHmac('sha256', deps.secret).update(`phone:${userId}:${phone}:${code}`).digest('hex');

  async function issue(userId: number, phone: string): Promise<PhoneOtpSent> {
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-otp:user:${userId}`}))`);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-otp:number:${phone}`}))`);
      const [last] = await tx
        .select({ createdAt: phoneOtps.createdAt })
        .from(phoneOtps)
        .where(eq(phoneOtps.userId, userId))
        .orderBy(desc(phoneOtps.createdAt))
        .limit(1);
      if (last) {
        const waited = (Date.now() - last.createdAt.getTime()) / 1000;
        if (waited < PHONE_OTP_RESEND_AFTER_SECONDS) {
          throw tooManyRequests(PHONE_OTP_RESEND_AFTER_SECONDS - waited, MESSAGES.otpTooSoon);
        }
      }
      const hourAgo = sql`now() - interval '1 hour'`;
      const [byAccount] = await tx
        .select({ n: count() })
        .from(phoneOtps)
        .where(and(eq(phoneOtps.userId, userId), gt(phoneOtps.createdAt, hourAgo)));
      const [byNumber] = await tx
        .select({ n: count() })
        .from(phoneOtps)
        .where(and(eq(phoneOtps.phone, phone), gt(phoneOtps.createdAt, hourAgo)));
      if ((byAccount?.n ?? 0) >= PHONE_OTPS_PER_HOUR || (byNumber?.n ?? 0) >= PHONE_OTPS_PER_HOUR) {
        throw tooManyRequests(60 * 60, MESSAGES.phoneTooMany);
      }
      await tx.insert(phoneOtps).values({
        userId,
        phone,
        codeHash: digest(userId, phone, code),
        expiresAt: sql`now() + make_interval(secs => ${PHONE_OTP_TTL_SECONDS})`,
        createdAt: sql`clock_timestamp()`,
      });
    });
    await deps.sms.send({
      to: phone,
      text: `${code} is your Learnly code to verify this mobile number. It expires in ${PHONE_OTP_TTL_SECONDS / 60} minutes.`,
    });
    return {
      sent: true,
      phone: maskPhone(phone),
      expiresInSeconds: PHONE_OTP_TTL_SECONDS,
      resendAfterSeconds: PHONE_OTP_RESEND_AFTER_SECONDS,
    };
  }

  async function pending(userId: number) {
    const [row] = await db
      .select()
      .from(phoneOtps)
      .where(and(eq(phoneOtps.userId, userId), isNull(phoneOtps.usedAt), gt(phoneOtps.expiresAt, sql`now()`)))
      .orderBy(desc(phoneOtps.createdAt), desc(phoneOtps.id))
      .limit(1);
    return row;
  }

  return {
    sendOtp: issue,

    /** A new code to the number of the newest pending one. */
    async resendOtp(userId: number): Promise<PhoneOtpSent> {
      const [last] = await db
        .select({ phone: phoneOtps.phone })
        .from(phoneOtps)
        .where(and(eq(phoneOtps.userId, userId), isNull(phoneOtps.usedAt)))
        .orderBy(desc(phoneOtps.createdAt), desc(phoneOtps.id))
        .limit(1);
      if (!last) throw invalidField('phone', MESSAGES.phoneNoCode);
      return issue(userId, last.phone);
    },

    /** Checks the newest code; the try is counted before the comparison. A match verifies the number. */
    async verifyOtp(userId: number, code: string): Promise<Profile> {
      const row = await pending(userId);
      if (!row) throw invalidField('otp', MESSAGES.phoneCodeWrong);
      const [counted] = await db
        .update(phoneOtps)
        .set({ attempts: sql`${phoneOtps.attempts} + 1` })
        .where(and(eq(phoneOtps.id, row.id), isNull(phoneOtps.usedAt), sql`${phoneOtps.attempts} < ${OTP_MAX_ATTEMPTS}`))
        .returning({ attempts: phoneOtps.attempts });
      if (!counted) throw invalidField('otp', MESSAGES.otpTooManyAttempts);
      const expected = Buffer.from(row.codeHash, 'hex');
      const given = Buffer.from(digest(userId, row.phone, code), 'hex');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw invalidField('otp', counted.attempts >= OTP_MAX_ATTEMPTS ? MESSAGES.otpTooManyAttempts : MESSAGES.phoneCodeWrong);
      }
      const used = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(phoneOtps)
          .set({ usedAt: sql`now()` })
          .where(and(eq(phoneOtps.id, row.id), isNull(phoneOtps.usedAt)))
          .returning({ id: phoneOtps.id });
        if (!claimed) return false;
        await tx
          .update(users)
          .set({ phone: row.phone, phoneVerifiedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(users.id, userId));
        return true;
      });
      if (!used) throw invalidField('otp', MESSAGES.phoneCodeWrong);
      return deps.profile(userId);
    },
  };
}

export type PhoneService = ReturnType<typeof createPhoneService>;
