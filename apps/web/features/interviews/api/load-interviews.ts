import type { Listing } from '@lp/contract/common';
import type { InterviewCard, InterviewDetail } from '@lp/contract/interviews';
import { type LoadResult, serverApi, serverData, settle } from '@/lib/server-api';

export const INTERVIEWS_PAGE_SIZE = 24;

/** Server components: a page of interviews, optionally of one category. */
export function loadInterviews(category: string | undefined, page: number): Promise<LoadResult<Listing<InterviewCard>>> {
  const query = { page: String(page), page_size: String(INTERVIEWS_PAGE_SIZE), category: category || undefined };
  return settle(serverData(serverApi().api.core.interviews.$get({ query })));
}

/** Server components: one interview with its questions and the caller's attempt. */
export function loadInterview(idOrSlug: string): Promise<LoadResult<InterviewDetail>> {
  return settle(
    serverData(serverApi().api.core.interviews[':idOrSlug'].$get({ param: { idOrSlug: encodeURIComponent(idOrSlug) } })),
  );
}
