import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchCatalogue, type CatalogueRow } from './catalogue.ts';
import { benchCommunity } from './community.ts';
import { type Figure, measure, printTable, root, signInCookie, startProcess, tempDataDir } from './harness.ts';
import { benchLearning, type LearningRow, type StartBurst } from './learning.ts';
import { benchMixed, type MixedResult, printMixed } from './mixed.ts';
import { benchPractice } from './practice.ts';
import { benchRestart } from './restart.ts';
import { benchScale, type ScaleRow } from './scale.ts';
import { benchStaff, printStaff, type StaffRow } from './staff.ts';

/**
 * `npm run bench`: the API tier of the product on a temporary data directory, beside a bare
 * Node HTTP server measured in the same run. Figures are ratios to that baseline; absolute
 * numbers depend on the machine.
 */
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** demo, large or both (default); BENCH_DATABASE_URL adds a PostgreSQL pass (a scratch database is created and dropped). */
const sizes = (process.env.BENCH_SIZES ?? 'demo,large')
  .split(',')
  .filter((s): s is 'demo' | 'large' => s === 'demo' || s === 'large');
const postgresUrl = process.env.BENCH_DATABASE_URL;
const parts = (process.env.BENCH_PARTS ?? 'foundation,restart,catalogue,learning,mixed,practice,community').split(',');
/** Mixed load: its own length and connection count (the scenario: 50 connections). */
const mixedSeconds = Number(process.env.BENCH_MIXED_SECONDS ?? 20);
const mixedConnections = Number(process.env.BENCH_MIXED_CONNECTIONS ?? 50);
/** PostgreSQL passes of the mixed load, one per process count (WEB_CONCURRENCY). */
const mixedProcesses = (process.env.BENCH_MIXED_PROCESSES ?? '1,2').split(',').map(Number);
const drivers = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',');

const catalogue: CatalogueRow[] = [];
const foundation: unknown[] = [];
if (parts.includes('foundation')) foundation.push(...(await benchFoundation()));
const restart = parts.includes('restart') ? await benchRestart({ rounds: Number(process.env.BENCH_RESTART_ROUNDS ?? 3) }) : null;
if (parts.includes('catalogue')) {
  if (drivers.includes('pglite')) catalogue.push(...(await benchCatalogue({ sizes, duration, connections })));
  if (postgresUrl && drivers.includes('postgres'))
    catalogue.push(...(await benchCatalogue({ postgresUrl, sizes, duration, connections })));
}
/** Learning writes (item complete, quiz submit) beside raw SQL; on PostgreSQL also a burst of quiz attempt starts. */
const learning: LearningRow[] = [];
const bursts: StartBurst[] = [];
if (parts.includes('learning')) {
  const learners = Number(process.env.BENCH_QUIZ_LEARNERS ?? 100);
  const quizzesEach = Number(process.env.BENCH_QUIZZES_EACH ?? 20);
  const passes = [
    drivers.includes('pglite') ? undefined : null,
    postgresUrl && drivers.includes('postgres') ? postgresUrl : null,
  ];
  for (const url of passes) {
    if (url === null) continue;
    const result = await benchLearning({ postgresUrl: url, duration, connections, learners, quizzesEach });
    learning.push(...result.rows);
    if (result.burst) bursts.push(result.burst);
  }
}
const mixed: MixedResult[] = [];
if (parts.includes('mixed')) {
  mixed.push(
    ...(await benchMixed({
      postgresUrl: drivers.includes('postgres') ? postgresUrl : undefined,
      seconds: mixedSeconds,
      connections: mixedConnections,
      processes: mixedProcesses,
    })),
  );
}
const practice = parts.includes('practice') ? await benchPractice({ duration, connections }) : null;
let community: Awaited<ReturnType<typeof benchCommunity>> | undefined;
if (parts.includes('community')) {
  console.log('\nCommunity: feed and question pages beside raw SQL, answer → notification with SSE listeners...');
  community = await benchCommunity({
    duration,
    connections,
    listeners: Number(process.env.BENCH_LISTENERS ?? 200),
    samples: Number(process.env.BENCH_LATENCY_SAMPLES ?? 50),
  });
}
/** Staff dashboard metrics on a million rows beside an indexed count in the same run (not in the default parts: the load takes minutes). */
const staff: StaffRow[] = [];
if (parts.includes('staff')) {
  const runs = Number(process.env.BENCH_STAFF_RUNS ?? 5);
  if (drivers.includes('pglite')) staff.push(...(await benchStaff({ runs })));
  if (postgresUrl && drivers.includes('postgres')) staff.push(...(await benchStaff({ postgresUrl, runs })));
}
/** Issue 34's pages at the demo size and at xl on PostgreSQL (`npm run bench:scale`; not in the default parts: the xl seed takes minutes). */
let scale: ScaleRow[] | undefined;
if (parts.includes('scale')) {
  if (!postgresUrl)
    console.log('\nScale: skipped, it needs PostgreSQL (BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres).');
  else {
    const size = process.env.BENCH_SCALE_SIZE ?? 'xl';
    if (size !== 'xl' && size !== 'm' && size !== 's') throw new Error('BENCH_SCALE_SIZE takes xl, m or s');
    scale = await benchScale({ adminUrl: postgresUrl, size, requests: Number(process.env.BENCH_SCALE_REQUESTS ?? 300) });
  }
}
const out = path.join(root, 'bench', 'results');
mkdirSync(out, { recursive: true });
writeFileSync(
  path.join(out, 'latest.json'),
  JSON.stringify(
    {
      at: new Date().toISOString(),
      duration,
      connections,
      foundation,
      restart,
      catalogue,
      learning,
      bursts,
      mixed,
      practice,
      community,
      staff,
      scale,
    },
    null,
    2,
  ),
);
if (catalogue.length > 0) {
  console.log('\nCatalogue, all passes:');
  printTable(catalogue.map((r) => ({ ...r, name: `${r.driver} ${r.size}: ${r.name}` })));
}

if (staff.length > 1 && new Set(staff.map((r) => r.driver)).size > 1) {
  console.log('\nStaff metrics, all passes:');
  printStaff(staff);
}

if (mixed.length > 0) {
  console.log(`\nMixed load (${mixedConnections} connections, ${mixedSeconds}s per backend):`);
  printMixed(mixed);
}

async function benchFoundation() {
  const data = tempDataDir();
  const product = await startProcess(
    'apps/server/src/main.ts',
    { APP_ROLE: 'api', PORT: '0', DATA_DIR: data.dir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    '/api/ready',
  );
  const bare = await startProcess('bench/bare-server.ts', {});

  try {
    const base = `http://127.0.0.1:${product.port}`;
    const cookie = await signInCookie(base, 'demo@learnly.in', 'Learnly@123');
    const check = await fetch(`${base}/api/auth/session`, { headers: { cookie } }).then((r) => r.json());
    if (!check?.user?.email) throw new Error('the benchmark session is not signed in');

    const opts = { duration, connections };
    console.log(`Measuring ${duration}s per target with ${connections} connections...`);
    const baseline = await measure('bare node http (baseline)', `http://127.0.0.1:${bare.port}/`, opts);
    const health = await measure('GET /api/health', `${base}/api/health`, opts);
    const session = await measure('GET /api/auth/session (signed in)', `${base}/api/auth/session`, {
      ...opts,
      headers: { cookie },
    });
    const baselineAgain = await measure('bare node http (baseline, again)', `http://127.0.0.1:${bare.port}/`, opts);

    const reference = (baseline.requestsPerSecond + baselineAgain.requestsPerSecond) / 2;
    const ratio = (f: Figure) => `${((f.requestsPerSecond / reference) * 100).toFixed(1)}% of baseline req/s`;
    const rows = [baseline, { ...health, ratio: ratio(health) }, { ...session, ratio: ratio(session) }, baselineAgain];
    printTable(rows);
    return rows;
  } finally {
    await product.stop();
    await bare.stop();
    data.remove();
  }
}
