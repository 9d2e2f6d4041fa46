import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../db/client.ts';
import { githubOauthStates, otpCodes, phoneOtps, revokedSessions, webauthnChallenges } from '../db/schema/accounts.ts';
import { backgroundJobs, outboxEvents } from '../db/schema/platform.ts';
import { insertUser } from '../db/seed/factories.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { memoryBroadcast } from './broadcast.ts';
import { housekeeping } from './housekeeping.ts';
import { ABANDONED_MESSAGE, createJobRunner } from './jobs.ts';
import { createLogger } from './logger.ts';

const logger = createLogger({ level: 'silent', pretty: false });
let handle: DatabaseHandle;
/** A second "instance": its own connection pool on PostgreSQL; the same database on PGlite. */
let second: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  second = handle.url ? await openPostgres(handle.url, 5) : handle;
});
afterAll(async () => {
  if (second !== handle) await second.close();
  await handle.close();
});

function runner(db = handle.db) {
  return createJobRunner({ db, broadcast: memoryBroadcast(), logger });
}

async function jobRows(name: string) {
  return handle.db.select().from(backgroundJobs).where(eq(backgroundJobs.name, name));
}

describe('job runner', () => {
  it('runs an enqueued job once and deletes it', async () => {
    const jobs = runner();
    const seen: unknown[] = [];
    jobs.define<{ n: number }>('t.once', async (payload) => {
      seen.push(payload);
    });
    expect(await jobs.enqueue('t.once', { n: 1 })).toBe(true);
    expect(await jobs.runOnce()).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobs.runOnce()).toBe(0);
    expect(await jobRows('t.once')).toEqual([]);
  });

  it('refuses an unknown job name', async () => {
    await expect(runner().enqueue('t.nobody', {})).rejects.toThrow(/not defined/);
  });

  it('a key de-duplicates while the job is stored', async () => {
    const jobs = runner();
    let runs = 0;
    jobs.define('t.keyed', async () => {
      runs += 1;
    });
    expect(await jobs.enqueue('t.keyed', {}, { key: 'k1' })).toBe(true);
    expect(await jobs.enqueue('t.keyed', {}, { key: 'k1' })).toBe(false);
    await jobs.runOnce();
    expect(runs).toBe(1);
  });

  it('waits for runAt', async () => {
    const jobs = runner();
    let runs = 0;
    jobs.define('t.later', async () => {
      runs += 1;
    });
    await jobs.enqueue('t.later', {}, { runAt: new Date(Date.now() + 60_000) });
    expect(await jobs.runOnce()).toBe(0);
    await handle.db.update(backgroundJobs).set({ runAt: sql`now()` }).where(eq(backgroundJobs.name, 't.later'));
    expect(await jobs.runOnce()).toBe(1);
    expect(runs).toBe(1);
  });

  it('a job enqueued in a transaction that rolls back never exists', async () => {
    const jobs = runner();
    jobs.define('t.rolled-back', async () => {});
    await handle.db
      .transaction(async (tx) => {
        await jobs.enqueue('t.rolled-back', {}, { tx });
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await jobRows('t.rolled-back')).toEqual([]);
  });

  it('retries a failing job with growing back-off, then keeps it as failed with its error', async () => {
    const jobs = runner();
    let runs = 0;
    jobs.define(
      't.failing',
      async () => {
        runs += 1;
        throw new Error(`boom ${runs}`);
      },
      { retry: { maxAttempts: 3, backoffMs: 60_000 } },
    );
    await jobs.enqueue('t.failing', {});
    expect(await jobs.runOnce()).toBe(1);
    let [row] = await jobRows('t.failing');
    expect(row).toMatchObject({ state: 'pending', attempts: 1, lastError: 'boom 1', lockedBy: null });
    const firstDelay = (row?.runAt.getTime() ?? 0) - Date.now();
    expect(firstDelay).toBeGreaterThan(50_000);
    // Not due yet: nothing runs.
    expect(await jobs.runOnce()).toBe(0);

    await handle.db.update(backgroundJobs).set({ runAt: sql`now()` }).where(eq(backgroundJobs.name, 't.failing'));
    await jobs.runOnce();
    [row] = await jobRows('t.failing');
    expect(row).toMatchObject({ state: 'pending', attempts: 2, lastError: 'boom 2' });
    // The second delay is twice the first.
    expect((row?.runAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(110_000);

    await handle.db.update(backgroundJobs).set({ runAt: sql`now()` }).where(eq(backgroundJobs.name, 't.failing'));
    await jobs.runOnce();
    [row] = await jobRows('t.failing');
    expect(row).toMatchObject({ state: 'failed', attempts: 3, lastError: 'boom 3' });
    expect(runs).toBe(3);
    // Failed stays failed.
    expect(await jobs.runOnce()).toBe(0);
    expect(runs).toBe(3);
  });

  it('a job survives a restart: a new runner picks up what an old one left, and a crashed run once its lease ran out', async () => {
    const before = runner();
    before.define('t.restart', async () => {});
    await before.enqueue('t.restart', { which: 'never claimed' });
    await before.enqueue('t.restart', { which: 'claimed by a runner that died' });
    // The dead runner's claim: running, leased, lease already over.
    await handle.db
      .update(backgroundJobs)
      .set({ state: 'running', attempts: 1, lockedBy: 'dead', lockedUntil: sql`now() - interval '1 second'` })
      .where(sql`${backgroundJobs.payload}->>'which' = 'claimed by a runner that died'`);

    const after = runner(second.db);
    const seen: string[] = [];
    after.define<{ which: string }>('t.restart', async ({ which }, job) => {
      seen.push(`${which} (attempt ${job.attempt})`);
    });
    expect(await after.runOnce()).toBe(2);
    expect(seen.sort()).toEqual(['claimed by a runner that died (attempt 2)', 'never claimed (attempt 1)']);
  });

  it('a job whose runner died on its last attempt is kept as failed, and its key frees for new work', async () => {
    const jobs = runner();
    jobs.define('t.abandoned', async () => {}, { retry: { maxAttempts: 2 } });
    await jobs.enqueue('t.abandoned', {}, { key: 'abandoned-once' });
    await handle.db
      .update(backgroundJobs)
      .set({ state: 'running', attempts: 2, maxAttempts: 2, lockedBy: 'dead', lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(backgroundJobs.name, 't.abandoned'));

    expect(await jobs.runOnce()).toBe(0);
    const [row] = await jobRows('t.abandoned');
    expect(row).toMatchObject({ state: 'failed', lockedBy: null, lastError: ABANDONED_MESSAGE });

    // A failed job still holds its key (it is kept for inspection); once removed, the same key enqueues again.
    await handle.db.delete(backgroundJobs).where(eq(backgroundJobs.name, 't.abandoned'));
    await jobs.enqueue('t.abandoned', {}, { key: 'abandoned-once' });
    expect(await jobs.runOnce()).toBe(1);
  });

  it('a job leased by a live runner is not taken by another', async () => {
    const jobs = runner();
    jobs.define('t.leased', async () => {});
    await jobs.enqueue('t.leased', {});
    await handle.db
      .update(backgroundJobs)
      .set({ state: 'running', attempts: 1, lockedBy: 'alive', lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(backgroundJobs.name, 't.leased'));
    expect(await jobs.runOnce()).toBe(0);
  });

  it('two runners on one database run each of 200 jobs exactly once', async () => {
    const counts = new Map<number, number>();
    const ranBy = { a: 0, b: 0 };
    const make = (db: typeof handle.db, who: 'a' | 'b') => {
      const jobs = createJobRunner({ db, broadcast: memoryBroadcast(), logger, concurrency: 5 });
      jobs.define<{ n: number }>('t.pair', async ({ n }) => {
        counts.set(n, (counts.get(n) ?? 0) + 1);
        ranBy[who] += 1;
        // Yield so that the two runners interleave.
        await new Promise((resolve) => setImmediate(resolve));
      });
      return jobs;
    };
    const a = make(handle.db, 'a');
    const b = make(second.db, 'b');
    for (let n = 0; n < 200; n += 1) await a.enqueue('t.pair', { n });
    const [ranA, ranB] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(ranA + ranB).toBe(200);
    expect(counts.size).toBe(200);
    expect([...counts.values()].every((c) => c === 1)).toBe(true);
    expect(await jobRows('t.pair')).toEqual([]);
    // Both took part (on PostgreSQL they truly run side by side; on PGlite they take turns).
    expect(ranBy.a).toBeGreaterThan(0);
    expect(ranBy.b).toBeGreaterThan(0);
  });

  it('every(): one run per interval across two runners', async () => {
    let runs = 0;
    const make = (db: typeof handle.db) => {
      const jobs = createJobRunner({ db, broadcast: memoryBroadcast(), logger });
      jobs.define('t.recurring', async () => {
        runs += 1;
      });
      jobs.every('t.recurring', 60 * 60_000);
      return jobs;
    };
    const a = make(handle.db);
    const b = make(second.db);
    await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    expect(runs).toBe(1);
    // The next interval comes: one more run.
    await handle.db.execute(sql`update job_schedules set next_run_at = now() where name = 't.recurring'`);
    await Promise.all([a.runOnce(), b.runOnce()]);
    expect(runs).toBe(2);
  });

  it('start() runs enqueued work without a call to runOnce, and stop() leaves no timer', async () => {
    const broadcast = memoryBroadcast();
    const jobs = createJobRunner({ db: handle.db, broadcast, logger, pollMs: 60_000 });
    let resolveRan: () => void = () => {};
    const ran = new Promise<void>((resolve) => {
      resolveRan = resolve;
    });
    jobs.define('t.started', async () => resolveRan());
    jobs.start();
    // Let the first (empty) pass finish so that the wake-up, not the first pass, runs the job.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await jobs.enqueue('t.started', {});
    await ran;
    await jobs.stop();
    await broadcast.close();
  });

  it('a started runner keeps running other work while a long job is in hand, and stop() waits for it', async () => {
    const broadcast = memoryBroadcast();
    const jobs = createJobRunner({ db: handle.db, broadcast, logger, pollMs: 60_000 });
    let finishLong: () => void = () => {};
    let longEnded = false;
    let resolveQuick: () => void = () => {};
    const quickRan = new Promise<void>((resolve) => {
      resolveQuick = resolve;
    });
    let resolveLongStarted: () => void = () => {};
    const longStarted = new Promise<void>((resolve) => {
      resolveLongStarted = resolve;
    });
    jobs.define('t.long', async () => {
      resolveLongStarted();
      await new Promise<void>((resolve) => {
        finishLong = resolve;
      });
      longEnded = true;
    });
    jobs.define('t.quick', async () => resolveQuick());
    jobs.start();
    await jobs.enqueue('t.long', {});
    await longStarted;
    // The long job (a transcode, say) is still running: the quick one (a notification) runs anyway.
    await jobs.enqueue('t.quick', {});
    await quickRan;
    expect(longEnded).toBe(false);
    const stopped = jobs.stop();
    finishLong();
    await stopped;
    expect(longEnded).toBe(true);
    await broadcast.close();
  });
});

describe('housekeeping', () => {
  it('deletes codes expired over a day ago (email, phone, passkey challenges, GitHub states, revoked sessions) and events dispatched over a week ago, and keeps the rest', async () => {
    const codes = await handle.db
      .insert(otpCodes)
      .values([
        { email: 'old@example.in', purpose: 'signup', codeHash: 'x', expiresAt: sql`now() - interval '2 days'` },
        { email: 'live@example.in', purpose: 'signup', codeHash: 'x', expiresAt: sql`now() + interval '5 minutes'` },
      ])
      .returning({ email: otpCodes.email });
    expect(codes).toHaveLength(2);
    await handle.db.insert(outboxEvents).values([
      { type: 't.old', payload: {}, dispatchedAt: sql`now() - interval '8 days'` },
      { type: 't.recent', payload: {}, dispatchedAt: sql`now() - interval '1 day'` },
      { type: 't.undispatched', payload: {} },
    ]);
    // Phone codes, passkey challenges, GitHub connect states and revoked sessions: kept a day after they expire, like email codes.
    const user = await insertUser(handle.db);
    const old = sql`now() - interval '2 days'`;
    const lately = sql`now() - interval '1 hour'`;
    const live = sql`now() + interval '5 minutes'`;
    await handle.db.insert(phoneOtps).values([
      { userId: user.id, phone: '+919800000001', codeHash: 'x', expiresAt: old },
      { userId: user.id, phone: '+919800000002', codeHash: 'x', expiresAt: lately },
      { userId: user.id, phone: '+919800000003', codeHash: 'x', expiresAt: live },
    ]);
    await handle.db.insert(webauthnChallenges).values([
      { id: 'challenge-old', purpose: 'authenticate', challenge: 'c', expiresAt: old },
      { id: 'challenge-lately', purpose: 'register', challenge: 'c', userId: user.id, expiresAt: lately },
      { id: 'challenge-live', purpose: 'authenticate', challenge: 'c', expiresAt: live },
    ]);
    await handle.db.insert(githubOauthStates).values([
      { state: 'state-old', userId: user.id, codeVerifier: 'v', expiresAt: old },
      { state: 'state-lately', userId: user.id, codeVerifier: 'v', expiresAt: lately },
      { state: 'state-live', userId: user.id, codeVerifier: 'v', expiresAt: live },
    ]);
    await handle.db.insert(revokedSessions).values([
      { sessionId: 'sid-old', expiresAt: old },
      { sessionId: 'sid-lately', expiresAt: lately },
      { sessionId: 'sid-live', expiresAt: live },
    ]);
    const removed = await housekeeping(handle.db);
    expect(removed).toMatchObject({
      codes: 1,
      phoneCodes: 1,
      passkeyChallenges: 1,
      githubStates: 1,
      revokedSessions: 1,
      events: 1,
    });
    const left = await handle.db.select({ email: otpCodes.email }).from(otpCodes);
    expect(left.map((r) => r.email)).toEqual(['live@example.in']);
    const events = await handle.db.select({ type: outboxEvents.type }).from(outboxEvents);
    expect(events.map((e) => e.type).sort()).toEqual(['t.recent', 't.undispatched']);
    const phones = await handle.db.select({ phone: phoneOtps.phone }).from(phoneOtps);
    expect(phones.map((r) => r.phone).sort()).toEqual(['+919800000002', '+919800000003']);
    const challenges = await handle.db.select({ id: webauthnChallenges.id }).from(webauthnChallenges);
    expect(challenges.map((r) => r.id).sort()).toEqual(['challenge-lately', 'challenge-live']);
    const states = await handle.db.select({ state: githubOauthStates.state }).from(githubOauthStates);
    expect(states.map((r) => r.state).sort()).toEqual(['state-lately', 'state-live']);
    const sessions = await handle.db.select({ id: revokedSessions.sessionId }).from(revokedSessions);
    expect(sessions.map((r) => r.id).sort()).toEqual(['sid-lately', 'sid-live']);
  });
});
