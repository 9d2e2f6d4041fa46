import 'fake-indexeddb/auto';
import { del, set } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearQueue,
  enqueue,
  flushQueue,
  type QueuedAction,
  queuedActions,
  queueOffline,
  type SendOutcome,
} from './offline-queue';
import { OFFLINE_USER_KEY } from './offline-rules';

const sent: string[] = [];
const describeAction = (a: QueuedAction) => (a.kind === 'note' ? `note ${a.itemId}: ${a.body}` : `complete ${a.itemId}`);

beforeEach(async () => {
  await clearQueue();
  sent.length = 0;
});

describe('the offline queue', () => {
  it('sends the actions in the order they were made, each once, and empties', async () => {
    await enqueue('user-1', { kind: 'complete', itemId: 5 });
    await enqueue('user-1', { kind: 'note', itemId: 5, body: 'first idea' });
    await enqueue('user-1', { kind: 'complete', itemId: 6 });
    const send = async (action: QueuedAction): Promise<SendOutcome> => {
      sent.push(describeAction(action));
      return { kind: 'sent' };
    };
    // Two flushes at once (the online event and a page opening): still each action once.
    const [first, second] = await Promise.all([flushQueue('user-1', send), flushQueue('user-1', send)]);
    expect(sent).toEqual(['complete 5', 'note 5: first idea', 'complete 6']);
    expect(first).toEqual({ sent: 3, refused: [], left: 0 });
    expect(second).toBe(first);
    expect(await queuedActions()).toEqual([]);
    await flushQueue('user-1', send);
    expect(sent).toHaveLength(3);
  });

  it('keeps the last note of a lesson, after what came before it', async () => {
    await enqueue('user-1', { kind: 'note', itemId: 5, body: 'draft' });
    await enqueue('user-1', { kind: 'complete', itemId: 5 });
    await enqueue('user-1', { kind: 'note', itemId: 5, body: 'final' });
    expect((await queuedActions('user-1')).map(describeAction)).toEqual(['complete 5', 'note 5: final']);
  });

  it('stops where the server cannot be reached and sends the rest next time, from there', async () => {
    await enqueue('user-1', { kind: 'complete', itemId: 1 });
    await enqueue('user-1', { kind: 'complete', itemId: 2 });
    await enqueue('user-1', { kind: 'complete', itemId: 3 });
    let online = false;
    const send = async (action: QueuedAction): Promise<SendOutcome> => {
      if (action.kind === 'complete' && action.itemId === 2 && !online) return { kind: 'unreachable' };
      sent.push(describeAction(action));
      return { kind: 'sent' };
    };
    expect(await flushQueue('user-1', send)).toEqual({ sent: 1, refused: [], left: 2 });
    expect(sent).toEqual(['complete 1']);
    online = true;
    expect(await flushQueue('user-1', send)).toEqual({ sent: 2, refused: [], left: 0 });
    expect(sent).toEqual(['complete 1', 'complete 2', 'complete 3']);
  });

  it('drops and reports what the server refuses, and goes on', async () => {
    await enqueue('user-1', { kind: 'complete', itemId: 1 });
    await enqueue('user-1', { kind: 'complete', itemId: 2 });
    const result = await flushQueue('user-1', async (action) => {
      if (action.kind === 'complete' && action.itemId === 1)
        return { kind: 'refused', message: 'You are not enrolled in this course.' };
      sent.push(describeAction(action));
      return { kind: 'sent' };
    });
    expect(result.sent).toBe(1);
    expect(result.refused.map((r) => r.message)).toEqual(['You are not enrolled in this course.']);
    expect(await queuedActions()).toEqual([]);
  });

  it("sends only the signed-in account's actions, and forgets an account's on sign-out", async () => {
    await enqueue('user-1', { kind: 'complete', itemId: 1 });
    await enqueue('user-2', { kind: 'complete', itemId: 2 });
    await flushQueue('user-2', async (action) => {
      sent.push(`${action.user} ${describeAction(action)}`);
      return { kind: 'sent' };
    });
    expect(sent).toEqual(['user-2 complete 2']);
    expect((await queuedActions()).map((a) => a.user)).toEqual(['user-1']);
    await clearQueue('user-1');
    expect(await queuedActions()).toEqual([]);
  });

  it('keeps an offline action for the account whose data is in use, and none for a visitor', async () => {
    await del(OFFLINE_USER_KEY);
    expect(await queueOffline({ kind: 'complete', itemId: 9 })).toBe(false);
    await set(OFFLINE_USER_KEY, 'user-7');
    expect(await queueOffline({ kind: 'complete', itemId: 9 })).toBe(true);
    expect((await queuedActions()).map((a) => `${a.user} ${describeAction(a)}`)).toEqual(['user-7 complete 9']);
  });
});
