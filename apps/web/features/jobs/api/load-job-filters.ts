import type { JobFacets } from '@lp/contract/jobs';
import { toQuery } from '@/lib/api-client';
import { serverApi, serverDataOrNull } from '@/lib/server-api';
import { type JobsUrlQuery, jobsQueryString } from '../jobs-query';

/** Server components: each filter's values with counts given the other filters; null when the call fails. */
export function loadJobFilters(query: JobsUrlQuery): Promise<JobFacets | null> {
  return serverDataOrNull(serverApi().api.core.jobs.filters.$get({ query: toQuery(jobsQueryString(query)) }));
}
