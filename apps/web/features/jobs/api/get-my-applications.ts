import type { Listing } from '@lp/contract/common';
import type { ApplicationStatus, MyApplication } from '@lp/contract/jobs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const MY_APPLICATIONS_PAGE_SIZE = 10;
export const myApplicationsKey = ['accounts', 'jobs', 'applications'] as const;

/** Signed in: the caller's job applications, newest first, optionally of one status. */
export function getMyApplications(status: ApplicationStatus | undefined, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), page_size: String(MY_APPLICATIONS_PAGE_SIZE) });
  if (status) query.set('type', status);
  return api.get<Listing<MyApplication>>(`/api/accounts/jobs?${query}`, { signal });
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
