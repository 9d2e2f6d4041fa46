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

const OUTPUT_LIMIT = 4000;
let output = '';
// Said explicitly: Pyodide otherwise finds its folder from a stack trace, which a source-map loader
// (tsx, under `npm start`) rewrites to a path that does not exist.
const indexURL = `${path.dirname(Module.createRequire(import.meta.url).resolve('pyodide'))}${path.sep}`;
const py = await loadPyodide({
  indexURL,
  jsglobals: Object.create(null),
  stdout: (line) => {
    if (output.length < OUTPUT_LIMIT) output += `${line}\n`;
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

const HARNESS = `
import json, sys
for _name in [n for n in list(sys.modules) if n == 'js' or n.startswith('pyodide_js') or n.startswith('pyodide.http') or n == 'pyodide.code']:
    del sys.modules[_name]
del _name

def __judge(code, tests):
    namespace = {'__name__': '__main__'}
    try:
        exec(compile(code, 'solution.py', 'exec'), namespace)
    except BaseException as error:
        return {'setupError': f'{type(error).__name__}: {error}', 'tests': []}
    results = []
    for expression in tests:
        try:
            value = eval(compile(expression, 'test.py', 'eval'), namespace)
            results.append({'json': json.dumps(value)})
        except KeyboardInterrupt:
            raise
        except MemoryError:
            raise
        except BaseException as error:
            results.append({'error': f'{type(error).__name__}: {error}'})
    return {'setupError': None, 'tests': results}
`;
py.runPython(HARNESS);
const judge = py.globals.get('__judge');
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

// One run per thread, unless the host says the code is trusted (the seed check runs many problems).
parentPort[workerData?.reuse ? 'on' : 'once']('message', ({ id, code, tests, limits }) => {
  const started = performance.now();
  stopReason = null;
  output = '';
  memoryCeiling = heap() + limits.memoryBytes;
  deadline = performance.now() + limits.timeMs;
  let result;
  try {
    const answer = judge(code, py.toPy(tests));
    result = { ...answer.toJs({ dict_converter: Object.fromEntries }), stop: stopReason };
    answer.destroy();
  } catch (error) {
    const message = String(error?.message ?? error);
    result = {
      setupError: stopReason ? null : (message.split('\n').filter(Boolean).slice(-1)[0] ?? message),
      tests: [],
      stop: stopReason ?? (/MemoryError/.test(message) ? 'memory' : /RecursionError/.test(message) ? 'stack' : null),
    };
  }
  result.output = output.slice(0, OUTPUT_LIMIT);
  result.ms = Math.round(performance.now() - started);
  parentPort.postMessage({ id, result });
});
parentPort.postMessage({ ready: true });
