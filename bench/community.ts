import { cpSync, rmSync } from 'node:fs';
import { runSeed } from './catalogue.ts';
import { type Figure, measure, printTable, signInCookie, startProcess, tempDataDir } from './harness.ts';

export type CommunityRow = Figure & { ratio?: string };
export type LatencyResult = { listeners: number; samples: number; p50: number; p99: number; max: number };

/** Reads server-sent events from `url` with `cookie`, calling `onEvent` for each; resolves once connected. */
async function listen(url: string, cookie: string, onEvent: (event: string, data: string) => void, signal: AbortSignal) {
  const res = await fetch(url, { headers: { cookie, accept: 'text/event-stream' }, signal });
  if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
          const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
          onEvent(event, data);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted at the end of the run
    }
  })();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Feed page and question page through the API beside the raw SQL on the same data (demo seed on
 * PGlite), then the time from an answer being posted to the asker's open stream receiving the
 * notification, with `listeners` streams open in all (the other learners' tabs).
 */
export async function benchCommunity(options: { duration: number; connections: number; listeners: number; samples: number }) {
  const data = tempDataDir();
  await runSeed('demo', { DATA_DIR: data.dir });
  const rawDir = `${data.dir}-raw`;
  cpSync(data.dir, rawDir, { recursive: true, filter: (source) => !source.endsWith('.lock') });
  const product = await startProcess(
    'apps/server/src/main.ts',
    {
      APP_ROLE: 'api',
      PORT: '0',
      DATA_DIR: data.dir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_AUTH_PER_MINUTE: '10000',
      COMMUNITY_RATE_LIMIT_FACTOR: '1000',
    },
    '/api/ready',
  );
  const rows: CommunityRow[] = [];
  let latency: LatencyResult | undefined;
  const stop = new AbortController();
  try {
    const api = `http://127.0.0.1:${product.port}`;
    const raw = await startProcess('bench/raw-query-server.ts', { BENCH_RAW_DATA_DIR: rawDir });
    const targets = [
      {
        name: 'feed page',
        api: `${api}/api/core/posts?page=1&page_size=10`,
        raw: `http://127.0.0.1:${raw.port}/feed`,
      },
      {
        name: 'question page',
        api: `${api}/api/core/questions/5`,
        raw: `http://127.0.0.1:${raw.port}/question?id=5`,
      },
      { name: 'questions list', api: `${api}/api/core/questions?page=1&page_size=15`, raw: null },
    ];
    const opts = { duration: options.duration, connections: options.connections };
    for (const target of targets) {
      const rawFigure = target.raw ? await measure(`${target.name} [raw SQL]`, target.raw, opts) : undefined;
      const apiFigure = await measure(`${target.name} [API]`, target.api, opts);
      if (rawFigure) rows.push(rawFigure);
      const share =
        rawFigure && rawFigure.requestsPerSecond > 0 ? (apiFigure.requestsPerSecond / rawFigure.requestsPerSecond) * 100 : 0;
      rows.push({ ...apiFigure, ...(rawFigure ? { ratio: `${share.toFixed(1)}% of raw req/s` } : {}) });
    }
    await raw.stop();

    // Answer → notification latency with `listeners` open streams.
    const asker = await signInCookie(api, 'demo@learnly.in', 'Learnly@123');
    const others = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signInCookie(api, `learner${i + 1}@learnly.in`, 'Learnly@123')),
    );
    const answerer = others[0] ?? asker;
    const arrivals = new Map<string, number>();
    await listen(
      `${api}/api/core/notifications/stream`,
      asker,
      (event, payload) => {
        if (event !== 'notification') return;
        const body = JSON.parse(payload) as { link: string | null };
        arrivals.set(body.link?.split('#answer-')[1] ?? '', performance.now());
      },
      stop.signal,
    );
    for (let i = 1; i < options.listeners; i++)
      await listen(`${api}/api/core/notifications/stream`, others[i % others.length] ?? asker, () => {}, stop.signal);
    const created = await fetch(`${api}/api/core/questions/add`, {
      method: 'POST',
      headers: { cookie: asker, 'content-type': 'application/json', origin: api },
      body: JSON.stringify({
        title: 'Benchmark: how fast does the bell ring?',
        body: 'Measuring answer to notification latency.',
        tags: ['python'],
      }),
    }).then((r) => r.json() as Promise<{ data: { question: { id: number } } }>);
    const questionId = created.data.question.id;
    const times: number[] = [];
    for (let i = 0; i < options.samples; i++) {
      const started = performance.now();
      const res = await fetch(`${api}/api/core/questions/answer/${questionId}`, {
        method: 'POST',
        headers: { cookie: answerer, 'content-type': 'application/json', origin: api },
        body: JSON.stringify({ body: `Answer number ${i + 1}: measuring the live notification.` }),
      });
      const answerId = String(((await res.json()) as { data: { answer: { id: number } } }).data.answer.id);
      const deadline = started + 10_000;
      while (!arrivals.has(answerId) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 2));
      const arrived = arrivals.get(answerId);
      if (arrived !== undefined) times.push(arrived - started);
    }
    times.sort((a, b) => a - b);
    latency = {
      listeners: options.listeners,
      samples: times.length,
      p50: Math.round(percentile(times, 50)),
      p99: Math.round(percentile(times, 99)),
      max: Math.round(times[times.length - 1] ?? 0),
    };
  } finally {
    stop.abort();
    await product.stop();
    data.remove();
    rmSync(rawDir, { recursive: true, force: true });
  }
  printTable(rows);
  if (latency)
    console.log(
      `Answer → notification on the asker's open stream, ${latency.listeners} streams open: p50 ${latency.p50} ms, p99 ${latency.p99} ms, max ${latency.max} ms (${latency.samples} answers)`,
    );
  return { rows, latency };
}
