import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { lockDirectory } from './data-dir-lock.ts';
import { startPgliteWorker } from './pglite-remote.ts';

export type StartedEmbedded = { remote: Awaited<ReturnType<typeof startPgliteWorker>>; release: () => void };

/**
 * Locks DATA_DIR/db and boots PGlite in its worker thread. Kept free of drizzle and the drivers
 * so that the server's entry can start it before it imports anything heavy (apps/server
 * early-database.ts); client.ts openEmbedded wraps the result.
 */
export async function startEmbedded(dataDir: string): Promise<StartedEmbedded> {
  const dir = path.join(dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const { release } = lockDirectory(
    `${dir}.lock`,
    `Another process is using the database in ${dir}. Stop it first, or start this one with another DATA_DIR.`,
  );
  try {
    return { remote: await startPgliteWorker(dir), release };
  } catch (error) {
    release();
    throw error;
  }
}
