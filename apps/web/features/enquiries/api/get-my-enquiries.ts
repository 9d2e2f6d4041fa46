import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

export const MY_ENQUIRIES_PAGE_SIZE = 10;
export const myEnquiriesKey = ['accounts', 'enquiries'] as const;

/** Signed in: the caller's enquiries, newest first (page_size=1 gives the most recent). */
export function getMyEnquiries(page: number, pageSize = MY_ENQUIRIES_PAGE_SIZE, signal?: AbortSignal) {
  return unwrap(
    client.api.accounts.enquiries.$get({ query: { page: String(page), page_size: String(pageSize) } }, { init: { signal } }),
  );
}

export const myEnquiriesQueryOptions = (page: number, pageSize = MY_ENQUIRIES_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...myEnquiriesKey, page, pageSize],
    queryFn: ({ signal }) => getMyEnquiries(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export function useMyEnquiries(page: number, pageSize = MY_ENQUIRIES_PAGE_SIZE) {
  return useQuery(myEnquiriesQueryOptions(page, pageSize));
}
