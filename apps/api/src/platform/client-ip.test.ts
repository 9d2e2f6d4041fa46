import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../db/seed/factories.ts';
import { createTestContext, ORIGIN } from '../test/test-app.ts';
import { clientIp, type ProxyTrust } from './client-ip.ts';

const PER_MINUTE = 3;
const t = await createTestContext({ rateLimitAuthPerMinute: PER_MINUTE, trustProxy: true, trustProxyHops: 1 });
const untrusted = await createTestContext({ trustProxy: false });

/** Forgot-password for a fresh email each time, so only the per-address budget can refuse it. */
let sequence = 0;
const forgot = (forwardedFor: string) =>
  t.call('POST', '/api/accounts/forgot-password', { email: `hops-${++sequence}@example.in` }, { ip: forwardedFor });

describe('TRUST_PROXY_HOPS: the client is read from the right of X-Forwarded-For', () => {
  it('a client that writes a fresh address at the left of X-Forwarded-For each time still spends its own budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PER_MINUTE + 2; i++) statuses.push((await forgot(`203.0.113.${i}, 198.51.100.7`)).status);
    expect(statuses.slice(0, PER_MINUTE)).toEqual(Array(PER_MINUTE).fill(200));
    expect(statuses.slice(PER_MINUTE)).toEqual([429, 429]);
    // Another client behind the same proxy is not held up.
    expect((await forgot('203.0.113.1, 198.51.100.8')).status).toBe(200);
  });
});

/** What clientIp answers for one request through a bare app (app.request has no socket: "local"). */
async function seen(trust: ProxyTrust, forwardedFor?: string) {
  const app = new Hono().get('/', (c) => c.text(clientIp(c, trust)));
  const res = await app.request('/', { headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } });
  return res.text();
}

describe('clientIp', () => {
  it('counts the configured number of proxies from the right, as Express does', async () => {
    const chain = 'spoofed, 203.0.113.9, 10.0.0.2';
    expect(await seen({ trustProxy: true, trustProxyHops: 1 }, chain)).toBe('10.0.0.2');
    expect(await seen({ trustProxy: true, trustProxyHops: 2 }, chain)).toBe('203.0.113.9');
    // Fewer entries than hops: the furthest one there is.
    expect(await seen({ trustProxy: true, trustProxyHops: 5 }, chain)).toBe('spoofed');
    // Two headers are one list.
    const app = new Hono().get('/', (c) => c.text(clientIp(c, { trustProxy: true, trustProxyHops: 1 })));
    const twoHeaders = new Headers([
      ['x-forwarded-for', 'spoofed'],
      ['x-forwarded-for', '10.0.0.3'],
    ]);
    expect(await (await app.request('/', { headers: twoHeaders })).text()).toBe('10.0.0.3');
  });

  it('without TRUST_PROXY, or without the header, the socket', async () => {
    expect(await seen({ trustProxy: false, trustProxyHops: 1 }, '203.0.113.9')).toBe('local');
    expect(await seen({ trustProxy: true, trustProxyHops: 1 })).toBe('local');
    expect(await seen({ trustProxy: true, trustProxyHops: 1 }, ' , ')).toBe('local');
  });
});

describe('Auth.js takes its address from X-Forwarded-Host/-Proto only behind a trusted proxy', () => {
  const signinFrom = (context: typeof t) =>
    context.get('/api/auth/signin?callbackUrl=%2Fcourses', {
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });

  it("TRUST_PROXY=false: the sign-in redirect and its callbackUrl stay on the request's own origin", async () => {
    const res = await signinFrom(untrusted);
    expect(res.status).toBe(302);
    const location = res.headers.get('location') ?? '';
    expect(location).not.toContain('evil.example');
    expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
    expect(new URL(location, ORIGIN).searchParams.get('callbackUrl')).toBe(`${ORIGIN}/courses`);
    expect(res.headers.getSetCookie().join('\n')).not.toMatch(/__(Secure|Host)-/);
  });

  it('TRUST_PROXY=false: a sign-in with the headers still reads its body and lands on our origin', async () => {
    await insertUser(untrusted.db, { email: 'forwarded@example.in', password: 'Right1234' });
    const headers = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const ip = untrusted.newIp();
    const csrf = await untrusted.get('/api/auth/csrf', { ip, headers });
    const res = await untrusted.call(
      'POST',
      '/api/auth/callback/credentials',
      new URLSearchParams({ csrfToken: csrf.body.csrfToken, email: 'forwarded@example.in', password: 'Right1234' }).toString(),
      {
        ip,
        cookie: csrf.headers
          .getSetCookie()
          .map((line) => line.split(';')[0])
          .join('; '),
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      },
    );
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location') ?? '').origin).toBe(ORIGIN);
    expect(res.headers.getSetCookie().some((line) => /^authjs\.session-token=[^;]/.test(line))).toBe(true);
  });

  it("TRUST_PROXY=true: the proxy's host and protocol count", async () => {
    const res = await signinFrom(t);
    const location = new URL(res.headers.get('location') ?? '', ORIGIN);
    expect(location.searchParams.get('callbackUrl')).toBe('https://evil.example/courses');
  });
});
