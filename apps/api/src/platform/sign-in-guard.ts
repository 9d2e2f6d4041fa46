import { AsyncLocalStorage } from 'node:async_hooks';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MESSAGES } from '@lp/contract/messages';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { clientIp } from './client-ip.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { ApiError, tooManyRequests } from './errors.ts';

const DEVICE_COOKIE = 'lp-device';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A sign-in that `authorize` refused with a reason the person must read (a code is needed, the account is suspended). */
export type SignInRefusal = { status: 401 | 403; message: string; fields?: Record<string, string> };

/** The form the guard counted, for the providers' `authorize` of the same request (ADR 0023), and its refusal if any. */
const checkedForm = new AsyncLocalStorage<{ fields: Readonly<Record<string, string>>; refusal?: SignInRefusal }>();

/**
 * The sign-in form the guard parsed and counted for this request, or undefined when the guard
 * did not see it (a path it is not mounted on): the providers' `authorize` reads the credentials
 * here, never from Auth.js's own parse of the body, so what is checked is what was limited.
 */
export function checkedSignInForm(): Readonly<Record<string, string>> | undefined {
  return checkedForm.getStore()?.fields;
}

/**
 * Called by a provider's `authorize` (which then answers null) when the password was right but
 * the sign-in must not happen for a reason to show: the guard answers this request with the error
 * envelope instead of Auth.js's generic "CredentialsSignin" (a TOTP code is missing or wrong: 401
 * with `fields.totp`; the account is suspended: 403 with the date and the reason).
 */
export function refuseSignIn(refusal: SignInRefusal): void {
  const store = checkedForm.getStore();
  if (store) store.refusal = refusal;
}

/**
 * The body as a form, parsed once: anything but a urlencoded form, or a field given twice
 * (`email=decoy&email=victim`: the guard read the first, Auth.js the last), is a 400.
 */
async function readSignInForm(c: Context<AppEnv>): Promise<Record<string, string>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== FORM_TYPE) throw new ApiError(400, MESSAGES.authBadRequest);
  // Read as text (cached by Hono), so that Auth.js later gets the very same bytes.
  const fields = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(await c.req.text())) {
    if (fields.has(name)) throw new ApiError(400, MESSAGES.authBadRequest);
    fields.set(name, value);
  }
  return Object.fromEntries(fields);
}

/**
 * Sign-in limits that an attacker elsewhere cannot turn against the owner (ADR 0006, after
 * OWASP's "Blocking Brute Force Attacks" and device cookies):
 * - a browser that has signed in to this account before shows a device cookie (a nonce signed
 *   with the account's email) and is limited on its own, by that cookie;
 * - any other attempt is limited per (address, account) pair, per address across accounts
 *   (3x), and per account across all addresses (10x, against a spread-out attack).
 * A limited attempt is a 429 with the envelope, the seconds to wait in the message and in
 * Retry-After; it never reaches the password check, so it never looks like a wrong password.
 */
export function signInGuard({ rateLimiter, config }: AppDeps) {
  const perMinute = config.rateLimitAuthPerMinute;
  const sign = (email: string, nonce: string) =>
    createHmac('sha256', config.authSecret).update(`device:${email}:${nonce}`).digest('base64url');

  /** The device cookie's nonce when it was issued for this email, else null. */
  const trustedDevice = (cookie: string | undefined, email: string): string | null => {
    const [nonce, mac] = (cookie ?? '').split('.');
    if (!nonce || !mac || !email) return null;
    const expected = Buffer.from(sign(email, nonce));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
  };

  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const fields = await readSignInForm(c);
    const email = (fields.email ?? '').trim().toLowerCase().slice(0, 320);
    const ip = clientIp(c, config);
    const device = trustedDevice(getCookie(c, DEVICE_COOKIE), email);
    try {
      if (device) {
        await rateLimiter.consume('signin-device', [`device:${device}`], { pointsPerMinute: perMinute });
      } else {
        await rateLimiter.consume('signin-pair', [`pair:${ip}|${email}`], { pointsPerMinute: perMinute });
        await rateLimiter.consume('signin-ip', [`ip:${ip}`], { pointsPerMinute: perMinute * 3 });
        if (email) await rateLimiter.consume('signin-account', [`account:${email}`], { pointsPerMinute: perMinute * 10 });
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        const seconds = Number(error.headers?.['Retry-After'] ?? 60);
        throw tooManyRequests(seconds, MESSAGES.signInTooMany.replace('{seconds}', String(seconds)));
      }
      throw error;
    }
    const store: { fields: Readonly<Record<string, string>>; refusal?: SignInRefusal } = { fields };
    await checkedForm.run(store, next);
    if (store.refusal) {
      const { status, message, fields: refusedFields } = store.refusal;
      const refused = c.json({ error: message, ...(refusedFields ? { fields: refusedFields } : {}) }, status);
      // Keep Auth.js's own cookies (csrf, callback URL); no session cookie was set.
      for (const line of c.res.headers.getSetCookie()) refused.headers.append('Set-Cookie', line);
      c.res = undefined;
      c.res = refused;
      return;
    }
    const sessionCookie = c.res.headers
      .getSetCookie()
      .map((line) => /^(__Secure-)?authjs\.session-token=[^;]/.exec(line))
      .find(Boolean);
    if (sessionCookie && email) {
      const nonce = device ?? randomBytes(16).toString('base64url');
      // Secure exactly when Auth.js saw https (behind a trusted TLS proxy too, where our own URL says http).
      const secure = sessionCookie[1] !== undefined;
      c.res.headers.append(
        'Set-Cookie',
        `${DEVICE_COOKIE}=${nonce}.${sign(email, nonce)}; Path=/api/auth; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
      );
    }
  });
}
