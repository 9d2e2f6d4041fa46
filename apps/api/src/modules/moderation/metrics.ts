import { METRIC_MEASURES, type MetricMeasure, type Metrics } from '@lp/contract/staff';
import { and, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { enrolments, itemProgress } from '../../db/schema/learning.ts';
import { metricDailyRollups, moderationCases } from '../../db/schema/moderation.ts';
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
 * The days `newest` to `oldest` days before today (India), as `d.day`: a timestamp without time
 * zone (midnight of an India day; `at time zone` makes it the instant). An integer series, not a
 * timestamp one: the planner then knows how many rows. A timestamp series is guessed at 1,000
 * rows, which priced a measure past PostgreSQL's jit_above_cost: it JIT-compiled the query on
 * every call (bench staff part, a million rows: completions 84 → 30 ms).
 */
function daysBack(oldest: number, newest: number): SQL {
  const today = sql`(now() at time zone ${METRICS_TIME_ZONE})::date`;
  return sql`(select (${today} - i)::timestamp as day from generate_series(${newest}::int, ${oldest}::int) as i) as d`;
}
const dayStart = sql`(d.day at time zone ${METRICS_TIME_ZONE})`;
const dayEnd = sql`((d.day + interval '1 day') at time zone ${METRICS_TIME_ZONE})`;

/**
 * Cases open at the end of each day: opened by then and not decided by then (a reopened case
 * counts from its reopening, which clears its decision). Counted once for the first day's start,
 * then moved by each day's openings and decisions (a decision never precedes its opening), so
 * that each day is two index range scans, not a count over every case opened before it.
 */
function openCasesSeries(oldest: number, newest: number): SQL {
  const { openedAt, decidedAt } = moderationCases;
  const first = sql`(((now() at time zone ${METRICS_TIME_ZONE})::date - ${oldest}::int)::timestamp at time zone ${METRICS_TIME_ZONE})`;
  return sql`
    select to_char(d.day, 'YYYY-MM-DD') as day,
      ((select count(*) from ${moderationCases} where ${openedAt} < ${first} and (${decidedAt} is null or ${decidedAt} >= ${first}))
        + sum((select count(*) from ${moderationCases} where ${openedAt} >= ${dayStart} and ${openedAt} < ${dayEnd})
          - (select count(*) from ${moderationCases} where ${decidedAt} >= ${dayStart} and ${decidedAt} < ${dayEnd}))
          over (order by d.day))::float8 as value
    from ${daysBack(oldest, newest)}
    order by d.day`;
}

type Point = { day: string; value: number };

/** One measure counted afresh for the days `newest` to `oldest` days before today, oldest first, as one query. */
async function countRange(db: Database, measure: MetricMeasure, oldest: number, newest: number): Promise<Point[]> {
  const query =
    measure === 'openCases'
      ? openCasesSeries(oldest, newest)
      : sql`select to_char(d.day, 'YYYY-MM-DD') as day, (${MEASURES[measure](dayStart, dayEnd)})::float8 as value
          from ${daysBack(oldest, newest)}
          order by d.day`;
  const result = (await db.execute(query)) as unknown as { rows: { day: string; value: number | string }[] };
  return result.rows.map((row) => ({ day: row.day, value: Number(row.value) }));
}

/** One measure's last `days` days counted afresh, without the rollups (the bench times each measure alone). */
export function measureSeries(db: Database, measure: MetricMeasure, days: number): Promise<Point[]> {
  return countRange(db, measure, days - 1, 0);
}

/**
 * A day is read from the rollups once it ended this long ago: by then the writes stamped just
 * before its midnight have committed, so its count no longer moves.
 */
const ROLLUP_GRACE = sql`interval '1 hour'`;

/** YYYY-MM-DD `n` calendar days before `day` (YYYY-MM-DD). */
function daysBefore(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! - n)).toISOString().slice(0, 10);
}

/**
 * GET /api/staff/metrics: the last `days` days (today included) of every measure. Closed days come
 * from metric_daily_rollups; the ones not there yet are counted (one query per measure for the
 * span missing) and stored, so that at a million learners a request counts only today (and
 * yesterday in its first hour) instead of every day shown (bench:scale, staff dashboard). Two
 * requests filling the same day store it once (the key; the first one wins, both counted the same).
 */
export async function dailyMetrics(db: Database, days: number): Promise<Metrics> {
  const clock = (await db.execute(
    sql`select to_char((now() at time zone ${METRICS_TIME_ZONE})::date, 'YYYY-MM-DD') as today,
      to_char(((now() - ${ROLLUP_GRACE}) at time zone ${METRICS_TIME_ZONE})::date, 'YYYY-MM-DD') as open_from`,
  )) as unknown as { rows: { today: string; open_from: string }[] };
  const { today, open_from: openFrom } = clock.rows[0]!;
  const oldestDay = daysBefore(today, days - 1);
  // Days from `openFrom` on are still open (today, and yesterday within the grace hour): always counted.
  const openDays = today === openFrom ? 1 : 2;
  const liveNewestOldest = Math.min(openDays, days) - 1;

  const stored = await db
    .select({ measure: metricDailyRollups.measure, day: metricDailyRollups.day, value: metricDailyRollups.value })
    .from(metricDailyRollups)
    .where(and(gte(metricDailyRollups.day, oldestDay), lt(metricDailyRollups.day, openFrom)));
  const known = new Map(stored.map((row) => [`${row.measure} ${row.day}`, row.value]));

  const series = await Promise.all(
    METRIC_MEASURES.map(async (measure) => {
      const closed: Point[] = [];
      const missing: number[] = [];
      for (let back = days - 1; back >= openDays; back--) {
        const day = daysBefore(today, back);
        const value = known.get(`${measure} ${day}`);
        if (value === undefined) missing.push(back);
        else closed.push({ day, value });
      }
      if (missing.length > 0) {
        const counted = await countRange(db, measure, Math.max(...missing), Math.min(...missing));
        const fresh = counted.filter((point) => !known.has(`${measure} ${point.day}`));
        await db
          .insert(metricDailyRollups)
          .values(fresh.map((point) => ({ measure, day: point.day, value: point.value })))
          .onConflictDoNothing();
        closed.push(...fresh);
      }
      const live = await countRange(db, measure, liveNewestOldest, 0);
      const points = [...closed, ...live].sort((a, b) => a.day.localeCompare(b.day));
      return { measure, points };
    }),
  );
  return { days, series };
}
