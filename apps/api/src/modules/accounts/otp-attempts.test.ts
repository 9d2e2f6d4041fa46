import { OTP_MAX_ATTEMPTS } from '@lp/contract/constants';
import { MESSAGES } from '@lp/contract/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otpCodes, users } from '../../db/schema/accounts.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { createTestContext } from '../../test/test-app.ts';

// A generous request budget: what is under test is the code's own attempt limit, not the rate limiter.
const t = await createTestContext({ rateLimitAuthPerMinute: 10_000 });

const wrongCodeFor = (right: string, n: number) => String((Number(right) + 1 + n) % 1_000_000).padStart(6, '0');

async function storedAttempts(email: string) {
  const rows = await t.db.select({ attempts: otpCodes.attempts }).from(otpCodes).where(eq(otpCodes.email, email));
  return rows.map((r) => r.attempts);
}

async function mailSignupCode(email: string) {
  expect((await t.post('/api/accounts/mail-signup', { email })).status).toBe(200);
  return t.codeSentTo(email);
}

async function mailResetCode(email: string) {
  await insertUser(t.db, { email, password: 'OldPass123' });
  expect((await t.post('/api/accounts/forgot-password', { email })).status).toBe(200);
  return t.codeSentTo(email);
}

const routes = {
  'verify-otp': (email: string, otp: string) => t.post('/api/accounts/verify-otp', { email, otp }),
  signup: (email: string, otp: string) =>
    t.post('/api/accounts/signup', { email, otp, fullName: 'Guesser', password: 'Secret123' }),
  'reset-password': (email: string, otp: string) =>
    t.post('/api/accounts/reset-password', { email, otp, newPassword: 'NewPass456' }),
} as const;

describe(`a code dies after ${OTP_MAX_ATTEMPTS} wrong guesses, however they arrive (driver: ${t.driver})`, () => {
  it.each(Object.keys(routes) as (keyof typeof routes)[])(
    '%s: 20 parallel wrong guesses, then the right code is refused',
    async (route) => {
      const email = `parallel-${route}@example.in`;
      const right = route === 'reset-password' ? await mailResetCode(email) : await mailSignupCode(email);
      const guesses = await Promise.all(Array.from({ length: 20 }, (_, n) => routes[route](email, wrongCodeFor(right, n))));
      for (const res of guesses) {
        expect(res.status).toBe(422);
        expect([MESSAGES.otpInvalid, MESSAGES.otpTooManyAttempts]).toContain(res.body.error);
      }
      expect(guesses.filter((res) => res.body.error === MESSAGES.otpInvalid).length).toBeLessThan(OTP_MAX_ATTEMPTS);
      const late = await routes[route](email, right);
      expect(late.status).toBe(422);
      expect(late.body.error).toBe(MESSAGES.otpTooManyAttempts);
      expect(Math.max(...(await storedAttempts(email)))).toBe(OTP_MAX_ATTEMPTS);
    },
  );

  it.each(['signup', 'reset-password'] as const)(
    '%s: wrong guesses one after another are counted (not rolled back)',
    async (route) => {
      const email = `serial-${route}@example.in`;
      const right = route === 'reset-password' ? await mailResetCode(email) : await mailSignupCode(email);
      for (let n = 0; n < OTP_MAX_ATTEMPTS + 2; n++) {
        expect((await routes[route](email, wrongCodeFor(right, n))).status).toBe(422);
      }
      const late = await routes[route](email, right);
      expect(late.status).toBe(422);
      expect(late.body.error).toBe(MESSAGES.otpTooManyAttempts);
    },
  );

  it('9 wrong codes and the right one in parallel: at most the limit is compared, at most one account', async () => {
    for (let round = 0; round < 3; round++) {
      const email = `race-${round}@example.in`;
      const right = await mailSignupCode(email);
      const attempts = [...Array.from({ length: 9 }, (_, n) => wrongCodeFor(right, n)), right];
      const answers = await Promise.all(attempts.map((otp) => routes.signup(email, otp)));
      const created = answers.filter((res) => res.status === 201).length;
      const compared = answers.filter((res) => res.status === 201 || res.body.error === MESSAGES.otpInvalid).length;
      expect(created).toBeLessThanOrEqual(1);
      expect(compared).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS);
      expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(created);
      expect(Math.max(...(await storedAttempts(email)))).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS);
    }
  });

  it('a right code at verify-otp does not use up a try: four wrong, verify, then sign up', async () => {
    const email = 'careful@example.in';
    const right = await mailSignupCode(email);
    for (let n = 0; n < OTP_MAX_ATTEMPTS - 1; n++)
      expect((await routes['verify-otp'](email, wrongCodeFor(right, n))).status).toBe(422);
    expect((await routes['verify-otp'](email, right)).status).toBe(200);
    expect((await routes.signup(email, right)).status).toBe(201);
  });
});
