import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';

export class DataDirLockedError extends Error {}

type Owner = { pid: number; token: string };

/** Locks this process holds: a second opener inside the same process is refused too. */
const heldHere = new Set<string>();

/** A lock directory left by the earlier proper-lockfile lock is stale once it is this old. */
const LEGACY_LOCK_STALE_MS = 15_000;

function isAlive(pid: number): boolean {
  // Our own pid in the file is a previous life of this process (a container restarts as pid 1).
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/** A killed process that its parent has not reaped yet still answers kill(pid, 0) (Linux only). */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

function readOwner(file: string): Owner | 'legacy' | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Owner>;
    return typeof parsed.pid === 'number' && typeof parsed.token === 'string'
      ? { pid: parsed.pid, token: parsed.token }
      : undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EISDIR') return 'legacy';
    if (code === 'ENOENT') return undefined;
    // Half-written or unreadable: treat it as a lock of nobody (its writer died mid-write).
    return undefined;
  }
}

/**
 * An exclusive lock on a directory for the life of this process: a file holding the owner's
 * pid, created with O_EXCL. A lock whose owner process is gone (kill -9, a crash, a power cut)
 * is taken over at once; a live owner makes `acquire` throw DataDirLockedError.
 *
 * Two processes that start within the same instant after a crash could both judge the old lock
 * stale; the read-back after writing catches all but a microsecond window of that.
 */
export function lockDirectory(file: string, message: string): { release: () => void } {
  if (heldHere.has(file)) throw new DataDirLockedError(message);
  const mine: Owner = { pid: process.pid, token: randomBytes(8).toString('hex') };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(mine), { flag: 'wx' });
      const check = readOwner(file);
      if (check === 'legacy' || check?.token !== mine.token) throw new DataDirLockedError(message);
      heldHere.add(file);
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          heldHere.delete(file);
          const current = readOwner(file);
          if (current !== 'legacy' && current?.token === mine.token) unlinkSync(file);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' && (error as NodeJS.ErrnoException).code !== 'EISDIR') throw error;
    }
    const owner = readOwner(file);
    if (owner === 'legacy') {
      if (Date.now() - statSync(file).mtimeMs < LEGACY_LOCK_STALE_MS) throw new DataDirLockedError(message);
      rmSync(file, { recursive: true, force: true });
      continue;
    }
    if (owner && isAlive(owner.pid)) throw new DataDirLockedError(message);
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new DataDirLockedError(message);
}
