import type { ApiRoutes } from '@lp/api/composition-root';
import { localeFromCookieHeader } from '@lp/contract/locale';
import { MESSAGES } from '@lp/contract/messages';
import { type SessionUser, sessionUserSchema } from '@lp/contract/session';
import { type ClientResponse, hc } from 'hono/client';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { type DataOf, unwrap } from './api-client';
import { ApiError } from './api-error';
import { internalApiUrl } from './config';
import { signInPath } from './safe-callback-url';

/**
 * Server-side access to the API over loopback with the visitor's cookies. Import only from
 * server components, layouts and route handlers.
 */
async function forwardedHeaders(): Promise<Record<string, string>> {
  const incoming = await headers();
  const out: Record<string, string> = { accept: 'application/json' };
  const cookie = incoming.get('cookie');
  if (cookie) out.cookie = cookie;
  // Auth.js derives the cookie names (secure prefix or not) from the public protocol and host;
  // the user agent names the browser in the list of active sessions.
  for (const name of ['x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-for', 'user-agent', 'accept-language']) {
    const value = incoming.get(name);
    if (value) out[name] = value;
  }
  // The language the visitor chose on the site wins over the browser's for the API's error texts (issue 35).
  const chosen = localeFromCookieHeader(cookie);
  if (chosen) out['accept-language'] = chosen;
  return out;
}

/**
 * The typed API client for server code (hono/client over `ApiRoutes`, like `client` in the
 * browser): the loopback address, the visitor's cookie and forwarded headers, never cached.
 * `await serverData(serverApi().api.core.courses[':id'].$get({ param: { id: encodeURIComponent(slug) } }))`.
 */
export function serverApi() {
  return hc<ApiRoutes>(internalApiUrl(), { headers: forwardedHeaders, init: { cache: 'no-store' } });
}

/** A typed call's `data` (typed from the route's schema); throws ApiError on failure. */
export function serverData<R extends ClientResponse<unknown, number, string>>(request: Promise<R>): Promise<DataOf<R>> {
  return unwrap(request);
}

/** A typed call's `data`, or null when it fails (a section or side list that never breaks its page). */
export async function serverDataOrNull<R extends ClientResponse<unknown, number, string>>(
  request: Promise<R>,
): Promise<DataOf<R> | null> {
  try {
    return await unwrap(request);
  } catch {
    return null;
  }
}

/** A call's outcome for a page that shows its own error state: the data, or the API's status and message. */
export type LoadResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

/** Settles a call (`settle(serverData(serverApi().api.….$get(…)))`) into a LoadResult, typed like the call. */
export async function settle<T>(promise: Promise<T>): Promise<LoadResult<T>> {
  try {
    return { ok: true, data: await promise };
  } catch (error) {
    return error instanceof ApiError
      ? { ok: false, status: error.status, message: error.message }
      : { ok: false, status: 500, message: MESSAGES.default };
  }
}

/** The signed-in user of this request, or null. Cached for the duration of one request. */
/**
 * The session as the API answers it; `unavailable` when it could not say (a 5xx such as the 503
 * of a database outage, or no answer): that is not a sign-out.
 */
const readServerSession = cache(async (): Promise<{ user: SessionUser | null; unavailable: boolean }> => {
  try {
    const response = await fetch(`${internalApiUrl()}/api/auth/session`, {
      cache: 'no-store',
      headers: await forwardedHeaders(),
    });
    if (response.status >= 500) return { user: null, unavailable: true };
    if (!response.ok) return { user: null, unavailable: false };
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null || !('user' in body)) return { user: null, unavailable: false };
    const parsed = sessionUserSchema.safeParse(body.user);
    return { user: parsed.success ? parsed.data : null, unavailable: false };
  } catch {
    return { user: null, unavailable: true };
  }
});

export const getServerSession = cache(async (): Promise<SessionUser | null> => (await readServerSession()).user);

/** The path and query of the current request, as set by the server in `x-pathname`. */
export async function currentPath(fallback: string): Promise<string> {
  const value = (await headers()).get('x-pathname');
  if (!value?.startsWith('/') || value.startsWith('//')) return fallback;
  // Client-side navigations fetch the page with Next's cache-busting `_rsc` parameter: not part of the address.
  const url = new URL(value, 'http://localhost');
  url.searchParams.delete('_rsc');
  return `${url.pathname}${url.search}`;
}

/**
 * For layouts and pages of the signed-in area: the user, or a redirect to sign in that comes
 * back to the current page afterwards.
 */
export async function requireUser(fallbackPath: string): Promise<SessionUser> {
  const { user, unavailable } = await readServerSession();
  // During an outage the page fails (the error page offers a retry) instead of sending a signed-in user to sign in.
  if (unavailable) throw new Error('The session could not be read: the server is not answering.');
  if (!user) redirect(signInPath(await currentPath(fallbackPath)));
  return user;
}
