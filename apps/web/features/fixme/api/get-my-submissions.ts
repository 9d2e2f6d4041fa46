import type { FixmeResult } from '@lp/contract/fixme';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

export const MY_SUBMISSIONS_PAGE_SIZE = 10;
export const mySubmissionsKey = ['accounts', 'fixme'] as const;

/** Signed in: the caller's fix-me submissions, newest first, optionally of one result. */
export function getMySubmissions(result: FixmeResult | undefined, page: number, signal?: AbortSignal) {
  const query = { page: String(page), page_size: String(MY_SUBMISSIONS_PAGE_SIZE), type: result };
  return unwrap(client.api.accounts.fixme.$get({ query }, { init: { signal } }));
}

export const mySubmissionsQueryOptions = (result: FixmeResult | undefined, page: number) =>
  queryOptions({
    queryKey: [...mySubmissionsKey, result ?? 'all', page],
    queryFn: ({ signal }) => getMySubmissions(result, page, signal),
    placeholderData: keepPreviousData,
    // Submitted from another page (which keeps no query cache): opening the list always asks again.
    refetchOnMount: 'always',
  });

export function useMySubmissions(result: FixmeResult | undefined, page: number) {
  return useQuery(mySubmissionsQueryOptions(result, page));
}
