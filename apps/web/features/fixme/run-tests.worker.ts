// Runs a problem's visible tests in the learner's own browser, off the page's thread: JavaScript
// directly in this worker, Python in Pyodide (loaded once from the API, then cached by the
// browser). The page ends this worker when it takes too long, so a loop that never ends only
// costs a restart. The server's judge is the one that counts; this is for trying things out.

type RunRequest = { language: 'javascript' | 'python'; code: string; tests: string[]; runtimeUrl: string };
type Outcome = { json: string } | { error: string };
type RunResponse = { setupError: string | null; tests: Outcome[]; output: string };

/** This worker's global scope (typed here: the web app compiles with the DOM library, not the worker one). */
const scope = globalThis as unknown as {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent<RunRequest>) => void) | null;
};

const OUTPUT_LIMIT = 4000;
let output = '';
const print = (...args: unknown[]) => {
  if (output.length < OUTPUT_LIMIT) {
    output += `${args.map((a) => (a !== null && typeof a === 'object' ? JSON.stringify(a) : String(a))).join(' ')}\n`;
  }
};

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

function runJavaScript(code: string, tests: string[]): RunResponse {
  const consoleShim = { log: print, info: print, warn: print, error: print, debug: print };
  let evaluate: (expression: string) => unknown;
  try {
    // The learner's code and a direct eval in its scope, so each test sees its functions.
    evaluate = new Function('console', `${code}\n;return (__expression) => eval(__expression);`)(consoleShim);
  } catch (error) {
    return { setupError: describe(error), tests: [], output };
  }
  const results = tests.map((expression): Outcome => {
    try {
      return { json: JSON.stringify(evaluate(`(${expression}\n)`)) ?? 'undefined' };
    } catch (error) {
      return { error: describe(error) };
    }
  });
  return { setupError: null, tests: results, output };
}

type Pyodide = {
  runPython: (code: string) => unknown;
  globals: { get: (name: string) => (code: string, tests: unknown) => { toJs: (o: object) => RunResponse; destroy: () => void } };
  toPy: (value: unknown) => unknown;
};
let pyodide: Promise<Pyodide> | null = null;

const HARNESS = `
import json

def __judge(code, tests):
    namespace = {'__name__': '__main__'}
    try:
        exec(compile(code, 'solution.py', 'exec'), namespace)
    except BaseException as error:
        return {'setupError': f'{type(error).__name__}: {error}', 'tests': []}
    results = []
    for expression in tests:
        try:
            results.append({'json': json.dumps(eval(compile(expression, 'test.py', 'eval'), namespace))})
        except BaseException as error:
            results.append({'error': f'{type(error).__name__}: {error}'})
    return {'setupError': None, 'tests': results}
`;

async function loadPython(runtimeUrl: string): Promise<Pyodide> {
  const moduleUrl = `${runtimeUrl}pyodide.mjs`;
  const { loadPyodide } = await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ moduleUrl);
  const instance = (await loadPyodide({ indexURL: runtimeUrl, stdout: (line: string) => print(line) })) as Pyodide;
  instance.runPython(HARNESS);
  return instance;
}

async function runPython(code: string, tests: string[], runtimeUrl: string): Promise<RunResponse> {
  pyodide ??= loadPython(runtimeUrl);
  const python = await pyodide;
  scope.postMessage({ status: 'running' });
  const answer = python.globals.get('__judge')(code, python.toPy(tests));
  const result = answer.toJs({ dict_converter: Object.fromEntries });
  answer.destroy();
  return { ...result, output };
}

scope.onmessage = async (event: MessageEvent<RunRequest>) => {
  const { language, code, tests, runtimeUrl } = event.data;
  output = '';
  try {
    const result = language === 'python' ? await runPython(code, tests, runtimeUrl) : runJavaScript(code, tests);
    scope.postMessage({ status: 'done', result });
  } catch (error) {
    scope.postMessage({ status: 'done', result: { setupError: describe(error), tests: [], output } });
  }
};

export {};
