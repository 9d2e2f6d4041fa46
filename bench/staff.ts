import { METRIC_MEASURES } from '@lp/contract/staff';
import { sql } from 'drizzle-orm';
import { type Database, type DatabaseHandle, openPglite, openPostgres } from '../apps/api/src/db/client.ts';
import { metricDailyRollups } from '../apps/api/src/db/schema/moderation.ts';
import { dailyMetrics, measureSeries } from '../apps/api/src/modules/moderation/metrics.ts';
import { scratchPostgres } from './harness.ts';

export type StaffRow = { driver: string; name: string; medianMs: number; minMs: number; maxMs: number; ratio: string };

/**
 * Rows per measured table (about a million in all), spread evenly over the last `SPAN_DAYS` days.
 * Parents (courses, module items, questions' authors) are not created: the load runs with
 * foreign-key triggers off (`session_replication_role = replica`), as the metrics join nothing.
 */
const ROWS = {
  users: 100_000,
  enrolments: 150_000,
  itemProgress: 300_000,
  pointAwards: 200_000,
  questions: 50_000,
  answers: 100_000,
  posts: 50_000,
  payments: 30_000,
  cases: 20_000,
};
const SPAN_DAYS = 120;

/**
 * `count` rows `g` (from `first`), each with a random instant `t` in the last SPAN_DAYS days, in
 * time order: rows are appended as time passes, so a day's rows sit together on disk as in use.
 */
const timed = (count: number, first = 1) =>
  sql`(select g, now() - random() * interval '${sql.raw(String(SPAN_DAYS))} days' as t
    from generate_series(${first}::int, ${first + count - 1}::int) g order by t) s`;

export async function loadStaffRows(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`insert into users (email, full_name, created_at)
      select 'bench' || g || '@example.com', 'Bench learner ' || g, t from ${timed(ROWS.users)}`);
    // One enrolment per (learner, course) pair; a third of them completed some time after they began.
    await tx.execute(sql`insert into enrolments (user_id, course_id, created_at, completed_at)
      select 1 + g % ${ROWS.users}, 1 + g / ${ROWS.users}, t, case when g % 3 = 0 then t + random() * (now() - t) end
      from ${timed(ROWS.enrolments, 0)}`);
    await tx.execute(sql`insert into item_progress (user_id, item_id, started_at, completed_at)
      select 1 + g % ${ROWS.users}, 1 + g / ${ROWS.users}, t, case when g % 5 < 3 then t + random() * (now() - t) end
      from ${timed(ROWS.itemProgress, 0)}`);
    await tx.execute(sql`insert into point_awards (user_id, reason, object_type, object_id, points, awarded_at)
      select 1 + g % ${ROWS.users}, 'itemCompleted', 'item', g, 10, t from ${timed(ROWS.pointAwards)}`);
    await tx.execute(sql`insert into questions (user_id, title, body, created_at)
      select 1 + g % ${ROWS.users}, 'Bench question ' || g, 'How do I measure this?', t from ${timed(ROWS.questions)}`);
    await tx.execute(sql`insert into answers (question_id, user_id, body, created_at)
      select 1 + g % ${ROWS.questions}, 1 + g % ${ROWS.users}, 'Like this.', t from ${timed(ROWS.answers)}`);
    await tx.execute(sql`insert into posts (user_id, text, created_at)
      select 1 + g % ${ROWS.users}, 'Bench post ' || g, t from ${timed(ROWS.posts)}`);
    // Four in five payments paid (paid a few minutes after they were created), the rest failed.
    await tx.execute(sql`insert into subscription_payments
        (user_id, plan_id, kind, gateway, gateway_order_id, amount_paise, status, invoice_number, created_at, paid_at)
      select 1 + g % ${ROWS.users}, 1, 'new', 'bench', 'order_' || g, 49900,
        case when g % 5 = 0 then 'failed' else 'paid' end, case when g % 5 = 0 then null else 'BENCH/' || g end,
        t, case when g % 5 = 0 then null else t + interval '3 minutes' end
      from ${timed(ROWS.payments)}`);
    // Nine in ten cases decided some time after they opened; the rest still open.
    await tx.execute(sql`insert into moderation_cases (object_type, object_id, author_id, status, opened_at, decided_at)
      select 'post', g, 1 + g % ${ROWS.users}, case when g % 10 = 0 then 'open' else 'dismissed' end,
        t, case when g % 10 = 0 then null else t + random() * (now() - t) end
      from ${timed(ROWS.cases)}`);
  });
  for (const table of [
    'users',
    'enrolments',
    'item_progress',
    'point_awards',
    'questions',
    'answers',
    'posts',
    'subscription_payments',
    'moderation_cases',
  ])
    await db.execute(sql.raw(`analyze ${table}`));
}

async function timeRuns(runs: number, run: () => Promise<unknown>): Promise<{ medianMs: number; minMs: number; maxMs: number }> {
  await run(); // warm-up: plans, caches
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    medianMs: round(times[Math.floor(times.length / 2)] ?? 0),
    minMs: round(times[0] ?? 0),
    maxMs: round(times.at(-1) ?? 0),
  };
}

/**
 * The staff dashboard's metrics (`dailyMetrics(db, 30)`, every measure) on about a million rows
 * over 120 days, beside a baseline in the same run: one indexed `count(*)` over the last 30 days
 * of the largest table (item_progress). Also each measure alone, to find a slow one.
 */
export async function benchStaff(options: { postgresUrl?: string; runs: number }): Promise<StaffRow[]> {
  const driver = options.postgresUrl ? 'postgres' : 'pglite';
  const scratch = options.postgresUrl ? await scratchPostgres(options.postgresUrl, 'lp_bench_staff') : undefined;
  let handle: DatabaseHandle;
  if (scratch) handle = await openPostgres(scratch.url, 10);
  else handle = (await openPglite()).handle;
  try {
    await handle.migrate();
    const total = Object.values(ROWS).reduce((a, b) => a + b, 0);
    console.log(`\nStaff metrics (${driver}): loading ${total.toLocaleString('en')} rows over ${SPAN_DAYS} days...`);
    const loadStarted = performance.now();
    await loadStaffRows(handle.db);
    console.log(`  loaded and analysed in ${((performance.now() - loadStarted) / 1000).toFixed(1)}s`);

    const db = handle.db;
    const baseline = await timeRuns(options.runs, () =>
      db.execute(sql`select count(*) from item_progress where started_at >= now() - interval '30 days'`),
    );
    const rows: StaffRow[] = [{ driver, name: 'baseline: count(*) last 30 days of item_progress', ...baseline, ratio: '1.0×' }];
    const ratio = (ms: number) => `${(ms / Math.max(baseline.medianMs, 0.1)).toFixed(1)}×`;
    // Cold: the first dashboard after a deploy, no closed day stored yet (each run starts from none).
    const cold = await timeRuns(options.runs, async () => {
      await db.delete(metricDailyRollups);
      return dailyMetrics(db, 30);
    });
    rows.push({ driver, name: 'dailyMetrics(db, 30), no day stored', ...cold, ratio: ratio(cold.medianMs) });
    // Warm: every later request, which counts only the open days.
    const warm = await timeRuns(options.runs, () => dailyMetrics(db, 30));
    rows.push({ driver, name: 'dailyMetrics(db, 30), closed days stored', ...warm, ratio: ratio(warm.medianMs) });
    for (const measure of METRIC_MEASURES) {
      const one = await timeRuns(options.runs, () => measureSeries(db, measure, 30));
      rows.push({ driver, name: `  ${measure} alone`, ...one, ratio: ratio(one.medianMs) });
    }
    const select1 = await timeRuns(options.runs, () => db.execute(sql`select 1`));
    rows.push({ driver, name: 'select 1 (round trip)', ...select1, ratio: ratio(select1.medianMs) });
    printStaff(rows);
    return rows;
  } finally {
    await handle.close();
    await scratch?.drop();
  }
}

export function printStaff(rows: StaffRow[]): void {
  const header = ['target', 'median ms', 'min ms', 'max ms', 'vs baseline'];
  const lines = rows.map((r) => [`${r.driver}: ${r.name}`, String(r.medianMs), String(r.minMs), String(r.maxMs), r.ratio]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}
