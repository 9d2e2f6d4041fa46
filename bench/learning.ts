import { cpSync, rmSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { runSeed } from './catalogue.ts';
import { type Figure, printTable, scratchPostgres, signInCookie, startProcess, tempDataDir } from './harness.ts';

export type LearningRow = Figure & { ratio?: string; driver: string };
export type StartBurst = {
  driver: string;
  attempts: number;
  learners: number;
  ok: number;
  errors: number;
  p50: number;
  p99: number;
  seconds: number;
};

async function post(
  name: string,
  url: string,
  options: { cookie?: string; body?: string; duration: number; connections: number },
) {
  const origin = new URL(url).origin;
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), 'content-type': 'application/json', origin },
    body: options.body ?? '{}',
    duration: options.duration,
    connections: options.connections,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function get(name: string, url: string, options: { duration: number; connections: number }): Promise<Figure> {
  const result = await autocannon({ url, duration: options.duration, connections: options.connections });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Item complete and quiz submit (the one-step form of an untimed quiz) beside the same statements
 * as raw SQL on the same driver; on PostgreSQL also `starters` quiz attempts started at once
 * (learners × quizzes, each learner signed in once), with the error count and the p99.
 */
export async function benchLearning(options: {
  postgresUrl?: string;
  duration: number;
  connections: number;
  learners: number;
  quizzesEach: number;
}): Promise<{ rows: LearningRow[]; burst?: StartBurst }> {
  const driver = options.postgresUrl ? 'postgres' : 'pglite';
  const data = tempDataDir();
  const database = options.postgresUrl ? await scratchPostgres(options.postgresUrl, 'lp_bench') : undefined;
  const dbEnv: Record<string, string> = database ? { DATABASE_URL: database.url } : { DATA_DIR: data.dir };
  const rawDir = `${data.dir}-raw`;
  const rows: LearningRow[] = [];
  let burst: StartBurst | undefined;
  try {
    console.log(`\nSeeding the demo data set on ${driver} (learning)...`);
    await runSeed('demo', dbEnv);
    if (database) {
      // Learners and timed quizzes for the burst of attempt starts.
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query(
        `insert into users (email, full_name, password_hash, show_preferences, password_changed_at)
         select 'bench' || g || '@learnly.in', 'Bench Learner ' || g, u.password_hash, false, now()
         from generate_series(1, $1::int) g, (select password_hash from users where email = 'demo@learnly.in') u`,
        [options.learners],
      );
      await client.query(
        `with q as (
           insert into quizzes (slug, title, summary, time_limit_seconds, pass_percent, question_count)
           select 'bench-quiz-' || g, 'Bench Quiz ' || g, 'A timed quiz for the benchmark.', 600, 60, 1 from generate_series(1, $1::int) g
           returning id)
         insert into quiz_questions (quiz_id, position, prompt, kind, options, correct)
         select id, 1, 'Pick one', 'single', '[{"id":1,"text":"A"},{"id":2,"text":"B"}]'::jsonb, '[1]'::jsonb from q`,
        [options.quizzesEach],
      );
      await client.end();
    } else {
      cpSync(data.dir, rawDir, { recursive: true, filter: (source) => !source.endsWith('.lock') });
    }
    const product = await startProcess(
      'apps/server/src/main.ts',
      {
        ...dbEnv,
        APP_ROLE: 'api',
        PORT: '0',
        LOG_LEVEL: 'warn',
        SEED_ON_EMPTY: 'false',
        NODE_ENV: 'production',
        RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      },
      '/api/ready',
    );
    const raw = await startProcess(
      'bench/raw-query-server.ts',
      database ? { BENCH_RAW_DATABASE_URL: database.url } : { BENCH_RAW_DATA_DIR: rawDir },
    );
    try {
      const api = `http://127.0.0.1:${product.port}`;
      const base = `http://127.0.0.1:${raw.port}`;
      const cookie = await signInCookie(api, 'demo@learnly.in', 'Learnly@123');
      const session = await fetch(`${api}/api/auth/session`, { headers: { cookie } }).then((r) => r.json());
      const userId = session?.user?.id as number;
      const mine = await fetch(`${api}/api/accounts/courses?type=in-progress`, { headers: { cookie } }).then((r) => r.json());
      const course = mine?.data?.results?.[0]?.course;
      const context = await fetch(`${api}/api/core/courses/${course.id}/context`, { headers: { cookie } }).then((r) => r.json());
      const item = context.data.modules[0].items[0].id as number;
      const quiz = await fetch(`${api}/api/core/quiz/python-basics`).then((r) => r.json());
      const quizId = quiz.data.id as number;
      const opts = { duration: options.duration, connections: options.connections };

      const pairs: [string, () => Promise<Figure>, () => Promise<Figure>][] = [
        [
          'item complete (repeat, idempotent)',
          () => get('item complete [raw SQL]', `${base}/complete?user=${userId}&item=${item}&course=${course.id}`, opts),
          () => post('item complete [API]', `${api}/api/core/courses/module-item/${item}/complete`, { cookie, ...opts }),
        ],
        [
          'quiz submit (one-step form, a new attempt each)',
          () => get('quiz submit [raw SQL]', `${base}/submit?user=${userId}&quiz=${quizId}`, opts),
          () => post('quiz submit [API]', `${api}/api/core/quiz/${quizId}`, { cookie, body: '{"answers":{}}', ...opts }),
        ],
      ];
      for (const [, rawRun, apiRun] of pairs) {
        const rawFigure = await rawRun();
        const apiFigure = await apiRun();
        const share = rawFigure.requestsPerSecond > 0 ? (apiFigure.requestsPerSecond / rawFigure.requestsPerSecond) * 100 : 0;
        rows.push({ ...rawFigure, driver }, { ...apiFigure, driver, ratio: `${share.toFixed(1)}% of raw req/s` });
      }

      if (database) {
        console.log(`Signing in ${options.learners} learners...`);
        const cookies: string[] = [];
        for (let i = 1; i <= options.learners; i++) cookies.push(await signInCookie(api, `bench${i}@learnly.in`, 'Learnly@123'));
        const quizzes = await fetch(`${api}/api/core/quiz?q=bench&page_size=100`).then((r) => r.json());
        const quizIds = (quizzes.data.results as { id: number }[]).map((q) => q.id).slice(0, options.quizzesEach);
        const started = performance.now();
        const outcomes = await Promise.all(
          cookies.flatMap((learnerCookie) =>
            quizIds.map(async (id) => {
              const t0 = performance.now();
              try {
                const res = await fetch(`${api}/api/core/quiz/${id}/attempts`, {
                  method: 'POST',
                  headers: { cookie: learnerCookie, origin: api, 'content-type': 'application/json' },
                  body: '{}',
                });
                await res.arrayBuffer();
                return { ok: res.status === 201, ms: performance.now() - t0 };
              } catch {
                return { ok: false, ms: performance.now() - t0 };
              }
            }),
          ),
        );
        const seconds = (performance.now() - started) / 1000;
        const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b);
        burst = {
          driver,
          attempts: outcomes.length,
          learners: cookies.length,
          ok: outcomes.filter((o) => o.ok).length,
          errors: outcomes.filter((o) => !o.ok).length,
          p50: Math.round(percentile(ms, 50)),
          p99: Math.round(percentile(ms, 99)),
          seconds: Number(seconds.toFixed(2)),
        };
      }
    } finally {
      await product.stop();
      await raw.stop();
    }
    printTable(rows.map((r) => ({ ...r, name: `${driver}: ${r.name}` })));
    if (burst) {
      console.log(
        `\n${burst.attempts} quiz attempts started at once (${burst.learners} learners × ${burst.attempts / burst.learners} timed quizzes) on ${driver}: ` +
          `${burst.ok} started, ${burst.errors} errors, p50 ${burst.p50} ms, p99 ${burst.p99} ms, all done in ${burst.seconds} s`,
      );
    }
  } finally {
    await database?.drop();
    data.remove();
    rmSync(rawDir, { recursive: true, force: true });
  }
  return { rows, burst };
}
