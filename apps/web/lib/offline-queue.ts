import { get, set, update } from 'idb-keyval';
import { OFFLINE_USER_KEY, VISITOR } from './offline-rules';

/**
 * What a learner did offline, kept in IndexedDB (idb-keyval) until it can be sent (ADR 0045):
 * completing a lesson, writing a note and answering an untimed lesson quiz. Each action belongs to the account that made it and is
 * sent only while that account is signed in. Sent in the order made, each once: removed as soon
 * as the server has taken it (every call is idempotent on the server, a quiz answer by its action's
 * id, so a tab closed between the answer and the removal costs nothing but a repeat). The server's rules apply as if online: an
 * answer it refuses (4xx) is dropped and reported, not retried.
 */
export type NewAction =
  | { kind: 'complete'; itemId: number }
  | { kind: 'note'; itemId: number; body: string }
  /** An untimed lesson quiz answered offline: marked by the server when sent; a pass completes `itemId`. */
  | { kind: 'quiz'; itemId: number; quizId: number; answers: Record<string, number[]> };

export type QueuedAction = NewAction & { id: string; user: string; at: string };

/** What sending one action came to: taken, refused by the server's rules, or not reached. */
export type SendOutcome = { kind: 'sent' } | { kind: 'refused'; message: string } | { kind: 'unreachable' };

export type FlushResult = { sent: number; refused: { action: QueuedAction; message: string }[]; left: number };

const QUEUE_KEY = 'offline-queue';

export async function queuedActions(user?: string): Promise<QueuedAction[]> {
  const all = (await get<QueuedAction[]>(QUEUE_KEY)) ?? [];
  return user === undefined ? all : all.filter((action) => action.user === user);
}

/**
 * Adds an action at the end. A note replaces the same lesson's note still waiting (the last text
 * is the note), and goes to the end, after what was done before it was written.
 */
export async function enqueue(user: string, action: NewAction): Promise<QueuedAction> {
  const queued = { ...action, user, id: crypto.randomUUID(), at: new Date().toISOString() } as QueuedAction;
  await update<QueuedAction[]>(QUEUE_KEY, (old = []) => [
    ...old.filter((a) => !(action.kind === 'note' && a.kind === 'note' && a.user === user && a.itemId === action.itemId)),
    queued,
  ]);
  return queued;
}

async function remove(id: string): Promise<void> {
  await update<QueuedAction[]>(QUEUE_KEY, (old = []) => old.filter((action) => action.id !== id));
}

/** Forgets one account's actions (signing out), or everyone's. */
export async function clearQueue(user?: string): Promise<void> {
  if (user === undefined) await set(QUEUE_KEY, []);
  else await update<QueuedAction[]>(QUEUE_KEY, (old = []) => old.filter((action) => action.user !== user));
}

let flushing: Promise<FlushResult> | null = null;

/**
 * Sends `user`'s actions in order, stopping at the first the server cannot be reached for (the rest
 * wait for the next try). One flush at a time in this tab, and one across tabs where the browser
 * has Web Locks, so that two tabs coming back online do not both send an action.
 */
export function flushQueue(user: string, send: (action: QueuedAction) => Promise<SendOutcome>): Promise<FlushResult> {
  if (flushing) return flushing;
  const run = async (): Promise<FlushResult> => {
    const result: FlushResult = { sent: 0, refused: [], left: 0 };
    const actions = await queuedActions(user);
    for (const [index, action] of actions.entries()) {
      const outcome = await send(action);
      if (outcome.kind === 'unreachable') {
        result.left = actions.length - index;
        break;
      }
      await remove(action.id);
      if (outcome.kind === 'sent') result.sent++;
      else result.refused.push({ action, message: outcome.message });
    }
    return result;
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  // The lock is held until the callback's promise settles, that is until the run ends.
  const locked = (held: LockManager) =>
    new Promise<FlushResult>((resolve, reject) => {
      held.request('lp-offline-queue', () => run().then(resolve, reject)).catch(reject);
    });
  const running = (locks ? locked(locks) : run()).finally(() => {
    flushing = null;
  });
  flushing = running;
  return running;
}

/** Whose data is in use on this device (set as the session becomes known; components/offline-support.tsx). */
export async function offlineUser(): Promise<string> {
  return (await get<string>(OFFLINE_USER_KEY)) ?? VISITOR;
}

/**
 * Keeps an action made offline for the signed-in account; false for a visitor (nothing to send it
 * as). Imported by the player itself, not loaded on demand: offline, a chunk not yet loaded may not
 * be there.
 */
export async function queueOffline(action: NewAction): Promise<boolean> {
  const user = await offlineUser();
  if (user === VISITOR) return false;
  await enqueue(user, action);
  return true;
}
