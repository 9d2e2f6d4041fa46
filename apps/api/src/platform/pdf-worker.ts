import { Worker } from 'node:worker_threads';
import type { PdfLimits, PdfVerdict } from './pdf-check.ts';

const WORKER_URL = new URL('./pdf-check-worker.mjs', import.meta.url);
/** PDF checks running at once in this process, each on a thread of its own; more wait their turn. */
const POOL_SIZE = 2;
/**
 * Each check thread's heap; a file that needs more is refused (the thread is replaced). pdf.js's
 * own code takes ~100 MB live; Node.js 24's V8 collects later than Node 20's, so 160 MB refused a
 * plain two-page PDF there (192 passes; 256 leaves room).
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };

type Job = { id: number; resolve: (verdict: PdfVerdict) => void };
type Slot = { worker: Worker; ready: Promise<void>; job: Job | null; dead: boolean };

const idle: Slot[] = [];
const waiting: ((slot: Slot) => void)[] = [];
let alive = 0;
let nextId = 1;

function spawn(): Slot {
  const worker = new Worker(WORKER_URL, { resourceLimits: RESOURCE_LIMITS });
  worker.unref();
  alive++;
  const slot: Slot = { worker, job: null, ready: Promise.resolve(), dead: false };
  slot.ready = new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  // A thread that dies (out of memory, crash) fails its job and leaves the pool; a new one replaces it on demand.
  const die = (error?: Error) => {
    if (slot.dead) return;
    slot.dead = true;
    alive--;
    const index = idle.indexOf(slot);
    if (index >= 0) idle.splice(index, 1);
    const outOfMemory = (error as NodeJS.ErrnoException | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
    slot.job?.resolve({
      ok: false,
      reason: outOfMemory ? 'decompressed' : 'unreadable',
      detail: error?.message.slice(0, 200) ?? 'worker exited',
    });
    slot.job = null;
    handOver();
  };
  worker.on('error', die);
  worker.on('exit', () => die());
  worker.on('message', (message: { id?: number; verdict?: PdfVerdict }) => {
    if (message.id === undefined || slot.job?.id !== message.id || !message.verdict) return;
    const job = slot.job;
    slot.job = null;
    job.resolve(message.verdict);
    release(slot);
  });
  return slot;
}

/** A free thread: an idle one, a new one while the pool is not full, else the next one freed. */
function acquire(): Promise<Slot> {
  const slot = idle.pop();
  if (slot) return Promise.resolve(slot);
  if (alive < POOL_SIZE) return Promise.resolve(spawn());
  return new Promise((resolve) => waiting.push(resolve));
}

function release(slot: Slot) {
  const next = waiting.shift();
  if (next) next(slot);
  else idle.push(slot);
}

/** After a thread died, a waiting check gets a fresh one. */
function handOver() {
  if (waiting.length > 0 && alive < POOL_SIZE) waiting.shift()?.(spawn());
}

/**
 * Starts one check thread ahead of the first upload: loading pdf.js on a new thread takes seconds
 * (7 s on a busy 2-core machine), which the first résumé after a start would otherwise wait for.
 * The thread waits idle; it does not keep the process alive.
 */
export function prewarmPdfChecks(): void {
  if (alive === 0) idle.push(spawn());
}

/**
 * Checks the PDF at `path` on a pooled worker thread with a heap cap and a deadline, so a hostile
 * file can neither stall the server's event loop nor grow its memory: a check that runs out of
 * time or memory ends its thread and the file is refused.
 */
export async function checkPdfFile(path: string, limits: PdfLimits & { timeoutMs: number }): Promise<PdfVerdict> {
  const slot = await acquire();
  try {
    await slot.ready;
  } catch (error) {
    return { ok: false, reason: 'unreadable', detail: `the check could not start: ${(error as Error).message}` };
  }
  return new Promise<PdfVerdict>((resolve) => {
    const id = nextId++;
    const timer = setTimeout(() => {
      if (slot.job?.id !== id) return;
      slot.job.resolve({ ok: false, reason: 'unreadable', detail: 'timed out' });
      slot.job = null;
      void slot.worker.terminate();
    }, limits.timeoutMs);
    slot.job = {
      id,
      resolve: (verdict) => {
        clearTimeout(timer);
        resolve(verdict);
      },
    };
    slot.worker.postMessage({
      id,
      path,
      limits: { maxPages: limits.maxPages, maxObjects: limits.maxObjects, maxDecompressedBytes: limits.maxDecompressedBytes },
    });
  });
}
