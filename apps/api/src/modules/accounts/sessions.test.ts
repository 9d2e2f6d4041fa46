import { MESSAGES } from '@lp/contract/messages';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../db/seed/factories.ts';
import { applySetCookies, createTestContext, ORIGIN } from '../../test/test-app.ts';

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

const PHONE_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function listSessions(cookie: string, userAgent = LAPTOP_FIREFOX) {
  const res = await t.get('/api/accounts/sessions', { cookie, headers: { 'user-agent': userAgent } });
  expect(res.status).toBe(200);
  return res.body.data as Array<{ id: string; browser: string | null; os: string | null; device: string; current: boolean }>;
}

describe('the list of active sessions', () => {
  it('lists each signed-in browser with its device, this one marked, and nobody else’s', async () => {
    const { email, cookie: laptop } = await signedInUser();
    const phone = await t.signIn(email, 'OldPass123');
    const stranger = await signedInUser();
    expect((await t.get('/api/accounts/sessions')).status).toBe(401);
    // The phone is used once, so its browser is known.
    expect((await t.get('/api/accounts/tags', { cookie: phone, headers: { 'user-agent': PHONE_CHROME } })).status).toBe(200);

    const sessions = await listSessions(laptop);
    expect(sessions).toHaveLength(2);
    expect(sessions.find((session) => session.current)).toMatchObject({ browser: 'Firefox', os: 'Windows', device: 'desktop' });
    expect(sessions.find((session) => !session.current)).toMatchObject({ browser: 'Chrome', os: 'Android', device: 'mobile' });
    expect(await listSessions(stranger.cookie)).toHaveLength(1);
  });

  it('signs one other browser out: its cookie is refused at once, this one goes on', async () => {
    const { email, cookie: laptop } = await signedInUser();
    const phone = await t.signIn(email, 'OldPass123');
    await expectLive(phone);
    const phoneSession = (await listSessions(laptop)).find((session) => !session.current);
    if (!phoneSession) throw new Error('the phone session is not listed');

    const res = await t.call('DELETE', `/api/accounts/sessions/${phoneSession.id}`, undefined, { cookie: laptop });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { ok: true } });
    await expectEnded(phone);
    await expectLive(laptop);
    expect((await listSessions(laptop)).map((session) => session.current)).toEqual([true]);
    // Already ended: nothing to end twice.
    const again = await t.call('DELETE', `/api/accounts/sessions/${phoneSession.id}`, undefined, { cookie: laptop });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: MESSAGES.sessionNotFound });
  });

  it('cannot end another user’s session, and says so for a malformed id', async () => {
    const owner = await signedInUser();
    const attacker = await signedInUser();
    const [ownerSession] = await listSessions(owner.cookie);
    if (!ownerSession) throw new Error('no session listed');
    const res = await t.call('DELETE', `/api/accounts/sessions/${ownerSession.id}`, undefined, { cookie: attacker.cookie });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: MESSAGES.sessionNotFound });
    await expectLive(owner.cookie);
    const malformed = await t.call('DELETE', '/api/accounts/sessions/not-a-session', undefined, { cookie: attacker.cookie });
    expect(malformed.status).toBe(422);
    expect(malformed.body.error).toEqual(expect.any(String));
  });

  it('ending this session clears its cookie; sign-out and a password change take sessions off the list', async () => {
    const { email, cookie: laptop } = await signedInUser();
    const tablet = await t.signIn(email, 'OldPass123');
    const phone = await t.signIn(email, 'OldPass123');
    expect(await listSessions(laptop)).toHaveLength(3);

    await signOut(tablet);
    expect(await listSessions(laptop)).toHaveLength(2);

    const changed = await t.post(
      '/api/accounts/change-password',
      { oldPassword: 'OldPass123', newPassword: 'NewPass456' },
      { cookie: laptop },
    );
    expect(changed.status).toBe(200);
    const refreshed = applySetCookies(laptop, changed);
    await expectEnded(phone);
    const afterChange = await listSessions(refreshed);
    expect(afterChange.map((session) => session.current)).toEqual([true]);

    const current = afterChange[0];
    if (!current) throw new Error('no current session');
    const ended = await t.call('DELETE', `/api/accounts/sessions/${current.id}`, undefined, { cookie: refreshed });
    expect(ended.status).toBe(200);
    expect(ended.headers.getSetCookie().find((c) => c.includes('session-token'))).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    await expectEnded(refreshed);
  });
});
