import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

export const MY_ATTEMPTS_PAGE_SIZE = 5;
export const myAttemptsKey = ['accounts', 'interviews'] as const;

/** Signed in: the caller's interview attempts with answers and feedback, newest first. */
export function getMyAttempts(page: number, signal?: AbortSignal) {
  const query = { page: String(page), page_size: String(MY_ATTEMPTS_PAGE_SIZE) };
  return unwrap(client.api.accounts.interviews.$get({ query }, { init: { signal } }));
}

export const myAttemptsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...myAttemptsKey, page],
    queryFn: ({ signal }) => getMyAttempts(page, signal),
    placeholderData: keepPreviousData,
    // Submitted from another page (which keeps no query cache): opening the list always asks again.
    refetchOnMount: 'always',
  });

export function useMyAttempts(page: number) {
  return useQuery(myAttemptsQueryOptions(page));
}
