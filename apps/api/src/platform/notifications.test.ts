import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../config.ts';
import { type DatabaseHandle, openPostgres } from '../db/client.ts';
import { notifications as notificationsTable } from '../db/schema/platform.ts';
import { insertUser } from '../db/seed/factories.ts';
import { createApiRuntime } from '../runtime.ts';
import { openStream } from '../test/event-stream.ts';
import { createTestContext, ORIGIN } from '../test/test-app.ts';
import { memoryBroadcast } from './broadcast.ts';
import { createJobRunner } from './jobs.ts';
import { LIVE_STREAMS_PER_USER } from './live.ts';
import { createLogger } from './logger.ts';
import { memoryMailer } from './mail.ts';
import { createNotifications, type NotificationPreferences } from './notifications.ts';

const t = await createTestContext();
// The stream tests need the LISTEN connection up on PostgreSQL before the first publish.
await t.platform.ready();
const logger = createLogger({ level: 'silent', pretty: false });

async function eventually(check: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function signedInUser() {
  const email = `n${Math.random().toString(36).slice(2)}@example.in`;
  const user = await insertUser(t.db, { email, password: 'Learnly@123' });
  return { user, cookie: await t.signIn(email, 'Learnly@123') };
}

const { notifications, live } = t.platform.services;

describe('notifications service', () => {
  it('stores, counts and mails a notification once per key, with an absolute link', async () => {
    const { user } = await signedInUser();
    const input = {
      userId: user.id,
      type: 'community' as const,
      key: 'answer.accepted:41',
      title: 'Your answer was accepted',
      body: 'Priya accepted your answer.',
      link: '/questions/12',
    };
    const first = await notifications.notify(undefined, input);
    expect(first?.id).toBeGreaterThan(0);
    expect(await notifications.notify(undefined, input)).toBeNull();
    expect(await notifications.unreadCount(user.id)).toBe(1);

    await t.runJobs();
    const mails = t.mailer.sent.filter((m) => m.to === user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Your answer was accepted' });
    expect(mails[0]?.text).toContain(`${ORIGIN}/questions/12`);
    const [row] = await t.db.select().from(notificationsTable).where(eq(notificationsTable.userId, user.id));
    expect(row?.emailedAt).toBeInstanceOf(Date);
    await t.runJobs();
    expect(t.mailer.sent.filter((m) => m.to === user.email)).toHaveLength(1);
  });

  it('inside a transaction: nothing exists when it rolls back', async () => {
    const { user } = await signedInUser();
    await t.db
      .transaction(async (tx) => {
        await notifications.notify(tx, { userId: user.id, type: 'learning', key: 'k', title: 'T', body: 'B' });
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await notifications.unreadCount(user.id)).toBe(0);
    await t.runJobs();
    expect(t.mailer.sent.filter((m) => m.to === user.email)).toHaveLength(0);
  });

  it('obeys the preferences port per channel', async () => {
    const { user } = await signedInUser();
    const choices: Record<string, { inApp: boolean; email: boolean }> = {
      jobs: { inApp: false, email: true },
      premium: { inApp: true, email: false },
      account: { inApp: false, email: false },
    };
    const preferences: NotificationPreferences = {
      async forUser(_executor, _userId, type) {
        return choices[type] ?? { inApp: true, email: true };
      },
    };
    const mailer = memoryMailer();
    const jobs = createJobRunner({ db: t.db, broadcast: memoryBroadcast(), logger });
    const scoped = createNotifications({
      db: t.db,
      jobs,
      live,
      mailer,
      publicUrl: ORIGIN,
      preferences,
    });
    const base = { userId: user.id, title: 'T', body: 'B' };
    expect(await scoped.notify(undefined, { ...base, type: 'account', key: 'a' })).toBeNull();
    const emailOnly = await scoped.notify(undefined, { ...base, type: 'jobs', key: 'j' });
    expect(emailOnly).not.toBeNull();
    expect(await scoped.notify(undefined, { ...base, type: 'premium', key: 'p' })).not.toBeNull();
    // The in-app list and badge show only the one the user wants in the app.
    expect(await scoped.unreadCount(user.id)).toBe(1);
    const rows = await t.db.select().from(notificationsTable).where(eq(notificationsTable.userId, user.id));
    expect(rows.map((r) => [r.type, r.inApp, r.emailRequested]).sort()).toEqual([
      ['jobs', false, true],
      ['premium', true, false],
    ]);
    await jobs.runOnce();
    // Only this user's mail: in a shuffled run another test's mail jobs may still be due on this database.
    expect(mailer.sent.filter((m) => m.to === user.email)).toHaveLength(1);
  });
});

describe('GET /api/core/notifications/stream', () => {
  it('is 401 with the envelope when signed out', async () => {
    const res = await t.get('/api/core/notifications/stream');
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it('is in the OpenAPI document as text/event-stream', async () => {
    const doc = (await t.get('/api/openapi.json')).body;
    const operation = doc.paths['/api/core/notifications/stream']?.get;
    expect(Object.keys(operation.responses['200'].content)).toEqual(['text/event-stream']);
    expect(operation.responses['401']).toBeDefined();
  });

  it('sends the unread count, then each new notification, and forgets the stream on disconnect', async () => {
    const { user, cookie } = await signedInUser();
    // Stored directly: a notify() just before connecting may also arrive as an event (clients dedupe by id).
    await t.db.insert(notificationsTable).values({ userId: user.id, type: 'learning', key: 'old', title: 'Old', body: 'b' });
    const stream = await openStream(t.app, cookie);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
    expect(await stream.next()).toEqual({ event: 'unread-count', data: { count: 1 } });

    await notifications.notify(undefined, {
      userId: user.id,
      type: 'community',
      key: 'like:1',
      title: 'Ravi liked your post',
      body: 'b',
      link: '/feed/1',
    });
    const message = await stream.next();
    expect(message).toMatchObject({
      event: 'notification',
      data: { title: 'Ravi liked your post', type: 'community', link: '/feed/1' },
    });

    // Created in a transaction: pushed by a job once committed.
    await t.db.transaction((tx) =>
      notifications.notify(tx, { userId: user.id, type: 'learning', key: 'tx', title: 'From a transaction', body: 'b' }),
    );
    await t.runJobs();
    expect(await stream.next()).toMatchObject({ event: 'notification', data: { title: 'From a transaction' } });

    expect(live.connectionCount()).toBeGreaterThan(0);
    await stream.close();
    await eventually(() => live.connectionCount() === 0, 'the stream to be forgotten');
  });

  it(`keeps at most ${LIVE_STREAMS_PER_USER} streams per user on an instance: each one more ends the oldest, told why`, async () => {
    const { user, cookie } = await signedInUser();
    const other = await signedInUser();
    const otherStream = await openStream(t.app, other.cookie);
    await otherStream.next();
    const streams: Awaited<ReturnType<typeof openStream>>[] = [];
    for (let i = 0; i < LIVE_STREAMS_PER_USER + 2; i++) {
      const stream = await openStream(t.app, cookie);
      expect(stream.res.status).toBe(200);
      expect(await stream.next()).toEqual({ event: 'unread-count', data: { count: 0 } });
      streams.push(stream);
    }
    const [oldest, second, ...kept] = streams;
    // The two oldest were told they were replaced, then ended; the newest ones stay open.
    for (const ended of [oldest, second]) {
      expect(await ended?.next()).toEqual({ event: 'replaced', data: { reason: 'too-many-streams' } });
      await expect(ended?.next()).rejects.toThrow(/the stream ended/);
    }
    expect(live.connectionCount(user.id)).toBe(LIVE_STREAMS_PER_USER);
    expect(live.connectionCount(other.user.id)).toBe(1);

    await notifications.notify(undefined, {
      userId: user.id,
      type: 'learning',
      key: 'cap',
      title: 'To every open tab',
      body: 'b',
    });
    for (const stream of kept) expect(await stream.next()).toMatchObject({ data: { title: 'To every open tab' } });
    // Another user's stream is not counted against this one.
    await notifications.notify(undefined, { userId: other.user.id, type: 'learning', key: 'o', title: 'Still here', body: 'b' });
    expect(await otherStream.next()).toMatchObject({ data: { title: 'Still here' } });

    await Promise.all([...kept, otherStream].map((stream) => stream.close()));
    await eventually(() => live.connectionCount(user.id) === 0, 'the streams to be forgotten');
  });

  it("a user's stream does not receive another user's notifications", async () => {
    const a = await signedInUser();
    const b = await signedInUser();
    const stream = await openStream(t.app, a.cookie);
    await stream.next();
    await notifications.notify(undefined, { userId: b.user.id, type: 'learning', key: 'b1', title: 'For B', body: 'b' });
    await notifications.notify(undefined, { userId: a.user.id, type: 'learning', key: 'a1', title: 'For A', body: 'b' });
    expect(await stream.next()).toMatchObject({ data: { title: 'For A' } });
    await stream.close();
  });

  it('resumes from Last-Event-ID: a reconnecting client first gets what it missed, oldest first, with the last minutes below the id again', async () => {
    const { user, cookie } = await signedInUser();
    const note = (key: string) =>
      notifications.notify(undefined, { userId: user.id, type: 'learning', key, title: key, body: 'b' });
    const first = await openStream(t.app, cookie);
    await first.next();
    await note('seen');
    const seen = await first.next();
    expect(seen).toMatchObject({ event: 'notification', data: { title: 'seen' } });
    expect(seen.id).toBe(String((seen.data as { id: number }).id));
    await first.close();
    await eventually(() => live.connectionCount(user.id) === 0, 'the stream to be forgotten');
    // Created while no stream was open (the instance that held it died, say).
    await note('missed 1');
    await note('missed 2');

    const resumed = await openStream(t.app, cookie, seen.id);
    expect(await resumed.next()).toEqual({ event: 'unread-count', data: { count: 3 } });
    // The last minutes below the id come again (published out of id order, one may have been
    // missed; clients dedupe by id), then what came after it, oldest first.
    expect(await resumed.next()).toMatchObject({ event: 'notification', data: { title: 'seen' }, id: seen.id });
    expect(await resumed.next()).toMatchObject({ event: 'notification', data: { title: 'missed 1' } });
    expect(await resumed.next()).toMatchObject({ event: 'notification', data: { title: 'missed 2' } });
    await note('live after resuming');
    expect(await resumed.next()).toMatchObject({ event: 'notification', data: { title: 'live after resuming' } });
    await resumed.close();

    // Older than the overlap and below the id: not sent again.
    await t.db
      .update(notificationsTable)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(notificationsTable.userId, user.id));
    const later = await openStream(t.app, cookie, seen.id);
    expect(await later.next()).toEqual({ event: 'unread-count', data: { count: 4 } });
    expect(await later.next()).toMatchObject({ data: { title: 'missed 1' } });
    await later.close();

    // Without the header nothing is replayed; a header that is not an id is ignored.
    const fresh = await openStream(t.app, cookie, 'not-an-id');
    expect(await fresh.next()).toEqual({ event: 'unread-count', data: { count: 4 } });
    await note('next');
    expect(await fresh.next()).toMatchObject({ data: { title: 'next' } });
    await fresh.close();
  });
});

/** A second API instance on the same database: its own pool, listener, runner and app. */
async function secondInstance(redisUrl?: string) {
  const handle: DatabaseHandle | undefined = t.databaseUrl ? await openPostgres(t.databaseUrl, 3) : undefined;
  const database = handle ?? { db: t.db };
  const runtime = createApiRuntime(t.config, {
    database,
    logger,
    mailer: memoryMailer(),
    storage: t.storage,
    liveRedisUrl: redisUrl,
  });
  return {
    app: runtime.app,
    platform: runtime.platform,
    close: async () => {
      await runtime.close();
      await handle?.close();
    },
  };
}

// Across instances needs a shared transport: PostgreSQL's LISTEN/NOTIFY (PGlite is one process).
describe.runIf(t.driver === 'postgres')('live delivery across two instances on PostgreSQL', () => {
  let b: Awaited<ReturnType<typeof secondInstance>>;
  beforeAll(async () => {
    b = await secondInstance();
    await Promise.all([t.platform.ready(), b.platform.ready()]);
  });
  afterAll(async () => {
    await b.close();
  });

  it('a notification created through instance A reaches a stream held by instance B', async () => {
    const { user, cookie } = await signedInUser();
    const stream = await openStream(b.app, cookie);
    expect(await stream.next()).toEqual({ event: 'unread-count', data: { count: 0 } });
    await notifications.notify(undefined, { userId: user.id, type: 'jobs', key: 'x', title: 'Shortlisted', body: 'b' });
    expect(await stream.next()).toMatchObject({ event: 'notification', data: { title: 'Shortlisted' } });
    // And one created inside a transaction on A, published by B's runner.
    await t.db.transaction((tx) =>
      notifications.notify(tx, { userId: user.id, type: 'jobs', key: 'y', title: 'Interview', body: 'b' }),
    );
    await b.platform.services.jobRunner.runOnce();
    expect(await stream.next()).toMatchObject({ event: 'notification', data: { title: 'Interview' } });
    await stream.close();
  });

  it('shutdown ends the open streams', async () => {
    const extra = await secondInstance();
    await extra.platform.ready();
    const { cookie } = await signedInUser();
    const stream = await openStream(extra.app, cookie);
    await stream.next();
    await extra.close();
    await expect(stream.next()).rejects.toThrow(/the stream ended/);
  });
});

// Redis pub/sub fan-out: runs where a Redis server is given (CI sets TEST_REDIS_URL).
describe.runIf(Boolean(testRedisUrl()))('live delivery across two instances through Redis', () => {
  it('a message published on one instance reaches a stream on the other', async () => {
    const redisUrl = testRedisUrl();
    const a = await secondInstance(redisUrl);
    const b = await secondInstance(redisUrl);
    try {
      await Promise.all([a.platform.ready(), b.platform.ready()]);
      const { user, cookie } = await signedInUser();
      const stream = await openStream(b.app, cookie);
      await stream.next();
      await a.platform.services.notifications.notify(undefined, {
        userId: user.id,
        type: 'premium',
        key: 'r',
        title: 'Through Redis',
        body: 'b',
      });
      expect(await stream.next()).toMatchObject({ data: { title: 'Through Redis' } });
      await stream.close();
    } finally {
      await a.close();
      await b.close();
    }
  });
});
