import { MESSAGES } from '@lp/contract/messages';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../db/seed/factories.ts';
import { createTestContext, ORIGIN } from '../../test/test-app.ts';

const t = await createTestContext();

let sequence = 0;
async function signedInUser(password = 'OldPass123') {
  const email = `session-${++sequence}@example.in`;
  await insertUser(t.db, { email, password });
  return { email, cookie: await t.signIn(email, password) };
}

/** A signed-in API route and the session the web reads: both must see the cookie as signed out. */
async function expectEnded(cookie: string) {
  const api = await t.get('/api/accounts/tags', { cookie });
  expect(api.status).toBe(401);
  expect(api.body).toEqual({ error: MESSAGES.notSignedIn });
  const session = await t.get('/api/auth/session', { cookie });
  expect(session.status).toBe(200);
  expect(session.body?.user ?? null).toBeNull();
}

async function expectLive(cookie: string) {
  expect((await t.get('/api/accounts/tags', { cookie })).status).toBe(200);
  expect((await t.get('/api/auth/session', { cookie })).body?.user).toEqual(expect.objectContaining({ id: expect.any(Number) }));
}

/** The cookie header a browser would send after this response (Set-Cookie applied). */
function applySetCookies(cookie: string, res: { headers: Headers }) {
  const jar = new Map(cookie.split('; ').map((pair) => [pair.split('=')[0] as string, pair.slice(pair.indexOf('=') + 1)]));
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const name = (pair ?? '').split('=')[0] as string;
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
    else jar.set(name, (pair ?? '').slice(name.length + 1));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

async function signOut(cookie: string) {
  const csrf = await t.get('/api/auth/csrf', { cookie });
  const withCsrf = applySetCookies(cookie, csrf);
  const res = await t.call('POST', '/api/auth/signout', new URLSearchParams({ csrfToken: csrf.body.csrfToken }).toString(), {
    cookie: withCsrf,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
  });
  expect([200, 302]).toContain(res.status);
}

describe('sessions end when they should', () => {
  it('change-password ends every other session; the caller gets a fresh cookie and stays signed in', async () => {
    const { email, cookie: otherDevice } = await signedInUser();
    const caller = await t.signIn(email, 'OldPass123');
    await expectLive(otherDevice);
    const res = await t.post(
      '/api/accounts/change-password',
      { oldPassword: 'OldPass123', newPassword: 'NewPass456' },
      { cookie: caller },
    );
    expect(res.status).toBe(200);
    await expectEnded(otherDevice);
    await expectEnded(caller);
    const refreshed = applySetCookies(caller, res);
    expect(refreshed).not.toBe(caller);
    await expectLive(refreshed);
    // The captured cookie cannot change the password again.
    const again = await t.post(
      '/api/accounts/change-password',
      { oldPassword: 'NewPass456', newPassword: 'Third7890' },
      { cookie: otherDevice },
    );
    expect(again.status).toBe(401);
  });

  it('reset-password ends every session', async () => {
    const { email, cookie } = await signedInUser();
    await expectLive(cookie);
    expect((await t.post('/api/accounts/forgot-password', { email })).status).toBe(200);
    const reset = await t.post('/api/accounts/reset-password', { email, otp: t.codeSentTo(email), newPassword: 'NewPass456' });
    expect(reset.status).toBe(200);
    await expectEnded(cookie);
    await expectLive(await t.signIn(email, 'NewPass456'));
  });

  it('sign-out ends that session on the server, even for a copy of its cookie; other sessions go on', async () => {
    const { email, cookie } = await signedInUser();
    const otherDevice = await t.signIn(email, 'OldPass123');
    // The session cookie is re-issued by /api/auth/session; a copy taken before that must end too.
    const refreshed = applySetCookies(cookie, await t.get('/api/auth/session', { cookie }));
    await signOut(refreshed);
    await expectEnded(cookie);
    await expectEnded(refreshed);
    await expectLive(otherDevice);
  });

  it('POST /api/accounts/sessions/revoke-all signs out everywhere', async () => {
    const { email, cookie } = await signedInUser();
    const otherDevice = await t.signIn(email, 'OldPass123');
    expect((await t.post('/api/accounts/sessions/revoke-all')).status).toBe(401);
    const res = await t.post('/api/accounts/sessions/revoke-all', {}, { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { ok: true } });
    expect(res.headers.getSetCookie().find((c) => c.includes('session-token'))).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    await expectEnded(cookie);
    await expectEnded(otherDevice);
    await expectLive(await t.signIn(email, 'OldPass123'));
  });
});
