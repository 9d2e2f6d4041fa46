'use client';

import { loadedInBrowser } from '@/components/loaded-in-browser';

/**
 * `NextItem` with the query provider it asks through, loaded when a page shows it (once the
 * learner is done). Nothing shows while it loads or if it fails to: like the search behind it, it
 * is an offer, not the result.
 */
export const LazyNextItem = loadedInBrowser(async () => {
  const [{ NextItem }, { withQueryProvider }] = await Promise.all([import('./next-item'), import('@/components/query-provider')]);
  return withQueryProvider(NextItem);
});
