import type { JobCard } from '@lp/contract/catalogue';
import type { Listing } from '@lp/contract/common';
import { toQuery } from '@/lib/api-client';
import { type LoadResult, serverApi, serverData, serverDataOrNull, settle } from '@/lib/server-api';
import { JOBS_PAGE_SIZE, type JobsUrlQuery, jobsQueryString } from '../jobs-query';

/** Server components: a page of jobs for the URL's filters (a 404 past the end comes back as a failed result). */
export function loadJobs(query: JobsUrlQuery, page: number): Promise<LoadResult<Listing<JobCard>>> {
  const search = jobsQueryString(query, { page: String(page), page_size: String(JOBS_PAGE_SIZE) });
  return settle(serverData(serverApi().api.core.jobs.$get({ query: toQuery(search) })));
}

/** The home page's newest jobs; null when the call fails. */
export async function loadLatestJobCards(count: number): Promise<JobCard[] | null> {
  return (await serverDataOrNull(serverApi().api.core.jobs.$get({ query: { page_size: String(count) } })))?.results ?? null;
}

/** The signed-in home page's jobs for the user; null when the call fails. */
export async function loadRecommendedJobCards(count: number): Promise<JobCard[] | null> {
  const listing = await serverDataOrNull(serverApi().api.accounts.jobs.recommended.$get({ query: { page_size: String(count) } }));
  return listing?.results ?? null;
}
