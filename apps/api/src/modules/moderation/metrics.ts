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
 * Each measure is one SQL statement: a series of the days, and per day one range scan of an
 * index on the time column (indexes in migration 0022 where none existed). Open cases: below.
 */
const MEASURES: Record<Exclude<MetricMeasure, 'openCases'>, DayValue> = {
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
};

/**
 * The days, as `d.day`: a timestamp without time zone (midnight of an India day; `at time zone`
 * makes it the instant). An integer series, not a timestamp one: the planner then knows it is
 * `days` rows. A timestamp series is guessed at 1,000 rows, which priced a measure past
 * PostgreSQL's jit_above_cost: it JIT-compiled the query on every call (bench staff part, a
 * million rows: completions 84 → 30 ms).
 */
function daysOf(days: number): SQL {
  const today = sql`(now() at time zone ${METRICS_TIME_ZONE})::date`;
  return sql`(select (${today} - i)::timestamp as day from generate_series(0, ${days - 1}::int) as i) as d`;
}
const dayStart = sql`(d.day at time zone ${METRICS_TIME_ZONE})`;
const dayEnd = sql`((d.day + interval '1 day') at time zone ${METRICS_TIME_ZONE})`;

/**
 * Cases open at the end of each day: opened by then and not decided by then (a reopened case
 * counts from its reopening, which clears its decision). Counted once for the first day's start,
 * then moved by each day's openings and decisions (a decision never precedes its opening), so
 * that each day is two index range scans, not a count over every case opened before it.
 */
function openCasesSeries(days: number): SQL {
  const { openedAt, decidedAt } = moderationCases;
  const first = sql`(((now() at time zone ${METRICS_TIME_ZONE})::date - ${days - 1}::int)::timestamp at time zone ${METRICS_TIME_ZONE})`;
  return sql`
    select to_char(d.day, 'YYYY-MM-DD') as day,
      ((select count(*) from ${moderationCases} where ${openedAt} < ${first} and (${decidedAt} is null or ${decidedAt} >= ${first}))
        + sum((select count(*) from ${moderationCases} where ${openedAt} >= ${dayStart} and ${openedAt} < ${dayEnd})
          - (select count(*) from ${moderationCases} where ${decidedAt} >= ${dayStart} and ${decidedAt} < ${dayEnd}))
          over (order by d.day))::float8 as value
    from ${daysOf(days)}
    order by d.day`;
}

/** One measure's last `days` days, as one query (the bench times each measure alone too). */
export async function measureSeries(
  db: Database,
  measure: MetricMeasure,
  days: number,
): Promise<{ day: string; value: number }[]> {
  const query =
    measure === 'openCases'
      ? openCasesSeries(days)
      : sql`select to_char(d.day, 'YYYY-MM-DD') as day, (${MEASURES[measure](dayStart, dayEnd)})::float8 as value
          from ${daysOf(days)}
          order by d.day`;
  const result = (await db.execute(query)) as unknown as { rows: { day: string; value: number | string }[] };
  return result.rows.map((row) => ({ day: row.day, value: Number(row.value) }));
}

/** GET /api/staff/metrics: the last `days` days (today included) of every measure, one query each. */
export async function dailyMetrics(db: Database, days: number): Promise<Metrics> {
  const all = await Promise.all(METRIC_MEASURES.map((measure) => measureSeries(db, measure, days)));
  return { days, series: METRIC_MEASURES.map((measure, i) => ({ measure, points: all[i] ?? [] })) };
}
