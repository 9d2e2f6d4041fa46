import { MESSAGES } from '@lp/contract/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otpCodes, users } from '../../db/schema/accounts.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { createTestContext } from '../../test/test-app.ts';

const t = await createTestContext();

async function registerAccount(email: string, password = 'Secret123', fullName = 'Meera Iyer') {
  expect((await t.post('/api/accounts/mail-signup', { email })).status).toBe(200);
  const otp = t.codeSentTo(email);
  const res = await t.post('/api/accounts/signup', { email, otp, fullName, password });
  expect(res.status).toBe(201);
  return res.body.data.user;
}

describe('sign-up with a mailed code', () => {
  it("records the form's agreement to the terms and privacy policy (version and time), and refuses a sign-up that does not agree", async () => {
    const email = 'kavya@example.in';
    expect((await t.post('/api/accounts/mail-signup', { email })).status).toBe(200);
    const otp = t.codeSentTo(email);
    const refused = await t.post('/api/accounts/signup', {
      email,
      otp,
      fullName: 'Kavya Nair',
      password: 'Secret123',
      acceptTerms: false,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.fields.acceptTerms).toBe(MESSAGES.termsNotAccepted);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const before = Date.now();
    const created = await t.post('/api/accounts/signup', {
      email,
      otp,
      fullName: 'Kavya Nair',
      password: 'Secret123',
      acceptTerms: true,
    });
    expect(created.status, created.text).toBe(201);
    const cookie = await t.signIn(email, 'Secret123');
    const consents = (await t.get('/api/core/consent/all', { cookie })).body.data.results;
    const terms = consents.find((c: { slug: string }) => c.slug === 'terms');
    expect(terms).toMatchObject({ granted: true, version: 1 });
    expect(Date.parse(terms.decidedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('mails a 6-digit code, verifies it, creates the account and signs in', async () => {
    const email = 'meera@example.in';
    const sent = await t.post('/api/accounts/mail-signup', { email: '  Meera@Example.IN ' });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ sent: true, expiresInSeconds: 600, resendAfterSeconds: 30 });
    const otp = t.codeSentTo(email);
    expect(otp).toMatch(/^\d{6}$/);

    const [stored] = await t.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(stored?.codeHash).not.toContain(otp);

    const verified = await t.post('/api/accounts/verify-otp', { email, otp });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toEqual({ verified: true });

    const created = await t.post('/api/accounts/signup', { email, otp, fullName: 'Meera Iyer', password: 'Secret123' });
    expect(created.status).toBe(201);
    expect(created.body.data.user).toEqual({ id: expect.any(Number), email, fullName: 'Meera Iyer', showPreferences: true });

    const cookie = await t.signIn(email, 'Secret123');
    const session = await t.get('/api/auth/session', { cookie });
    expect(session.body.user).toEqual({ id: created.body.data.user.id, email, fullName: 'Meera Iyer', showPreferences: true });
    expect(Object.keys(session.body.user).sort()).toEqual(['email', 'fullName', 'id', 'showPreferences']);
  });

  it('uses a code once: a second signup with it is refused', async () => {
    const email = 'once@example.in';
    expect((await t.post('/api/accounts/mail-signup', { email })).status).toBe(200);
    const otp = t.codeSentTo(email);
    expect((await t.post('/api/accounts/signup', { email, otp, fullName: 'Once', password: 'Secret123' })).status).toBe(201);
    const again = await t.post('/api/accounts/signup', { email, otp, fullName: 'X', password: 'Secret123' });
    expect(again.status).toBe(422);
    expect(again.body.error).toBe(MESSAGES.otpInvalid);
  });

  it('answers mail-signup the same whether the email has an account; the owner is mailed a sign-in and reset link, not a code', async () => {
    await registerAccount('taken@example.in');
    await t.db
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(otpCodes.email, 'taken@example.in'));
    const taken = await t.post('/api/accounts/mail-signup', { email: 'TAKEN@example.in' });
    const fresh = await t.post('/api/accounts/mail-signup', { email: 'untaken@example.in' });
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual(fresh.body);
    expect(taken.headers.get('content-type')).toBe(fresh.headers.get('content-type'));

    const toOwner = t.mailer.lastTo('taken@example.in');
    expect(toOwner?.subject).toMatch(/already have a Learnly account/i);
    expect(toOwner?.text).not.toMatch(/\b\d{6}\b/);
    expect(toOwner?.text).toContain(`${t.config.publicUrl}/login?email=taken%40example.in`);
    expect(toOwner?.text).toContain(`${t.config.publicUrl}/forgot-password?email=taken%40example.in`);
    expect(t.codeSentTo('untaken@example.in')).toMatch(/^\d{6}$/);

    // Asking again at once is refused the same way for both.
    const ip = t.newIp();
    const takenAgain = await t.post('/api/accounts/mail-signup', { email: 'taken@example.in' }, { ip });
    const freshAgain = await t.post('/api/accounts/mail-signup', { email: 'untaken@example.in' }, { ip });
    expect(takenAgain.status).toBe(429);
    expect(takenAgain.body).toEqual(freshAgain.body);

    // No code was mailed to the owner, so nothing signs up over the account.
    const signup = await t.post('/api/accounts/signup', {
      email: 'taken@example.in',
      otp: '123456',
      fullName: 'X',
      password: 'Secret123',
    });
    expect(signup.status).toBe(422);
  });

  it('refuses a wrong code, and locks the code after five wrong tries', async () => {
    const email = 'guess@example.in';
    await t.post('/api/accounts/mail-signup', { email });
    const right = t.codeSentTo(email);
    const wrong = right === '111111' ? '222222' : '111111';
    for (let i = 0; i < 4; i++) {
      const res = await t.post('/api/accounts/verify-otp', { email, otp: wrong });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ error: MESSAGES.otpInvalid, fields: { otp: MESSAGES.otpInvalid } });
    }
    const fifth = await t.post('/api/accounts/verify-otp', { email, otp: wrong });
    expect(fifth.body.error).toBe(MESSAGES.otpTooManyAttempts);
    const evenRight = await t.post('/api/accounts/signup', { email, otp: right, fullName: 'G', password: 'Secret123' });
    expect(evenRight.status).toBe(422);
    expect(evenRight.body.error).toBe(MESSAGES.otpTooManyAttempts);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses an expired code', async () => {
    const email = 'late@example.in';
    await t.post('/api/accounts/mail-signup', { email });
    const otp = t.codeSentTo(email);
    await t.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.email, email));
    const res = await t.post('/api/accounts/signup', { email, otp, fullName: 'Late', password: 'Secret123' });
    expect(res.status).toBe(422);
    expect(res.body.fields.otp).toBe(MESSAGES.otpInvalid);
  });

  it('asks the user to wait before sending another code', async () => {
    const email = 'again@example.in';
    const ip = t.newIp();
    expect((await t.post('/api/accounts/mail-signup', { email }, { ip })).status).toBe(200);
    const res = await t.post('/api/accounts/mail-signup', { email }, { ip });
    expect(res.status).toBe(429);
    expect(res.body.error).toBe(MESSAGES.otpTooSoon);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a new code replaces the old one', async () => {
    const email = 'replace@example.in';
    await t.post('/api/accounts/mail-signup', { email });
    const first = t.codeSentTo(email);
    await t.db
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(otpCodes.email, email));
    await t.post('/api/accounts/mail-signup', { email });
    const second = t.codeSentTo(email);
    if (first !== second) {
      expect((await t.post('/api/accounts/verify-otp', { email, otp: first })).status).toBe(422);
    }
    expect((await t.post('/api/accounts/verify-otp', { email, otp: second })).status).toBe(200);
  });

  it('explains a weak password, a missing name and a bad email next to each field', async () => {
    const res = await t.post('/api/accounts/signup', { email: 'not-an-email', otp: '12', fullName: '', password: 'short' });
    expect(res.status).toBe(422);
    expect(res.body.fields).toEqual({
      email: MESSAGES.emailInvalid,
      otp: MESSAGES.otpFormat,
      fullName: MESSAGES.fullNameRequired,
      password: MESSAGES.passwordWeak,
    });
    const lettersOnly = await t.post('/api/accounts/signup', {
      email: 'x@example.in',
      otp: '123456',
      fullName: 'X',
      password: 'onlyletters',
    });
    expect(lettersOnly.body.fields.password).toBe(MESSAGES.passwordWeak);
  });
});

describe('sign-in', () => {
  it('refuses a wrong password without a session', async () => {
    await insertUser(t.db, { email: 'wrongpw@example.in', password: 'Right1234' });
    await expect(t.signIn('wrongpw@example.in', 'Wrong1234')).rejects.toThrow(/sign-in failed/);
  });

  it('signs out: the session is gone', async () => {
    await insertUser(t.db, { email: 'out@example.in', password: 'Right1234' });
    const cookie = await t.signIn('out@example.in', 'Right1234');
    expect((await t.get('/api/auth/session', { cookie })).body.user.email).toBe('out@example.in');
    const csrf = await t.get('/api/auth/csrf', { cookie });
    const csrfCookie = csrf.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const res = await t.call('POST', '/api/auth/signout', new URLSearchParams({ csrfToken: csrf.body.csrfToken }).toString(), {
      cookie: [cookie, csrfCookie].filter(Boolean).join('; '),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
    });
    expect([200, 302]).toContain(res.status);
    const cleared = res.headers.getSetCookie().find((c) => c.includes('session-token'));
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  });

  it('wrong passwords from many addresses do not lock the owner out (limits: platform/sign-in-guard.test.ts)', async () => {
    await insertUser(t.db, { email: 'limited@example.in', password: 'Right1234' });
    for (let i = 0; i < 10; i++) await expect(t.signIn('limited@example.in', 'Wrong1234')).rejects.toThrow();
    await expect(t.signIn('limited@example.in', 'Right1234')).resolves.toContain('session-token');
  });
});

describe('password recovery', () => {
  it('resets the password with a mailed code; the old password stops working', async () => {
    const email = 'forgetful@example.in';
    await insertUser(t.db, { email, password: 'OldPass123' });
    const res = await t.post('/api/accounts/forgot-password', { email });
    expect(res.status).toBe(200);
    const otp = t.codeSentTo(email);
    const reset = await t.post('/api/accounts/reset-password', { email, otp, newPassword: 'NewPass456' });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ data: { ok: true } });
    await expect(t.signIn(email, 'OldPass123')).rejects.toThrow();
    await expect(t.signIn(email, 'NewPass456')).resolves.toContain('session-token');
    const reuse = await t.post('/api/accounts/reset-password', { email, otp, newPassword: 'Another789' });
    expect(reuse.status).toBe(422);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const res = await t.post('/api/accounts/forgot-password', { email: 'nobody@example.in' });
    expect(res.status).toBe(200);
    expect(res.body.data.sent).toBe(true);
    expect(t.mailer.lastTo('nobody@example.in')).toBeUndefined();
  });

  it('answers every step the same for a known and an unknown email: the resend wait, wrong codes, then too many', async () => {
    const known = 'has-account@example.in';
    const unknown = 'no-account@example.in';
    await insertUser(t.db, { email: known, password: 'OldPass123' });
    // Seven wrong guesses (the first at verify-otp): the sixth and seventh find the code's tries used up.
    // The unknown email's code was never mailed, so any fixed guesses are wrong; the known one's skip its code.
    const guesses = ['000000', '000001', '000002', '000003', '000004', '000005', '000006'];
    const answers = async (email: string) => {
      const steps = [await t.post('/api/accounts/forgot-password', { email })];
      steps.push(await t.post('/api/accounts/forgot-password', { email }));
      const code = email === known ? t.codeSentTo(known) : undefined;
      const [first, ...rest] = guesses.map((guess) => (guess === code ? '999999' : guess));
      steps.push(await t.post('/api/accounts/verify-otp', { email, otp: first }));
      for (const otp of rest) {
        steps.push(await t.post('/api/accounts/reset-password', { email, otp, newPassword: 'NewPass456' }));
      }
      return steps.map((res) => ({ status: res.status, error: res.body.error, data: res.body.data }));
    };
    const knownSteps = await answers(known);
    const unknownSteps = await answers(unknown);
    expect(unknownSteps).toEqual(knownSteps);
    expect(unknownSteps.map((step) => step.status)).toEqual([200, 429, 422, 422, 422, 422, 422, 422, 422]);
    expect(unknownSteps.slice(-2).map((step) => step.error)).toEqual([MESSAGES.otpTooManyAttempts, MESSAGES.otpTooManyAttempts]);
    expect(t.mailer.lastTo(unknown)).toBeUndefined();
  });

  it('refuses a sign-up code for a password reset', async () => {
    const email = 'mixed@example.in';
    await t.post('/api/accounts/mail-signup', { email });
    const otp = t.codeSentTo(email);
    const res = await t.post('/api/accounts/reset-password', { email, otp, newPassword: 'NewPass456' });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(MESSAGES.otpInvalid);
  });
});

describe('change-password', () => {
  it('needs a session', async () => {
    const res = await t.post('/api/accounts/change-password', { oldPassword: 'a', newPassword: 'b' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: MESSAGES.notSignedIn });
  });

  it('checks the current password, then changes it', async () => {
    const email = 'changer@example.in';
    await insertUser(t.db, { email, password: 'OldPass123' });
    const cookie = await t.signIn(email, 'OldPass123');
    const wrong = await t.post(
      '/api/accounts/change-password',
      { oldPassword: 'Nope12345', newPassword: 'NewPass456' },
      { cookie },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.fields).toEqual({ oldPassword: MESSAGES.passwordWrong });
    const same = await t.post(
      '/api/accounts/change-password',
      { oldPassword: 'OldPass123', newPassword: 'OldPass123' },
      { cookie },
    );
    expect(same.body.fields).toEqual({ newPassword: MESSAGES.passwordSame });
    const ok = await t.post(
      '/api/accounts/change-password',
      { oldPassword: 'OldPass123', newPassword: 'NewPass456' },
      { cookie },
    );
    expect(ok.status).toBe(200);
    await expect(t.signIn(email, 'NewPass456')).resolves.toContain('session-token');
  });
});

describe('preferences (welcome form)', () => {
  it('lists streams and the tags of a stream', async () => {
    const streams = await t.get('/api/core/course-streams');
    expect(streams.status).toBe(200);
    expect(streams.body.data.results.map((s: { slug: string }) => s.slug)).toContain('engineering');
    expect(streams.body.data).toMatchObject({ next: null, count: streams.body.data.results.length });
    const engineering = streams.body.data.results.find((s: { slug: string }) => s.slug === 'engineering');
    const tags = await t.get(`/api/core/tags?stream=${engineering.id}`);
    expect(tags.body.data.results.length).toBeGreaterThan(3);
    expect(tags.body.data.results.every((tag: { streamId: number }) => tag.streamId === engineering.id)).toBe(true);
    const bad = await t.get('/api/core/tags?stream=abc');
    expect(bad.status).toBe(422);
  });

  it('saves stream and tags, and the refreshed session no longer asks for preferences', async () => {
    const email = 'chooser@example.in';
    await insertUser(t.db, { email, password: 'Secret123', showPreferences: true });
    const cookie = await t.signIn(email, 'Secret123');
    expect((await t.get('/api/accounts/tags', { cookie })).body.data).toEqual({ streamId: null, tags: [] });

    const streams = (await t.get('/api/core/course-streams')).body.data.results;
    const it = streams.find((s: { slug: string }) => s.slug === 'computer-applications');
    const tags = (await t.get(`/api/core/tags?stream=${it.id}`)).body.data.results.slice(0, 2);

    const none = await t.post('/api/accounts/tags', { stream: it.id, tags: [] }, { cookie });
    expect(none.status).toBe(422);
    expect(none.body.error).toBe(MESSAGES.selectTag);

    const saved = await t.post('/api/accounts/tags', { stream: it.id, tags: tags.map((x: { id: number }) => x.id) }, { cookie });
    expect(saved.status).toBe(200);
    expect(saved.body.data.streamId).toBe(it.id);
    expect(saved.body.data.tags).toHaveLength(2);

    // The client asks Auth.js to refresh the token after saving (useSession().update()).
    const csrf = await t.get('/api/auth/csrf', { cookie });
    const refreshed = await t.call(
      'POST',
      '/api/auth/session',
      { csrfToken: csrf.body.csrfToken, data: {} },
      {
        cookie: [cookie, ...csrf.headers.getSetCookie().map((c) => c.split(';')[0])].join('; '),
        headers: { origin: 'http://localhost:3000' },
      },
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.user.showPreferences).toBe(false);
  });

  it('refuses tags of another stream and a stream without tags', async () => {
    const email = 'mismatch@example.in';
    await insertUser(t.db, { email, password: 'Secret123' });
    const cookie = await t.signIn(email, 'Secret123');
    const streams = (await t.get('/api/core/course-streams')).body.data.results;
    const engineering = streams.find((s: { slug: string }) => s.slug === 'engineering');
    const law = streams.find((s: { slug: string }) => s.slug === 'law');
    const aviation = streams.find((s: { slug: string }) => s.slug === 'aviation');
    const lawTag = (await t.get(`/api/core/tags?stream=${law.id}`)).body.data.results[0];
    const wrong = await t.post('/api/accounts/tags', { stream: engineering.id, tags: [lawTag.id] }, { cookie });
    expect(wrong.status).toBe(422);
    expect(wrong.body.fields.tags).toBe(MESSAGES.unknownTag);
    const empty = await t.post('/api/accounts/tags', { stream: aviation.id, tags: [lawTag.id] }, { cookie });
    expect(empty.body.error).toBe(MESSAGES.noTagsForStream);
    const missing = await t.post('/api/accounts/tags', { stream: 999_999, tags: [lawTag.id] }, { cookie });
    expect(missing.body.error).toBe(MESSAGES.unknownStream);
  });

  it('needs a session to read or save tags', async () => {
    expect((await t.get('/api/accounts/tags')).status).toBe(401);
    expect((await t.post('/api/accounts/tags', { stream: 1, tags: [1] })).status).toBe(401);
  });
});
