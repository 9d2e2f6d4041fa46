import type { JobDetail } from '@lp/contract/jobs';
import { cache } from 'react';
import { type LoadResult, serverApi, serverData, settle } from '@/lib/server-api';

/** Server components: a job by id or slug, with the visitor's application. Cached per request (metadata and page share it). */
export const loadJob = cache(
  (idOrSlug: string): Promise<LoadResult<JobDetail>> =>
    settle(serverData(serverApi().api.core.jobs[':idOrSlug'].$get({ param: { idOrSlug: encodeURIComponent(idOrSlug) } }))),
);
