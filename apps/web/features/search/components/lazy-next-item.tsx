'use client';

import { loadOnce, useLoadedWhen } from '@/lib/load-on-demand';
import type { Finished } from '../api/get-next-items';

/** "Up next" with the query provider it asks through, both loaded in the browser. */
const loadNextItem = loadOnce(async () => {
  const [{ NextItem }, { withQueryProvider }] = await Promise.all([import('./next-item'), import('@/components/query-provider')]);
  return withQueryProvider(NextItem);
});

/**
 * `NextItem`, loaded when a page shows it (once the learner is done): a page that imported it
 * statically would load its query library for every visitor (docs/decisions/0021). Nothing shows
 * while it loads or if it fails to: like the search behind it, it is an offer, not the result.
 */
export function LazyNextItem({ after }: { after: Finished }) {
  const { loaded: NextItem } = useLoadedWhen(true, loadNextItem);
  return NextItem ? <NextItem after={after} /> : null;
}
