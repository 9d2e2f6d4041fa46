import { Agent, request } from 'node:http';
import { generate } from 'otplib';
import { DEMO_STAFF } from '../apps/api/src/db/seed/staff-seed.ts';
import { runSeed } from './catalogue.ts';
import { scratchPostgres, signInCookie, startProcess, tempDataDir } from './harness.ts';

/**
 * `npm run bench:scale`: the pages issue 34 names, timed one request at a time on PostgreSQL at
 * the demo size and again after `db:seed -- --size xl` (or BENCH_SCALE_SIZE=m|s) in the same run,
 * on the same server settings. One connection and no concurrency, so a request's time is the
 * server's time plus loopback: the p99 is of the server, not of a queue in front of it.
 */
export type ScaleRow = {
  name: string;
  demoP50: number;
  demoP99: number;
  bigP50: number;
  bigP99: number;
  ratio: number;
  ok: boolean;
};

const TARGET_RATIO = 3;
const TARGET_MS = 100;

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function timedGet(url: string, cookie: string | undefined): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: cookie ? { cookie } : {} }, (res) => {
      res.resume();
      res.once('end', () => {
        if ((res.statusCode ?? 500) >= 400) reject(new Error(`${url} answered ${res.statusCode}`));
        else resolve(performance.now() - started);
      });
    });
    req.once('error', reject);
    req.end();
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

type Target = { name: string; path: string; as?: 'learner' | 'moderator' };

async function measurePass(
  env: Record<string, string>,
  targets: Target[],
  requests: number,
): Promise<Map<string, { p50: number; p99: number }>> {
  const server = await startProcess(
    'apps/server/src/main.ts',
    {
      ...env,
      APP_ROLE: 'api',
      PORT: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED_ON_EMPTY: 'false',
      WEB_CONCURRENCY: '1',
      RATE_LIMIT_AUTH_PER_MINUTE: '10000',
    },
    '/api/ready',
  );
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const moderator = DEMO_STAFF.find((s) => s.role === 'moderator');
    if (!moderator) throw new Error('no demo moderator');
    const cookies = {
      learner: await signInCookie(base, 'demo@learnly.in', 'Learnly@123'),
      moderator: await signInCookie(base, moderator.email, 'Learnly@123', {
        totp: await generate({ secret: moderator.totpSecret }),
      }),
    };
    const out = new Map<string, { p50: number; p99: number }>();
    for (const target of targets) {
      const cookie = target.as ? cookies[target.as] : undefined;
      for (let i = 0; i < 50; i++) await timedGet(`${base}${target.path}`, cookie);
      const times: number[] = [];
      for (let i = 0; i < requests; i++) times.push(await timedGet(`${base}${target.path}`, cookie));
      times.sort((a, b) => a - b);
      out.set(target.name, { p50: percentile(times, 50), p99: percentile(times, 99) });
    }
    return out;
  } finally {
    await server.stop();
  }
}

export async function benchScale(options: { adminUrl: string; size: 'xl' | 'm' | 's'; requests: number }): Promise<ScaleRow[]> {
  const database = await scratchPostgres(options.adminUrl, 'lp_scale');
  const data = tempDataDir();
  const env = { DATABASE_URL: database.url, DATA_DIR: data.dir, SEED_DEMO_VIDEO: 'false' };
  try {
    console.log('\nScale: seeding the demo data on PostgreSQL...');
    await runSeed('demo', env);
    const probe = await import('pg').then(async ({ default: pg }) => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const course = await client.query<{ slug: string }>('select slug from courses order by id limit 1');
        const question = await client.query<{ id: number }>(
          'select id from questions where hidden_at is null order by answer_count desc, id limit 1',
        );
        return { slug: course.rows[0]?.slug, questionId: question.rows[0]?.id };
      } finally {
        await client.end();
      }
    });
    const targets: Target[] = [
      { name: 'catalogue list', path: '/api/core/courses' },
      { name: 'catalogue list, two filters', path: '/api/core/courses?city=bengaluru&level=certificate' },
      { name: 'course detail', path: `/api/core/courses/${probe.slug}` },
      { name: 'search (all)', path: '/api/core/search/?term=python%20data%20science' },
      { name: 'feed', path: '/api/core/posts?page=1&page_size=10', as: 'learner' },
      { name: 'question page', path: `/api/core/questions/${probe.questionId}`, as: 'learner' },
      { name: 'notifications', path: '/api/core/notifications', as: 'learner' },
      { name: 'staff dashboard (30 days)', path: '/api/staff/metrics?days=30', as: 'moderator' },
    ];
    console.log(`Scale: timing ${targets.length} pages at the demo size (${options.requests} requests each)...`);
    const demo = await measurePass(env, targets, options.requests);
    console.log(`Scale: adding the ${options.size} data set...`);
    await runSeed(options.size, env);
    console.log(`Scale: timing the same pages at ${options.size}...`);
    const big = await measurePass(env, targets, options.requests);
    const rows = targets.map(({ name }) => {
      const d = demo.get(name) ?? { p50: 0, p99: 0 };
      const b = big.get(name) ?? { p50: 0, p99: 0 };
      const ratio = d.p99 > 0 ? b.p99 / d.p99 : 0;
      return {
        name,
        demoP50: d.p50,
        demoP99: d.p99,
        bigP50: b.p50,
        bigP99: b.p99,
        ratio,
        ok: ratio <= TARGET_RATIO && b.p99 < TARGET_MS,
      };
    });
    printScale(rows, options.size);
    return rows;
  } finally {
    await database.drop();
    data.remove();
  }
}

export function printScale(rows: ScaleRow[], size: string): void {
  const header = [
    'page',
    'demo p50',
    'demo p99',
    `${size} p50`,
    `${size} p99`,
    `${size}/demo p99`,
    `target (<=${TARGET_RATIO}x, <${TARGET_MS} ms)`,
  ];
  const lines = rows.map((r) => [
    r.name,
    r.demoP50.toFixed(1),
    r.demoP99.toFixed(1),
    r.bigP50.toFixed(1),
    r.bigP99.toFixed(1),
    `${r.ratio.toFixed(2)}x`,
    r.ok ? 'met' : 'MISSED',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\nScale (PostgreSQL, ms, one request at a time): demo vs ${size}`);
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(format(l));
}
