import type { RatingSummary } from '@lp/contract/reviews';
import { type SQL, sql } from 'drizzle-orm';
import { reviews } from '../db/schema/reviews.ts';

/** Star counts of a course's or institute's reviews (json {"5": n, ...}) → the contract's summary. */
export function ratingSummary(histogramJson: Record<string, number> | null): RatingSummary {
  const histogram: RatingSummary['histogram'] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let count = 0;
  let sum = 0;
  for (const [star, n] of Object.entries(histogramJson ?? {})) {
    const rating = Number(star) as 1 | 2 | 3 | 4 | 5;
    if (!(rating in histogram)) continue;
    histogram[rating] = Number(n);
    count += Number(n);
    sum += rating * Number(n);
  }
  return { avg: count === 0 ? 0 : Math.round((sum / count) * 100) / 100, count, histogram };
}

/** `{"5": 3, "4": 1}` of one course's or institute's reviews, as a correlated subquery. */
export function histogramOf(model: 'course' | 'institute', id: SQL): SQL<Record<string, number> | null> {
  return sql`(select json_object_agg(r.rating, r.n) from (select rv.rating, count(*)::int as n from ${reviews} rv where rv.model_name = ${model} and rv.model_id = ${id} group by rv.rating) r)`;
}
