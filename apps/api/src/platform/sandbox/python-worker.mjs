// A Python judge thread: CPython compiled to WebAssembly (Pyodide), loaded from node_modules (no
// network). It runs ONE submission and is then replaced by a fresh thread (sandbox.ts keeps a warm
// spare), so nothing a submission changes in the interpreter (builtins, stdlib modules, classes)
// can reach the next one. Limits: the deadline and the WebAssembly memory growth are checked by
// CPython's own periodic signal check (the interrupt buffer below), which raises KeyboardInterrupt
// inside the guest; the host also ends the thread when it does not answer in time.
// Isolation: `import js` sees an empty object (jsglobals), the JS module `pyodide_js` is
// unregistered and dropped from sys.modules, Node's file system cannot be mounted (NODEFS and
// mountNodeFS removed), code generation from strings is disabled for JS reached through a proxy,
// and the thread starts with an empty environment. Files the guest opens live in Pyodide's
// in-memory file system, which starts with nothing of the host's.
import Module from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { loadPyodide } from 'pyodide';
import { capText, valueOutcome } from './judge-values.mjs';

const OUTPUT_LIMIT = 4000;
let output = '';
/** Off while the hidden tests run: what they print would show their arguments. */
let recording = true;
// Said explicitly: Pyodide otherwise finds its folder from a stack trace, which a source-map loader
// (tsx, under `npm start`) rewrites to a path that does not exist.
const indexURL = `${path.dirname(Module.createRequire(import.meta.url).resolve('pyodide'))}${path.sep}`;
const py = await loadPyodide({
  indexURL,
  jsglobals: Object.create(null),
  stdout: (line) => {
    if (recording && output.length < OUTPUT_LIMIT) output += `${line}\n`;
  },
  stderr: () => {},
  env: { HOME: '/home/pyodide' },
});

let deadline = Number.POSITIVE_INFINITY;
let memoryCeiling = Number.POSITIVE_INFINITY;
let stopReason = null;
const heap = () => py._module.HEAPU8.buffer.byteLength;
// CPython reads this "buffer" every few dozen bytecodes; 2 is SIGINT (KeyboardInterrupt in the guest).
const signals = {};
Object.defineProperty(signals, 0, {
  get() {
    if (stopReason) return 2;
    if (performance.now() > deadline) stopReason = 'timeout';
    else if (heap() > memoryCeiling) stopReason = 'memory';
    return stopReason ? 2 : 0;
  },
  set() {},
});
py.setInterruptBuffer(signals);

py.runPython(`
import sys
for _name in [n for n in list(sys.modules) if n == 'js' or n.startswith('pyodide_js') or n.startswith('pyodide.http') or n == 'pyodide.code']:
    del sys.modules[_name]
del _name
`);
// The judge drives the run from this thread: it hands Python the solution, then one test
// expression at a time, so no Python frame ever holds the list of tests (`sys._getframe` finds only
// the expression being run), and it turns each value into JSON itself, where the learner's code
// cannot reach (a replaced `json.dumps` or `JSONEncoder` changes nothing). The two helpers live in
// a namespace of their own and take the builtins they use as defaults, bound before any learner's
// code runs, so a replaced `builtins.eval` or `compile` does not change them either.
const harness = py.toPy({});
py.runPython(
  `
def run_setup(code, namespace, _exec=exec, _compile=compile, _type=type, _stop=(KeyboardInterrupt, MemoryError), _base=BaseException):
    try:
        _exec(_compile(code, 'solution.py', 'exec'), namespace)
        return None
    except _stop:
        raise
    except _base as error:
        return f'{_type(error).__name__}: {error}'

def run_test(expression, namespace, _eval=eval, _compile=compile, _type=type, _stop=(KeyboardInterrupt, MemoryError), _base=BaseException):
    try:
        return (True, _eval(_compile(expression, 'test.py', 'eval'), namespace))
    except _stop:
        raise
    except _base as error:
        return (False, f'{_type(error).__name__}: {error}')
`,
  { globals: harness },
);
const runSetup = harness.get('run_setup');
const runTest = harness.get('run_test');
const newNamespace = () => py.toPy({ __name__: '__main__' });
for (const name of ['pyodide_js', 'js']) {
  try {
    py.unregisterJsModule(name);
  } catch {
    // Not registered in this version.
  }
}
delete py.FS.filesystems.NODEFS;
delete py._module.NODEFS;
delete py.mountNodeFS;
const refuse = () => {
  throw new EvalError('Code generation is disabled in the judge.');
};
// The constructors stay what `instanceof` needs (their prototype) but refuse to compile a string.
for (const fn of [() => {}, async () => {}, function* () {}, async function* () {}]) {
  const prototype = Object.getPrototypeOf(fn);
  const blocked = new Proxy(prototype.constructor, { apply: refuse, construct: refuse });
  Object.defineProperty(prototype, 'constructor', { value: blocked });
  if (prototype === Function.prototype) globalThis.Function = blocked;
}
globalThis.eval = refuse;
// Pyodide's Node loader put a `require` on the global (fs, crypto, ws, child_process), and Emscripten's
// socket emulation calls its own `require("ws")` when Python opens a socket, which would make a
// real connection. Nothing needs to load a module after start-up: this thread's loader refuses all.
delete globalThis.require;
Module._load = (request) => {
  throw new Error(`Loading ${request} is disabled in the judge.`);
};
for (const name of ['fetch', 'WebSocket', 'XMLHttpRequest', 'EventSource', 'Request', 'Response', 'Headers']) {
  delete globalThis[name];
}

class NotJson extends TypeError {}
/** What a Python value that JSON cannot write became once converted. */
const PYTHON_TYPES = new Map([
  [Set, 'set'],
  [Map, 'dict'],
]);

/** A value converted from Python as `json.dumps` would write it (None is `undefined` once converted). */
function toJson(value) {
  return JSON.stringify(value, (_key, v) => {
    if (v === undefined) return null;
    if (typeof v === 'bigint') return Number(v);
    if (typeof v === 'number' && !Number.isFinite(v))
      throw new NotJson('ValueError: Out of range float values are not JSON compliant');
    if (v instanceof Set || v instanceof Map || ArrayBuffer.isView(v) || v instanceof ArrayBuffer) {
      throw new NotJson(`TypeError: Object of type ${PYTHON_TYPES.get(v.constructor) ?? 'bytes'} is not JSON serializable`);
    }
    return v;
  });
}

/** The value of a test expression as JSON, converted in this thread. */
function jsonOf(value) {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return toJson(value);
  try {
    const converted = value.toJs({ dict_converter: Object.fromEntries, create_pyproxies: false });
    return toJson(converted);
  } catch (error) {
    if (error instanceof NotJson || error?.type === 'KeyboardInterrupt' || error?.type === 'MemoryError') throw error;
    throw new NotJson(`TypeError: Object of type ${value.type ?? 'object'} is not JSON serializable`);
  } finally {
    value.destroy?.();
  }
}

/** `Type: message` of a Python exception that reached this thread (the last line of its traceback). */
const describe = (error) => {
  const message = String(error?.message ?? error);
  return message.split('\n').filter(Boolean).slice(-1)[0] ?? message;
};

function runAll({ code, tests, expected, visibleCount }) {
  const namespace = newNamespace();
  try {
    const setupError = runSetup(code, namespace);
    if (setupError !== undefined && setupError !== null) return { setupError: capText(String(setupError)), tests: [] };
    const results = [];
    for (const [index, expression] of tests.entries()) {
      if (visibleCount !== undefined && index >= visibleCount) recording = false;
      const answer = runTest(expression, namespace);
      const ok = answer.get(0);
      const value = answer.get(1);
      answer.destroy();
      if (!ok) {
        results.push({ error: capText(String(value)) });
        continue;
      }
      try {
        results.push(valueOutcome(jsonOf(value), expected?.[index]));
      } catch (error) {
        if (!(error instanceof NotJson)) throw error;
        results.push({ error: capText(error.message) });
      }
    }
    return { setupError: null, tests: results };
  } finally {
    namespace.destroy();
  }
}

// One run per thread, unless the host says the code is trusted (the seed check runs many problems).
parentPort[workerData?.reuse ? 'on' : 'once']('message', (message) => {
  const started = performance.now();
  stopReason = null;
  output = '';
  recording = true;
  memoryCeiling = heap() + message.limits.memoryBytes;
  deadline = performance.now() + message.limits.timeMs;
  let result;
  try {
    result = { ...runAll(message), stop: stopReason };
  } catch (error) {
    const text = String(error?.message ?? error);
    result = {
      setupError: stopReason ? null : capText(describe(error)),
      tests: [],
      stop: stopReason ?? (/MemoryError/.test(text) ? 'memory' : /RecursionError/.test(text) ? 'stack' : null),
    };
  }
  result.output = capText(output, OUTPUT_LIMIT);
  result.ms = Math.round(performance.now() - started);
  parentPort.postMessage({ id: message.id, result });
});
parentPort.postMessage({ ready: true });
