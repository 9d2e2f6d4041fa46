import { spawn } from 'node:child_process';
import { cpSync } from 'node:fs';
import path from 'node:path';
import { type Figure, measure, printTable, root, scratchPostgres, startProcess, tempDataDir } from './harness.ts';

export type CatalogueRow = Figure & { ratio?: string; size: string; driver: string };

type Target = { name: string; api: string; raw: string };

export function runSeed(size: 'demo' | 'large' | 'xl' | 'm' | 's', env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      ['apps/api/src/db/seed/seed-command.ts', '--size', size],
      {
        cwd: root,
        env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed ${size} exited with ${code}`))));
  });
}

/**
 * Course list with two filters, course detail, search and suggestions: the product's API
 * beside the raw SQL on the same driver, at the demo size and then at the large size.
 */
export async function benchCatalogue(options: {
  postgresUrl?: string;
  sizes: ('demo' | 'large')[];
  duration: number;
  connections: number;
}): Promise<CatalogueRow[]> {
  const driver = options.postgresUrl ? 'postgres' : 'pglite';
  const data = tempDataDir();
  const database = options.postgresUrl ? await scratchPostgres(options.postgresUrl, 'lp_bench') : undefined;
  const dbEnv: Record<string, string> = database ? { DATABASE_URL: database.url } : { DATA_DIR: data.dir };
  const out: CatalogueRow[] = [];
  try {
    for (const size of options.sizes) {
      console.log(`\nSeeding the ${size} data set on ${driver}...`);
      await runSeed(size, dbEnv);
      const rawDir = `${data.dir}-raw`;
      if (!database) cpSync(data.dir, rawDir, { recursive: true, filter: (source) => !source.endsWith('.lock') });
      const product = await startProcess(
        'apps/server/src/main.ts',
        { ...dbEnv, APP_ROLE: 'api', PORT: '0', LOG_LEVEL: 'warn', SEED_ON_EMPTY: 'false', NODE_ENV: 'production' },
        '/api/ready',
      );
      const raw = await startProcess(
        'bench/raw-query-server.ts',
        database ? { BENCH_RAW_DATABASE_URL: database.url } : { BENCH_RAW_DATA_DIR: rawDir },
      );
      try {
        const api = `http://127.0.0.1:${product.port}`;
        const base = `http://127.0.0.1:${raw.port}`;
        const list = await fetch(`${api}/api/core/courses?city=bengaluru&level=certificate`).then((r) => r.json());
        const slug = list?.data?.results?.[0]?.slug;
        if (!slug) throw new Error(`the course list answered no course: ${JSON.stringify(list).slice(0, 300)}`);
        const targets: Target[] = [
          {
            name: 'course list, two filters',
            api: `${api}/api/core/courses?city=bengaluru&level=certificate`,
            raw: `${base}/list?city=bengaluru&level=certificate`,
          },
          { name: 'course detail', api: `${api}/api/core/courses/${slug}`, raw: `${base}/detail?slug=${slug}` },
          {
            name: 'search (courses)',
            api: `${api}/api/core/search/?term=python%20data%20science&model=course`,
            raw: `${base}/search?term=python%20data%20science`,
          },
          {
            name: 'suggestions',
            api: `${api}/api/core/search-suggestions?term=pyth&model=course`,
            raw: `${base}/suggest?term=pyth`,
          },
        ];
        const opts = { duration: options.duration, connections: options.connections };
        for (const target of targets) {
          const rawFigure = await measure(`${target.name} [raw SQL]`, target.raw, opts);
          const apiFigure = await measure(`${target.name} [API]`, target.api, opts);
          const share = rawFigure.requestsPerSecond > 0 ? (apiFigure.requestsPerSecond / rawFigure.requestsPerSecond) * 100 : 0;
          out.push({ ...rawFigure, size, driver });
          out.push({ ...apiFigure, size, driver, ratio: `${share.toFixed(1)}% of raw req/s` });
        }
      } finally {
        await product.stop();
        await raw.stop();
      }
      printTable(out.filter((r) => r.size === size).map((r) => ({ ...r, name: `${driver} ${size}: ${r.name}` })));
    }
  } finally {
    await database?.drop();
    data.remove();
    try {
      const { rmSync } = await import('node:fs');
      rmSync(`${data.dir}-raw`, { recursive: true, force: true });
    } catch {
      // nothing to remove
    }
  }
  return out;
}
