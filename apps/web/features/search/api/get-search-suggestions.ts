import type { SearchSuggestion } from '@lp/contract/search';
import { SEARCH_TERM_MAX_LENGTH, type SearchModel, SUGGESTION_TERM_MIN_LENGTH } from '@lp/contract/search-models';
import { useEffect, useState } from 'react';

/** Up to eight titles for the type-ahead, best first (a term under two characters gets none). */
export async function getSearchSuggestions(term: string, model?: SearchModel, signal?: AbortSignal): Promise<SearchSuggestion[]> {
  // The typed client (hono's) loads with the first suggestion asked for, not with every page.
  const { client, unwrap } = await import('@/lib/api-client');
  const query = { term, model };
  const listing = await unwrap(client.api.core['search-suggestions'].$get({ query }, { init: { signal } }));
  return listing.results;
}

export function canSuggest(term: string): boolean {
  return term.length >= SUGGESTION_TERM_MIN_LENGTH && term.length <= SEARCH_TERM_MAX_LENGTH;
}

/** Answers already fetched this page load, by model and lowercased term (at most this many kept). */
const CACHE_LIMIT = 50;
const cache = new Map<string, SearchSuggestion[]>();

/**
 * The type-ahead's list for a (debounced, trimmed) term. A plain hook, not TanStack Query: the
 * search box is on every page, and this keeps the query library out of a page's first load.
 * A new term aborts the request of the old one; the previous list stays while the next loads, so
 * it does not flicker as one types; a failure keeps the last list (suggestions are a convenience).
 */
export function useSearchSuggestions(term: string, model?: SearchModel): { data: SearchSuggestion[] | undefined } {
  const [data, setData] = useState<SearchSuggestion[] | undefined>(undefined);
  useEffect(() => {
    if (!canSuggest(term)) return;
    const key = `${model ?? 'all'}:${term.toLowerCase()}`;
    const cached = cache.get(key);
    if (cached) {
      setData(cached);
      return;
    }
    const controller = new AbortController();
    getSearchSuggestions(term, model, controller.signal).then(
      (results) => {
        if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
        cache.set(key, results);
        setData(results);
      },
      () => {},
    );
    return () => controller.abort();
  }, [term, model]);
  return { data };
}
