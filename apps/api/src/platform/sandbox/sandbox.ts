import { Worker } from 'node:worker_threads';
import { sandboxQueueWait, sandboxRefused, sandboxRunDuration, watchSandbox } from '../metrics.ts';

/**
 * The code sandbox (ADR 0013): learners' code runs on worker threads, never on the main thread,
 * in an interpreter compiled to WebAssembly: QuickJS for JavaScript, Pyodide (CPython) for
 * Python. Each run has a deadline and a memory cap enforced inside the interpreter, and the host
 * ends the thread when it does not answer shortly after the deadline. Runs wait in one bounded
 * queue; a full queue is refused at once (`SandboxBusyError`, a 429 for the caller), and so is a
 * run of an owner (a learner) who already has `perOwnerLimit` runs running or waiting. A free
 * thread goes to the waiting run whose owner was served longest ago, so one learner's runs cannot
 * keep another's waiting (ADR 0025).
 */

export type SandboxLanguage = 'javascript' | 'python';

export type SandboxLimits = {
  /** Wall time for the whole run (setup and every test). */
  timeMs: number;
  /** Memory the guest may allocate (QuickJS heap; growth of Pyodide's WebAssembly memory). */
  memoryBytes: number;
};

/** Why a run stopped before the end, when it did. */
export type SandboxStop = 'timeout' | 'memory' | 'stack' | 'crash';

/**
 * What one test expression produced: its value as JSON (cut to 64 KB with a note, for display) and,
 * when the run gave the expected values, whether the whole value matched; or the error it raised.
 */
export type SandboxTestOutcome = { json: string; passed?: boolean } | { error: string };

export type SandboxResult = {
  /** The solution itself failed to run (a syntax error, an exception at top level). */
  setupError: string | null;
  stop: SandboxStop | null;
  /** One per test expression, in order, up to where the run stopped. */
  tests: SandboxTestOutcome[];
  /** What the code printed (capped). */
  output: string;
  ms: number;
};

export type SandboxRun = {
  language: SandboxLanguage;
  code: string;
  tests: string[];
  limits: SandboxLimits;
  /** The expected value of each test as JSON: the thread compares the whole value (what comes back is cut). */
  expected?: string[];
  /** Tests before this index are visible; nothing printed while the others run is kept. */
  visibleCount?: number;
  /** Whose run it is (a user id): counts towards `perOwnerLimit` and takes turns with other owners. */
  owner?: string | number;
};

export class SandboxBusyError extends Error {
  /** `queue`: the shared queue is full; `owner`: this owner already has their runs in. */
  constructor(readonly reason: 'queue' | 'owner' = 'queue') {
    super(reason === 'owner' ? 'sandbox owner limit reached' : 'sandbox queue full');
  }
}

export type SandboxOptions = {
  /** JavaScript threads (each keeps QuickJS loaded; every run gets a fresh runtime). */
  javascriptThreads: number;
  /** Python threads running at once (each runs one submission, then is replaced). */
  pythonThreads: number;
  /** Runs that may wait for a thread; one more is refused. */
  queueLimit: number;
  /** Runs one owner may have running or waiting at once; one more is refused. */
  perOwnerLimit: number;
  /** How long after the deadline the host waits for an answer before it ends the thread. */
  graceMs: number;
  /** Limits of each worker thread's own JavaScript heap (a backstop; the guest's limits are lower). */
  resourceLimits: { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number; stackSizeMb: number };
  /**
   * Reuse a Python thread for many runs. Only for trusted code (the seed check of the demo problems):
   * a learner's run could change the interpreter for the next one.
   */
  reusePython: boolean;
};

export const DEFAULT_SANDBOX_OPTIONS: SandboxOptions = {
  javascriptThreads: 2,
  pythonThreads: 1,
  queueLimit: 16,
  perOwnerLimit: 2,
  graceMs: 1500,
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  reusePython: false,
};

const WORKER_URLS: Record<SandboxLanguage, URL> = {
  javascript: new URL('./js-worker.mjs', import.meta.url),
  python: new URL('./python-worker.mjs', import.meta.url),
};
/** Loading Pyodide takes seconds on a busy machine: the first answer may come this late. */
const READY_TIMEOUT_MS = 60_000;

type Thread = { worker: Worker; ready: Promise<void>; busy: boolean; dead: boolean; language: SandboxLanguage };
type Waiting = {
  run: SandboxRun;
  resolve: (result: SandboxResult) => void;
  reject: (error: Error) => void;
  /** performance.now() when queued (sandbox_queue_wait_seconds). */
  queuedAt: number;
};
type Owner = { active: number; lastServed: number };

export type Sandbox = ReturnType<typeof createSandbox>;

export function createSandbox(overrides: Partial<SandboxOptions> = {}) {
  const options = { ...DEFAULT_SANDBOX_OPTIONS, ...overrides };
  const capacity: Record<SandboxLanguage, number> = {
    javascript: options.javascriptThreads,
    python: options.pythonThreads,
  };
  /** A Python thread is used once (unless trusted); a JavaScript thread serves many runs. */
  const ONE_RUN: Record<SandboxLanguage, boolean> = { javascript: false, python: !options.reusePython };
  const threads: Record<SandboxLanguage, Thread[]> = { javascript: [], python: [] };
  /** A loaded Python thread waiting for its run (loading takes seconds, so one is kept ready). */
  const spare: Record<SandboxLanguage, Thread | null> = { javascript: null, python: null };
  const queue: Waiting[] = [];
  /** Runs running or waiting per owner, and when a thread last went to each (for taking turns). */
  const owners = new Map<string | number, Owner>();
  let served = 0;
  let running = 0;
  let nextId = 1;
  let closed = false;
  const unwatch = watchSandbox(() => ({ running, waiting: queue.length }));

  function spawn(language: SandboxLanguage): Thread {
    const worker = new Worker(WORKER_URLS[language], {
      env: {},
      resourceLimits: options.resourceLimits,
      workerData: { reuse: language === 'python' && options.reusePython },
    });
    worker.unref();
    const thread: Thread = { worker, ready: Promise.resolve(), busy: false, dead: false, language };
    thread.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('sandbox thread did not start')), READY_TIMEOUT_MS);
      worker.once('message', () => {
        clearTimeout(timer);
        resolve();
      });
      worker.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    thread.ready.catch(() => undefined);
    worker.on('error', () => undefined);
    worker.on('exit', () => {
      thread.dead = true;
      if (spare[language] === thread) spare[language] = null;
    });
    return thread;
  }

  /** A thread for `language`: the ready spare, an idle one, or a new one while under capacity. */
  function take(language: SandboxLanguage): Thread | null {
    const live = threads[language].filter((t) => !t.dead);
    threads[language] = live;
    const idle = live.find((t) => !t.busy);
    if (idle) return idle;
    if (live.length >= capacity[language]) return null;
    const thread = spare[language] ?? spawn(language);
    spare[language] = null;
    live.push(thread);
    return thread;
  }

  function retire(thread: Thread) {
    thread.dead = true;
    threads[thread.language] = threads[thread.language].filter((t) => t !== thread);
    void thread.worker.terminate();
  }

  function execute(thread: Thread, waiting: Waiting) {
    thread.busy = true;
    running++;
    const { run } = waiting;
    const id = nextId++;
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const takenAt = performance.now();
    sandboxQueueWait.observe({ language: run.language }, (takenAt - waiting.queuedAt) / 1000);
    const finish = (result: SandboxResult | Error) => {
      if (settled) return;
      settled = true;
      sandboxRunDuration.observe(
        { language: run.language, stop: result instanceof Error ? 'error' : (result.stop ?? 'done') },
        (performance.now() - takenAt) / 1000,
      );
      clearTimeout(timer);
      thread.worker.off('message', onMessage);
      thread.worker.off('exit', onExit);
      running--;
      thread.busy = false;
      release(run.owner);
      if (ONE_RUN[thread.language] || result instanceof Error || result.stop === 'memory' || result.stop === 'crash') {
        retire(thread);
      }
      if (ONE_RUN[thread.language] && !closed && !spare[thread.language]) spare[thread.language] = spawn(thread.language);
      if (result instanceof Error) waiting.reject(result);
      else waiting.resolve(result);
      pump();
    };
    const onMessage = (message: { id?: number; result?: SandboxResult }) => {
      if (message.id === id && message.result) finish(message.result);
    };
    const onExit = () =>
      finish({ setupError: null, stop: 'crash', tests: [], output: '', ms: run.limits.timeMs } satisfies SandboxResult);
    thread.worker.on('message', onMessage);
    thread.worker.on('exit', onExit);
    const started = Date.now();
    thread.ready.then(
      () => {
        if (settled) return;
        // The deadline counts from the moment the thread has the code, not while it was loading.
        timer = setTimeout(() => {
          finish({ setupError: null, stop: 'timeout', tests: [], output: '', ms: Date.now() - started });
          retire(thread);
        }, run.limits.timeMs + options.graceMs);
        thread.worker.postMessage({
          id,
          code: run.code,
          tests: run.tests,
          expected: run.expected,
          visibleCount: run.visibleCount,
          limits: run.limits,
        });
      },
      (error: Error) => finish(error),
    );
  }

  function release(owner: SandboxRun['owner']) {
    if (owner === undefined) return;
    const entry = owners.get(owner);
    if (entry && --entry.active <= 0) owners.delete(owner);
  }

  /** When `waiting`'s owner last had a thread (-1: never, or no owner): the smallest goes first. */
  const turn = (waiting: Waiting) => (waiting.run.owner === undefined ? -1 : (owners.get(waiting.run.owner)?.lastServed ?? -1));

  /** Starts waiting runs while threads are free, the owner served longest ago first, then in arrival order. */
  function pump() {
    for (;;) {
      let next = -1;
      for (let i = 0; i < queue.length; i++) {
        const candidate = queue[i] as Waiting;
        if (next >= 0 && turn(candidate) >= turn(queue[next] as Waiting)) continue;
        if (!hasThread(candidate.run.language)) continue;
        next = i;
      }
      if (next < 0) return;
      const [waiting] = queue.splice(next, 1) as [Waiting];
      const thread = take(waiting.run.language) as Thread;
      if (waiting.run.owner !== undefined) {
        const entry = owners.get(waiting.run.owner);
        if (entry) entry.lastServed = served++;
      }
      execute(thread, waiting);
    }
  }

  /** Whether `take(language)` would give a thread now. */
  function hasThread(language: SandboxLanguage): boolean {
    const live = threads[language].filter((t) => !t.dead);
    return live.some((t) => !t.busy) || live.length < capacity[language];
  }

  return {
    /** Runs `code` and then each test expression; rejects with SandboxBusyError when the queue is full. */
    run(run: SandboxRun): Promise<SandboxResult> {
      if (closed) return Promise.reject(new Error('sandbox closed'));
      const owner = run.owner === undefined ? undefined : (owners.get(run.owner) ?? { active: 0, lastServed: -1 });
      if (owner && owner.active >= options.perOwnerLimit) {
        sandboxRefused.inc({ reason: 'owner' });
        return Promise.reject(new SandboxBusyError('owner'));
      }
      if (queue.length >= options.queueLimit) {
        sandboxRefused.inc({ reason: 'queue' });
        return Promise.reject(new SandboxBusyError('queue'));
      }
      if (owner && run.owner !== undefined) {
        owner.active++;
        owners.set(run.owner, owner);
      }
      return new Promise<SandboxResult>((resolve, reject) => {
        queue.push({ run, resolve, reject, queuedAt: performance.now() });
        pump();
      });
    },

    /** Runs in progress and waiting (for the bench and the health of the queue). */
    load(): { running: number; waiting: number } {
      return { running, waiting: queue.length };
    },

    /** Ends every thread; waiting runs are refused. */
    async close(): Promise<void> {
      closed = true;
      unwatch();
      for (const waiting of queue.splice(0)) waiting.reject(new Error('sandbox closed'));
      owners.clear();
      const all = [...threads.javascript, ...threads.python, spare.javascript, spare.python].filter((t): t is Thread => !!t);
      await Promise.all(all.map((t) => t.worker.terminate()));
    },
  };
}
