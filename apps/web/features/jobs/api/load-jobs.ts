import type { JobCard } from '@lp/contract/catalogue';
import type { Listing } from '@lp/contract/common';
import { MESSAGES } from '@lp/contract/messages';
import { ApiError } from '@/lib/api-client';
import { serverFetch } from '@/lib/server-api';
import { JOBS_PAGE_SIZE, type JobsUrlQuery, jobsQueryString } from '../jobs-query';

export type LoadResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

export async function settle<T>(promise: Promise<T>): Promise<LoadResult<T>> {
  try {
    return { ok: true, data: await promise };
  } catch (error) {
    return error instanceof ApiError
      ? { ok: false, status: error.status, message: error.message }
      : { ok: false, status: 500, message: MESSAGES.default };
  }
}

/** Server components: a page of jobs for the URL's filters (a 404 past the end comes back as a failed result). */
export function loadJobs(query: JobsUrlQuery, page: number): Promise<LoadResult<Listing<JobCard>>> {
  const search = jobsQueryString(query, { page: String(page), page_size: String(JOBS_PAGE_SIZE) });
  return settle(serverFetch<Listing<JobCard>>(`/api/core/jobs?${search}`));
}
