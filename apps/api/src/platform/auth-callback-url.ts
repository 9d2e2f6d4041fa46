import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';
import { rewriteRequest } from './rewrite-request.ts';

const CALLBACK_COOKIES = ['authjs.callback-url', '__Secure-authjs.callback-url'];

/** Auth.js's own test of a callback URL; what fails it makes Auth.js answer 500 ("server configuration"). */
function authJsAccepts(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, value.startsWith('/') ? 'http://callback.invalid' : undefined).protocol);
  } catch {
    return false;
  }
}

function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * In front of Auth.js: a `callbackUrl` query parameter or `authjs.callback-url` cookie that is
 * not even a URL is dropped from the request, so Auth.js falls back to our origin (and sets a
 * fresh cookie) instead of answering 500. Whether a well-formed URL is safe is decided later by
 * the `redirect` callback (safeCallbackUrl).
 */
export const dropMalformedCallbackUrl = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.raw.url);
  const queryValues = url.searchParams.getAll('callbackUrl');
  const badQuery = queryValues.some((value) => value !== '' && !authJsAccepts(value));

  const cookieHeader = c.req.raw.headers.get('cookie') ?? '';
  const pairs = cookieHeader ? cookieHeader.split(';') : [];
  const keptPairs = pairs.filter((pair) => {
    const separator = pair.indexOf('=');
    const name = (separator < 0 ? pair : pair.slice(0, separator)).trim();
    if (!CALLBACK_COOKIES.includes(name)) return true;
    const value = decodeCookieValue(pair.slice(separator + 1).trim());
    return value === '' || authJsAccepts(value);
  });
  const badCookie = keptPairs.length !== pairs.length;
  if (!badQuery && !badCookie) return next();

  if (badQuery) url.searchParams.delete('callbackUrl');
  const headers = new Headers(c.req.raw.headers);
  if (badCookie) headers.set('cookie', keptPairs.join(';'));
  rewriteRequest(c, { url, headers });
  await next();
});
