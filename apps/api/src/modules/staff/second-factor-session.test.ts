import { MESSAGES } from '@lp/contract/messages';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { giveSoftPasskey, signInWithPasskey } from '../../test/soft-passkey.ts';
import { giveAuthenticator, insertStaff } from '../../test/staff.ts';
import { applySetCookies, createTestContext } from '../../test/test-app.ts';

/**
 * A staff route asks that this session USED a second factor (ADR 0028), not only that the
 * account has one: a passkey-only staff account signed in with its password alone is refused.
 */
const t = await createTestContext();

async function passkeyOnlyModerator() {
  const moderator = await insertStaff(t.db, 'moderator', { secondFactor: false });
  const passkey = await giveSoftPasskey(t.db, moderator.id);
  return { moderator, passkey };
}

describe('a staff session', () => {
  it('signed in with the password alone, of an account whose factor is a passkey, is refused staff routes', async () => {
    const { moderator } = await passkeyOnlyModerator();
    const cookie = await t.signIn(moderator.email, 'Learnly@123');
    const res = await t.get('/api/staff/users', { cookie });
    expect(res.status, res.text).toBe(403);
    expect(res.body).toEqual({ error: MESSAGES.secondFactorNotUsed });
    // The console's first call says the same, so that it can tell them what to do.
    const me = await t.get('/api/staff/me', { cookie });
    expect(me.status).toBe(403);
    expect(me.body).toEqual({ error: MESSAGES.secondFactorNotUsed });
  });

  it('signed in with the passkey reaches staff routes, also after Auth.js re-issues the cookie', async () => {
    const { moderator, passkey } = await passkeyOnlyModerator();
    const cookie = await signInWithPasskey(t, passkey);
    expect((await t.get('/api/auth/session', { cookie })).body.user.email).toBe(moderator.email);
    const res = await t.get('/api/staff/users', { cookie });
    expect(res.status, res.text).toBe(200);
    expect((await t.get('/api/staff/me', { cookie })).body.data.secondFactor).toBe(true);

    // A session read re-issues the cookie (the rolling session); the new one still counts.
    const read = await t.get('/api/auth/session', { cookie });
    expect(read.headers.getSetCookie().some((line) => line.includes('session-token='))).toBe(true);
    const refreshed = applySetCookies(cookie, read);
    expect(refreshed).not.toBe(cookie);
    expect((await t.get('/api/staff/users', { cookie: refreshed })).status).toBe(200);
  });

  it('signed in with the password and the authenticator code reaches staff routes', async () => {
    const moderator = await insertStaff(t.db, 'moderator', { secondFactor: false });
    const secret = await giveAuthenticator(t.db, moderator.id);
    const cookie = await t.signIn(moderator.email, 'Learnly@123', { totp: await generate({ secret }) });
    const res = await t.get('/api/staff/users', { cookie });
    expect(res.status, res.text).toBe(200);
  });

  it('that did not use the passkey cannot add or remove a second factor; one that did can', async () => {
    const { moderator, passkey } = await passkeyOnlyModerator();
    const passwordOnly = await t.signIn(moderator.email, 'Learnly@123');
    for (const res of [
      await t.post('/api/accounts/security/totp/setup', undefined, { cookie: passwordOnly }),
      await t.post('/api/accounts/security/totp/confirm', { code: '123456' }, { cookie: passwordOnly }),
      await t.call('DELETE', `/api/accounts/passkeys/${passkey.id}`, undefined, { cookie: passwordOnly }),
    ]) {
      expect(res.status, res.text).toBe(403);
      expect(res.body).toEqual({ error: MESSAGES.secondFactorNotUsed });
    }
    expect((await t.get('/api/accounts/passkeys', { cookie: passwordOnly })).body.data).toHaveLength(1);

    const withPasskey = await signInWithPasskey(t, passkey);
    const setup = await t.post('/api/accounts/security/totp/setup', undefined, { cookie: withPasskey });
    expect(setup.status, setup.text).toBe(200);
  });
});
