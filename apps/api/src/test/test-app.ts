import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { hc } from 'hono/client';
import { generate } from 'otplib';
import { afterAll } from 'vitest';
import type { ApiRoutes } from '../composition-root.ts';
import { type AppConfig, testConfig } from '../config.ts';
import { type DatabaseHandle, openPostgres } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { totpFactors } from '../db/schema/staff.ts';
import type { Clock } from '../platform/clock.ts';
import { createLogger, type Logger } from '../platform/logger.ts';
import { memoryMailer } from '../platform/mail.ts';
import { storageFor } from '../platform/storage.ts';
import { createApiRuntime } from '../runtime.ts';
import { createTestDatabase } from './test-db.ts';

export const ORIGIN = 'http://localhost:3000';

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/**
 * The real app on a fresh database, spoken to through HTTP semantics (app.request), with a
 * memory mailer to read codes from. Closed after the file's tests.
 */
export async function createTestContext(
  overrides: Partial<AppConfig> = {},
  /** `database`: the app talks to the fresh database through what this returns (a proxy, say). */
  options: { clock?: Clock; logger?: Logger; database?: (fresh: DatabaseHandle) => Promise<DatabaseHandle> } = {},
) {
  const fresh = await createTestDatabase();
  const handle: DatabaseHandle = options.database ? await options.database(fresh) : fresh;
  const config = testConfig(overrides);
  const mailer = memoryMailer();
  const logger = options.logger ?? createLogger({ level: 'silent', pretty: false });
  // A data directory of this file's own (uploads land there), unless the test names one.
  const ownDataDir = overrides.dataDir === undefined;
  const uploadsDir = overrides.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'lp-test-data-')));
  const storage = storageFor(uploadsDir);
  // Not started: a test runs the jobs it needs with `t.runJobs()`. The rate limits use the test's
  // REDIS_URL when it names one; live messages stay on the database broadcast.
  const runtime = createApiRuntime(
    { ...config, dataDir: uploadsDir },
    { database: handle, logger, mailer, storage, liveRedisUrl: undefined, ...(options.clock ? { clock: options.clock } : {}) },
  );
  const { app, platform } = runtime;
  /** Other API instances a test started (anotherInstance), closed with this one. */
  const otherInstances: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of otherInstances) await close();
    await runtime.close();
    await handle.close();
    if (ownDataDir) await rm(uploadsDir, { recursive: true, force: true });
  });

  /** Each test's own client address, so rate limits of one test do not leak into another. */
  let ipSequence = 0;
  const newIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(++ipSequence / 250)}.${ipSequence % 250}`;

  type RequestOptions = { cookie?: string; ip?: string; headers?: Record<string, string> };

  async function call(method: string, path: string, body?: unknown, options: RequestOptions = {}) {
    return callOn(app, method, path, body, options);
  }

  async function callOn(
    target: { request: typeof app.request },
    method: string,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ) {
    const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? newIp(), ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    let payload: BodyInit | undefined;
    if (body !== undefined) {
      headers['content-type'] ??= 'application/json';
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const res = await target.request(`${ORIGIN}${path}`, { method, headers, body: payload });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies of every shape and assert on them
    return { status: res.status, headers: res.headers, text, body: json as any };
  }

  /**
   * One credentials sign-in through Auth.js's real flow: the answer, and the cookie header a
   * browser would then send (with the session cookie when it worked). `extra` adds form fields
   * (`totp`: the authenticator code of an account that has one).
   */
  async function attemptSignIn(email: string, password: string, extra: Record<string, string> = {}) {
    const ip = newIp();
    const csrfRes = await app.request(`${ORIGIN}/api/auth/csrf`, { headers: { 'x-forwarded-for': ip } });
    const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
    const jar = new Map<string, string>();
    const keep = (res: Response) => {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = (pair ?? '').split('=');
        if (name) jar.set(name.trim(), value.join('='));
      }
    };
    keep(csrfRes);
    const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.request(`${ORIGIN}/api/auth/callback/credentials`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: cookieHeader(),
        origin: ORIGIN,
        'x-forwarded-for': ip,
      },
      body: new URLSearchParams({ csrfToken, email, password, callbackUrl: `${ORIGIN}/`, ...extra }).toString(),
    });
    keep(res);
    const signedIn = [...jar.keys()].some((k) => k.includes('session-token'));
    return { res, signedIn, cookie: cookieHeader() };
  }

  /**
   * The code an account's authenticator app would show for its next sign-in: the current time
   * step, or the step after the last one used when that is still within the ±30 s the API takes
   * (two sign-ins of one account in a step). Null for an account without an enabled app.
   */
  async function nextTotpCode(email: string): Promise<string | null> {
    const [factor] = await handle.db
      .select({ secret: totpFactors.secret, enabledAt: totpFactors.enabledAt, lastStep: totpFactors.lastStep })
      .from(totpFactors)
      .innerJoin(users, eq(users.id, totpFactors.userId))
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    if (!factor?.enabledAt) return null;
    const now = Math.floor((options.clock ?? { now: () => new Date() }).now().getTime() / 1000);
    const step = Math.max(Math.floor(now / 30), (factor.lastStep ?? -1) + 1);
    return generate({ secret: factor.secret, epoch: step * 30 });
  }

  /**
   * Signs in through Auth.js's real credentials flow and returns the cookie header to send. An
   * account with an authenticator app (staff made by `insertStaff`) signs in with its current
   * code, as a person would, unless `extra.totp` names one.
   */
  async function signIn(email: string, password: string, extra: Record<string, string> = {}): Promise<string> {
    const code = extra.totp === undefined ? await nextTotpCode(email) : null;
    const { res, signedIn, cookie } = await attemptSignIn(email, password, code ? { ...extra, totp: code } : extra);
    if (!signedIn) {
      throw new Error(`sign-in failed for ${email}: ${res.status} ${res.headers.get('location')}`);
    }
    return cookie;
  }

  /**
   * The typed client (hono/client over `ApiRoutes`) on this app: paths, parameters, bodies and
   * answers are checked by TypeScript. `await (await t.api({ cookie }).api.accounts.enquiries.$get({ query: {} })).json()`.
   */
  function api(options: RequestOptions = {}) {
    return hc<ApiRoutes>(ORIGIN, {
      fetch: ((input: RequestInfo | URL, init?: RequestInit) => app.request(input, init)) as typeof fetch,
      headers: () => ({
        'x-forwarded-for': options.ip ?? newIp(),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...options.headers,
      }),
    });
  }

  /**
   * A second API instance as another process would be: the same database and secret, its own
   * pool, LISTEN connection, job runner, rate limiter and caches (`redisUrl`: its live messages
   * go through Redis). Closed with this context. On PGlite it shares this context's database.
   */
  async function anotherInstance(options: { redisUrl?: string | undefined } = {}) {
    const other: DatabaseHandle | undefined = handle.url ? await openPostgres(handle.url, 3) : undefined;
    const database = other ?? handle;
    const otherRuntime = createApiRuntime(
      { ...config, dataDir: uploadsDir, redisUrl: options.redisUrl },
      { database, logger, mailer, storage },
    );
    const { app: otherApp, platform: otherPlatform } = otherRuntime;
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      await otherRuntime.close();
      await other?.close();
    };
    otherInstances.push(close);
    return {
      app: otherApp,
      platform: otherPlatform,
      call: (method: string, path: string, body?: unknown, options?: RequestOptions) =>
        callOn(otherApp, method, path, body, options),
      get: (path: string, options?: RequestOptions) => callOn(otherApp, 'GET', path, undefined, options),
      post: (path: string, body?: unknown, options?: RequestOptions) => callOn(otherApp, 'POST', path, body, options),
      close,
    };
  }

  return {
    app,
    api,
    anotherInstance,
    platform,
    /** Runs due jobs (and relays new events) until none is left; returns how many ran. */
    runJobs: () => platform.services.jobRunner.runOnce(),
    storage,
    dataDir: uploadsDir,
    db: handle.db,
    driver: handle.driver,
    /** The PostgreSQL database's address (a second instance connects to it); undefined on PGlite. */
    databaseUrl: handle.url,
    config,
    mailer,
    call,
    get: (path: string, options?: RequestOptions) => call('GET', path, undefined, options),
    post: (path: string, body?: unknown, options?: RequestOptions) => call('POST', path, body, options),
    signIn,
    attemptSignIn,
    newIp,
    /** The 6-digit code in the newest mail to `email`. */
    codeSentTo(email: string): string {
      const message = mailer.lastTo(email);
      const code = message?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code was mailed to ${email}`);
      return code;
    },
  };
}

/** The cookie header a browser would send after this response (Set-Cookie applied). */
export function applySetCookies(cookie: string, res: { headers: Headers }) {
  const jar = new Map(cookie.split('; ').map((pair) => [pair.split('=')[0] as string, pair.slice(pair.indexOf('=') + 1)]));
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const name = (pair ?? '').split('=')[0] as string;
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
    else jar.set(name, (pair ?? '').slice(name.length + 1));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}
