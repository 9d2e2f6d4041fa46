import type { FixmeLanguage, FixmeTest, TestResult } from '@lp/contract/fixme';
import { FIXME_BROWSER_TIME_MS, sameJson } from '@lp/contract/fixme-judging';

/** Where the browser loads Pyodide from (the API serves the files of the `pyodide` package). */
export const PYTHON_RUNTIME_URL = '/api/core/fixme/runtime/';
/** Loading Python the first time takes a while (about 10 MB, cached after). */
const PYTHON_LOAD_MS = 60_000;

export type BrowserRun = { kind: 'done'; tests: TestResult[]; setupError: string | null; output: string } | { kind: 'timeout' };

type Outcome = { json: string } | { error: string };

let worker: Worker | null = null;

function freshWorker(): Worker {
  worker ??= new Worker(new URL('./run-tests.worker.ts', import.meta.url), { type: 'module' });
  return worker;
}

/** Ends the worker (a run that took too long); the next run starts a new one. */
function endWorker() {
  worker?.terminate();
  worker = null;
}

/**
 * Runs the visible tests against `code` in a Web Worker and compares each value with the
 * expected one as the judge does. A run longer than FIXME_BROWSER_TIME_MS ends the worker.
 * `onStatus('loading')` tells the page that Python is being downloaded (first run only).
 */
export function runVisibleTests(
  language: FixmeLanguage,
  code: string,
  tests: FixmeTest[],
  onStatus: (status: 'loading' | 'running') => void,
): Promise<BrowserRun> {
  const current = freshWorker();
  return new Promise((resolve) => {
    let timer = setTimeout(expire, language === 'python' ? PYTHON_LOAD_MS : FIXME_BROWSER_TIME_MS);
    if (language === 'python') onStatus('loading');
    function expire() {
      current.removeEventListener('message', onMessage);
      endWorker();
      resolve({ kind: 'timeout' });
    }
    function onMessage(
      event: MessageEvent<{
        status: 'running' | 'done';
        result?: { setupError: string | null; tests: Outcome[]; output: string };
      }>,
    ) {
      if (event.data.status === 'running') {
        onStatus('running');
        clearTimeout(timer);
        timer = setTimeout(expire, FIXME_BROWSER_TIME_MS);
        return;
      }
      clearTimeout(timer);
      current.removeEventListener('message', onMessage);
      const result = event.data.result ?? { setupError: null, tests: [], output: '' };
      resolve({
        kind: 'done',
        setupError: result.setupError,
        output: result.output,
        tests: tests.map((test, index) => {
          const outcome = result.tests[index];
          const base = { name: test.name, expression: test.expression, expected: test.expected };
          if (!outcome) return { ...base, passed: false, actual: null, error: result.setupError ?? 'Not run.' };
          if ('error' in outcome) return { ...base, passed: false, actual: null, error: outcome.error };
          return { ...base, passed: sameJson(outcome.json, test.expected), actual: outcome.json, error: null };
        }),
      });
    }
    current.addEventListener('message', onMessage);
    if (language === 'javascript') onStatus('running');
    current.postMessage({ language, code, tests: tests.map((t) => t.expression), runtimeUrl: PYTHON_RUNTIME_URL });
  });
}
