import type { JobDetail } from '@lp/contract/jobs';
import { cache } from 'react';
import { serverFetch } from '@/lib/server-api';
import { type LoadResult, settle } from './load-jobs';

/** Server components: a job by id or slug, with the visitor's application. Cached per request (metadata and page share it). */
export const loadJob = cache(
  (idOrSlug: string): Promise<LoadResult<JobDetail>> =>
    settle(serverFetch<JobDetail>(`/api/core/jobs/${encodeURIComponent(idOrSlug)}`)),
);
