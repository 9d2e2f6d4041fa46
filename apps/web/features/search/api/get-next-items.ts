import { MESSAGES } from '@lp/contract/messages';
import type { NextItem } from '@lp/contract/search';
import type { NextItemModel } from '@lp/contract/search-models';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** What was just finished: its kind and id (never offered again) and the words to find the next by. */
export type Finished = { model: NextItemModel; id: number; term: string };

/** Candidates asked for: the first is shown; a few more cost nothing and survive a stale cache. */
const CANDIDATES = 3;

/** What to do after `finished` (SPEC §9): search with `model=next` (fix me, quiz and mock interview only). */
export async function getNextItems(finished: Finished, signal?: AbortSignal): Promise<NextItem[]> {
  const query = {
    term: finished.term,
    model: 'next' as const,
    exclude: `${finished.model}:${finished.id}`,
    page_size: String(CANDIDATES),
  };
  const data = await unwrap(client.api.core.search.$get({ query }, { init: { signal } }));
  if ('groups' in data) throw new ApiError(500, MESSAGES.default);
  // The schema says "cards of any model"; `model=next` answers next items only (search service).
  return data.results as NextItem[];
}

export const nextItemsQueryOptions = (finished: Finished) =>
  queryOptions({
    queryKey: ['core', 'search', 'next', finished.model, finished.id, finished.term],
    queryFn: ({ signal }) => getNextItems(finished, signal),
    staleTime: 5 * 60_000,
  });

export function useNextItems(finished: Finished) {
  return useQuery(nextItemsQueryOptions(finished));
}
