import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
// @ts-expect-error s3rver ships no types; only its constructor, run() and close() are used
import S3rver from 's3rver';
import sharp from 'sharp';
import { postgresBinaries, startReplicatedCluster } from '../apps/api/src/test/pg-replica.ts';
import { runSeed } from './catalogue.ts';
import { answersOk, root, signInCookie } from './harness.ts';

/**
 * `npm run bench:cluster`: the production topology on this machine, under a mixed learner load,
 * with one API instance killed halfway (issue 34, part 4). PostgreSQL primary and a streaming
 * replica (pg_basebackup), Redis (a db number of its own), s3rver, two API instances, one web
 * instance when `npm run build` has been run, and a Node proxy in front (bench/cluster-proxy.ts).
 * Everything is torn down at the end, whatever happens.
 * Env: CLUSTER_SECONDS (60), CLUSTER_LEARNERS (16), CLUSTER_LISTENERS (8), CLUSTER_REDIS_DB (11).
 */
const SECONDS = Number(process.env.CLUSTER_SECONDS ?? 60);
const LEARNERS = Number(process.env.CLUSTER_LEARNERS ?? 16);
const LISTENERS = Number(process.env.CLUSTER_LISTENERS ?? 8);
const REDIS_DB = Number(process.env.CLUSTER_REDIS_DB ?? 11);
const REQUEST_TIMEOUT_MS = 10_000;
const PASSWORD = 'Learnly@123';

type Proc = { name: string; child: ChildProcess; port: number; output: () => string };
const procs: Proc[] = [];

/** A child in a process group of its own (tsx runs the server in a child of its own: the group is killed). */
function startChild(name: string, script: string, env: Record<string, string>, readyPath?: string): Promise<Proc> {
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within 90 s:\n${output.slice(-2000)}`)), 90_000);
    const onData = async () => {
      const m = output.match(/LISTENING (\d+)/) ?? output.match(/running at http:\/\/[^:]+:(\d+)/);
      if (!m) return;
      child.stdout?.off('data', onData);
      const port = Number(m[1]);
      const proc = { name, child, port, output: () => output };
      procs.push(proc);
      if (readyPath && !(await answersOk(`http://127.0.0.1:${port}${readyPath}`, 60_000))) {
        clearTimeout(timer);
        return reject(new Error(`${name} never became ready`));
      }
      clearTimeout(timer);
      resolve(proc);
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output.slice(-2000)}`));
    });
  });
}

/**
 * Signals the child's process group, waits for the child to exit (at most 10 s), then SIGKILLs
 * whatever is left of the group: tsx runs the script in a child of its own, which may outlive it.
 */
async function killGroup(proc: Proc, signal: NodeJS.Signals): Promise<void> {
  const group = -(proc.child.pid as number);
  const signalGroup = (s: NodeJS.Signals) => {
    try {
      process.kill(group, s);
    } catch {
      // the group is gone
    }
  };
  if (proc.child.exitCode === null && proc.child.signalCode === null) {
    const exited = new Promise<void>((resolve) => proc.child.once('exit', () => resolve()));
    signalGroup(signal);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  signalGroup('SIGKILL');
}

// ---- one request, timed -------------------------------------------------------------------

type Sample = { op: string; ms: number; ok: boolean; phase: 'before' | 'after'; idempotent: boolean; status: number };
const samples: Sample[] = [];
let phase: 'before' | 'after' = 'before';
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

function call(
  base: string,
  op: string,
  method: string,
  pathname: string,
  options: { cookie?: string; body?: Buffer | string; type?: string } = {},
): Promise<{ status: number; body: string }> {
  const started = performance.now();
  const idempotent = method === 'GET';
  const at = phase;
  return new Promise((resolve) => {
    const url = new URL(pathname, base);
    const headers: Record<string, string> = { origin: base };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.type) headers['content-type'] = options.type;
    const req = http.request(url, { method, agent, headers, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        samples.push({ op, ms: performance.now() - started, ok: status < 400, phase: at, idempotent, status });
        resolve({ status, body: Buffer.concat(chunks).toString() });
      });
      res.on('error', () => {
        samples.push({ op, ms: performance.now() - started, ok: false, phase: at, idempotent, status: 0 });
        resolve({ status: 0, body: '' });
      });
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => {
      samples.push({ op, ms: performance.now() - started, ok: false, phase: at, idempotent, status: 0 });
      resolve({ status: 0, body: '' });
    });
    req.end(options.body);
  });
}

const data = <T>(body: string): T | undefined => {
  try {
    return (JSON.parse(body) as { data?: T }).data;
  } catch {
    return undefined;
  }
};

// ---- SSE listeners that reconnect with Last-Event-ID ---------------------------------------

type Listener = { userId: number; received: Set<number>; reconnects: number; stop: () => void };

function listen(base: string, cookie: string, userId: number): Listener {
  const listener: Listener = { userId, received: new Set(), reconnects: 0, stop: () => {} };
  let lastEventId: string | undefined;
  let stopped = false;
  let current: http.ClientRequest | undefined;
  listener.stop = () => {
    stopped = true;
    current?.destroy();
  };
  const connect = () => {
    if (stopped) return;
    const headers: Record<string, string> = { cookie, accept: 'text/event-stream' };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const req = http.get(new URL('/api/core/notifications/stream', base), { headers }, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const id = lines.find((l) => l.startsWith('id: '))?.slice(4);
          if (id) lastEventId = id;
          if (event === 'notification') {
            const body = JSON.parse(lines.find((l) => l.startsWith('data: '))?.slice(6) ?? '{}') as { id?: number };
            if (typeof body.id === 'number') listener.received.add(body.id);
          }
        }
      });
      const again = () => {
        if (stopped) return;
        listener.reconnects++;
        setTimeout(connect, 300);
      };
      res.on('end', again);
      res.on('error', again);
      res.on('aborted', again);
    });
    req.on('error', () => {
      if (stopped) return;
      listener.reconnects++;
      setTimeout(connect, 300);
    });
    current = req;
  };
  connect();
  return listener;
}

// ---- the run -------------------------------------------------------------------------------

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

async function main(): Promise<number> {
  const bin = postgresBinaries();
  if (!bin) throw new Error("PostgreSQL's server binaries (/usr/lib/postgresql/<n>/bin) are needed for the primary and replica");
  const work = mkdtempSync(path.join(tmpdir(), 'lp-cluster-'));
  cleanups.push(() => rmSync(work, { recursive: true, force: true }));
  try {
    console.log('Cluster: PostgreSQL primary and streaming replica...');
    const pgCluster = await startReplicatedCluster(bin);
    cleanups.push(() => pgCluster.stop());
    const s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(work, 's3'),
      configureBuckets: [{ name: 'lp-cluster' }],
    });
    const { port: s3Port } = (await s3.run()) as { port: number };
    cleanups.push(() => s3.close());
    const redisUrl = `redis://127.0.0.1:6379/${REDIS_DB}`;
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    await redis.flushdb();
    cleanups.push(async () => {
      await redis.flushdb().catch(() => {});
      redis.disconnect();
    });
    const shared: Record<string, string> = {
      DATABASE_URL: pgCluster.primaryUrl,
      DATABASE_READ_URL: pgCluster.replicaUrl,
      REDIS_URL: redisUrl,
      S3_BUCKET: 'lp-cluster',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      AUTH_SECRET: 'bench-cluster-secret-bench-cluster-secret-0123456789',
      DATA_DIR: path.join(work, 'data'),
      SEED_DEMO_VIDEO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '1',
      SEED_ON_EMPTY: 'false',
      TRUST_PROXY: 'true',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      COMMUNITY_RATE_LIMIT_FACTOR: '1000',
    };
    console.log('Cluster: seeding the demo data on the primary (uploads into s3rver)...');
    await runSeed('demo', shared);

    const apis: Proc[] = [];
    for (const n of [1, 2])
      apis.push(await startChild(`api ${n}`, 'apps/server/src/main.ts', { ...shared, APP_ROLE: 'api', PORT: '0' }, '/api/ready'));
    let web: Proc | undefined;
    if (existsSync(path.join(root, 'apps', 'web', '.next', 'BUILD_ID'))) {
      web = await startChild('web', 'apps/server/src/main.ts', {
        ...shared,
        APP_ROLE: 'web',
        PORT: '0',
        INTERNAL_API_URL: `http://127.0.0.1:${apis[0]?.port}`,
      });
    } else {
      console.log(
        'Cluster: no web instance: the web build is missing (run `npm run build` first); pages are not part of this run.',
      );
    }
    const proxy = await startChild('proxy', 'bench/cluster-proxy.ts', {
      PROXY_API_UPSTREAMS: apis.map((a) => `http://127.0.0.1:${a.port}`).join(','),
      ...(web ? { PROXY_WEB_UPSTREAM: `http://127.0.0.1:${web.port}` } : {}),
    });
    const base = `http://127.0.0.1:${proxy.port}`;
    console.log(
      `Cluster: proxy :${proxy.port} → api :${apis.map((a) => a.port).join(', :')}${web ? `, web :${web.port}` : ''}; replica ${pgCluster.replicaUrl}`,
    );

    // Learners: learner1..N load, the next LISTENERS ask a question each and hold a live stream.
    const signIn = async (email: string) => {
      const started = performance.now();
      const cookie = await signInCookie(base, email, PASSWORD);
      samples.push({ op: 'sign-in', ms: performance.now() - started, ok: true, phase, idempotent: false, status: 200 });
      const session = JSON.parse((await call(base, 'session', 'GET', '/api/auth/session', { cookie })).body) as {
        user?: { id: number };
      };
      return { cookie, userId: Number(session.user?.id) };
    };
    const learners = [];
    for (let i = 1; i <= LEARNERS; i++) learners.push(await signIn(`learner${i}@learnly.in`));
    const askers = [];
    for (let i = LEARNERS + 1; i <= LEARNERS + LISTENERS; i++) askers.push(await signIn(`learner${i}@learnly.in`));
    const questionIds: number[] = [];
    for (const asker of askers) {
      const res = await call(base, 'ask', 'POST', '/api/core/questions/add', {
        cookie: asker.cookie,
        type: 'application/json',
        body: JSON.stringify({
          title: `Cluster bench: who answers ${asker.userId} first?`,
          body: 'Measuring notifications.',
          tags: ['python'],
        }),
      });
      const id = data<{ question: { id: number } }>(res.body)?.question.id;
      if (!id) throw new Error(`asking failed: ${res.status} ${res.body.slice(0, 300)}`);
      questionIds.push(id);
    }
    const primary = new pg.Client({ connectionString: pgCluster.primaryUrl });
    await primary.connect();
    cleanups.push(() => primary.end());
    const { rows: before } = await primary.query<{ max: string | null }>('select max(id) as max from notifications');
    const notificationsFrom = Number(before[0]?.max ?? 0);
    for (const asker of askers) listeners.push(listen(base, asker.cookie, asker.userId));

    const list = data<{ results: { id: number; slug: string; isPremium?: boolean }[] }>(
      (await call(base, 'browse', 'GET', '/api/core/courses?page_size=50')).body,
    );
    const courses = (list?.results ?? []).filter((c) => !c.isPremium);
    if (courses.length === 0) throw new Error('no course to enrol in');
    const quiz = data<{ id: number }>((await call(base, 'quiz detail', 'GET', '/api/core/quiz/python-basics')).body);
    const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const terms = ['python', 'data science', 'design', 'marketing', 'java', 'linked list'];

    const acked = {
      answers: [] as number[],
      posts: [] as number[],
      enrolments: [] as [number, number][],
      completions: [] as [number, number][],
      attempts: [] as number[],
    };
    const stopAt = Date.now() + SECONDS * 1000;
    const killAt = Date.now() + (SECONDS * 1000) / 2;
    let killed: Proc | undefined;
    const killer = new Promise<void>((resolve) => {
      setTimeout(async () => {
        killed = apis[0];
        if (killed) {
          console.log(`Cluster: killing ${killed.name} (SIGKILL) at ${SECONDS / 2}s...`);
          phase = 'after';
          await killGroup(killed, 'SIGKILL');
        }
        resolve();
      }, killAt - Date.now());
    });

    const loop = async (learner: { cookie: string; userId: number }, index: number) => {
      const { cookie, userId } = learner;
      let n = index;
      const enrolled: number[] = [];
      while (Date.now() < stopAt) {
        n++;
        const course = courses[(n * 7 + index) % courses.length] as { id: number; slug: string };
        switch (n % 12) {
          case 0:
          case 1:
            await call(base, 'browse', 'GET', `/api/core/courses?page=${1 + (n % 5)}`);
            break;
          case 2:
            await call(base, 'search', 'GET', `/api/core/search/?term=${encodeURIComponent(terms[n % terms.length] as string)}`);
            break;
          case 3:
            await call(base, 'course detail', 'GET', `/api/core/courses/${course.slug}`);
            break;
          case 4: {
            const res = await call(base, 'enrol', 'POST', `/api/core/courses/${course.id}/enrol`, { cookie });
            if (res.status === 200 || res.status === 201) {
              acked.enrolments.push([userId, course.id]);
              enrolled.push(course.id);
            }
            break;
          }
          case 5: {
            const courseId = enrolled[n % Math.max(1, enrolled.length)];
            if (courseId === undefined) break;
            const context = data<{ modules: { items: { id: number; kind: string }[] }[] }>(
              (await call(base, 'learn context', 'GET', `/api/core/courses/${courseId}/context`, { cookie })).body,
            );
            // Not a video: one with a known length completes only once watched (a 409 of the product, not of the topology).
            const items = (context?.modules ?? []).flatMap((m) => m.items).filter((i) => i.kind !== 'video');
            const item = items[n % Math.max(1, items.length)];
            if (!item) break;
            const res = await call(base, 'complete item', 'POST', `/api/core/courses/module-item/${item.id}/complete`, {
              cookie,
              type: 'application/json',
              body: '{}',
            });
            if (res.status < 300) acked.completions.push([userId, item.id]);
            break;
          }
          case 6: {
            if (!quiz) break;
            const res = await call(base, 'quiz attempt', 'POST', `/api/core/quiz/${quiz.id}`, {
              cookie,
              type: 'application/json',
              body: '{"answers":{}}',
            });
            const id = data<{ id: number }>(res.body)?.id;
            if (res.status === 201 && id) acked.attempts.push(id);
            break;
          }
          case 7:
          case 8: {
            const questionId = questionIds[n % questionIds.length] as number;
            const res = await call(base, 'answer', 'POST', `/api/core/questions/answer/${questionId}`, {
              cookie,
              type: 'application/json',
              body: JSON.stringify({ body: `Cluster bench answer ${n} from learner ${userId}: try it step by step.` }),
            });
            const id = data<{ answer: { id: number } }>(res.body)?.answer.id;
            if (res.status === 201 && id) acked.answers.push(id);
            break;
          }
          case 9: {
            const form = new FormData();
            form.append('text', `Cluster bench post ${n} by learner ${userId}`);
            form.append('images', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'picture.png');
            const request = new Request('http://x/', { method: 'POST', body: form });
            const body = Buffer.from(await request.arrayBuffer());
            const res = await call(base, 'post with upload', 'POST', '/api/core/posts', {
              cookie,
              type: request.headers.get('content-type') ?? '',
              body,
            });
            const id = data<{ post: { id: number } }>(res.body)?.post.id;
            if (res.status === 201 && id) acked.posts.push(id);
            break;
          }
          case 10:
            await call(base, 'notifications', 'GET', '/api/core/notifications', { cookie });
            break;
          default:
            await call(base, 'feed', 'GET', '/api/core/posts?page=1&page_size=10', { cookie });
        }
      }
    };
    // Replica lag under the load: pg_stat_replication's replay_lag (the time from a commit on the
    // primary to its replay on the replica, as the replica last reported it), once a second.
    const lagSamples: number[] = [];
    const lagTimer = setInterval(() => {
      primary
        .query<{ ms: number | null }>(
          'select (extract(epoch from replay_lag) * 1000)::float8 as ms from pg_stat_replication limit 1',
        )
        .then((r) => lagSamples.push(Number(r.rows[0]?.ms ?? 0)))
        .catch(() => {});
    }, 1_000);
    cleanups.push(() => clearInterval(lagTimer));
    console.log(`Cluster: ${LEARNERS} learners for ${SECONDS}s, ${LISTENERS} live streams; one API instance killed halfway...`);
    const started = Date.now();
    await Promise.all(learners.map((l, i) => loop(l, i)));
    await killer;
    const elapsed = (Date.now() - started) / 1000;
    // Time for the last notifications to arrive: until every stored one has reached its stream, at
    // most CLUSTER_SETTLE_SECONDS (80). Work the killed instance had claimed (outbox events, jobs)
    // runs again only when its lease (60 s) runs out, so some notifications come that late.
    const outstanding = async () => {
      let n = 0;
      for (const l of listeners) {
        const { rows } = await primary.query<{ id: string }>(
          'select id from notifications where user_id = $1 and in_app and id > $2',
          [l.userId, notificationsFrom],
        );
        n += rows.filter((r) => !l.received.has(Number(r.id))).length;
      }
      return n;
    };
    const settleStarted = Date.now();
    const settleBy = settleStarted + Number(process.env.CLUSTER_SETTLE_SECONDS ?? 80) * 1000;
    const answersWithout = async () =>
      Number(
        (
          await primary.query(
            `select count(*) as n from answers a where a.id = any($1)
              and not exists (select 1 from notifications n where n.id > $2 and n.link = '/questions/' || a.question_id || '#answer-' || a.id)`,
            [acked.answers, notificationsFrom],
          )
        ).rows[0]?.n ?? 0,
      );
    while (Date.now() < settleBy && ((await outstanding()) > 0 || (await answersWithout()) > 0))
      await new Promise((r) => setTimeout(r, 500));
    console.log(
      `Cluster: settled ${((Date.now() - settleStarted) / 1000).toFixed(1)} s after the load (${await answersWithout()} acknowledged answers still without a notification)`,
    );
    for (const l of listeners) l.stop();

    // ---- checks ----
    const exists = async (sql: string, ids: unknown[]) => Number((await primary.query(sql, [ids])).rows[0]?.n ?? 0);
    const lost = {
      answers: acked.answers.length - (await exists('select count(*) as n from answers where id = any($1)', acked.answers)),
      posts: acked.posts.length - (await exists('select count(*) as n from posts where id = any($1)', acked.posts)),
      attempts:
        acked.attempts.length - (await exists('select count(*) as n from quiz_attempts where id = any($1)', acked.attempts)),
      enrolments: 0,
      completions: 0,
    };
    const pairs = (list: [number, number][]) => [...new Set(list.map((p) => p.join(':')))].map((k) => k.split(':').map(Number));
    for (const [u, c] of pairs(acked.enrolments)) {
      const { rows } = await primary.query('select 1 from enrolments where user_id = $1 and course_id = $2', [u, c]);
      if (rows.length === 0) lost.enrolments++;
    }
    for (const [u, i] of pairs(acked.completions)) {
      const { rows } = await primary.query(
        'select 1 from item_progress where user_id = $1 and item_id = $2 and completed_at is not null',
        [u, i],
      );
      if (rows.length === 0) lost.completions++;
    }
    let expected = 0;
    let missed = 0;
    for (const l of listeners) {
      const { rows } = await primary.query<{ id: string }>(
        'select id from notifications where user_id = $1 and in_app and id > $2',
        [l.userId, notificationsFrom],
      );
      expected += rows.length;
      const lost = rows.filter((r) => !l.received.has(Number(r.id))).map((r) => Number(r.id));
      missed += lost.length;
      if (lost.length > 0) {
        const highest = Math.max(0, ...l.received);
        console.log(
          `  listener ${l.userId} missed ${lost.join(', ')} (highest received ${highest}: ${lost.filter((id) => id < highest).length} of them below it)`,
        );
      }
    }
    clearInterval(lagTimer);
    const lags = [...lagSamples].sort((a, b) => a - b);

    // ---- report ----
    const ops = [...new Set(samples.map((s) => s.op))];
    const header = ['operation', 'phase', 'count', 'req/s', 'errors', 'p50 ms', 'p99 ms'];
    const lines: string[][] = [];
    const half = elapsed / 2;
    for (const op of ops)
      for (const p of ['before', 'after'] as const) {
        const set = samples.filter((s) => s.op === op && s.phase === p);
        if (set.length === 0) continue;
        const times = set.map((s) => s.ms).sort((a, b) => a - b);
        lines.push([
          op,
          p === 'before' ? 'before kill' : 'after kill',
          String(set.length),
          (set.length / half).toFixed(1),
          String(set.filter((s) => !s.ok).length),
          percentile(times, 50).toFixed(1),
          percentile(times, 99).toFixed(1),
        ]);
      }
    const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
    const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
    console.log(
      `\nCluster bench: ${SECONDS}s, ${LEARNERS} learners, ${LISTENERS} live streams, ${killed?.name ?? 'nothing'} killed at ${SECONDS / 2}s`,
    );
    console.log(format(header));
    console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const l of lines) console.log(format(l));
    const loadSamples = samples.filter((s) => s.op !== 'ask' && s.op !== 'session' && s.op !== 'quiz detail');
    const errors = loadSamples.filter((s) => !s.ok);
    const readErrors = errors.filter((s) => s.idempotent);
    const errorRate = (errors.length / Math.max(1, loadSamples.length)) * 100;
    const statusCounts = new Map<string, number>();
    for (const e of errors) statusCounts.set(`${e.op} ${e.status}`, (statusCounts.get(`${e.op} ${e.status}`) ?? 0) + 1);
    console.log(
      `\nrequests ${loadSamples.length} (${(loadSamples.length / elapsed).toFixed(1)}/s); errors ${errors.length} (${errorRate.toFixed(2)}%), of them on idempotent reads ${readErrors.length}`,
    );
    if (errors.length > 0) console.log(`errors by operation and status: ${JSON.stringify(Object.fromEntries(statusCounts))}`);
    console.log(
      `acknowledged writes: ${acked.answers.length} answers, ${acked.posts.length} posts, ${acked.attempts.length} quiz attempts, ${acked.enrolments.length} enrolments, ${acked.completions.length} completions; lost: ${JSON.stringify(lost)}`,
    );
    console.log(
      `live streams: ${expected} notifications for the listeners, ${missed} missed; reconnects ${listeners.reduce((s, l) => s + l.reconnects, 0)}`,
    );
    console.log(
      `replica replay lag during the load (pg_stat_replication, ${lags.length} samples): p50 ${percentile(lags, 50).toFixed(1)} ms, max ${(lags.at(-1) ?? 0).toFixed(1)} ms`,
    );
    const stats = await fetch(`${base}/__proxy/stats`).then((r) => r.json());
    console.log(`proxy: ${JSON.stringify(stats)} (retried: idempotent requests sent again after their upstream failed)`);
    const lostTotal = Object.values(lost).reduce((a, b) => a + b, 0);
    const pass = errorRate < 1 && readErrors.length === 0 && lostTotal === 0 && missed === 0;
    console.log(
      pass ? '\nTargets met.' : '\nTargets MISSED (errors < 1%, none on reads, no write lost, no notification missed).',
    );
    return pass ? 0 : 1;
  } finally {
    await teardown();
  }
}

const cleanups: (() => Promise<unknown> | unknown)[] = [];
const listeners: Listener[] = [];
let tornDown: Promise<void> | undefined;
/** Stops everything this run started, once, in reverse order: on the way out and on Ctrl-C. */
function teardown(): Promise<void> {
  tornDown ??= (async () => {
    for (const l of listeners) l.stop();
    agent.destroy();
    for (const proc of procs.reverse()) await killGroup(proc, 'SIGTERM');
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
  })();
  return tornDown;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.log(`\n${signal}: tearing the cluster down...`);
    void teardown().finally(() => process.exit(130));
  });

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
