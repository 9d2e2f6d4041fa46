import type { JobCard } from '@lp/contract/catalogue';
import type { Listing } from '@lp/contract/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const recommendedJobsKey = ['accounts', 'jobs', 'recommended'] as const;

/** Signed in: jobs for the user's stream and tags that they have not applied to, newest first. */
export function getRecommendedJobs(pageSize: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: '1', page_size: String(pageSize) });
  return api.get<Listing<JobCard>>(`/api/accounts/jobs/recommended?${query}`, { signal });
}

export const recommendedJobsQueryOptions = (pageSize: number) =>
  queryOptions({
    queryKey: [...recommendedJobsKey, pageSize],
    queryFn: ({ signal }) => getRecommendedJobs(pageSize, signal),
  });

export function useRecommendedJobs(pageSize = 6) {
  return useQuery(recommendedJobsQueryOptions(pageSize));
}
