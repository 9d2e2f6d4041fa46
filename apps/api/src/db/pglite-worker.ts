import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { WorkerReply, WorkerRequest } from './pglite-protocol.ts';

/**
 * The embedded database's own thread: PGlite runs every query synchronously on the thread that
 * owns it, so it lives here and the server's main thread only sends it messages (DESIGN §2a).
 * Requests are served in arrival order; PGlite's own lock makes queries outside a transaction
 * wait for an open transaction to end, exactly as in process.
 */
const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');
const { dataDir } = workerData as { dataDir: string };

/** Dates, times and numeric arrays stay text, as drizzle's PGlite driver asks of PGlite. */
const asText = (value: string) => value;
const parsers = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText,
  1115: asText,
  1185: asText,
  1187: asText,
  1182: asText,
};

const transactions = new Map<number, { tx: Transaction; decide: (commit: boolean) => void; ended: Promise<void> }>();

function reply(message: WorkerReply): void {
  port?.postMessage(message);
}

/** The error's own plain fields (code, constraint, detail...) travel with it, so callers can tell a unique violation. */
function describe(error: unknown): Record<string, unknown> & { message: string } {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
}

/**
 * PostgreSQL zeroes its whole buffer pool at start, and in WebAssembly that costs about 3.5 ms per
 * MB on this project's machines: PGlite's default of 128 MB made 0.4 s of every start and of every
 * restart after a crash (issue 13 part 9). 32 MB holds the whole demo database (24 MB); the mixed
 * load bench answered as many requests with it as with 128 MB (ADR 0020).
 */
const SHARED_BUFFERS = '32MB';

const booting = PGlite.create(dataDir, {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
});

async function handle(request: WorkerRequest): Promise<void> {
  const db = await booting;
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? db : transactions.get(request.tx)?.tx;
      if (!target) throw new Error('That transaction has already ended.');
      const result = await target.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
      reply({
        id: request.id,
        ok: true,
        result: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows },
      });
      return;
    }
    case 'begin': {
      let decide: (commit: boolean) => void = () => {};
      const decision = new Promise<boolean>((resolve) => {
        decide = resolve;
      });
      let opened: (tx: Transaction) => void = () => {};
      const txReady = new Promise<Transaction>((resolve) => {
        opened = resolve;
      });
      const ended = db.transaction(async (tx) => {
        opened(tx);
        if (!(await decision)) await tx.rollback();
      });
      // A failed BEGIN rejects `ended` before `txReady` settles; `end` awaits `ended` itself.
      ended.catch(() => {});
      const tx = await Promise.race([txReady, ended.then(() => undefined)]);
      if (!tx) throw new Error('The transaction did not start.');
      transactions.set(request.id, { tx, decide, ended });
      reply({ id: request.id, ok: true, result: { tx: request.id } });
      return;
    }
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error('That transaction has already ended.');
      transactions.delete(request.tx);
      open.decide(request.commit);
      await open.ended;
      reply({ id: request.id, ok: true, result: null });
      return;
    }
    case 'close': {
      await db.close();
      reply({ id: request.id, ok: true, result: null });
      port?.close();
      return;
    }
  }
}

/*
 * Listening before the boot ends is what keeps this thread's event loop alive while PGlite boots.
 * With nothing alive, Node finds the loop empty and blocks until V8's background work is done,
 * which by then is tiering up PostgreSQL's WebAssembly: 0.2-0.4 s before the first query could run
 * (issue 13 part 9, ADR 0020).
 */
port.on('message', (request: WorkerRequest) => {
  handle(request).catch((error: unknown) => {
    try {
      reply({ id: request.id, ok: false, error: describe(error) });
    } catch {
      reply({ id: request.id, ok: false, error: { message: String((error as Error)?.message ?? error) } });
    }
  });
});
await booting;
reply({ id: 0, ok: true, result: 'ready' });
