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

/**
 * One page of a list as the listing envelope: the page's rows and the total count are read
 * together, then wrapped by `toListing` (a page past the end is a 404). Every paged list uses this.
 *
 *   return paginate(query, {
 *     rows: ({ limit, offset }) => db.select().from(t).where(where).orderBy(...).limit(limit).offset(offset),
 *     count: () => db.$count(t, where),
 *   });
 */
export async function paginate<T>(
  query: PageQuery,
  read: { rows: (window: { limit: number; offset: number }) => Promise<T[]>; count: () => Promise<number> },
  noMoreMessage: string = MESSAGES.noMoreItems,
): Promise<Listing<T>> {
  const [results, count] = await Promise.all([read.rows(pageWindow(query)), read.count()]);
  return toListing(results, count, query, noMoreMessage);
}
