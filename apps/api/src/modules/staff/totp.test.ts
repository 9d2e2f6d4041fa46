import { MESSAGES } from '@lp/contract/messages';
import { RECOVERY_CODE_COUNT } from '@lp/contract/staff';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../db/seed/factories.ts';
import { manualClock } from '../../platform/clock.ts';
import { insertStaff } from '../../test/staff.ts';
import { applySetCookies, createTestContext } from '../../test/test-app.ts';

const clock = manualClock(new Date());
const t = await createTestContext({}, { clock });

/** The code an authenticator app shows at the test clock's time. */
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
/** The next 30-second step, as a phone would be a little later. */
const nextStep = () => clock.advance(30_000);

/** A user who has set up and confirmed an authenticator app: their secret and recovery codes. */
async function withAuthenticator(user: { email: string }) {
  const cookie = await t.signIn(user.email, 'Learnly@123');
  const setup = await t.post('/api/accounts/security/totp/setup', undefined, { cookie });
  expect(setup.status, setup.text).toBe(200);
  const secret = setup.body.data.secret as string;
  const confirmed = await t.post('/api/accounts/security/totp/confirm', { code: await codeNow(secret) }, { cookie });
  expect(confirmed.status, confirmed.text).toBe(200);
  // As a browser keeps it: confirming re-issues the session cookie as signed in with the app (ADR 0028).
  return { cookie: applySetCookies(cookie, confirmed), secret, recoveryCodes: confirmed.body.data.recoveryCodes as string[] };
}

describe('setting up an authenticator app', () => {
  it('gives a secret as an otpauth URL and a QR code, and turns on only with a right code', async () => {
    const user = await insertUser(t.db);
    const cookie = await t.signIn(user.email, 'Learnly@123');
    expect((await t.get('/api/accounts/security/totp', { cookie })).body.data).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });

    const setup = await t.post('/api/accounts/security/totp/setup', undefined, { cookie });
    expect(setup.status, setup.text).toBe(200);
    const { secret, otpauthUrl, qrCode } = setup.body.data;
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Learnly:/);
    expect(new URL(otpauthUrl).searchParams.get('secret')).toBe(secret);
    expect(otpauthUrl).toContain(encodeURIComponent(user.email));
    expect(qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]{200,}/);

    const wrong = await t.post('/api/accounts/security/totp/confirm', { code: '000000' }, { cookie });
    expect(wrong.status).toBe(422);
    expect(wrong.body.fields).toEqual({ code: MESSAGES.totpCodeWrong });
    expect((await t.get('/api/accounts/security/totp', { cookie })).body.data.enabled).toBe(false);

    const right = await t.post('/api/accounts/security/totp/confirm', { code: await codeNow(secret) }, { cookie });
    expect(right.status, right.text).toBe(200);
    const codes = right.body.data.recoveryCodes as string[];
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(right.body.data.status).toMatchObject({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });

    // Shown once: the status never gives them again, and a second set-up is refused while one is on.
    expect(JSON.stringify((await t.get('/api/accounts/security/totp', { cookie })).body)).not.toContain(codes[0]);
    const again = await t.post('/api/accounts/security/totp/setup', undefined, { cookie });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(MESSAGES.totpAlreadyEnabled);
  });

  it('refuses a code that is not 6 digits with 422, and confirming before a set-up with 409', async () => {
    const user = await insertUser(t.db);
    const cookie = await t.signIn(user.email, 'Learnly@123');
    const early = await t.post('/api/accounts/security/totp/confirm', { code: '123456' }, { cookie });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(MESSAGES.totpNotSetUp);
    for (const code of ['12345', 'abcdef', '1234567']) {
      const res = await t.post('/api/accounts/security/totp/confirm', { code }, { cookie });
      expect(res.status).toBe(422);
      expect(res.body.fields).toEqual({ code: MESSAGES.totpCodeInvalid });
    }
  });
});

describe('signing in with an authenticator app', () => {
  it('needs the code beside the password; a wrong or missing code signs nobody in', async () => {
    const user = await insertUser(t.db);
    const { secret } = await withAuthenticator(user);
    nextStep();

    const missing = await t.attemptSignIn(user.email, 'Learnly@123');
    expect(missing.signedIn).toBe(false);
    expect(missing.res.status).toBe(401);
    expect(await missing.res.json()).toEqual({ error: MESSAGES.totpRequired, fields: { totp: MESSAGES.totpRequired } });

    const wrong = await t.attemptSignIn(user.email, 'Learnly@123', { totp: '000000' });
    expect(wrong.signedIn).toBe(false);
    expect(await wrong.res.json()).toEqual({ error: MESSAGES.totpCodeWrong, fields: { totp: MESSAGES.totpCodeWrong } });

    // A right code with a wrong password is the usual wrong-credentials answer: nothing about the code.
    const badPassword = await t.attemptSignIn(user.email, 'Wrong@123', { totp: await codeNow(secret) });
    expect(badPassword.signedIn).toBe(false);
    expect(badPassword.res.status).not.toBe(401);

    const code = await codeNow(secret);
    const cookie = await t.signIn(user.email, 'Learnly@123', { totp: code });
    expect((await t.get('/api/auth/session', { cookie })).body.user.email).toBe(user.email);

    // The same code a second time (someone who saw it) is refused.
    const replay = await t.attemptSignIn(user.email, 'Learnly@123', { totp: code });
    expect(replay.signedIn).toBe(false);
  });

  it('takes each recovery code once, typed in any case and without the hyphen', async () => {
    const user = await insertUser(t.db);
    const { recoveryCodes } = await withAuthenticator(user);
    const [first] = recoveryCodes as [string];
    const cookie = await t.signIn(user.email, 'Learnly@123', { totp: first.toUpperCase().replace('-', '') });
    expect((await t.get('/api/accounts/security/totp', { cookie })).body.data.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
    expect((await t.attemptSignIn(user.email, 'Learnly@123', { totp: first })).signedIn).toBe(false);
  });

  it('counts as the second factor of staff, and can be turned off with a code', async () => {
    const moderator = await insertStaff(t.db, 'moderator', { secondFactor: false });
    const { secret, cookie } = await withAuthenticator(moderator);
    expect((await t.get('/api/staff/users', { cookie })).status).toBe(200);
    nextStep();
    const off = await t.post('/api/accounts/security/totp/disable', { code: await codeNow(secret) }, { cookie });
    expect(off.status, off.text).toBe(200);
    expect(off.body.data.enabled).toBe(false);
    const refused = await t.get('/api/staff/users', { cookie });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(MESSAGES.secondFactorRequired);
    // Without the app, the password alone signs in again.
    await t.signIn(moderator.email, 'Learnly@123');
  });
});
