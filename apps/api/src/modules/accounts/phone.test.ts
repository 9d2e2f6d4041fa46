import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { OTP_MAX_ATTEMPTS, PHONE_OTPS_PER_HOUR } from '@lp/contract/constants';
import { MESSAGES } from '@lp/contract/messages';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { phoneOtps } from '../../db/schema/accounts.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { createTestContext } from '../../test/test-app.ts';

const t = await createTestContext();
const unique = () => Math.random().toString(36).slice(2, 8);

async function signedInUser() {
  const email = `phone-${unique()}@example.in`;
  const user = await insertUser(t.db, { email, password: 'Learnly@123' });
  return { user, cookie: await t.signIn(email, 'Learnly@123') };
}

/** The code in the newest SMS to `phone` in DATA_DIR/outbox. */
function smsCode(phone: string): string {
  const dir = path.join(t.dataDir, 'outbox');
  const texts = readdirSync(dir)
    .filter((f) => f.includes('-sms-') && f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to: string; text: string })
    .filter((m) => m.to === phone);
  const code = texts.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS to ${phone}`);
  return code;
}

/** Moves a user's codes back in time, past the cool-down. */
const age = (userId: number, seconds: number) =>
  t.db
    .update(phoneOtps)
    .set({ createdAt: sql`${phoneOtps.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(phoneOtps.userId, userId));

let numberSequence = 0;
const newNumber = () => `98${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++numberSequence % 100).padStart(2, '0')}`;

describe('phone verification', () => {
  it('sends a code by SMS to the outbox, verifies it, and shows the number on the profile', async () => {
    const { cookie } = await signedInUser();
    const number = newNumber();
    const sent = await t.post(
      '/api/accounts/phone/send-otp',
      { phone: `+91 ${number.slice(0, 5)} ${number.slice(5)}` },
      { cookie },
    );
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({
      sent: true,
      phone: `+91 ••••••${number.slice(-4)}`,
      expiresInSeconds: 600,
      resendAfterSeconds: 30,
    });
    const otp = smsCode(`+91${number}`);
    const verified = await t.post('/api/accounts/phone/verify-otp', { otp }, { cookie });
    expect(verified.status).toBe(200);
    expect(verified.body.data.phone).toBe(`+91${number}`);
    // Used once.
    const again = await t.post('/api/accounts/phone/verify-otp', { otp }, { cookie });
    expect(again.status).toBe(422);
  });

  it('says "Please enter a valid mobile number." for what is not an Indian mobile', async () => {
    const { cookie } = await signedInUser();
    for (const phone of ['12345', '5876543210', '+1 415 555 0100', '98765432101', 'nine eight seven', '']) {
      const res = await t.post('/api/accounts/phone/send-otp', { phone }, { cookie });
      expect(res.status, phone).toBe(422);
      expect(res.body.fields.phone).toBe(MESSAGES.mobile);
    }
    expect((await t.post('/api/accounts/phone/send-otp', { phone: 9876543210 }, { cookie })).status).toBe(422);
  });

  it('refuses a wrong code, counts tries, and stops after the last one', async () => {
    const { cookie } = await signedInUser();
    const number = newNumber();
    await t.post('/api/accounts/phone/send-otp', { phone: number }, { cookie });
    const right = smsCode(`+91${number}`);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i += 1) {
      const res = await t.post('/api/accounts/phone/verify-otp', { otp: wrong }, { cookie });
      expect(res.status).toBe(422);
      expect(res.body.fields.otp).toBe(MESSAGES.phoneCodeWrong);
    }
    const last = await t.post('/api/accounts/phone/verify-otp', { otp: wrong }, { cookie });
    expect(last.body.fields.otp).toBe(MESSAGES.otpTooManyAttempts);
    const tooLate = await t.post('/api/accounts/phone/verify-otp', { otp: right }, { cookie });
    expect(tooLate.status).toBe(422);
    expect(tooLate.body.fields.otp).toBe(MESSAGES.otpTooManyAttempts);
  });

  it('resends after the cool-down (429 with Retry-After before it), to the same number', async () => {
    const { cookie, user } = await signedInUser();
    expect((await t.post('/api/accounts/phone/resend-otp', undefined, { cookie })).status).toBe(422);
    const number = newNumber();
    await t.post('/api/accounts/phone/send-otp', { phone: number }, { cookie });
    const first = smsCode(`+91${number}`);
    const early = await t.post('/api/accounts/phone/resend-otp', undefined, { cookie });
    expect(early.status).toBe(429);
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0);
    await age(user.id, 31);
    const resent = await t.post('/api/accounts/phone/resend-otp', undefined, { cookie });
    expect(resent.status).toBe(200);
    const second = smsCode(`+91${number}`);
    // Only the newest code counts.
    if (first !== second) expect((await t.post('/api/accounts/phone/verify-otp', { otp: first }, { cookie })).status).toBe(422);
    expect((await t.post('/api/accounts/phone/verify-otp', { otp: second }, { cookie })).status).toBe(200);
  });

  it(`limits codes to ${PHONE_OTPS_PER_HOUR} an hour per account and per number`, async () => {
    const a = await signedInUser();
    for (let i = 0; i < PHONE_OTPS_PER_HOUR; i += 1) {
      expect((await t.post('/api/accounts/phone/send-otp', { phone: newNumber() }, { cookie: a.cookie })).status).toBe(200);
      await age(a.user.id, 31);
    }
    const perAccount = await t.post('/api/accounts/phone/send-otp', { phone: newNumber() }, { cookie: a.cookie });
    expect(perAccount.status).toBe(429);
    expect(perAccount.body.error).toBe(MESSAGES.phoneTooMany);

    // One number from many accounts.
    const target = newNumber();
    for (let i = 0; i < PHONE_OTPS_PER_HOUR; i += 1) {
      const other = await signedInUser();
      expect((await t.post('/api/accounts/phone/send-otp', { phone: target }, { cookie: other.cookie })).status).toBe(200);
    }
    const fresh = await signedInUser();
    const perNumber = await t.post('/api/accounts/phone/send-otp', { phone: target }, { cookie: fresh.cookie });
    expect(perNumber.status).toBe(429);
  });

  it('concurrent sends of one account make one code; the others wait', async () => {
    const { cookie, user } = await signedInUser();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => t.post('/api/accounts/phone/send-otp', { phone: newNumber() }, { cookie })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 429)).toHaveLength(5);
    const rows = await t.db.select().from(phoneOtps).where(eq(phoneOtps.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('each is 401 signed out', async () => {
    for (const p of ['send-otp', 'resend-otp', 'verify-otp']) {
      expect((await t.post(`/api/accounts/phone/${p}`, {})).status).toBe(401);
    }
  });
});
