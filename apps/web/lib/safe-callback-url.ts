import { safeCallbackPath } from '@lp/contract/callback-url';

/**
 * Where to go after signing in: a path on this origin (the contract's sanitiser, shared with
 * Auth.js's redirect callback), else `fallback`. Without a window (server rendering) and no
 * `origin`, only relative paths are kept.
 */
export function safeCallbackUrl(value: string | null | undefined, fallback = '/', origin?: string): string {
  return safeCallbackPath(value, origin ?? (typeof window !== 'undefined' ? window.location.origin : undefined), fallback);
}

/**
 * The sign-in page with the "please sign in" notice, coming back to `callbackUrl`. It is /login
 * itself, not Auth.js's /api/auth/signin that redirects there: a link to that address made Next
 * prefetch an API route and follow its redirects on every course page.
 */
export function signInPath(callbackUrl: string): string {
  return `/login?${new URLSearchParams({ error: 'SessionRequired', callbackUrl }).toString()}`;
}

/** Pages where a signed-in user is not sent to the welcome form. */
export function isPreferencesExempt(pathname: string): boolean {
  return (
    pathname === '/welcome' ||
    pathname.startsWith('/welcome/') ||
    pathname.startsWith('/api/') ||
    pathname === '/privacy' ||
    pathname === '/terms'
  );
}

/** The welcome form's address that returns to `callbackUrl` afterwards. */
export function welcomePath(callbackUrl: string | null | undefined): string {
  const safe = safeCallbackUrl(callbackUrl, '');
  return safe && safe !== '/' && !isPreferencesExempt(safe.split(/[?#]/)[0] ?? '') && !isAuthPage(safe)
    ? `/welcome?${new URLSearchParams({ callbackUrl: safe }).toString()}`
    : '/welcome';
}

/** The sign-in and sign-up screens: never a useful place to return to after signing in. */
export function isAuthPage(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return ['/login', '/register', '/forgot-password', '/set-password'].includes(pathname);
}
