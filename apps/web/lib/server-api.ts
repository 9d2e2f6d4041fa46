import { type SessionUser, sessionUserSchema } from '@lp/contract/session';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { parseEnvelope } from './api-client';
import { internalApiUrl } from './config';
import { signInPath } from './safe-callback-url';

/**
 * Server-side access to the API over loopback with the visitor's cookies. Import only from
 * server components, layouts and route handlers.
 */
async function forwardedHeaders(): Promise<Headers> {
  const incoming = await headers();
  const out = new Headers({ accept: 'application/json' });
  const cookie = incoming.get('cookie');
  if (cookie) out.set('cookie', cookie);
  // Auth.js derives the cookie names (secure prefix or not) from the public protocol and host.
  for (const name of ['x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-for']) {
    const value = incoming.get(name);
    if (value) out.set(name, value);
  }
  return out;
}

/** GETs `path` (e.g. `/api/core/course-streams`) and returns the envelope's `data`; throws ApiError on failure. */
export async function serverFetch<T>(path: string, init: Omit<RequestInit, 'headers'> = {}): Promise<T> {
  const response = await fetch(`${internalApiUrl()}${path}`, {
    cache: 'no-store',
    ...init,
    headers: await forwardedHeaders(),
  });
  return parseEnvelope<T>(response);
}

/** The signed-in user of this request, or null. Cached for the duration of one request. */
export const getServerSession = cache(async (): Promise<SessionUser | null> => {
  try {
    const response = await fetch(`${internalApiUrl()}/api/auth/session`, {
      cache: 'no-store',
      headers: await forwardedHeaders(),
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null || !('user' in body)) return null;
    const parsed = sessionUserSchema.safeParse(body.user);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
});

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
  const user = await getServerSession();
  if (!user) redirect(signInPath(await currentPath(fallbackPath)));
  return user;
}
