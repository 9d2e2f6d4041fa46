import { randomBytes } from 'node:crypto';
// The API's Hono context variables (authConfig) are declared by this package's types.
import type {} from '@hono/auth-js';
import { openPostgres } from '@lp/api/db/client';
import { insertUser } from '@lp/api/db/seed/factories';
import { createLogger } from '@lp/api/platform/logger';
import { memoryMailer } from '@lp/api/platform/mail';
import { createPlatformServices } from '@lp/api/platform/services';
import pg from 'pg';
import { signInCookie, startProcess, tempDataDir } from './harness.ts';

/**
 * `npm run bench:live`: live notifications across two API instances on one PostgreSQL.
 * Instance B is a real server process (`APP_ROLE=api`) holding the SSE stream; instance A (this
 * process, its own pool and listener) creates the notifications. Each figure is the time from
 * the start of `notify()` on A to the `notification` event arriving at the client on B, one at a
 * time. BENCH_DATABASE_URL (a scratch database is created and dropped); BENCH_REDIS_URL adds a
 * pass with Redis pub/sub; BENCH_LIVE_COUNT notifications per pass (default 200).
 */
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('set BENCH_DATABASE_URL to a PostgreSQL server (a scratch database is created there)');
const count = Number(process.env.BENCH_LIVE_COUNT ?? 200);
const redisUrl = process.env.BENCH_REDIS_URL;
const logger = createLogger({ level: 'warn', pretty: false });

const name = `lp_bench_live_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const databaseUrl = url.toString();

const rows: { pass: string; count: number; p50: number; p99: number; max: number }[] = [];
try {
  const handle = await openPostgres(databaseUrl, 4);
  await handle.migrate();
  const user = await insertUser(handle.db, { email: 'live-bench@example.in', password: 'Learnly@123' });
  const transports: ('postgres' | 'redis')[] = redisUrl ? ['postgres', 'redis'] : ['postgres'];
  for (const transport of transports) {
    rows.push(await pass(transport, handle, user.id));
  }
  await handle.close();
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
console.log('\nLive notification, write on instance A → SSE client on instance B:');
console.log('transport   n     p50 ms  p99 ms  max ms');
for (const r of rows) {
  console.log(
    `${r.pass.padEnd(10)}  ${String(r.count).padEnd(4)}  ${r.p50.toFixed(1).padStart(6)}  ${r.p99.toFixed(1).padStart(6)}  ${r.max.toFixed(1).padStart(6)}`,
  );
}

async function pass(transport: 'postgres' | 'redis', handle: Awaited<ReturnType<typeof openPostgres>>, userId: number) {
  const data = tempDataDir();
  const b = await startProcess(
    'apps/server/src/main.ts',
    {
      APP_ROLE: 'api',
      PORT: '0',
      DATA_DIR: data.dir,
      DATABASE_URL: databaseUrl,
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...(transport === 'redis' && redisUrl ? { REDIS_URL: redisUrl } : { REDIS_URL: '' }),
    },
    '/api/ready',
  );
  const a = createPlatformServices({
    database: handle,
    redisUrl: transport === 'redis' ? redisUrl : undefined,
    mailer: memoryMailer(),
    logger,
    publicUrl: 'http://localhost',
  });
  try {
    await a.ready();
    const base = `http://127.0.0.1:${b.port}`;
    const cookie = await signInCookie(base, 'live-bench@example.in', 'Learnly@123');
    const controller = new AbortController();
    const res = await fetch(`${base}/api/core/notifications/stream`, { headers: { cookie }, signal: controller.signal });
    if (!res.ok || !res.body) throw new Error(`stream: ${res.status}`);
    const waiting = new Map<number, (at: number) => void>();
    const early = new Map<number, number>();
    let connected: () => void = () => {};
    const ready = new Promise<void>((resolve) => {
      connected = resolve;
    });
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const at = performance.now();
          if (block.includes('event: unread-count')) connected();
          if (!block.includes('event: notification')) continue;
          const data = JSON.parse(block.slice(block.indexOf('data: ') + 6)) as { title: string };
          const n = Number(data.title);
          const resolve = waiting.get(n);
          if (resolve) resolve(at);
          else early.set(n, at);
        }
      }
    })().catch(() => {});
    await ready;
    const latencies: number[] = [];
    for (let n = 0; n < count + 10; n += 1) {
      const started = performance.now();
      const arrived = new Promise<number>((resolve) => waiting.set(n, resolve));
      await a.services.notifications.notify(undefined, {
        userId,
        type: 'learning',
        key: `bench:${transport}:${n}`,
        title: String(n),
        body: 'A new lesson is ready.',
      });
      const at = early.get(n) ?? (await arrived);
      // The first ten warm the connections and prepared statements.
      if (n >= 10) latencies.push(at - started);
    }
    controller.abort();
    latencies.sort((x, y) => x - y);
    const pick = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    return { pass: transport, count: latencies.length, p50: pick(0.5), p99: pick(0.99), max: latencies.at(-1) ?? 0 };
  } finally {
    await a.close();
    await b.stop();
    data.remove();
  }
}
