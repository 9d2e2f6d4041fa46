import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

export const recommendedJobsKey = ['accounts', 'jobs', 'recommended'] as const;

/** Signed in: jobs for the user's stream and tags that they have not applied to, newest first. */
export function getRecommendedJobs(pageSize: number, signal?: AbortSignal) {
  const query = { page: '1', page_size: String(pageSize) };
  return unwrap(client.api.accounts.jobs.recommended.$get({ query }, { init: { signal } }));
}

export const recommendedJobsQueryOptions = (pageSize: number) =>
  queryOptions({
    queryKey: [...recommendedJobsKey, pageSize],
    queryFn: ({ signal }) => getRecommendedJobs(pageSize, signal),
  });

export function useRecommendedJobs(pageSize = 6) {
  return useQuery(recommendedJobsQueryOptions(pageSize));
}
