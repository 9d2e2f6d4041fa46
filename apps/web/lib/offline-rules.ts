/**
 * What the service worker caches and under which names (ADR 0045). Shared by the worker
 * (worker/service-worker.ts) and the pages that save courses or clear them on sign-out, and kept
 * free of browser globals so that unit tests read the rules as they run.
 */

/** The page shown for a navigation that the network cannot answer and that no cached copy has. */
export const OFFLINE_PAGE = '/offline';
/** The IndexedDB key (idb-keyval's default store) of whose pages and saved lessons are in use. */
export const OFFLINE_USER_KEY = 'offline-user';
/** Whose caches a visitor's pages go to; never a saved course. */
export const VISITOR = 'visitor';
/** Built files: their names carry a content hash, so a copy never goes stale. */
export const STATIC_CACHE = 'lp-static-v1';
const PAGES_PREFIX = 'lp-pages-';
const SAVED_PREFIX = 'lp-saved-';
/** Pages recently viewed, per account: the oldest go first past this many. */
export const RECENT_PAGES = 30;

/** A user's key: the account id, or VISITOR. */
export function offlineUserKey(userId: number | null | undefined): string {
  return typeof userId === 'number' ? `user-${userId}` : VISITOR;
}

/** The recently viewed pages of one account (or of the visitor). */
export function pageCacheName(userKey: string): string {
  return `${PAGES_PREFIX}${userKey}`;
}

/** The API answers that "Save for offline" stored for one account. */
export function savedCacheName(userKey: string): string {
  return `${SAVED_PREFIX}${userKey}`;
}

/** Every cache that holds one account's data (pages seen, lessons saved): removed on sign-out or a change of account. */
export function isPerUserCache(name: string): boolean {
  return name.startsWith(PAGES_PREFIX) || name.startsWith(SAVED_PREFIX);
}

/** Where "Save for offline" keeps a course's list of what it stored, per account. */
export function downloadsKey(userKey: string): string {
  return `offline-downloads:${userKey}`;
}

/**
 * The key a page's copy is kept under. The player's `?item=` and `?collection=` only pick what it
 * shows from data it loads itself: one copy of the learn page serves every lesson offline.
 */
export function pageCacheKey(url: string): string {
  const parsed = new URL(url);
  if (/^\/courses\/[^/]+\/learn\/?$/.test(parsed.pathname)) parsed.search = '';
  parsed.hash = '';
  return parsed.href;
}

export type RequestKind = 'static' | 'page' | 'saved' | 'network';

/**
 * How the worker answers a request:
 * - `static`: cache first (built files, the app's icons);
 * - `page`: a page navigation: network first, a recently viewed copy, else the offline page;
 * - `saved`: the API and the seed's media files: the network; offline, only what "Save for
 *   offline" stored (never a copy of a call the learner did not save);
 * - `network`: left alone (other origins, writes, Next's RSC fetches, which fall back to a full
 *   navigation when they fail).
 */
export function requestKind(request: { url: string; method: string; mode: string }, origin: string): RequestKind {
  const url = new URL(request.url);
  if (url.origin !== origin || request.method !== 'GET') return 'network';
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/')) return 'saved';
  if (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/icons/')) return 'static';
  if (request.mode === 'navigate') return 'page';
  return 'network';
}

/**
 * A page's answer is kept as a recently viewed copy only when it is the page itself: a 200 HTML
 * answer that was not redirected (a redirect to sign-in must not stand in for the page asked for).
 */
export function isKeepablePage(response: {
  status: number;
  redirected: boolean;
  headers: { get(name: string): string | null };
}): boolean {
  return response.status === 200 && !response.redirected && (response.headers.get('content-type') ?? '').startsWith('text/html');
}
