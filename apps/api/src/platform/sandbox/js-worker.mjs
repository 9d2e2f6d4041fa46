// A JavaScript judge thread: QuickJS compiled to WebAssembly (quickjs-emscripten). Each run gets
// a fresh QuickJS runtime with its own memory limit and deadline, so nothing of one submission
// survives into the next. The guest sees only the language itself: no require, import, fetch,
// timers, process or file system exist inside QuickJS unless the host adds them, and this host
// adds nothing but a console that records what is printed. Plain JavaScript (no tsx): it must
// start fast and has nothing to share with the TypeScript code.
import { parentPort } from 'node:worker_threads';
import { getQuickJS } from 'quickjs-emscripten';

const QuickJS = await getQuickJS();
const OUTPUT_LIMIT = 4000;
/** QuickJS's own stack limit: deep recursion stops with an error instead of overflowing the thread. */
const STACK_BYTES = 512 * 1024;

const show = (value) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Runs `code`, then each test expression; answers what each produced, serialised by the guest as JSON. */
function run({ code, tests, limits }) {
  const started = performance.now();
  const deadline = Date.now() + limits.timeMs;
  const runtime = QuickJS.newRuntime();
  runtime.setMemoryLimit(limits.memoryBytes);
  runtime.setMaxStackSize(limits.stackBytes ?? STACK_BYTES);
  let interrupted = false;
  runtime.setInterruptHandler(() => {
    if (Date.now() > deadline) interrupted = true;
    return interrupted;
  });
  const context = runtime.newContext();
  let output = '';
  const log = context.newFunction('log', (...args) => {
    if (output.length < OUTPUT_LIMIT) {
      output += `${args.map((a) => show(context.dump(a))).join(' ')}\n`;
    }
  });
  const consoleObject = context.newObject();
  for (const name of ['log', 'info', 'warn', 'error', 'debug']) context.setProp(consoleObject, name, log);
  context.setProp(context.global, 'console', consoleObject);
  log.dispose();
  consoleObject.dispose();

  const describe = (errorHandle) => {
    const dumped = context.dump(errorHandle);
    errorHandle.dispose();
    if (dumped && typeof dumped === 'object') return `${dumped.name ?? 'Error'}: ${dumped.message ?? ''}`.trim();
    return String(dumped);
  };
  const stop = (message) => {
    if (interrupted) return { stop: 'timeout' };
    if (/out of memory/i.test(message)) return { stop: 'memory' };
    if (/stack overflow/i.test(message)) return { stop: 'stack' };
    return null;
  };

  const result = { setupError: null, stop: null, tests: [], output: '', ms: 0 };
  try {
    const setup = context.evalCode(code, 'solution.js');
    if (setup.error) {
      const message = describe(setup.error);
      result.stop = stop(message)?.stop ?? null;
      result.setupError = message;
      return result;
    }
    setup.value.dispose();
    for (const test of tests) {
      const evaluated = context.evalCode(`JSON.stringify((${test})\n) ?? "undefined"`, 'test.js');
      if (evaluated.error) {
        const message = describe(evaluated.error);
        const stopped = stop(message);
        if (stopped) {
          result.stop = stopped.stop;
          break;
        }
        result.tests.push({ error: message });
        continue;
      }
      const json = context.getString(evaluated.value);
      evaluated.value.dispose();
      result.tests.push({ json });
    }
    return result;
  } catch (error) {
    // QuickJS itself failed (its own memory exhausted mid-call): the run stops on memory.
    result.stop = /memory/i.test(String(error)) ? 'memory' : interrupted ? 'timeout' : 'crash';
    return result;
  } finally {
    result.output = output.slice(0, OUTPUT_LIMIT);
    result.ms = Math.round(performance.now() - started);
    try {
      context.dispose();
      runtime.dispose();
    } catch {
      // A runtime that ran out of memory may refuse to tidy up; the module is still usable.
    }
  }
}

parentPort.on('message', (message) => {
  parentPort.postMessage({ id: message.id, result: run(message) });
});
parentPort.postMessage({ ready: true });
