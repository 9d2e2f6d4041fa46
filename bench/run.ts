import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchCatalogue, type CatalogueRow } from './catalogue.ts';
import { type Figure, measure, printTable, root, signInCookie, startProcess, tempDataDir } from './harness.ts';

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
const parts = (process.env.BENCH_PARTS ?? 'foundation,catalogue').split(',');
const drivers = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',');

const catalogue: CatalogueRow[] = [];
const foundation: unknown[] = [];
if (parts.includes('foundation')) foundation.push(...(await benchFoundation()));
if (parts.includes('catalogue')) {
  if (drivers.includes('pglite')) catalogue.push(...(await benchCatalogue({ sizes, duration, connections })));
  if (postgresUrl && drivers.includes('postgres'))
    catalogue.push(...(await benchCatalogue({ postgresUrl, sizes, duration, connections })));
}
const out = path.join(root, 'bench', 'results');
mkdirSync(out, { recursive: true });
writeFileSync(
  path.join(out, 'latest.json'),
  JSON.stringify({ at: new Date().toISOString(), duration, connections, foundation, catalogue }, null, 2),
);
if (catalogue.length > 0) {
  console.log('\nCatalogue, all passes:');
  printTable(catalogue.map((r) => ({ ...r, name: `${r.driver} ${r.size}: ${r.name}` })));
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
