// A JavaScript judge thread: QuickJS compiled to WebAssembly (quickjs-emscripten). Each run gets
// a fresh QuickJS runtime with its own memory limit and deadline, so nothing of one submission
// survives into the next. The guest sees only the language itself: no require, import, fetch,
// timers, process or file system exist inside QuickJS unless the host adds them, and this host
// adds nothing but a console that records what is printed. Plain JavaScript (no tsx): it must
// start fast and has nothing to share with the TypeScript code.
import { parentPort } from 'node:worker_threads';
import { getQuickJS } from 'quickjs-emscripten';
import { capText, valueOutcome } from './judge-values.mjs';

const QuickJS = await getQuickJS();
const OUTPUT_LIMIT = 4000;
/** QuickJS's own stack limit: deep recursion stops with an error instead of overflowing the thread. */
const STACK_BYTES = 512 * 1024;

const show = (value) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value));

/**
 * Runs `code`, then each test expression; answers what each produced as JSON and, given the
 * expected values, whether it matches. The JSON comes from the context's own `JSON.stringify`,
 * taken before the learner's code runs: code that replaces `JSON.stringify` does not change it.
 * Nothing printed while the hidden tests run (from `visibleCount` on) is kept: it would show their
 * arguments.
 */
function run({ code, tests, expected, visibleCount, limits }) {
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
  let recording = true;
  const log = context.newFunction('log', (...args) => {
    if (recording && output.length < OUTPUT_LIMIT) {
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
  const json = context.getProp(context.global, 'JSON');
  const stringify = context.getProp(json, 'stringify');
  json.dispose();
  try {
    const setup = context.evalCode(code, 'solution.js');
    if (setup.error) {
      const message = capText(describe(setup.error));
      result.stop = stop(message)?.stop ?? null;
      result.setupError = message;
      return result;
    }
    setup.value.dispose();
    for (const [index, test] of tests.entries()) {
      if (visibleCount !== undefined && index >= visibleCount) recording = false;
      const evaluated = context.evalCode(`(${test}\n)`, 'test.js');
      const serialised = evaluated.error ? evaluated : context.callFunction(stringify, context.undefined, evaluated.value);
      if (!evaluated.error) evaluated.value.dispose();
      if (serialised.error) {
        const message = describe(serialised.error);
        const stopped = stop(message);
        if (stopped) {
          result.stop = stopped.stop;
          break;
        }
        result.tests.push({ error: capText(message) });
        continue;
      }
      const text = context.typeof(serialised.value) === 'string' ? context.getString(serialised.value) : 'undefined';
      serialised.value.dispose();
      result.tests.push(valueOutcome(text, expected?.[index]));
    }
    return result;
  } catch (error) {
    // QuickJS itself failed (its own memory exhausted mid-call): the run stops on memory.
    result.stop = /memory/i.test(String(error)) ? 'memory' : interrupted ? 'timeout' : 'crash';
    return result;
  } finally {
    result.output = capText(output, OUTPUT_LIMIT);
    result.ms = Math.round(performance.now() - started);
    try {
      stringify.dispose();
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
