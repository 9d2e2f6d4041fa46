import { getQuickJS } from 'quickjs-emscripten';
import { FIXME_PROBLEMS } from '../apps/api/src/db/seed/fixme-data.ts';
import { seedTests } from '../apps/api/src/db/seed/fixme-seed.ts';
import { createSandbox } from '../apps/api/src/platform/sandbox/sandbox.ts';
import { FIXME_LIMITS } from '../packages/contract/src/fixme.ts';
import { type Figure, measure, printTable, signInCookie, startProcess, tempDataDir } from './harness.ts';

/**
 * The fix-me judge (issue 11): sandbox runs per second for a typical problem beside a bare QuickJS
 * evaluation of the same code in this process (the baseline: no thread, no queue, no limits),
 * and the API's p99 for a course page alone and while 4 submissions loop forever.
 */
export async function benchPractice(options: { duration: number; connections: number }) {
  const problem = FIXME_PROBLEMS.find((p) => p.slug === 'js-sum-of-evens');
  if (!problem) throw new Error('the typical problem is missing');
  const { visible, hidden } = seedTests(problem);
  const tests = [...visible, ...hidden].map((t) => t.expression);
  const seconds = options.duration;

  // Baseline: QuickJS evaluating the solution and each test in a fresh runtime, on this thread.
  const QuickJS = await getQuickJS();
  let bare = 0;
  const bareEnd = Date.now() + seconds * 1000;
  while (Date.now() < bareEnd) {
    const runtime = QuickJS.newRuntime();
    runtime.setMemoryLimit(FIXME_LIMITS.memoryBytes);
    const context = runtime.newContext();
    context.evalCode(problem.solution).dispose();
    for (const test of tests) context.evalCode(`JSON.stringify((${test}))`).dispose();
    context.dispose();
    runtime.dispose();
    bare++;
  }
  const bareRate = bare / seconds;

  // The judge: worker threads, fresh runtime per run, limits, the bounded queue (2 runs in flight).
  const sandbox = createSandbox();
  await sandbox.run({ language: 'javascript', code: problem.solution, tests, limits: FIXME_LIMITS });
  let judged = 0;
  const judgeEnd = Date.now() + seconds * 1000;
  await Promise.all(
    [0, 1].map(async () => {
      while (Date.now() < judgeEnd) {
        await sandbox.run({ language: 'javascript', code: problem.solution, tests, limits: FIXME_LIMITS });
        judged++;
      }
    }),
  );
  const judgeRate = judged / seconds;

  // Python: each run gets a fresh interpreter (a warm spare loads while the previous run ends).
  const python = FIXME_PROBLEMS.find((p) => p.slug === 'py-sum-of-squares');
  let pythonMs: number | null = null;
  if (python) {
    const pyTests = [...seedTests(python).visible, ...seedTests(python).hidden].map((t) => t.expression);
    await sandbox.run({ language: 'python', code: python.solution, tests: pyTests, limits: FIXME_LIMITS });
    const started = Date.now();
    for (let i = 0; i < 3; i++) {
      await sandbox.run({ language: 'python', code: python.solution, tests: pyTests, limits: FIXME_LIMITS });
    }
    pythonMs = Math.round((Date.now() - started) / 3);
  }
  await sandbox.close();

  console.log('\nFix-me sandbox (typical problem: js-sum-of-evens, 5 tests):');
  console.log(`  bare QuickJS evaluation (baseline, same process): ${bareRate.toFixed(0)} runs/s`);
  console.log(
    `  judge (worker threads, limits, queue):           ${judgeRate.toFixed(0)} runs/s (${((judgeRate / bareRate) * 100).toFixed(1)}% of baseline)`,
  );
  if (pythonMs !== null) console.log(`  judge, Python (fresh interpreter per run):        ${pythonMs} ms per run, back to back`);

  // The course page while the judge is busy with code that never ends.
  const data = tempDataDir();
  const product = await startProcess(
    'apps/server/src/main.ts',
    { APP_ROLE: 'api', PORT: '0', DATA_DIR: data.dir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    '/api/ready',
  );
  const rows: (Figure & { ratio?: string })[] = [];
  try {
    const base = `http://127.0.0.1:${product.port}`;
    const cookie = await signInCookie(base, 'demo@learnly.in', 'Learnly@123');
    const list = (await (await fetch(`${base}/api/core/courses?page_size=1`)).json()) as {
      data: { results: { slug: string }[] };
    };
    const slug = list.data.results[0]?.slug;
    const detail = (await (await fetch(`${base}/api/core/fixme/js-sum-of-evens`)).json()) as { data: { id: number } };
    const url = `${base}/api/core/courses/${slug}`;
    const quiet = await measure('GET course page (judge idle)', url, options);
    let looping = true;
    let submitted = 0;
    const loops = [0, 1, 2, 3].map(async () => {
      while (looping) {
        await fetch(`${base}/api/core/fixme/${detail.data.id}/submit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, origin: base },
          body: JSON.stringify({ code: 'function sumOfEvens() { while (true) {} }' }),
        });
        submitted++;
      }
    });
    await new Promise((r) => setTimeout(r, 500));
    const busy = await measure('GET course page (4 submissions looping forever)', url, options);
    looping = false;
    await Promise.all(loops);
    rows.push(quiet, {
      ...busy,
      ratio: `p99 ${(busy.p99 / Math.max(1, quiet.p99)).toFixed(2)}x idle; ${submitted} looping submissions judged`,
    });
    printTable(rows);
  } finally {
    await product.stop();
    data.remove();
  }
  return { bareRate, judgeRate, pythonMs, coursePage: rows };
}
