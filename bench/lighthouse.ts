import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { answersOk, root, startProcess, tempDataDir } from './harness.ts';

/**
 * `npm run bench:lighthouse` (issue 33, "fast on a phone"): Lighthouse's mobile preset (simulated
 * slow 4G and 4x CPU slowdown, its defaults) in the system Chromium on home, /courses, a course
 * page and a job page of the production build served by the real server (apps/server, on a fresh
 * data directory, port LIGHTHOUSE_PORT or 3211), and on the framework floor in the same run.
 *
 * The floor (bench/framework-floor) is a text page like /terms on a bare Next.js app of the same
 * versions with nothing of ours, built with `next build` and served by the same request handler
 * as the product (apps/server/src/web-requests.ts: brotli copies of the built scripts, the same
 * headers) on LIGHTHOUSE_FLOOR_PORT or 3212. Lighthouse multiplies the main-thread time it sees,
 * so a busy or slower host moves every figure; the floor moves with it, which is why the targets
 * are relative to the floor measured in the same run:
 *
 *   TBT ≤ floor + 100 ms, LCP ≤ floor × 1.15, CLS < 0.05, first-load JS ≤ 150 KB
 *
 * with each figure the median of LIGHTHOUSE_RUNS (3) runs. The pages are measured in rounds (one
 * run of each page, then the next round), so that a change in the host's load falls on all of
 * them. First-load JS is what Lighthouse counts: the transferred bytes (brotli) of every script
 * the page loaded during the run, in KB of 1,024 bytes. The process exits 1 when a target is
 * missed. Results are written to bench/results/lighthouse.json, and each page's last report to
 * bench/results/lighthouse-<page>.report.json (open it in the Lighthouse viewer).
 *
 * `LIGHTHOUSE_CALIBRATED=1` adds, after each run, one whose CPU slowdown is calibrated to the
 * benchmark index that run measured, by the formula of Lighthouse's CPU throttling calculator
 * (github.com/patrickhulce/lighthouse-cpu-throttling-calculator); those rows are judged against
 * the floor's calibrated runs. `LIGHTHOUSE_URL` measures a product that is already running.
 */
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const calibrated = process.env.LIGHTHOUSE_CALIBRATED === '1';
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGETS = { tbtOverFloorMs: 100, lcpOverFloor: 1.15, clsBelow: 0.05, scriptKbAtMost: 150 };
const FLOOR = 'framework floor';

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

/** Builds bench/framework-floor and serves it with the product's web handler; resolves its address. */
async function startFrameworkFloor(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = path.join(root, 'bench', 'framework-floor');
  execFileSync(path.join(root, 'node_modules', '.bin', 'next'), ['build'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const floor = await startProcess('bench/framework-floor/serve.ts', {
    FLOOR_PORT: process.env.LIGHTHOUSE_FLOOR_PORT ?? '3212',
    NODE_ENV: 'production',
  });
  const url = `http://localhost:${floor.port}/`;
  if (!(await answersOk(url))) throw new Error('the framework floor did not start');
  return { url, stop: floor.stop };
}

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
  tbtMs: number;
  lcpMs: number;
  cls: number;
  scriptKb: number;
  load1: number;
  benchmarkIndex: number;
};

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

function toRow(page: string, cpu: string, result: LighthouseResult): Row {
  const { audits, categories } = result.lhr;
  const requests = (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })?.items;
  const scriptBytes = (requests ?? [])
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    page,
    cpu,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    scriptKb: Number((scriptBytes / 1024).toFixed(1)),
    load1: Number(loadavg()[0]?.toFixed(2)),
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
  };
}

/** The address segment of the first item of a list: its slug, or its id where it has none. */
async function firstSegment(base: string, list: string): Promise<string> {
  const body = (await (await fetch(`${base}/api/core/${list}?page_size=1`)).json()) as {
    data: { results: { slug?: string; id: number }[] };
  };
  const first = body.data.results[0];
  if (!first) throw new Error(`no seeded item in ${list}`);
  return String(first.slug ?? first.id);
}

const rows: Row[] = [];
const reports: Record<string, unknown> = {};
const data = tempDataDir();
let stopProduct: (() => Promise<void>) | undefined;
let floor: Awaited<ReturnType<typeof startFrameworkFloor>> | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  floor = await startFrameworkFloor();
  let base = process.env.LIGHTHOUSE_URL;
  if (!base) {
    // The real server: it makes the production build of apps/web first when the sources changed.
    const product = await startProcess(
      'apps/server/src/main.ts',
      { PORT: process.env.LIGHTHOUSE_PORT ?? '3211', DATA_DIR: data.dir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
      '/api/ready',
    );
    base = `http://localhost:${product.port}`;
    stopProduct = product.stop;
  }
  const [course, job] = await Promise.all([firstSegment(base, 'courses'), firstSegment(base, 'jobs')]);
  const pages: Record<string, string> = {
    [FLOOR]: floor.url,
    home: `${base}/`,
    courses: `${base}/courses`,
    course: `${base}/courses/${course}`,
    job: `${base}/jobs/${job}`,
  };
  console.log(`course: /courses/${course}; job: /jobs/${job}`);
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const port = chrome.port;
  const measure = async (url: string, cpuSlowdownMultiplier?: number) => {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      ...(cpuSlowdownMultiplier ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } } : {}),
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    return result;
  };
  // One run of each page first that is not counted: Chrome's own requests (pictures, icon, styles)
  // warm the server the way real traffic does. The first run against a fresh server often painted
  // ~1 s late, with the main thread idle, and nothing in the page differed.
  for (const url of Object.values(pages)) {
    await warm(url);
    await measure(url);
  }
  for (let run = 0; run < runs; run++) {
    for (const [name, url] of Object.entries(pages)) {
      const result = await measure(url);
      const row = toRow(name, '4x', result);
      rows.push(row);
      // The last run's full report, for what took the main thread (bootup-time, long-tasks, ...).
      if (run === runs - 1) reports[name === FLOOR ? 'floor' : name] = result.lhr;
      console.log(
        `run ${run + 1}/${runs}: ${name}: TBT ${row.tbtMs} ms, LCP ${row.lcpMs} ms, CLS ${row.cls}, JS ${row.scriptKb} KB`,
      );
      if (calibrated) {
        const slowdown = calibratedSlowdown(row.benchmarkIndex);
        rows.push(toRow(name, `${slowdown}x calibrated`, await measure(url, slowdown)));
      }
    }
  }
} finally {
  await chrome?.kill();
  await stopProduct?.();
  await floor?.stop();
  data.remove();
}

console.table(rows);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const modes = calibrated ? (['default', 'calibrated'] as const) : (['default'] as const);
const inMode = (row: Row, mode: (typeof modes)[number]) => row.cpu.endsWith('calibrated') === (mode === 'calibrated');
const pageNames = [...new Set(rows.map((row) => row.page))];
const mark = (ok: boolean) => (ok ? 'pass' : 'FAIL');
let missed = 0;
const summary = modes.flatMap((mode) => {
  const medians = (page: string) => {
    const mine = rows.filter((row) => row.page === page && inMode(row, mode));
    return {
      performance: median(mine.map((row) => row.performance)),
      tbtMs: median(mine.map((row) => row.tbtMs)),
      lcpMs: median(mine.map((row) => row.lcpMs)),
      cls: median(mine.map((row) => row.cls)),
      scriptKb: median(mine.map((row) => row.scriptKb)),
    };
  };
  const base = medians(FLOOR);
  const tbtLimit = base.tbtMs + TARGETS.tbtOverFloorMs;
  const lcpLimit = Math.round(base.lcpMs * TARGETS.lcpOverFloor);
  return pageNames.map((page) => {
    const m = medians(page);
    if (page === FLOOR) return { page, throttling: mode, ...m, tbt: 'floor', lcp: 'floor', clsCheck: '', js: '' };
    const checks = {
      tbt: `${mark(m.tbtMs <= tbtLimit)} (≤ ${tbtLimit})`,
      lcp: `${mark(m.lcpMs <= lcpLimit)} (≤ ${lcpLimit})`,
      clsCheck: `${mark(m.cls < TARGETS.clsBelow)} (< ${TARGETS.clsBelow})`,
      js: `${mark(m.scriptKb <= TARGETS.scriptKbAtMost)} (≤ ${TARGETS.scriptKbAtMost})`,
    };
    missed += Object.values(checks).filter((check) => check.startsWith('FAIL')).length;
    return { page, throttling: mode, ...m, ...checks };
  });
});
console.log(
  `Medians of ${runs} runs (Lighthouse mobile preset; JS = transferred script KB, brotli). Targets against the framework floor measured in this run: TBT ≤ floor + ${TARGETS.tbtOverFloorMs} ms, LCP ≤ floor × ${TARGETS.lcpOverFloor}, CLS < ${TARGETS.clsBelow}, JS ≤ ${TARGETS.scriptKbAtMost} KB:`,
);
console.table(summary);
console.log(missed === 0 ? 'Every page meets every target.' : `${missed} target(s) missed.`);
if (missed > 0) process.exitCode = 1;
const out = path.join(root, 'bench', 'results');
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'lighthouse.json'), JSON.stringify({ at: new Date().toISOString(), rows, summary }, null, 2));
for (const [page, report] of Object.entries(reports)) {
  writeFileSync(path.join(out, `lighthouse-${page}.report.json`), JSON.stringify(report));
}
