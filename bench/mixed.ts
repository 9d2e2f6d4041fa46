import http from 'node:http';
import { scratchPostgres, signInCookie, startProcess, tempDataDir } from './harness.ts';

/**
 * Mixed load: many connections at once over a realistic mix of the API's reads (course lists
 * with filters, course detail, search, the signed-in session, health), as a page of the product
 * causes them. Reports the total, each route's p50/p99 and every timeout and error, per backend.
 */
export type MixedRoute = { route: string; count: number; p50: number; p99: number; timeouts: number; errors: number };
export type MixedResult = {
  name: string;
  seconds: number;
  connections: number;
  requestsPerSecond: number;
  timeouts: number;
  errors: number;
  routes: MixedRoute[];
};

const REQUEST_TIMEOUT_MS = 10_000;

type Pick = { route: string; path: string; cookie?: boolean };

/** Weighted like a visitor browsing the catalogue: lists and details most, the session on every page. */
function mixFor(slugs: string[]): { weight: number; pick: (i: number) => Pick }[] {
  const lists = [
    '/api/core/courses?city=bengaluru&level=certificate',
    '/api/core/courses?level=diploma&sort=rating',
    '/api/core/courses?city=pune,mumbai&page_size=20',
    '/api/core/courses?sort=popular&page=2',
  ];
  const terms = ['python', 'data science', 'design', 'marketing', 'java'];
  return [
    { weight: 30, pick: (i) => ({ route: 'course list (filters)', path: lists[i % lists.length] as string }) },
    { weight: 20, pick: (i) => ({ route: 'course detail', path: `/api/core/courses/${slugs[i % slugs.length]}` }) },
    {
      weight: 15,
      pick: (i) => ({
        route: 'search',
        path: `/api/core/search/?term=${encodeURIComponent(terms[i % terms.length] as string)}&model=course`,
      }),
    },
    { weight: 25, pick: () => ({ route: 'session (signed in)', path: '/api/auth/session', cookie: true }) },
    { weight: 10, pick: () => ({ route: 'health', path: '/api/health' }) },
  ];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** `connections` loops, each sending its next request when the previous one answered, for `seconds`. */
export async function mixedLoad(options: {
  name: string;
  base: string;
  cookie: string;
  seconds: number;
  connections: number;
}): Promise<MixedResult> {
  const list = (await fetch(`${options.base}/api/core/courses?page_size=50`).then((r) => r.json())) as {
    data?: { results?: { slug: string }[] };
  };
  const slugs = (list.data?.results ?? []).map((c) => c.slug);
  if (slugs.length === 0) throw new Error('the course list answered no course');
  const mix = mixFor(slugs);
  const totalWeight = mix.reduce((sum, m) => sum + m.weight, 0);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies = new Map<string, number[]>();
  const failures = new Map<string, { timeouts: number; errors: number }>();
  const failure = (route: string) => {
    const f = failures.get(route) ?? { timeouts: 0, errors: 0 };
    failures.set(route, f);
    return f;
  };
  const url = new URL(options.base);
  const stopAt = Date.now() + options.seconds * 1000;
  let sequence = 0;

  const one = (pick: Pick) =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = http.get(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: pick.path,
          headers: pick.cookie ? { cookie: options.cookie } : {},
          timeout: REQUEST_TIMEOUT_MS,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200) failure(pick.route).errors++;
            else {
              const bucket = latencies.get(pick.route) ?? [];
              latencies.set(pick.route, bucket);
              bucket.push(performance.now() - started);
            }
            resolve();
          });
          res.on('error', () => {
            failure(pick.route).errors++;
            resolve();
          });
        },
      );
      req.on('timeout', () => {
        failure(pick.route).timeouts++;
        req.destroy();
        resolve();
      });
      req.on('error', () => {
        if (!req.destroyed || performance.now() - started < REQUEST_TIMEOUT_MS) failure(pick.route).errors++;
        resolve();
      });
    });

  const loop = async () => {
    while (Date.now() < stopAt) {
      const n = sequence++;
      // A deterministic spread over the weights (no Math.random: runs compare like with like).
      const slot = (n * 7919) % totalWeight;
      let upTo = 0;
      const entry = mix.find((m) => {
        upTo += m.weight;
        return slot < upTo;
      });
      if (!entry) return;
      await one(entry.pick(n));
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: options.connections }, loop));
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();

  const routes = mix.map((m) => m.pick(0).route);
  const rows: MixedRoute[] = routes.map((route) => {
    const sorted = (latencies.get(route) ?? []).sort((a, b) => a - b);
    const f = failures.get(route) ?? { timeouts: 0, errors: 0 };
    return {
      route,
      count: sorted.length,
      p50: Math.round(percentile(sorted, 50)),
      p99: Math.round(percentile(sorted, 99)),
      ...f,
    };
  });
  const answered = rows.reduce((sum, r) => sum + r.count, 0);
  return {
    name: options.name,
    seconds: options.seconds,
    connections: options.connections,
    requestsPerSecond: Math.round(answered / elapsed),
    timeouts: rows.reduce((sum, r) => sum + r.timeouts, 0),
    errors: rows.reduce((sum, r) => sum + r.errors, 0),
    routes: rows,
  };
}

/** One product process (API role, demo data seeded on first start) under mixed load. */
async function runPass(name: string, env: Record<string, string>, seconds: number, connections: number) {
  const product = await startProcess(
    'apps/server/src/main.ts',
    { APP_ROLE: 'api', PORT: '0', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    '/api/ready',
  );
  try {
    const base = `http://127.0.0.1:${product.port}`;
    const cookie = await signInCookie(base, 'demo@learnly.in', 'Learnly@123');
    // A short warm-up so that both backends are measured with their plans and caches built.
    await mixedLoad({ name, base, cookie, seconds: 2, connections: 5 });
    console.log(`Mixed load on ${name}: ${connections} connections for ${seconds}s...`);
    return await mixedLoad({ name, base, cookie, seconds, connections });
  } finally {
    await product.stop();
  }
}

/**
 * PGlite (a fresh DATA_DIR) and, when `postgresUrl` is given, PostgreSQL with 1 and 2
 * processes (WEB_CONCURRENCY), in the same run.
 */
export async function benchMixed(options: {
  postgresUrl?: string;
  seconds: number;
  connections: number;
  processes: number[];
}): Promise<MixedResult[]> {
  const results: MixedResult[] = [];
  const data = tempDataDir();
  try {
    results.push(await runPass('pglite', { DATA_DIR: data.dir }, options.seconds, options.connections));
  } finally {
    data.remove();
  }
  if (options.postgresUrl) {
    const database = await scratchPostgres(options.postgresUrl, 'lp_bench_mixed');
    const pgData = tempDataDir();
    try {
      for (const processes of options.processes) {
        results.push(
          await runPass(
            `postgres x${processes}`,
            { DATABASE_URL: database.url, DATA_DIR: pgData.dir, WEB_CONCURRENCY: String(processes) },
            options.seconds,
            options.connections,
          ),
        );
      }
    } finally {
      await database.drop();
      pgData.remove();
    }
  }
  return results;
}

export function printMixed(results: MixedResult[]): void {
  const header = ['backend', 'route', 'answered', 'p50 ms', 'p99 ms', 'timeouts', 'errors'];
  const lines: string[][] = [];
  for (const r of results) {
    for (const route of r.routes) {
      lines.push([
        r.name,
        route.route,
        String(route.count),
        String(route.p50),
        String(route.p99),
        String(route.timeouts),
        String(route.errors),
      ]);
    }
    lines.push([r.name, `TOTAL ${r.requestsPerSecond} req/s`, '', '', '', String(r.timeouts), String(r.errors)]);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
  const pglite = results.find((r) => r.name === 'pglite');
  const postgres = results.find((r) => r.name.startsWith('postgres x1')) ?? results.find((r) => r.name.startsWith('postgres'));
  if (pglite && postgres && postgres.requestsPerSecond > 0) {
    const share = ((pglite.requestsPerSecond / postgres.requestsPerSecond) * 100).toFixed(0);
    console.log(`PGlite / PostgreSQL (${postgres.name}) total req/s: ${share}%`);
  }
}
