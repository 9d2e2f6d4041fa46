import { METRIC_MEASURES, type MetricMeasure, type Metrics } from '@lp/contract/staff';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { enrolments, itemProgress } from '../../db/schema/learning.ts';
import { moderationCases } from '../../db/schema/moderation.ts';
import { pointAwards } from '../../db/schema/platform.ts';
import { posts } from '../../db/schema/posts.ts';
import { answers, questions } from '../../db/schema/questions.ts';
import { subscriptionPayments } from '../../db/schema/subscriptions.ts';

/** The dashboard's days are calendar days in India, where the platform's learners are. */
export const METRICS_TIME_ZONE = 'Asia/Kolkata';

/** One measure for the day that starts at `from` and ends before `to` (both timestamptz). */
type DayValue = (from: SQL, to: SQL) => SQL;

/**
 * Each measure is one SQL statement: `generate_series` over the days, and per day one range
 * scan of an index on the time column (indexes in migration 0022 where none existed).
 */
const MEASURES: Record<MetricMeasure, DayValue> = {
  signups: (from, to) => sql`(select count(*) from ${users} where ${users.createdAt} >= ${from} and ${users.createdAt} < ${to})`,
  activeLearners: (from, to) => sql`(select count(distinct u.user_id) from (
      select ${itemProgress.userId} as user_id from ${itemProgress} where ${itemProgress.startedAt} >= ${from} and ${itemProgress.startedAt} < ${to}
      union all
      select ${itemProgress.userId} from ${itemProgress} where ${itemProgress.completedAt} >= ${from} and ${itemProgress.completedAt} < ${to}
      union all
      select ${pointAwards.userId} from ${pointAwards}
        where ${pointAwards.awardedAt} >= ${from} and ${pointAwards.awardedAt} < ${to} and ${pointAwards.reversesId} is null
    ) u)`,
  enrolments: (from, to) =>
    sql`(select count(*) from ${enrolments} where ${enrolments.createdAt} >= ${from} and ${enrolments.createdAt} < ${to})`,
  completions: (from, to) =>
    sql`(select count(*) from ${enrolments} where ${enrolments.completedAt} >= ${from} and ${enrolments.completedAt} < ${to})`,
  questions: (from, to) =>
    sql`(select count(*) from ${questions} where ${questions.createdAt} >= ${from} and ${questions.createdAt} < ${to})`,
  answers: (from, to) =>
    sql`(select count(*) from ${answers} where ${answers.createdAt} >= ${from} and ${answers.createdAt} < ${to})`,
  posts: (from, to) => sql`(select count(*) from ${posts} where ${posts.createdAt} >= ${from} and ${posts.createdAt} < ${to})`,
  // Paise to whole rupees, by the day the payment was paid.
  revenueInr: (from, to) => sql`(select coalesce(sum(${subscriptionPayments.amountPaise}), 0) / 100.0 from ${subscriptionPayments}
      where ${subscriptionPayments.status} = 'paid' and ${subscriptionPayments.paidAt} >= ${from} and ${subscriptionPayments.paidAt} < ${to})`,
  // Cases open at the end of the day: opened by then and not decided by then (a reopened case counts from its reopening).
  openCases: (_from, to) => sql`(select count(*) from ${moderationCases}
      where ${moderationCases.openedAt} < ${to} and (${moderationCases.decidedAt} is null or ${moderationCases.decidedAt} >= ${to}))`,
};

// `d.day` is a timestamp without time zone (midnight of an India day): `at time zone` makes it the instant.
/** One measure's last `days` days, as one query (the bench times each measure alone too). */
export async function measureSeries(db: Database, measure: MetricMeasure, days: number): Promise<{ day: string; value: number }[]> {
  const value = MEASURES[measure];
  const day = sql`(d.day at time zone ${METRICS_TIME_ZONE})`;
  const next = sql`((d.day + interval '1 day') at time zone ${METRICS_TIME_ZONE})`;
  const today = sql`(now() at time zone ${METRICS_TIME_ZONE})::date`;
  const result = (await db.execute(sql`
    select to_char(d.day, 'YYYY-MM-DD') as day, (${value(day, next)})::float8 as value
    from generate_series((${today} - ${days - 1}::int)::timestamp, ${today}::timestamp, interval '1 day') as d(day)
    order by d.day`)) as unknown as { rows: { day: string; value: number | string }[] };
  return result.rows.map((row) => ({ day: row.day, value: Number(row.value) }));
}

/** GET /api/staff/metrics: the last `days` days (today included) of every measure, one query each. */
export async function dailyMetrics(db: Database, days: number): Promise<Metrics> {
  const all = await Promise.all(METRIC_MEASURES.map((measure) => measureSeries(db, measure, days)));
  return { days, series: METRIC_MEASURES.map((measure, i) => ({ measure, points: all[i] ?? [] })) };
}
