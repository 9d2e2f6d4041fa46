import type { ApplicationStatus } from '@lp/contract/jobs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

export const MY_APPLICATIONS_PAGE_SIZE = 10;
export const myApplicationsKey = ['accounts', 'jobs', 'applications'] as const;

/** Signed in: the caller's job applications, newest first, optionally of one status. */
export function getMyApplications(status: ApplicationStatus | undefined, page: number, signal?: AbortSignal) {
  const query = { page: String(page), page_size: String(MY_APPLICATIONS_PAGE_SIZE), type: status };
  return unwrap(client.api.accounts.jobs.$get({ query }, { init: { signal } }));
}

export const myApplicationsQueryOptions = (status: ApplicationStatus | undefined, page: number) =>
  queryOptions({
    queryKey: [...myApplicationsKey, status ?? 'all', page],
    queryFn: ({ signal }) => getMyApplications(status, page, signal),
    placeholderData: keepPreviousData,
  });

export function useMyApplications(status: ApplicationStatus | undefined, page: number) {
  return useQuery(myApplicationsQueryOptions(status, page));
}
