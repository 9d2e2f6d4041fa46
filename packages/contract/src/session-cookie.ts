/** Auth.js's session cookie, plain or `__Secure-` prefixed, whole or in chunks (`.0`, `.1`...). */
const SESSION_COOKIE_NAME = /^(?:__Secure-)?authjs\.session-token(?:\.\d+)?$/;

/** Whether a `Cookie` header carries a session cookie (valid or not: only the API can tell). */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => SESSION_COOKIE_NAME.test(pair.slice(0, pair.indexOf('=')).trim()));
}
