import { describe, expect, it } from 'vitest';
import { insertUser } from '../db/seed/factories.ts';
import { createTestContext, ORIGIN } from '../test/test-app.ts';

const t = await createTestContext();

/** A tiny cookie jar: what a browser would send back. */
function jar(initial: Record<string, string> = {}) {
  const cookies = new Map(Object.entries(initial));
  return {
    keep(res: { headers: Headers }) {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = (pair ?? '').split('=');
        if (!name) continue;
        if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name.trim());
        else cookies.set(name.trim(), value.join('='));
      }
    },
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    get: (name: string) => cookies.get(name),
  };
}

/** The browser's whole journey: Auth.js's sign-in page, the CSRF token, the credentials post. */
async function signInThrough(
  signinQuery: string,
  email: string,
  password: string,
  body: Record<string, string> = {},
  start = jar(),
) {
  const ip = t.newIp();
  const signin = await t.call('GET', `/api/auth/signin${signinQuery}`, undefined, { ip, cookie: start.header() });
  start.keep(signin);
  const csrf = await t.get('/api/auth/csrf', { ip, cookie: start.header() });
  start.keep(csrf);
  const res = await t.call(
    'POST',
    '/api/auth/callback/credentials',
    new URLSearchParams({ csrfToken: csrf.body.csrfToken, email, password, ...body }).toString(),
    { ip, cookie: start.header(), headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN } },
  );
  start.keep(res);
  return { signin, csrf, res, cookies: start };
}

/** A Location (or a callbackUrl in one) stays on our origin and is not a "//host" path. */
function expectSameOrigin(location: string | null | undefined) {
  expect(location).toBeTruthy();
  const url = new URL(location as string, ORIGIN);
  expect(url.origin).toBe(ORIGIN);
  expect(url.pathname.startsWith('//')).toBe(false);
  expect(url.pathname.startsWith('/\\')).toBe(false);
}

describe('the callback after sign-in stays on our origin', () => {
  it('/api/auth/signin?callbackUrl=%2F%2Fevil.example%2F, then sign in: every redirect is same-origin', async () => {
    await insertUser(t.db, { email: 'redirect@example.in', password: 'Right1234' });
    const { signin, res, cookies } = await signInThrough(
      '?callbackUrl=%2F%2Fevil.example%2F',
      'redirect@example.in',
      'Right1234',
    );
    expect(signin.status).toBe(302);
    const login = new URL(signin.headers.get('location') ?? '', ORIGIN);
    expect(login.pathname).toBe('/login');
    expectSameOrigin(login.searchParams.get('callbackUrl'));
    expectSameOrigin(decodeURIComponent(cookies.get('authjs.callback-url') ?? ''));
    expect(res.status).toBe(302);
    expect(cookies.get('authjs.session-token')).toBeTruthy();
    expectSameOrigin(res.headers.get('location'));
  });

  it.each([
    ['/\t/evil.example/'],
    ['/\\evil.example/'],
    ['http://evil.example/'],
    [`${ORIGIN}//evil.example/`],
    ['javascript:alert(1)'],
  ])('a callbackUrl of %j in the sign-in form lands on our origin', async (callbackUrl) => {
    const email = `form-${Math.random().toString(36).slice(2)}@example.in`;
    await insertUser(t.db, { email, password: 'Right1234' });
    const { res } = await signInThrough('', email, 'Right1234', { callbackUrl });
    expect(res.status).toBe(302);
    expectSameOrigin(res.headers.get('location'));
  });

  it('keeps a good same-origin callback with its query and hash', async () => {
    await insertUser(t.db, { email: 'good-callback@example.in', password: 'Right1234' });
    const { res } = await signInThrough('', 'good-callback@example.in', 'Right1234', {
      callbackUrl: `${ORIGIN}/courses?q=python#top`,
    });
    expect(res.headers.get('location')).toBe(`${ORIGIN}/courses?q=python#top`);
  });
});

describe('a malformed callbackUrl never breaks /api/auth', () => {
  const malformed = ['http://[::1', 'http://', '%E0%A4%A', 'ht tp://x', '\\\\'];

  it.each(malformed)('in the query (%j): no 500, and the sign-in page still answers', async (value) => {
    for (const path of ['/api/auth/signin', '/api/auth/session', '/api/auth/csrf', '/api/auth/providers']) {
      const res = await t.get(`${path}?callbackUrl=${encodeURIComponent(value)}`);
      expect(res.status, path).toBeLessThan(500);
      if (res.status >= 400) expect(res.body?.error, path).toEqual(expect.any(String));
    }
  });

  it.each(malformed)('in the authjs.callback-url cookie (%j): ignored, replaced, and sign-in works', async (value) => {
    const cookie = `authjs.callback-url=${encodeURIComponent(value)}`;
    for (const path of ['/api/auth/session', '/api/auth/csrf', '/api/auth/providers', '/api/auth/signin']) {
      const res = await t.get(path, { cookie });
      expect(res.status, path).toBeLessThan(500);
    }
    const email = `cookie-${Math.random().toString(36).slice(2)}@example.in`;
    await insertUser(t.db, { email, password: 'Right1234' });
    const { res, cookies } = await signInThrough(
      '',
      email,
      'Right1234',
      {},
      jar({ 'authjs.callback-url': encodeURIComponent(value) }),
    );
    expect(res.status).toBe(302);
    expect(cookies.get('authjs.session-token')).toBeTruthy();
    expectSameOrigin(res.headers.get('location'));
    const replaced = cookies.get('authjs.callback-url');
    if (replaced !== undefined) expectSameOrigin(decodeURIComponent(replaced));
  });
});
