import { MESSAGES } from '@lp/contract/messages';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../db/seed/factories.ts';
import { createTestContext, ORIGIN } from '../test/test-app.ts';

const t = await createTestContext();

/** One credentials sign-in from `ip` with the cookies given; answers the response and its Set-Cookie pairs. */
async function attempt(email: string, password: string, ip: string, cookies: string[] = []) {
  const csrf = await t.get('/api/auth/csrf', { ip });
  const csrfCookies = csrf.headers.getSetCookie().map((line) => line.split(';')[0] as string);
  const res = await t.call(
    'POST',
    '/api/auth/callback/credentials',
    new URLSearchParams({ csrfToken: csrf.body.csrfToken, email, password, callbackUrl: `${ORIGIN}/` }).toString(),
    {
      ip,
      cookie: [...csrfCookies, ...cookies].join('; '),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    },
  );
  const set = res.headers.getSetCookie().map((line) => line.split(';')[0] as string);
  return {
    res,
    set,
    signedIn: set.some((pair) => pair.startsWith('authjs.session-token=') && pair.length > 'authjs.session-token='.length),
  };
}

describe('an attacker cannot lock the owner out', () => {
  it("an address that spends its budget on the victim's account is refused with a wait; the owner elsewhere, or with a device cookie, still signs in", async () => {
    const email = 'victim@example.in';
    await insertUser(t.db, { email, password: 'Right1234' });

    // The owner signed in on this browser before: it holds a device cookie.
    const ownerBrowser = await attempt(email, 'Right1234', t.newIp());
    expect(ownerBrowser.signedIn).toBe(true);
    const deviceCookie = ownerBrowser.set.find((pair) => pair.startsWith('lp-device='));
    expect(deviceCookie).toBeTruthy();

    const attacker = t.newIp();
    for (let i = 0; i < t.config.rateLimitAuthPerMinute; i++) {
      expect((await attempt(email, `Wrong${i}xyz1`, attacker)).signedIn).toBe(false);
    }
    const limited = await attempt(email, 'Right1234', attacker);
    expect(limited.res.status).toBe(429);
    expect(limited.res.body.error).toMatch(/^Too many sign-in attempts\. Try again in \d+ seconds?\.$/);
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.signedIn).toBe(false);

    // The owner from another address, without a device cookie.
    expect((await attempt(email, 'Right1234', t.newIp())).signedIn).toBe(true);
    // The owner behind the attacker's very address (a shared network) with the device cookie.
    expect((await attempt(email, 'Right1234', attacker, [deviceCookie as string])).signedIn).toBe(true);
  });

  it('a device cookie of another account, or a forged one, buys nothing', async () => {
    await insertUser(t.db, { email: 'owner-a@example.in', password: 'Right1234' });
    await insertUser(t.db, { email: 'target-b@example.in', password: 'Right1234' });
    const a = await attempt('owner-a@example.in', 'Right1234', t.newIp());
    const cookieOfA = a.set.find((pair) => pair.startsWith('lp-device=')) as string;
    const attacker = t.newIp();
    for (const cookie of [cookieOfA, 'lp-device=forged.nonsense']) {
      for (let i = 0; i < t.config.rateLimitAuthPerMinute; i++)
        await attempt('target-b@example.in', `Wrong${i}xyz1`, attacker, [cookie]);
      expect((await attempt('target-b@example.in', 'Wrong1234', attacker, [cookie])).res.status).toBe(429);
    }
  });

  it('limits one address across many accounts', async () => {
    const sprayer = t.newIp();
    const statuses: number[] = [];
    for (let i = 0; i < t.config.rateLimitAuthPerMinute * 3 + 1; i++) {
      statuses.push((await attempt(`spray-${i}@example.in`, 'Password1', sprayer)).res.status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 302)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

// A small budget, so that spending an account's (10 per minute here) takes few requests.
const s = await createTestContext({ rateLimitAuthPerMinute: 2 });
const ACCOUNT_BUDGET = s.config.rateLimitAuthPerMinute * 10;

/** A credentials post with the body and content type given as they are (`{csrf}` is replaced by a fresh token). */
async function rawAttempt(body: string, contentType: string | undefined, ip = s.newIp(), cookies: string[] = []) {
  const csrf = await s.get('/api/auth/csrf', { ip });
  const csrfCookies = csrf.headers.getSetCookie().map((line) => line.split(';')[0] as string);
  const headers: Record<string, string> = { origin: ORIGIN };
  if (contentType) headers['content-type'] = contentType;
  const res = await s.app.request(`${ORIGIN}/api/auth/callback/credentials`, {
    method: 'POST',
    headers: { ...headers, 'x-forwarded-for': ip, cookie: [...csrfCookies, ...cookies].join('; ') },
    body: body.replaceAll('{csrf}', encodeURIComponent(csrf.body.csrfToken)),
  });
  const set = res.headers.getSetCookie().map((line) => line.split(';')[0] as string);
  const text = await res.text();
  return {
    status: res.status,
    error: res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as { error?: string }).error : undefined,
    set,
    signedIn: set.some((pair) => /^authjs\.session-token=./.test(pair)),
  };
}

const form = (fields: [string, string][]) =>
  new URLSearchParams([['csrfToken', '{csrf}'], ...fields]).toString().replace('%7Bcsrf%7D', '{csrf}');
const FORM = 'application/x-www-form-urlencoded';

describe(`the limiter and Auth.js read the same credentials (driver: ${s.driver})`, () => {
  it("decoy emails before the victim's (the probe: the guard counted the first, Auth.js signed in the last) are refused with 400, and the right password with them signs nobody in", async () => {
    const victim = 'decoyed@example.in';
    await insertUser(s.db, { email: victim, password: 'Right1234' });
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_BUDGET + 5; i++) {
      const body = form([
        ['email', `decoy${i}@x.in`],
        ['email', victim],
        ['password', `Wrong${i}xyz1`],
      ]);
      statuses.push((await rawAttempt(body, FORM)).status);
    }
    expect(new Set(statuses)).toEqual(new Set([400]));
    const right = await rawAttempt(
      form([
        ['email', 'decoy-last@x.in'],
        ['email', victim],
        ['password', 'Right1234'],
      ]),
      FORM,
    );
    expect(right.status).toBe(400);
    expect(right.error).toBe(MESSAGES.authBadRequest);
    expect(right.signedIn).toBe(false);
    // Any field given twice, not only the email.
    for (const fields of [
      [
        ['email', victim],
        ['password', 'Wrong1xyz'],
        ['password', 'Right1234'],
      ],
      [
        ['email', victim],
        ['password', 'Right1234'],
        ['csrfToken', 'another'],
      ],
    ] as [string, string][][]) {
      const res = await rawAttempt(form(fields), FORM);
      expect([res.status, res.error, res.signedIn]).toEqual([400, MESSAGES.authBadRequest, false]);
    }
    // The account's budget is untouched: the owner signs in.
    expect(
      (
        await rawAttempt(
          form([
            ['email', victim],
            ['password', 'Right1234'],
          ]),
          FORM,
        )
      ).signedIn,
    ).toBe(true);
  });

  it('a JSON body, or any body that is not a urlencoded form, is refused with 400 and signs nobody in', async () => {
    const email = 'json-body@example.in';
    await insertUser(s.db, { email, password: 'Right1234' });
    const json = JSON.stringify({ csrfToken: '{csrf}', email, password: 'Right1234', callbackUrl: `${ORIGIN}/` });
    const formBody = form([
      ['email', email],
      ['password', 'Right1234'],
    ]);
    const cases: [string, string | undefined][] = [
      [json, 'application/json'],
      [json, `text/plain; x=${FORM}`],
      [formBody, 'text/plain'],
      [formBody, undefined],
      [formBody, `multipart/form-data; boundary=x; y=${FORM}`],
    ];
    for (const [body, type] of cases) {
      const res = await rawAttempt(body, type);
      expect([type, res.status, res.error, res.signedIn]).toEqual([type, 400, MESSAGES.authBadRequest, false]);
    }
  });

  it('the per-account budget holds across fresh addresses, letter case and spacing, in parallel', async () => {
    const email = 'spread-out@example.in';
    await insertUser(s.db, { email, password: 'Right1234' });
    // The owner's browser signed in once (one point of the account's budget) and holds a device cookie.
    const owner = await rawAttempt(
      form([
        ['email', email],
        ['password', 'Right1234'],
      ]),
      FORM,
    );
    expect(owner.signedIn).toBe(true);
    const device = owner.set.find((pair) => pair.startsWith('lp-device=')) as string;
    const variants = [email, email.toUpperCase(), ` ${email} `, 'Spread-Out@Example.IN'];
    const attempts = await Promise.all(
      Array.from({ length: ACCOUNT_BUDGET * 2 }, (_, i) =>
        rawAttempt(
          form([
            ['email', variants[i % variants.length] as string],
            ['password', `Wrong${i}xyz1`],
          ]),
          FORM,
        ),
      ),
    );
    const checked = attempts.filter((res) => res.status !== 429);
    expect(checked.length).toBe(ACCOUNT_BUDGET - 1);
    expect(checked.every((res) => res.status === 302 && !res.signedIn)).toBe(true);
    const late = await rawAttempt(
      form([
        ['email', email],
        ['password', 'Right1234'],
      ]),
      FORM,
    );
    expect([late.status, late.signedIn]).toEqual([429, false]);
    // The owner's own browser still signs in.
    expect(
      (
        await rawAttempt(
          form([
            ['email', email],
            ['password', 'Right1234'],
          ]),
          FORM,
          s.newIp(),
          [device],
        )
      ).signedIn,
    ).toBe(true);
  });
});

describe('no address of the sign-in escapes the limit', () => {
  it('once the account has spent its budget, the right password signs nobody in at any spelling of the path', async () => {
    const email = 'paths@example.in';
    await insertUser(s.db, { email, password: 'Right1234' });
    for (let i = 0; i < ACCOUNT_BUDGET; i++)
      await rawAttempt(
        form([
          ['email', email],
          ['password', `Wrong${i}xyz1`],
        ]),
        FORM,
      );
    // `//callback` never reached the guard (mounted on /api/auth/callback/*) while Auth.js still read it as a callback.
    for (const path of [
      '/api/auth/callback/credentials',
      '/api/auth//callback/credentials',
      '/api/auth/callback//credentials',
      '/api/auth/callback/credentials/',
    ]) {
      const ip = s.newIp();
      const csrf = await s.get('/api/auth/csrf', { ip });
      const res = await s.app.request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: {
          'content-type': FORM,
          origin: ORIGIN,
          'x-forwarded-for': ip,
          cookie: csrf.headers
            .getSetCookie()
            .map((line) => line.split(';')[0])
            .join('; '),
        },
        body: new URLSearchParams({ csrfToken: csrf.body.csrfToken, email, password: 'Right1234' }).toString(),
      });
      const signedIn = res.headers.getSetCookie().some((line) => /^authjs\.session-token=[^;]/.test(line));
      expect([path, signedIn]).toEqual([path, false]);
    }
  });
});

describe('the device cookie behind TLS', () => {
  it('is Secure when Auth.js saw https through a trusted proxy (X-Forwarded-Proto), and not on plain http', async () => {
    const email = 'behind-tls@example.in';
    await insertUser(s.db, { email, password: 'Right1234' });
    const signInOver = async (proto: 'https' | 'http') => {
      const ip = s.newIp();
      const headers = { 'x-forwarded-proto': proto };
      const csrf = await s.get('/api/auth/csrf', { ip, headers });
      const res = await s.app.request(`${ORIGIN}/api/auth/callback/credentials`, {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': FORM,
          origin: ORIGIN,
          'x-forwarded-for': ip,
          cookie: csrf.headers
            .getSetCookie()
            .map((line) => line.split(';')[0])
            .join('; '),
        },
        body: new URLSearchParams({ csrfToken: csrf.body.csrfToken, email, password: 'Right1234' }).toString(),
      });
      const lines = res.headers.getSetCookie();
      return {
        session: lines.find((line) => /^(__Secure-)?authjs\.session-token=[^;]/.test(line)),
        device: lines.find((line) => line.startsWith('lp-device=')),
      };
    };
    const tls = await signInOver('https');
    expect(tls.session).toMatch(/^__Secure-authjs\.session-token=/);
    expect(tls.device).toMatch(/;\s*Secure(;|$)/i);
    const plain = await signInOver('http');
    expect(plain.session).toMatch(/^authjs\.session-token=/);
    expect(plain.device).toBeTruthy();
    expect(plain.device).not.toMatch(/;\s*Secure(;|$)/i);
  });
});
