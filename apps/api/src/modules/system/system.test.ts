import { mkdir, rm, writeFile } from 'node:fs/promises';
import { JSON_BODY_LIMIT_BYTES } from '@lp/contract/constants';
import { MESSAGES } from '@lp/contract/messages';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../db/errors.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { createTestContext } from '../../test/test-app.ts';

const t = await createTestContext();

/** Every JSON endpoint of the foundation, with whether it needs a session. */
const JSON_ENDPOINTS: { path: string; signedIn: boolean }[] = [
  { path: '/api/accounts/mail-signup', signedIn: false },
  { path: '/api/accounts/verify-otp', signedIn: false },
  { path: '/api/accounts/signup', signedIn: false },
  { path: '/api/accounts/forgot-password', signedIn: false },
  { path: '/api/accounts/reset-password', signedIn: false },
  { path: '/api/accounts/change-password', signedIn: true },
  { path: '/api/accounts/tags', signedIn: true },
];

const email = 'badinput@example.in';
await insertUser(t.db, { email, password: 'Secret123' });
const cookie = await t.signIn(email, 'Secret123');

const expectEnvelope = (res: { status: number; body: unknown }, status: number) => {
  expect(res.status).toBe(status);
  expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
  expect(JSON.stringify(res.body)).not.toMatch(/at .+\.ts:\d+|stack/i);
};

describe.each(JSON_ENDPOINTS)('bad input to $path', ({ path, signedIn }) => {
  const opts = signedIn ? { cookie } : {};

  it('malformed JSON is a 400', async () => {
    const res = await t.post(path, '{"email": ', opts);
    expectEnvelope(res, 400);
    expect(res.body.error).toBe(MESSAGES.malformedJson);
  });

  it.each([
    ['an empty object', {}],
    ['null', null],
    ['an array', [1, 2]],
    ['a string', 'just text'],
    ['a number', 42],
    [
      'wrong types',
      { email: 5, otp: 123456, fullName: ['a'], password: { x: 1 }, newPassword: true, oldPassword: 7, stream: 'x', tags: 'y' },
    ],
  ])('%s is a 422 with field messages', async (_label, body) => {
    const res = await t.post(path, JSON.stringify(body), opts);
    expectEnvelope(res, 422);
    expect(Object.keys(res.body.fields ?? {}).length).toBeGreaterThan(0);
  });

  it('an oversized body is a 413', async () => {
    const huge = JSON.stringify({ email: `${'a'.repeat(JSON_BODY_LIMIT_BYTES)}@example.in` });
    const res = await t.post(path, huge, opts);
    expectEnvelope(res, 413);
    expect(res.body.error).toBe(MESSAGES.bodyTooLarge);
  });

  it('a non-JSON body is a 415', async () => {
    const res = await t.call('POST', path, 'email=a@b.in', { ...opts, headers: { 'content-type': 'text/plain' } });
    expectEnvelope(res, 415);
  });

  it('a wrong method is a 405 with Allow', async () => {
    const res = await t.call('PATCH', path, undefined, opts);
    expectEnvelope(res, 405);
    expect(res.headers.get('allow')).toContain('POST');
  });

  it('a request from another site is refused', async () => {
    const res = await t.call('POST', path, {}, { ...opts, headers: { origin: 'https://evil.example' } });
    expectEnvelope(res, 403);
    expect(res.body.error).toBe(MESSAGES.crossOrigin);
  });

  if (signedIn) {
    it('without a session is a 401, even with a bad body', async () => {
      const res = await t.post(path, '{"broken', {});
      expectEnvelope(res, 401);
    });
  }
});

describe('the API platform', () => {
  it('answers health and readiness', async () => {
    expect((await t.get('/api/health')).body).toEqual({ data: { status: 'ok' } });
    expect((await t.get('/api/ready')).body).toEqual({ data: { status: 'ready' } });
  });

  it('is not ready while the data directory cannot take a write (a full disk answered 500 on writes, ready 200)', async () => {
    // The directory replaced by a file: every write under it fails, as on a full disk.
    await rm(t.dataDir, { recursive: true, force: true });
    await writeFile(t.dataDir, 'not a directory');
    try {
      const res = await t.get('/api/ready');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await rm(t.dataDir, { force: true });
      await mkdir(t.dataDir, { recursive: true });
    }
    expect((await t.get('/api/ready')).status).toBe(200);
  });

  it('counts a full disk and a lost connection as an outage (503), not a bug (500)', () => {
    const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: insert ...'), { cause });
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('no space'), { code: 'ENOSPC' })))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('disk full'), { code: '53100' })))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('duplicate'), { code: '23505' })))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const res = await t.get('/api/core/no-such-thing');
    expectEnvelope(res, 404);
    expect(res.body.error).toBe(MESSAGES.routeNotFound);
    expectEnvelope(await t.post('/api/accounts/nothing-here', {}), 404);
  });

  it('gives every response a request id', async () => {
    const res = await t.get('/api/health');
    expect(res.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
  });

  it('accepts a trailing slash', async () => {
    expect((await t.get('/api/core/course-streams/')).status).toBe(200);
  });

  it('publishes the OpenAPI document with every foundation path, and renders it', async () => {
    const doc = await t.get('/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe('3.1.0');
    for (const { path } of JSON_ENDPOINTS) expect(Object.keys(doc.body.paths)).toContain(path);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/api/core/course-streams', '/api/core/tags', '/api/health']),
    );
    // The two stored-file routes are wildcards, documented by hand: the private one needs a session.
    expect(doc.body.paths['/api/media/{key}'].get.security).toBeUndefined();
    expect(doc.body.paths['/api/core/files/{key}'].get.security).toEqual([{ session: [] }]);
    const page = await t.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('/api/docs/init.js');
    expect((await t.get('/api/docs/init.js')).text).toContain('/api/openapi.json');
    const bundle = await t.get('/api/docs/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    expect((await t.get('/api/docs/..%2Fpackage.json')).status).toBe(404);
  });

  it('limits code requests per address', async () => {
    const ip = t.newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await t.post('/api/accounts/forgot-password', { email: `flood${i}@example.in` }, { ip })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('keeps Auth.js answering its own routes', async () => {
    const providers = await t.get('/api/auth/providers');
    expect(providers.body.credentials.id).toBe('credentials');
    const csrf = await t.get('/api/auth/csrf');
    expect(csrf.body.csrfToken).toMatch(/\w{20,}/);
    const session = await t.get('/api/auth/session');
    expect(session.status).toBe(200);
    expect(session.body).toBeNull();
  });

  it('wraps Auth.js refusals of malformed requests in the envelope', async () => {
    expectEnvelope(await t.get('/api/auth/no-such-action'), 400);
    const res = await t.post('/api/auth/callback/credentials', '{"x":', {});
    expectEnvelope(res, 400);
    expect(res.body.error).toBe(MESSAGES.authBadRequest);
    expectEnvelope(await t.call('DELETE', '/api/auth/session'), 405);
  });

  it('sends a visitor who must sign in to the login screen with where they were', async () => {
    const res = await t.get('/api/auth/signin?error=SessionRequired&callbackUrl=%2Faccount%2Fprofile');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '', 'http://localhost:3000');
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBe('SessionRequired');
    expect(location.searchParams.get('callbackUrl')).toMatch(/\/account\/profile$/);
  });
});
