import type { JobFacets } from '@lp/contract/jobs';
import { serverFetch } from '@/lib/server-api';
import { type JobsUrlQuery, jobsQueryString } from '../jobs-query';

/** Server components: each filter's values with counts given the other filters; null when the call fails. */
export async function loadJobFilters(query: JobsUrlQuery): Promise<JobFacets | null> {
  try {
    return await serverFetch<JobFacets>(`/api/core/jobs/filters?${jobsQueryString(query)}`);
  } catch {
    return null;
  }
}
