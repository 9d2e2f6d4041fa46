/** Used to parse a relative path when the real origin is not known (server rendering); it can never match a real one. */
const PLACEHOLDER_ORIGIN = 'http://callback.invalid';

/**
 * Where to send someone after signing in: the path, query and hash of `value` when it is a
 * path on our own origin ("/courses?q=x#top", or an absolute URL on `origin`), else `fallback`.
 *
 * The value is parsed the way a browser would (WHATWG URL against our origin), so every trick
 * that makes a browser leave the site is caught by comparing origins rather than by pattern:
 * tabs and newlines (stripped by the parser, "/\t/evil" becomes "//evil"), backslashes (read as
 * slashes), "//host", "javascript:". Control characters are refused outright, and a same-origin
 * result whose path starts with "//" is refused too, because sent on as a relative path it
 * would name another host.
 */
export function safeCallbackPath(value: unknown, origin: string | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || value === '') return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  const base = origin ?? PLACEHOLDER_ORIGIN;
  const relative = value.startsWith('/');
  if (!relative && origin === undefined) return fallback;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(base).origin) return fallback;
  if (!relative && !/^https?:\/\//i.test(value)) return fallback;
  if (url.username || url.password) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  return path;
}

/** The same check for an absolute URL: `${origin}${path}`, as Auth.js's redirect callback returns. */
export function safeCallbackUrl(value: unknown, origin: string): string {
  return `${new URL(origin).origin}${safeCallbackPath(value, origin)}`;
}
