import { SEARCH_TERM_MAX_LENGTH, type SearchModel, type SearchSuggestion, SUGGESTION_TERM_MIN_LENGTH } from '@lp/contract/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

/** Up to eight titles for the type-ahead, best first (a term under two characters gets none). */
export async function getSearchSuggestions(term: string, model?: SearchModel, signal?: AbortSignal): Promise<SearchSuggestion[]> {
  const query = { term, model };
  const listing = await unwrap(client.api.core['search-suggestions'].$get({ query }, { init: { signal } }));
  return listing.results;
}

export function canSuggest(term: string): boolean {
  return term.length >= SUGGESTION_TERM_MIN_LENGTH && term.length <= SEARCH_TERM_MAX_LENGTH;
}

/**
 * Keyed by the (debounced, trimmed) term: when it changes, the query of the old term loses its
 * observer and TanStack Query aborts its request through `signal`.
 */
export const searchSuggestionsQueryOptions = (term: string, model?: SearchModel) =>
  queryOptions({
    queryKey: ['core', 'search-suggestions', model ?? 'all', term.toLowerCase()],
    queryFn: ({ signal }) => getSearchSuggestions(term, model, signal),
    enabled: canSuggest(term),
    staleTime: 5 * 60_000,
    // Keep the previous list while the next one loads, so that the list does not flicker as one types.
    placeholderData: keepPreviousData,
  });

export function useSearchSuggestions(term: string, model?: SearchModel) {
  return useQuery(searchSuggestionsQueryOptions(term, model));
}
