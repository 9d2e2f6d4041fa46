/**
 * The service worker (ADR 0045), bundled by esbuild into public/sw.js when Next builds or starts
 * in development (next.config.ts). Static files cache first; pages network first with the account's
 * recently viewed copies, then the offline page; the API and media files from the network only, and
 * offline from what "Save for offline" stored for the account signed in. Caches of pages and saved lessons are
 * named per account (lib/offline-rules.ts): the page tells whose they are through IndexedDB.
 */
import { get } from 'idb-keyval';
import {
  CacheFirst,
  createPartialResponse,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  type RouteHandlerCallbackOptions,
  Serwist,
  type SerwistPlugin,
} from 'serwist';
import {
  isKeepablePage,
  OFFLINE_PAGE,
  OFFLINE_USER_KEY,
  pageCacheKey,
  pageCacheName,
  RECENT_PAGES,
  requestKind,
  STATIC_CACHE,
  savedCacheName,
  VISITOR,
} from '../lib/offline-rules';

declare const self: ServiceWorkerGlobalScope;
/** Set by the build (a new value per build, so that a new offline page replaces the old one). */
declare const BUILD_REVISION: string;

async function currentUser(): Promise<string> {
  return (await get<string>(OFFLINE_USER_KEY).catch(() => undefined)) ?? VISITOR;
}

const keepPagesOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (isKeepablePage(response) ? response : null),
  cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(request.url),
};

const pageStrategies = new Map<string, NetworkFirst>();
function pageStrategy(user: string): NetworkFirst {
  let strategy = pageStrategies.get(user);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName: pageCacheName(user),
      plugins: [keepPagesOnly, new ExpirationPlugin({ maxEntries: RECENT_PAGES })],
      matchOptions: { ignoreVary: true },
    });
    pageStrategies.set(user, strategy);
  }
  return strategy;
}

const savedStrategy = new NetworkOnly({
  plugins: [
    {
      // Offline: the saved answer or file, if the account saved this lesson (never anyone else's).
      handlerDidError: async ({ request }) => {
        const saved = await caches.open(savedCacheName(await currentUser()));
        const hit = await saved.match(request, { ignoreVary: true });
        if (!hit) return undefined;
        // A video asks for byte ranges; the saved copy is the whole file.
        return request.headers.has('range') ? createPartialResponse(request, hit) : hit;
      },
    },
  ],
});

const serwist: Serwist = new Serwist({
  // The offline page is fetched without the session cookie: it is the same for everyone.
  precacheEntries: [{ url: OFFLINE_PAGE, revision: BUILD_REVISION }],
  precacheOptions: { fetchOptions: { credentials: 'omit' }, cleanupOutdatedCaches: true },
  // A new worker takes over at once; it does not claim open pages (a claim evicts a page from the
  // back/forward cache): pages opened from then on are its.
  skipWaiting: true,
  runtimeCaching: [
    {
      matcher: ({ request }) => requestKind(request, self.location.origin) === 'static',
      handler: new CacheFirst({ cacheName: STATIC_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 300 })] }),
    },
    {
      matcher: ({ request }) => requestKind(request, self.location.origin) === 'page',
      handler: async (options: RouteHandlerCallbackOptions): Promise<Response> => {
        try {
          return await pageStrategy(await currentUser()).handle(options);
        } catch {
          return (await serwist.matchPrecache(OFFLINE_PAGE)) ?? Response.error();
        }
      },
    },
    {
      matcher: ({ request }) => requestKind(request, self.location.origin) === 'saved',
      handler: savedStrategy,
    },
  ],
});

/**
 * The offline page's own scripts and styles, named in its HTML, kept with the built files: the
 * offline page must run when nothing else has been seen.
 */
async function keepOfflinePageFiles(): Promise<void> {
  const page = await serwist.matchPrecache(OFFLINE_PAGE);
  if (!page) return;
  const files = new Set((await page.text()).match(/\/_next\/static\/[^"'\s\\)]+/g) ?? []);
  const cache = await caches.open(STATIC_CACHE);
  await Promise.all([...files].map((file) => cache.add(file).catch(() => undefined)));
}

serwist.addEventListeners();
self.addEventListener('activate', (event) => event.waitUntil(keepOfflinePageFiles()));
