import type { Listing } from '@lp/contract/common';
import { MESSAGES } from '@lp/contract/messages';
import type { SearchableModel, SearchCards, SearchGroups } from '@lp/contract/search';
import { ApiError } from '@/lib/api-client';
import { serverFetch } from '@/lib/server-api';

/** Results per page of one type's tab. */
export const SEARCH_PAGE_SIZE = 20;

export type LoadResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

async function settle<T>(promise: Promise<T>): Promise<LoadResult<T>> {
  try {
    return { ok: true, data: await promise };
  } catch (error) {
    return error instanceof ApiError
      ? { ok: false, status: error.status, message: error.message }
      : { ok: false, status: 500, message: MESSAGES.default };
  }
}

/** Server components: every type's count and first results for the term (the tabs and the "All" tab). */
export function loadSearchGroups(term: string): Promise<LoadResult<SearchGroups>> {
  return settle(serverFetch<SearchGroups>(`/api/core/search/?${new URLSearchParams({ term })}`));
}

/** Server components: one page of one type's results (a page past the end comes back as a failed result with 404). */
export function loadSearchListing<M extends SearchableModel>(
  model: M,
  term: string,
  page: number,
): Promise<LoadResult<Listing<SearchCards[M]>>> {
  const query = new URLSearchParams({ term, model, page: String(page), page_size: String(SEARCH_PAGE_SIZE) });
  return settle(serverFetch<Listing<SearchCards[M]>>(`/api/core/search/?${query}`));
}
