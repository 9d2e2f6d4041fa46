import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../db/client.ts';
import { backgroundJobs, outboxEvents } from '../db/schema/platform.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { memoryBroadcast } from './broadcast.ts';
import { createEvents, type DomainEvent } from './events.ts';
import { createJobRunner } from './jobs.ts';
import { createLogger } from './logger.ts';

const logger = createLogger({ level: 'silent', pretty: false });
let handle: DatabaseHandle;
let second: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  second = handle.url ? await openPostgres(handle.url, 5) : handle;
});
afterAll(async () => {
  if (second !== handle) await second.close();
  await handle.close();
});

/** One instance's events and runner (what createPlatformServices builds), on its own connections. */
function instance(db = handle.db) {
  const jobs = createJobRunner({ db, broadcast: memoryBroadcast(), logger, concurrency: 5 });
  const events = createEvents({ db, jobs });
  return { jobs, events };
}

async function clearOutbox() {
  await handle.db.delete(backgroundJobs);
  await handle.db.delete(outboxEvents);
}

describe('events (outbox)', () => {
  it('delivers an event emitted in a committed transaction to each subscriber once, after commit', async () => {
    await clearOutbox();
    const { jobs, events } = instance();
    const seen: string[] = [];
    events.on('quiz.passed', async (event) => {
      seen.push(`points:${event.payload.quizId}:${event.userId}`);
    });
    events.on('quiz.passed', async (event) => {
      seen.push(`notify:${event.payload.quizId}`);
    });
    events.on('post.liked', async () => {
      seen.push('unrelated');
    });
    await handle.db.transaction(async (tx) => {
      await events.emit(tx, { type: 'quiz.passed', payload: { userId: 5, quizId: 9, score: 80 }, userId: 5 });
      // Nothing is delivered before the commit, however eager the runner.
      expect(seen).toEqual([]);
    });
    expect(await jobs.runOnce()).toBe(2);
    expect(seen.sort()).toEqual(['notify:9', 'points:9:5']);
    expect(await jobs.runOnce()).toBe(0);
    const [row] = await handle.db.select().from(outboxEvents);
    expect(row?.dispatchedAt).toBeInstanceOf(Date);
  });

  it('an event of a rolled-back transaction is never delivered', async () => {
    await clearOutbox();
    const { jobs, events } = instance();
    let runs = 0;
    events.on('post.liked', async () => {
      runs += 1;
    });
    await handle.db
      .transaction(async (tx) => {
        await events.emit(tx, { type: 'post.liked', payload: { postId: 1, postAuthorId: 2, likedBy: 3 } });
        throw new Error('roll back');
      })
      .catch(() => {});
    await jobs.runOnce();
    expect(runs).toBe(0);
    expect(await handle.db.select().from(outboxEvents)).toEqual([]);
  });

  it('a failing subscriber is retried on its own; the one that succeeded does not run again', async () => {
    await clearOutbox();
    const { jobs, events } = instance();
    let good = 0;
    let flaky = 0;
    events.on('answer.accepted', async () => {
      good += 1;
    });
    events.on(
      'answer.accepted',
      async () => {
        flaky += 1;
        if (flaky === 1) throw new Error('mail server down');
      },
      { name: 'flaky' },
    );
    await events.emit(handle.db, {
      type: 'answer.accepted',
      payload: { questionId: 1, answerId: 2, answerAuthorId: 3, acceptedBy: 4 },
    });
    await jobs.runOnce();
    expect({ good, flaky }).toEqual({ good: 1, flaky: 1 });
    const [retry] = await handle.db.select().from(backgroundJobs);
    expect(retry).toMatchObject({ state: 'pending', attempts: 1, lastError: 'mail server down' });
    expect(retry?.key).toMatch(/:flaky$/);
    // Its back-off passes.
    await handle.db.update(backgroundJobs).set({ runAt: sql`now()` });
    await jobs.runOnce();
    expect({ good, flaky }).toEqual({ good: 1, flaky: 2 });
    expect(await handle.db.select().from(backgroundJobs)).toEqual([]);
  });

  it('a restart delivers what was emitted but not delivered', async () => {
    await clearOutbox();
    const before = instance();
    before.events.on('fixme.solved', async () => {});
    await before.events.emit(handle.db, { type: 'fixme.solved', payload: { userId: 1, problemId: 1 } });
    // Relayed but not run, then the process dies.
    await before.events.relay();
    await before.events.emit(handle.db, { type: 'fixme.solved', payload: { userId: 1, problemId: 2 } });

    const after = instance(second.db);
    const seen: number[] = [];
    after.events.on('fixme.solved', async (event: DomainEvent<'fixme.solved'>) => {
      seen.push(event.payload.problemId);
    });
    await after.jobs.runOnce();
    expect(seen.sort()).toEqual([1, 2]);
  });

  it('with two instances each subscriber handles each of 100 events once', async () => {
    await clearOutbox();
    const handled = new Map<string, number>();
    const make = (db: typeof handle.db) => {
      const { jobs, events } = instance(db);
      for (const name of ['points', 'notify']) {
        events.on(
          'item.completed',
          async (event) => {
            const key = `${name}:${event.payload.itemId}`;
            handled.set(key, (handled.get(key) ?? 0) + 1);
            await new Promise((resolve) => setImmediate(resolve));
          },
          { name },
        );
      }
      return { jobs, events };
    };
    const a = make(handle.db);
    const b = make(second.db);
    for (let i = 0; i < 100; i += 1) {
      await handle.db.transaction((tx) =>
        (i % 2 ? a : b).events.emit(tx, { type: 'item.completed', payload: { userId: 1, courseId: 1, itemId: i } }),
      );
    }
    await Promise.all([a.jobs.runOnce(), b.jobs.runOnce(), a.jobs.runOnce(), b.jobs.runOnce()]);
    expect(handled.size).toBe(200);
    expect([...handled.values()].every((n) => n === 1)).toBe(true);
    const undispatched = await handle.db.select().from(outboxEvents).where(sql`${outboxEvents.dispatchedAt} is null`);
    expect(undispatched).toEqual([]);
  });

  it('refuses two subscribers of one type with the same name', () => {
    const { events } = instance();
    events.on('quiz.passed', async () => {}, { name: 'x' });
    expect(() => events.on('quiz.passed', async () => {}, { name: 'x' })).toThrow(/already subscribed/);
  });

  it('an event whose delivery finds no subscriber in this instance fails loudly and is retried', async () => {
    await clearOutbox();
    const emitter = instance();
    emitter.events.on('post.liked', async () => {}, { name: 'gone-later' });
    await emitter.events.emit(handle.db, { type: 'post.liked', payload: { postId: 1, postAuthorId: 1, likedBy: 2 } });
    await emitter.events.relay();
    // A release without that subscriber picks up the delivery.
    const other = instance();
    await other.jobs.runOnce();
    const [job] = await handle.db.select().from(backgroundJobs).where(eq(backgroundJobs.name, 'events.deliver'));
    expect(job?.lastError).toMatch(/no handler gone-later/);
  });
});
