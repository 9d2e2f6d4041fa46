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
