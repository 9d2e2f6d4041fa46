import type { Listing } from '@lp/contract/common';
import type { InterviewCard, InterviewDetail } from '@lp/contract/interviews';
import { type LoadResult, serverFetch, settle } from '@/lib/server-api';

export const INTERVIEWS_PAGE_SIZE = 24;

/** Server components: a page of interviews, optionally of one category. */
export function loadInterviews(category: string | undefined, page: number): Promise<LoadResult<Listing<InterviewCard>>> {
  const query = new URLSearchParams({ page: String(page), page_size: String(INTERVIEWS_PAGE_SIZE) });
  if (category) query.set('category', category);
  return settle(serverFetch<Listing<InterviewCard>>(`/api/core/interviews?${query}`));
}

/** Server components: one interview with its questions and the caller's attempt. */
export function loadInterview(idOrSlug: string): Promise<LoadResult<InterviewDetail>> {
  return settle(serverFetch<InterviewDetail>(`/api/core/interviews/${encodeURIComponent(idOrSlug)}`));
}
