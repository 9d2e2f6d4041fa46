import type { Listing, PageQuery } from '@lp/contract/common';
import { MESSAGES } from '@lp/contract/messages';
import { ApiError } from './errors.ts';

/** LIMIT/OFFSET of a 1-based page. */
export function pageWindow({ page, page_size }: PageQuery): { limit: number; offset: number } {
  return { limit: page_size, offset: (page - 1) * page_size };
}

/**
 * The listing envelope of DESIGN §4. A page past the end of a non-empty list (or any page
 * after the first of an empty one) is a 404 saying there are no more items for the filter.
 */
export function toListing<T>(
  results: T[],
  count: number,
  { page, page_size }: PageQuery,
  noMoreMessage: string = MESSAGES.noMoreItems,
): Listing<T> {
  if (page > 1 && results.length === 0) throw new ApiError(404, noMoreMessage);
  return { results, next: page * page_size < count ? page + 1 : null, count };
}
