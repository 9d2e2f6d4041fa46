import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { GITHUB_CONNECT_ERRORS } from '@lp/contract/accounts';
import { MESSAGES } from '@lp/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { githubAccounts, githubOauthStates } from '../../db/schema/accounts.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { manualClock } from '../../platform/clock.ts';
import { startGithubProvider } from '../../test/github-provider.ts';
import { createTestContext, ORIGIN } from '../../test/test-app.ts';

/**
 * GitHub connect against a real local OAuth server (oauth2-mock-server on GitHub's paths,
 * test/github-provider.ts): the browser's part (following the authorize redirect) is done by
 * hand, so every check of the callback can be driven one at a time.
 */
const provider = await startGithubProvider();
afterAll(() => provider.stop());
const clock = manualClock(new Date());
const t = await createTestContext({ github: provider.config }, { clock });

const STATE_COOKIE = 'lp.github-state';
const unique = () => Math.random().toString(36).slice(2, 8);
let githubIds = 9_000_000;

async function learner() {
  const email = `gh-${unique()}@example.in`;
  const user = await insertUser(t.db, { email, password: 'Learnly@123' });
  return { user, cookie: await t.signIn(email, 'Learnly@123') };
}

/** POST github-connect: the authorize address and the state cookie it set. */
async function start(cookie: string) {
  const res = await t.post('/api/accounts/github-connect', undefined, { cookie, headers: { origin: ORIGIN } });
  expect(res.status, res.text).toBe(200);
  const setCookie = res.headers.getSetCookie().find((line) => line.startsWith(`${STATE_COOKIE}=`));
  expect(setCookie).toBeDefined();
  const stateCookie = (setCookie ?? '').split(';')[0] ?? '';
  return { authorizeUrl: new URL(res.body.data.authorizeUrl as string), setCookie: setCookie ?? '', stateCookie };
}

/** The browser at the provider: it answers with a redirect to our callback, carrying a code and the state. */
async function authorize(authorizeUrl: URL): Promise<URL> {
  const res = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '');
}

/** The browser back at our callback (path and query of `callbackUrl`) with `cookie`. */
async function callback(callbackUrl: URL, cookie: string | undefined) {
  const res = await t.get(`${callbackUrl.pathname}${callbackUrl.search}`, cookie ? { cookie } : {});
  const location = res.headers.get('location') ?? '';
  return { ...res, location, outcome: new URL(location, ORIGIN).searchParams };
}

/** The whole flow for a signed-in learner. */
async function connect(cookie: string) {
  const started = await start(cookie);
  const back = await authorize(started.authorizeUrl);
  return callback(back, `${cookie}; ${started.stateCookie}`);
}

const linkOf = async (userId: number) => (await t.db.select().from(githubAccounts).where(eq(githubAccounts.userId, userId)))[0];

beforeEach(() => {
  githubIds += 1;
  provider.user = { id: githubIds, login: `octo-${githubIds}`, name: 'Octo Learner' };
  provider.refuseCodes = false;
});

describe('POST /api/accounts/github-connect', () => {
  it('starts the authorization-code flow with PKCE S256 and a state held in a 900-second httpOnly Lax cookie', async () => {
    const { user, cookie } = await learner();
    const { authorizeUrl, setCookie, stateCookie } = await start(cookie);
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(provider.config.authorizeUrl);
    const q = authorizeUrl.searchParams;
    expect(q.get('client_id')).toBe(provider.config.clientId);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('redirect_uri')).toBe(`${ORIGIN}/api/accounts/github-connect/callback`);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const state = q.get('state') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(32);
    expect(stateCookie).toBe(`${STATE_COOKIE}=${state}`);
    expect(setCookie).toMatch(/Max-Age=900/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\/api\/accounts\/github-connect/);
    // Stored as a hash only, with the verifier, for this user, for 900 s.
    const rows = await t.db.select().from(githubOauthStates).where(eq(githubOauthStates.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.state).toBe(createHash('sha256').update(state).digest('hex'));
    expect(rows[0]?.state).not.toContain(state);
    expect((rows[0]?.expiresAt.getTime() ?? 0) - clock.now().getTime()).toBe(900_000);
    const verifier = rows[0]?.codeVerifier ?? '';
    expect(q.get('code_challenge')).toBe(createHash('sha256').update(verifier).digest('base64url'));
  });

  it('answers 401 signed out and 403 from another site, starting nothing', async () => {
    const before = (await t.db.select().from(githubOauthStates)).length;
    const signedOut = await t.post('/api/accounts/github-connect');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.error).toBe(MESSAGES.notSignedIn);
    const { cookie } = await learner();
    const foreign = await t.post('/api/accounts/github-connect', undefined, {
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toBe(MESSAGES.crossOrigin);
    expect(foreign.headers.getSetCookie().some((line) => line.startsWith(STATE_COOKIE))).toBe(false);
    expect((await t.db.select().from(githubOauthStates)).length).toBe(before);
  });
});

describe('the callback', () => {
  it('links the GitHub account, shows it on the profile and the public profile, with a copy of the picture', async () => {
    const { user, cookie } = await learner();
    const res = await connect(cookie);
    expect(res.status).toBe(302);
    expect(res.location).toBe('/account/profile?github=connected');
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The state cookie is cleared and the state used up.
    expect(res.headers.getSetCookie().find((line) => line.startsWith(STATE_COOKIE))).toMatch(/Max-Age=0/);
    expect(await t.db.select().from(githubOauthStates).where(eq(githubOauthStates.userId, user.id))).toEqual([]);
    // The provider got the verifier and our credentials; the user API our token.
    const token = provider.tokenRequests.at(-1) ?? {};
    expect(token).toMatchObject({
      grant_type: 'authorization_code',
      client_id: provider.config.clientId,
      client_secret: provider.config.clientSecret,
      redirect_uri: `${ORIGIN}/api/accounts/github-connect/callback`,
    });
    expect(token.code_verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(provider.userRequests.at(-1)).toMatch(/^Bearer .+/);

    const profile = await t.get('/api/accounts/profile', { cookie });
    expect(profile.body.data.github).toEqual({
      login: provider.user.login,
      name: 'Octo Learner',
      avatarUrl: expect.stringMatching(/^\/api\/media\/github-avatars\/[0-9a-f]{32}\.webp$/),
      profileUrl: `${provider.url}/${provider.user.login}`,
      linkedAt: clock.now().toISOString(),
    });
    const picture = await t.get(profile.body.data.github.avatarUrl);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    const stored = await linkOf(user.id);
    expect(stored?.githubId).toBe(String(provider.user.id));

    const status = await t.get('/api/accounts/github-connect', { cookie });
    expect(status.body.data).toEqual({ available: true, github: profile.body.data.github });
    const publicProfile = await t.get(`/api/accounts/users/${user.id}`);
    expect(publicProfile.body.data.github).toEqual({
      login: provider.user.login,
      name: 'Octo Learner',
      profileUrl: `${provider.url}/${provider.user.login}`,
    });
  });

  it('links without a picture when GitHub has none', async () => {
    const { user, cookie } = await learner();
    provider.user = { ...provider.user, name: null, avatar_url: null };
    expect((await connect(cookie)).location).toBe('/account/profile?github=connected');
    expect(await linkOf(user.id)).toMatchObject({ login: provider.user.login, name: null, avatarUrl: null });
  });

  it('refuses a state that differs from the cookie, links nothing and keeps the real state usable', async () => {
    const { user, cookie } = await learner();
    const started = await start(cookie);
    const back = await authorize(started.authorizeUrl);
    const forged = new URL(back);
    forged.searchParams.set('state', 'x'.repeat(43));
    const res = await callback(forged, `${cookie}; ${STATE_COOKIE}=${'x'.repeat(43)}`);
    expect(res.location).toBe('/account/profile?github=error&reason=state');
    const wrongCookie = await callback(back, `${cookie}; ${STATE_COOKIE}=${'y'.repeat(43)}`);
    expect(wrongCookie.location).toBe('/account/profile?github=error&reason=state');
    expect(await linkOf(user.id)).toBeUndefined();
    expect(provider.tokenRequests.some((r) => r.code === back.searchParams.get('code'))).toBe(false);
  });

  it('refuses a missing state cookie (another browser)', async () => {
    const { user, cookie } = await learner();
    const started = await start(cookie);
    const back = await authorize(started.authorizeUrl);
    const res = await callback(back, cookie);
    expect(res.location).toBe('/account/profile?github=error&reason=state');
    expect(await linkOf(user.id)).toBeUndefined();
  });

  it('refuses a state used once already', async () => {
    const { user, cookie } = await learner();
    const started = await start(cookie);
    const back = await authorize(started.authorizeUrl);
    expect((await callback(back, `${cookie}; ${started.stateCookie}`)).location).toBe('/account/profile?github=connected');
    await t.call('DELETE', '/api/accounts/github-connect', undefined, { cookie, headers: { origin: ORIGIN } });
    const again = await callback(back, `${cookie}; ${started.stateCookie}`);
    expect(again.location).toBe('/account/profile?github=error&reason=state');
    expect(await linkOf(user.id)).toBeUndefined();
  });

  it('refuses a state older than 900 seconds', async () => {
    const { user, cookie } = await learner();
    const started = await start(cookie);
    const back = await authorize(started.authorizeUrl);
    clock.advance(900_000);
    try {
      const res = await callback(back, `${cookie}; ${started.stateCookie}`);
      expect(res.location).toBe('/account/profile?github=error&reason=state');
    } finally {
      clock.advance(-900_000);
    }
    expect(await linkOf(user.id)).toBeUndefined();
    // Used up by the attempt: it does not come back to life.
    expect(await t.db.select().from(githubOauthStates).where(eq(githubOauthStates.userId, user.id))).toEqual([]);
  });

  it("refuses another user's state, even with that user's cookie, and leaves it theirs", async () => {
    const owner = await learner();
    const intruder = await learner();
    const started = await start(owner.cookie);
    const back = await authorize(started.authorizeUrl);
    const res = await callback(back, `${intruder.cookie}; ${started.stateCookie}`);
    expect(res.location).toBe('/account/profile?github=error&reason=state');
    expect(await linkOf(intruder.user.id)).toBeUndefined();
    // The owner's own callback still goes through.
    expect((await callback(back, `${owner.cookie}; ${started.stateCookie}`)).location).toBe('/account/profile?github=connected');
    expect((await linkOf(owner.user.id))?.login).toBe(provider.user.login);
  });

  it('refuses a signed-out callback', async () => {
    const { user, cookie } = await learner();
    const started = await start(cookie);
    const back = await authorize(started.authorizeUrl);
    const res = await callback(back, started.stateCookie);
    expect(res.status).toBe(302);
    expect(res.location).toBe('/account/profile?github=error&reason=state');
    expect(await linkOf(user.id)).toBeUndefined();
  });

  it('reports a code the provider refuses (GitHub: 200 with bad_verification_code), linking nothing', async () => {
    const { user, cookie } = await learner();
    provider.refuseCodes = true;
    const res = await connect(cookie);
    expect(res.location).toBe('/account/profile?github=error&reason=failed');
    expect(await linkOf(user.id)).toBeUndefined();
  });

  it('reports a made-up code the provider does not know (400), linking nothing', async () => {
    const { user, cookie } = await learner();
    const started = await start(cookie);
    const back = await authorize(started.authorizeUrl);
    back.searchParams.set('code', 'not-a-code-the-provider-issued');
    const res = await callback(back, `${cookie}; ${started.stateCookie}`);
    expect(res.location).toBe('/account/profile?github=error&reason=failed');
    expect(await linkOf(user.id)).toBeUndefined();
  });

  it('reports a refusal on the consent page as denied', async () => {
    const { user, cookie } = await learner();
    const started = await start(cookie);
    const state = started.authorizeUrl.searchParams.get('state') ?? '';
    const back = new URL(`${ORIGIN}/api/accounts/github-connect/callback`);
    back.searchParams.set('error', 'access_denied');
    back.searchParams.set('error_description', 'The user has denied your application access.');
    back.searchParams.set('state', state);
    const res = await callback(back, `${cookie}; ${started.stateCookie}`);
    expect(res.location).toBe('/account/profile?github=error&reason=denied');
    expect(await linkOf(user.id)).toBeUndefined();
  });

  it('refuses a GitHub account linked to another learner, with a clear message', async () => {
    const first = await learner();
    const second = await learner();
    expect((await connect(first.cookie)).location).toBe('/account/profile?github=connected');
    const res = await connect(second.cookie);
    expect(res.location).toBe('/account/profile?github=error&reason=taken');
    expect(GITHUB_CONNECT_ERRORS.taken).toBe(MESSAGES.githubTaken);
    expect(await linkOf(second.user.id)).toBeUndefined();
    expect((await linkOf(first.user.id))?.githubId).toBe(String(provider.user.id));
  });

  it('connecting again refreshes the link (a renamed GitHub login)', async () => {
    const { user, cookie } = await learner();
    await connect(cookie);
    provider.user = { ...provider.user, login: `${provider.user.login}-renamed` };
    expect((await connect(cookie)).location).toBe('/account/profile?github=connected');
    expect((await linkOf(user.id))?.login).toBe(provider.user.login);
    expect(
      await t.db
        .select()
        .from(githubAccounts)
        .where(eq(githubAccounts.githubId, String(provider.user.id))),
    ).toHaveLength(1);
  });
});

describe('DELETE /api/accounts/github-connect', () => {
  it('unlinks, deletes the picture copy, and answers the profile; 404 when nothing is linked', async () => {
    const { user, cookie } = await learner();
    await connect(cookie);
    const avatarUrl = (await linkOf(user.id))?.avatarUrl ?? '';
    const file = path.join(t.dataDir, 'uploads', 'public', avatarUrl.replace('/api/media/', ''));
    expect(existsSync(file)).toBe(true);
    const res = await t.call('DELETE', '/api/accounts/github-connect', undefined, { cookie, headers: { origin: ORIGIN } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.github).toBeNull();
    expect(await linkOf(user.id)).toBeUndefined();
    expect(existsSync(file)).toBe(false);
    const again = await t.call('DELETE', '/api/accounts/github-connect', undefined, { cookie, headers: { origin: ORIGIN } });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(MESSAGES.githubNotLinked);
    // The same GitHub account may now link to someone else.
    const other = await learner();
    expect((await connect(other.cookie)).location).toBe('/account/profile?github=connected');
  });

  it('answers 401 signed out and 403 from another site, unlinking nothing', async () => {
    const { user, cookie } = await learner();
    await connect(cookie);
    expect((await t.call('DELETE', '/api/accounts/github-connect')).status).toBe(401);
    const foreign = await t.call('DELETE', '/api/accounts/github-connect', undefined, {
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(await linkOf(user.id)).toBeDefined();
  });
});

describe('deleting the account', () => {
  it('removes the link and the picture copy; the GitHub account can link again', async () => {
    const { user, cookie } = await learner();
    await connect(cookie);
    const avatarUrl = (await linkOf(user.id))?.avatarUrl ?? '';
    const res = await t.post('/api/accounts/delete-account', { reason: 'privacy', confirm: 'yes' }, { cookie });
    expect(res.status, res.text).toBe(200);
    expect(await linkOf(user.id)).toBeUndefined();
    expect((await t.get(avatarUrl)).status).toBe(404);
    const next = await learner();
    expect((await connect(next.cookie)).location).toBe('/account/profile?github=connected');
  });
});

const bare = await createTestContext();

describe('without GitHub settings', () => {
  it('says it is not set up: 503 with a message, never a 500; the status says unavailable', async () => {
    const email = `bare-${unique()}@example.in`;
    await insertUser(bare.db, { email, password: 'Learnly@123' });
    const cookie = await bare.signIn(email, 'Learnly@123');
    const res = await bare.post('/api/accounts/github-connect', undefined, { cookie, headers: { origin: ORIGIN } });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: MESSAGES.githubNotConfigured });
    expect(res.headers.getSetCookie().some((line) => line.startsWith(STATE_COOKIE))).toBe(false);
    expect((await bare.get('/api/accounts/github-connect', { cookie })).body.data).toEqual({ available: false, github: null });
    const back = await bare.get('/api/accounts/github-connect/callback?code=abc&state=def', { cookie });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/account/profile?github=error&reason=unavailable');
  });
});

describe('configuration', () => {
  const base = { AUTH_SECRET: 'a'.repeat(40), DATA_DIR: t.dataDir };

  it('is off without a client id, github.com by default, and needs both id and secret', () => {
    expect(loadConfig({ ...base }).github).toBeUndefined();
    expect(loadConfig({ ...base, GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret' }).github).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      authorizeUrl: 'https://github.com/login/oauth/authorize',
      tokenUrl: 'https://github.com/login/oauth/access_token',
      userApiUrl: 'https://api.github.com/user',
    });
    expect(() => loadConfig({ ...base, GITHUB_CLIENT_ID: 'id' })).toThrow(/GITHUB_CLIENT_SECRET/);
  });

  it('takes plain http only from a loopback address', () => {
    expect(loadConfig({ ...base, ...provider.env }).github).toEqual(provider.config);
    expect(() =>
      loadConfig({ ...base, ...provider.env, GITHUB_TOKEN_URL: 'http://github.example/login/oauth/access_token' }),
    ).toThrow(/GITHUB_TOKEN_URL must be an https address/);
  });
});
