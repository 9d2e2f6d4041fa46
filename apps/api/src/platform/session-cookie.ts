import { encode, getToken } from '@auth/core/jwt';
import { AUTH_MAX_AGE_SECONDS } from '@lp/contract/constants';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from './context.ts';

const PLAIN = 'authjs.session-token';
const SECURE = '__Secure-authjs.session-token';

const sessionCookieName = <E extends AppEnv>(c: Context<E>) => ((c.req.header('cookie') ?? '').includes(SECURE) ? SECURE : PLAIN);

/**
 * Gives the caller a new session cookie with the same session id and these claims changed:
 * `sv`, so that the tab that changed the password stays signed in after every other session
 * ended (ADR 0004); `mfa`, for a session that just proved a second factor (ADR 0028).
 * Written the way Auth.js writes its own (same name, salt, attributes and lifetime).
 */
export async function reissueSessionCookie<E extends AppEnv>(c: Context<E>, changes: { sv?: number; mfa?: true }): Promise<void> {
  const name = sessionCookieName(c);
  const secret = c.var.authConfig.secret;
  if (!secret || Array.isArray(secret)) return;
  const token = await getToken({
    req: { headers: { cookie: c.req.header('cookie') ?? '' } },
    secret,
    secureCookie: name === SECURE,
  });
  if (!token) return;
  const value = await encode({ token: { ...token, ...changes }, secret, salt: name, maxAge: AUTH_MAX_AGE_SECONDS });
  setCookie(c, name, value, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: name === SECURE,
    expires: new Date(Date.now() + AUTH_MAX_AGE_SECONDS * 1000),
  });
}

/** Clears the caller's session cookie (after "sign out everywhere"). */
export function clearSessionCookie<E extends AppEnv>(c: Context<E>): void {
  const name = sessionCookieName(c);
  setCookie(c, name, '', { httpOnly: true, sameSite: 'Lax', path: '/', secure: name === SECURE, maxAge: 0 });
}

/**
 * Marks the caller's session as signed in with a second factor (the token's `mfa` claim), as
 * confirming a new authenticator app does: the session has just proved it. Nothing for a
 * session that already has it.
 */
export async function markSessionUsedSecondFactor<E extends AppEnv>(c: Context<E>): Promise<void> {
  if (c.var.sessionUsedSecondFactor) return;
  await reissueSessionCookie(c, { mfa: true });
  c.set('sessionUsedSecondFactor', true);
}
