import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { answersOk, root, startProcess, tempDataDir } from './harness.ts';

/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling: its defaults) on the home
 * page, /courses and a course page of the built product, in the system Chromium. Starts the
 * product on a fresh data directory unless LIGHTHOUSE_URL names a running one. Prints
 * performance, LCP, TBT, CLS and the JavaScript the page loads (compressed bytes), with the
 * machine's load average and Lighthouse's benchmark index (the host's CPU speed as Lighthouse
 * measured it) beside them: the machine is shared, re-run when the load is high.
 *
 * Lighthouse multiplies the main-thread time it observes by four, so a slow or busy host moves
 * every figure. The terms page is measured in the same run as a baseline: it is text in the
 * shared shell, so its total blocking time is what the framework and the shell cost on this host
 * at this moment. The summary gives each page's median TBT beside the baseline's.
 *
 * Lighthouse's default 4x slowdown emulates a mid-range phone on a host whose benchmark index is
 * about 1,533; on a faster host it emulates a faster phone. `LIGHTHOUSE_CALIBRATED=1` adds, after
 * each run, one whose slowdown is calibrated to the index that run measured, by the formula of
 * Lighthouse's CPU throttling calculator (docs/throttling.md in the Lighthouse repository links
 * it: github.com/patrickhulce/lighthouse-cpu-throttling-calculator). Its rows say `cpu: 13.3x calibrated`, say.
 *
 * `LIGHTHOUSE_FRAMEWORK_FLOOR=1` also builds and measures bench/framework-floor: a text page like
 * /terms on a bare Next.js app of the same versions, with nothing of ours. Its figures are the
 * floor that no page of this stack goes below on this host.
 */
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const calibrated = process.env.LIGHTHOUSE_CALIBRATED === '1';
const frameworkFloor = process.env.LIGHTHOUSE_FRAMEWORK_FLOOR === '1';

/** The slowdown that makes a host of this benchmark index emulate Lighthouse's mid-range phone. */
function calibratedSlowdown(benchmarkIndex: number): number {
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return Math.max(1, Number(multiplier.toFixed(1)));
}
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let base = process.env.LIGHTHOUSE_URL;
let stop: (() => Promise<void>) | undefined;
const data = tempDataDir();
if (!base) {
  const port = process.env.LIGHTHOUSE_PORT ?? '3790';
  const product = await startProcess(
    'apps/server/src/main.ts',
    { PORT: port, DATA_DIR: data.dir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    '/api/ready',
  );
  base = `http://localhost:${product.port}`;
  stop = product.stop;
}

/** Builds bench/framework-floor and serves it with `next start`; resolves its address. */
async function startFrameworkFloor(): Promise<{ url: string; stop: () => void }> {
  const dir = path.join(root, 'bench', 'framework-floor');
  const next = path.join(root, 'node_modules', '.bin', 'next');
  execFileSync(next, ['build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  const port = process.env.LIGHTHOUSE_FLOOR_PORT ?? '3791';
  const child = spawn(next, ['start', '-p', port], { cwd: dir, stdio: 'ignore' });
  const url = `http://localhost:${port}/`;
  if (!(await answersOk(url))) throw new Error('the framework floor did not start');
  return { url, stop: () => child.kill('SIGTERM') };
}
let floor: Awaited<ReturnType<typeof startFrameworkFloor>> | undefined;

/**
 * Warms the server's caches for a page, so that the run measures the page and not a cold start:
 * the page itself, and its scripts and stylesheets, whose brotli copies the server makes on their
 * first request (apps/server/src/brotli-assets.ts).
 */
async function warm(url: string) {
  const html = await (await fetch(url)).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? '');
  for (let round = 0; round < 2; round++) {
    await Promise.all(
      assets.map((asset) => fetch(new URL(asset, url), { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer())),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

type Row = {
  page: string;
  cpu: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  load1: number;
  benchmarkIndex: number;
};
const rows: Row[] = [];
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
async function measure(url: string, cpuSlowdownMultiplier?: number) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    ...(cpuSlowdownMultiplier ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } } : {}),
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  return result;
}

function toRow(page: string, cpu: string, result: NonNullable<Awaited<ReturnType<typeof lighthouse>>>): Row {
  const { audits, categories } = result.lhr;
  const requests = (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })?.items;
  const scriptBytes = (requests ?? [])
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    page,
    cpu,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    scriptKb: Math.round(scriptBytes / 1024),
    load1: Number(loadavg()[0]?.toFixed(2)),
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
  };
}

try {
  if (frameworkFloor) floor = await startFrameworkFloor();
  const course = (await (await fetch(`${base}/api/core/courses?page_size=1`)).json()) as {
    data: { results: { slug: string }[] };
  };
  const pages: Record<string, string> = {
    'baseline (terms)': `${base}/terms`,
    ...(floor ? { 'framework floor (bare Next.js)': floor.url } : {}),
    home: `${base}/`,
    courses: `${base}/courses`,
    course: `${base}/courses/${course.data.results[0]?.slug}`,
  };
  for (const [name, url] of Object.entries(pages)) {
    await warm(url);
    // One run first that is not counted: Chrome's own requests (pictures, icon, styles) warm the
    // server the way real traffic does. The first run against a fresh server often painted
    // ~1 s late, with the main thread idle, and nothing in the page differed.
    for (let run = -1; run < runs; run++) {
      const result = await measure(url);
      if (run < 0) continue;
      const row = toRow(name, '4x', result);
      rows.push(row);
      if (calibrated) {
        const slowdown = calibratedSlowdown(row.benchmarkIndex);
        rows.push(toRow(name, `${slowdown}x calibrated`, await measure(url, slowdown)));
      }
    }
  }
} finally {
  await chrome.kill();
  await stop?.();
  floor?.stop();
  data.remove();
}

console.table(rows);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const pageNames = [...new Set(rows.map((row) => row.page))];
const modes = calibrated ? (['default', 'calibrated'] as const) : (['default'] as const);
const inMode = (row: Row, mode: (typeof modes)[number]) => row.cpu.endsWith('calibrated') === (mode === 'calibrated');
const summary = modes.flatMap((mode) => {
  const baselineTbt = median(rows.filter((row) => row.page === pageNames[0] && inMode(row, mode)).map((row) => row.tbtMs));
  return pageNames.map((page) => {
    const mine = rows.filter((row) => row.page === page && inMode(row, mode));
    const tbtMs = median(mine.map((row) => row.tbtMs));
    return {
      page,
      throttling: mode,
      performance: median(mine.map((row) => row.performance)),
      lcpMs: median(mine.map((row) => row.lcpMs)),
      tbtMs,
      cls: median(mine.map((row) => row.cls)),
      tbtVsBaseline: baselineTbt ? Number((tbtMs / baselineTbt).toFixed(2)) : null,
    };
  });
});
console.log("Medians; tbtVsBaseline is the page's TBT over the terms page's, measured in the same run and throttling:");
console.table(summary);
const out = path.join(root, 'bench', 'results');
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'lighthouse.json'), JSON.stringify({ at: new Date().toISOString(), base, rows, summary }, null, 2));
