import type { Listing, PageQuery } from '@lp/contract/common';
import { MESSAGES } from '@lp/contract/messages';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
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

/** Rows a list counts exactly; past them its count is PostgreSQL's estimate (countUpTo). */
export const EXACT_COUNT_LIMIT = 10_000;

/**
 * The count of a list that grows without bound (the feed, the catalogue, search): exact up to
 * `limit` (EXACT_COUNT_LIMIT unless given), read from at most that many rows plus one; past it,
 * the planner's estimate of the same rows (never below the limit plus one), so that a page of a
 * million-row list does not count a million rows. `rows` is the list's `select 1 from ... where
 * ...` without order or limit.
 */
export async function countUpTo(db: Executor, rows: SQL, limit: number = EXACT_COUNT_LIMIT): Promise<number> {
  const counted = (await db.execute(
    sql`select count(*)::int as n from (${rows} limit ${sql.raw(String(limit + 1))}) capped`,
  )) as unknown as { rows: { n: number }[] };
  const exact = Number(counted.rows[0]?.n ?? 0);
  return exact <= limit ? exact : estimatedCount(db, rows, limit);
}

/**
 * What the planner expects `rows` to return, never below `floor` plus one: the count of a list
 * already known to hold more than `floor` rows (see countUpTo).
 */
export async function estimatedCount(db: Executor, rows: SQL, floor: number = EXACT_COUNT_LIMIT): Promise<number> {
  const explained = (await db.execute(sql`explain (format json) ${rows}`)) as unknown as {
    rows: { 'QUERY PLAN': unknown }[];
  };
  const raw = explained.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }] | undefined;
  return Math.max(floor + 1, Math.round(plan?.[0]?.Plan['Plan Rows'] ?? 0));
}
