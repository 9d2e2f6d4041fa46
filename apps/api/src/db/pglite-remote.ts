import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryResult, WorkerCall, WorkerReply } from './pglite-protocol.ts';

/** tsx's ESM register API as a file URL, found from here (an eval'd worker resolves from the cwd). */
function tsxEsmApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const exports = JSON.parse(readFileSync(manifest, 'utf8')).exports as Record<string, { import: { default: string } }>;
  const entry = exports['./esm/api']?.import.default ?? './dist/esm/api/index.mjs';
  return pathToFileURL(path.join(path.dirname(manifest), entry)).href;
}

/**
 * The server bundle's worker (a file URL), set by the bundler (apps/server/start.mjs, esbuild
 * `define`); not defined when the sources run as they are.
 */
declare const LEARNLY_BUNDLED_PGLITE_WORKER: string | undefined;
const bundledWorker = typeof LEARNLY_BUNDLED_PGLITE_WORKER === 'string' ? LEARNLY_BUNDLED_PGLITE_WORKER : undefined;

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type QueryOptions = { rowMode?: 'array' | 'object' };
type Queryable = { query: (sql: string, params?: unknown[], options?: QueryOptions) => Promise<QueryResult> };

/** A database error as PGlite raised it in the worker, with its fields (code, constraint...) kept. */
function toError(fields: Record<string, unknown> & { message: string }): Error {
  return Object.assign(new Error(fields.message), fields);
}

/** After a crash the worker is started again, waiting this long first (doubled per crash in a row, at most 10 s). */
const RESTART_DELAY_MS = 200;
const MAX_RESTART_DELAY_MS = 10_000;

/**
 * The main thread's handle on PGlite running in a worker thread: the same `query` and
 * `transaction` that drizzle's PGlite driver calls, carried over a message port. Nothing of the
 * database runs on the main thread, so requests that need no database never wait for one.
 *
 * If the worker dies (an out-of-memory abort, a WASM trap), the calls in flight fail and a new
 * worker opens the same data directory (PGlite replays its WAL), so the server answers again
 * without a restart; calls made meanwhile wait for it. `crashes` counts how often that happened.
 */
export async function startPgliteWorker(dataDir: string): Promise<{
  client: Queryable & { transaction: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T> };
  close: () => Promise<void>;
  crashes: () => number;
  /** Tests only: ends the worker thread as a crash would. */
  simulateCrash: () => Promise<void>;
}> {
  // Under `npm start` the server runs from a bundle that holds the worker as plain JavaScript
  // too. Otherwise (tsx, vitest) the worker is TypeScript like the rest of the server: it
  // registers the same loader (tsx) before importing its module (a worker does not inherit the
  // main thread's loader hooks).
  const bootstrap = bundledWorker
    ? `import(${JSON.stringify(bundledWorker)});`
    : `import(${JSON.stringify(tsxEsmApi())})
        .then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./pglite-worker.ts', import.meta.url).href)}); });`;
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let closing = false;
  let crashes = 0;
  let crashesInARow = 0;

  type Running = { worker: Worker; ready: Promise<void> };

  const failAll = (error: Error) => {
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };

  function spawn(): Running {
    const worker = new Worker(bootstrap, { eval: true, workerData: { dataDir } });
    let gone = false;
    const ready = new Promise<void>((resolve, reject) => {
      pending.set(0, {
        resolve: () => {
          crashesInARow = 0;
          resolve();
        },
        reject,
      });
    });
    worker.on('message', (reply: WorkerReply) => {
      const call = pending.get(reply.id);
      if (!call) return;
      pending.delete(reply.id);
      if (reply.ok) call.resolve(reply.result);
      else call.reject(toError(reply.error));
    });
    const stopped = (error: Error) => {
      if (gone) return;
      gone = true;
      failAll(error);
      if (closing) return;
      crashes += 1;
      crashesInARow += 1;
      const delay = Math.min(RESTART_DELAY_MS * 2 ** (crashesInARow - 1), MAX_RESTART_DELAY_MS);
      const next = new Promise<Running>((resolve) => setTimeout(() => resolve(spawn()), delay));
      current = next.then((running) => running.ready.then(() => running));
      // A restart that fails is retried by its own exit handler; nobody awaits this chain's error.
      current.catch(() => {});
    };
    worker.on('error', (error) => stopped(new Error(`The embedded database stopped: ${error.message}`, { cause: error })));
    worker.on('exit', (code) => stopped(new Error(`The embedded database stopped (worker exit ${code}).`)));
    return { worker, ready };
  }

  const first = spawn();
  let current: Promise<Running> = first.ready.then(() => first);

  function post<T>(worker: Worker, request: WorkerCall): Promise<T> {
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  }

  async function call<T>(request: WorkerCall): Promise<T> {
    if (closing) throw new Error('The embedded database is closed.');
    return post<T>((await current).worker, request);
  }

  const queryIn =
    (tx?: number) =>
    (sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
      call<QueryResult>({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object', ...(tx === undefined ? {} : { tx }) });

  await current;
  return {
    client: {
      query: queryIn(),
      async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
        const { tx } = await call<{ tx: number }>({ op: 'begin' });
        let result: T;
        try {
          result = await fn({ query: queryIn(tx) });
        } catch (error) {
          await call({ op: 'end', tx, commit: false }).catch(() => {});
          throw error;
        }
        await call({ op: 'end', tx, commit: true });
        return result;
      },
    },
    crashes: () => crashes,
    simulateCrash: async () => {
      const { worker } = await current;
      await worker.terminate();
    },
    close: async () => {
      closing = true;
      const running = await current.catch(() => undefined);
      if (running) await post(running.worker, { op: 'close' }).catch(() => {});
      await running?.worker.terminate();
    },
  };
}
