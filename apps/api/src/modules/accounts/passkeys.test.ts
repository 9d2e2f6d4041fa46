import { PASSKEY } from '@lp/contract/constants';
import { MESSAGES } from '@lp/contract/messages';
import { describe, expect, it } from 'vitest';
import { passkeys } from '../../db/schema/accounts.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { giveSoftPasskey, signInWithPasskey } from '../../test/soft-passkey.ts';
import { createTestContext } from '../../test/test-app.ts';

/**
 * The API half of passkeys: the options carry the spec's parameters, payloads are checked, a
 * challenge is needed and used once, passkeys are listed and removed by their owner only. The
 * whole ceremony with a real (virtual) authenticator is the browser test e2e/passkeys.e2e.ts.
 */
const t = await createTestContext();
const unique = () => Math.random().toString(36).slice(2, 8);

async function signedInUser() {
  const email = `passkey-${unique()}@example.in`;
  const user = await insertUser(t.db, { email, password: 'Learnly@123' });
  return { user, email, cookie: await t.signIn(email, 'Learnly@123') };
}

const challengeCookie = (res: { headers: Headers }) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('lp.webauthn='))
    ?.split(';')[0];

const fakeCredential = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientData: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'o2NmbXRkbm9uZQ' },
};

describe('GET /api/accounts/webauthn-register', () => {
  it('gives creation options with timeout 60000, algorithm -7, resident key required, attestation direct', async () => {
    const { cookie, email, user } = await signedInUser();
    const res = await t.get('/api/accounts/webauthn-register', { cookie });
    expect(res.status).toBe(200);
    const options = res.body.data;
    expect(options.timeout).toBe(PASSKEY.timeoutMs);
    expect(options.pubKeyCredParams).toEqual([{ alg: -7, type: 'public-key' }]);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', requireResidentKey: true });
    expect(options.attestation).toBe('direct');
    expect(options.rp).toEqual({ name: 'Learnly', id: 'localhost' });
    expect(options.user.name).toBe(email);
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(challengeCookie(res)).toBeDefined();
    expect(res.headers.getSetCookie().join(';')).toMatch(/HttpOnly/i);
    expect(user.id).toBeGreaterThan(0);
  });

  it('excludes the passkeys the user already has', async () => {
    const { cookie, user } = await signedInUser();
    await t.db
      .insert(passkeys)
      .values({ id: 'Y3JlZC0x', userId: user.id, publicKey: 'pk', deviceType: 'singleDevice', name: 'Pixel' });
    const res = await t.get('/api/accounts/webauthn-register', { cookie });
    expect(res.body.data.excludeCredentials).toEqual([expect.objectContaining({ id: 'Y3JlZC0x', type: 'public-key' })]);
  });

  it('is 401 signed out', async () => {
    expect((await t.get('/api/accounts/webauthn-register')).status).toBe(401);
  });
});

describe('POST /api/accounts/webauthn-register', () => {
  it('refuses a payload without the spec fields with 422', async () => {
    const { cookie } = await signedInUser();
    const res = await t.post('/api/accounts/webauthn-register', { id: 'x', type: 'public-key', response: {} }, { cookie });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.fields)).toEqual(expect.arrayContaining(['rawId', 'response.clientData']));
  });

  it('without a pending challenge is a 400 with a message the toast shows', async () => {
    const { cookie } = await signedInUser();
    const res = await t.post('/api/accounts/webauthn-register', fakeCredential, { cookie });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(MESSAGES.passkeyChallengeExpired);
  });

  it('a credential that does not verify is a 400, and its challenge is used up', async () => {
    const { cookie } = await signedInUser();
    const options = await t.get('/api/accounts/webauthn-register', { cookie });
    const withChallenge = `${cookie}; ${challengeCookie(options)}`;
    const res = await t.post('/api/accounts/webauthn-register', fakeCredential, { cookie: withChallenge });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(MESSAGES.passkeyFailed);
    const again = await t.post('/api/accounts/webauthn-register', fakeCredential, { cookie: withChallenge });
    expect(again.body.error).toBe(MESSAGES.passkeyChallengeExpired);
  });

  it("another user's challenge is not yours", async () => {
    const a = await signedInUser();
    const b = await signedInUser();
    const options = await t.get('/api/accounts/webauthn-register', { cookie: a.cookie });
    const res = await t.post('/api/accounts/webauthn-register', fakeCredential, {
      cookie: `${b.cookie}; ${challengeCookie(options)}`,
    });
    expect(res.body.error).toBe(MESSAGES.passkeyChallengeExpired);
  });
});

describe('passkey sign-in', () => {
  it('gives request options for discoverable credentials (no allowCredentials) to anyone', async () => {
    const res = await t.get('/api/accounts/webauthn-authenticate');
    expect(res.status).toBe(200);
    expect(res.body.data.timeout).toBe(PASSKEY.timeoutMs);
    expect(res.body.data.rpId).toBe('localhost');
    expect(res.body.data.allowCredentials ?? []).toEqual([]);
    expect(challengeCookie(res)).toBeDefined();
  });

  it('refuses an unknown passkey and a bad assertion', async () => {
    const options = await t.get('/api/accounts/webauthn-authenticate');
    const assertion = {
      id: 'unknown',
      rawId: 'unknown',
      type: 'public-key',
      response: { clientData: 'e30', authenticatorData: 'AA', signature: 'AA' },
    };
    const res = await t.post('/api/accounts/webauthn-authenticate', assertion, { cookie: challengeCookie(options) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(MESSAGES.passkeyUnknown);
    const malformed = await t.post('/api/accounts/webauthn-authenticate', { ...assertion, response: {} });
    expect(malformed.status).toBe(422);
  });

  it('accepts every valid signature, also one whose r is shorter than 32 bytes (1 sign-in in 256)', async () => {
    // @simplewebauthn/server 9 refused these: it did not pad r and s back to 32 bytes for WebCrypto.
    const { user, email } = await signedInUser();
    const key = await giveSoftPasskey(t.db, user.id);
    for (const shortR of [false, true]) {
      const cookie = await signInWithPasskey(t, key, { shortR });
      expect((await t.get('/api/auth/session', { cookie })).body.user.email).toBe(email);
    }
  });

  it('the Auth.js passkey provider refuses a token it did not issue', async () => {
    const csrf = await t.get('/api/auth/csrf');
    const cookie = csrf.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const res = await t.app.request('http://localhost:3000/api/auth/callback/passkey', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: 'http://localhost:3000' },
      body: new URLSearchParams({ csrfToken: csrf.body.csrfToken, token: 'x'.repeat(43), callbackUrl: 'http://localhost:3000/' }),
    });
    expect(res.headers.getSetCookie().some((c) => c.includes('session-token=') && !c.includes('Max-Age=0'))).toBe(false);
  });
});

describe('listing and removing passkeys', () => {
  it("lists the user's own with name and last use; only the owner removes one", async () => {
    const a = await signedInUser();
    const b = await signedInUser();
    await t.db.insert(passkeys).values([
      { id: `a-${unique()}`, userId: a.user.id, publicKey: 'pk', deviceType: 'multiDevice', name: 'Chrome on Android' },
      { id: `b-${unique()}`, userId: b.user.id, publicKey: 'pk', deviceType: 'singleDevice', name: 'Safari on Mac' },
    ]);
    const list = await t.get('/api/accounts/passkeys', { cookie: a.cookie });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      { id: expect.any(String), name: 'Chrome on Android', createdAt: expect.any(String), lastUsedAt: null, backedUp: false },
    ]);
    const bList = await t.get('/api/accounts/passkeys', { cookie: b.cookie });
    const bId = bList.body.data[0].id;
    const denied = await t.call('DELETE', `/api/accounts/passkeys/${bId}`, undefined, { cookie: a.cookie });
    expect(denied.status).toBe(403);
    expect((await t.call('DELETE', '/api/accounts/passkeys/nope', undefined, { cookie: a.cookie })).status).toBe(404);
    expect((await t.call('DELETE', `/api/accounts/passkeys/${bId}`, undefined, { cookie: b.cookie })).status).toBe(200);
    expect((await t.get('/api/accounts/passkeys', { cookie: b.cookie })).body.data).toEqual([]);
    expect((await t.get('/api/accounts/passkeys')).status).toBe(401);
  });
});
