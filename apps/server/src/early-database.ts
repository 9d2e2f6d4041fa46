import { type StartedEmbedded, startEmbedded } from '@lp/api/db/embedded-start';
import { earlyConfig } from '@lp/api/early-config';

let booting: Promise<StartedEmbedded> | undefined;

/**
 * Starts the embedded database before the rest of the server is imported: PGlite boots in its
 * own thread while the main thread loads the API and Next.js (about as long), so a start, or a
 * restart after a crash, overlaps the two instead of adding them. This module imports nothing
 * heavy (no drizzle, no drivers, not even zod: early-config.ts) so that the boot begins as early
 * as it can. PostgreSQL needs no such head start.
 */
export function startDatabaseEarly(): void {
  const { embeddedDataDir } = earlyConfig();
  if (!embeddedDataDir) return;
  booting = startEmbedded(embeddedDataDir);
  // Whoever takes it sees the error (a locked data directory, say); until then it is not "unhandled".
  booting.catch(() => {});
}

/** The boot the entry started, once; undefined when none was started or it was taken. */
export function takeEarlyDatabase(): Promise<StartedEmbedded> | undefined {
  const taken = booting;
  booting = undefined;
  return taken;
}

/**
 * A start that failed before the server took the boot (invalid configuration, say): the worker
 * stops and the data directory's lock is released instead of being left for the next start.
 */
export async function abandonEarlyDatabase(): Promise<void> {
  const started = await takeEarlyDatabase()?.catch(() => undefined);
  if (!started) return;
  await started.remote.close().catch(() => {});
  started.release();
}
