import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { insertUser } from '../db/seed/factories.ts';
import { createTestContext } from '../test/test-app.ts';
import { memoryBroadcast } from './broadcast.ts';
import { createLogger } from './logger.ts';
import { createSessionVersions, SESSION_STATE_TTL_MS } from './session-versions.ts';

const t = await createTestContext();
const options = { broadcast: memoryBroadcast(), logger: createLogger({ level: 'silent', pretty: false }) };

/** The real database, counting the reads the session check makes. */
function countingDb() {
  const counter = { reads: 0 };
  const db = new Proxy(t.db, {
    get(target, property, receiver) {
      if (property === 'select') counter.reads++;
      return Reflect.get(target, property, receiver);
    },
  }) as Database;
  return { db, counter };
}

async function userWithSession() {
  const user = await insertUser(t.db);
  return { user, claims: { sub: String(user.id), sid: `sid-${user.id}`, sv: 0 } };
}

afterEach(() => vi.restoreAllMocks());

describe('session versions (ADR 0004)', () => {
  it('reads the database once for a burst of requests of one session', async () => {
    const { db, counter } = countingDb();
    const sessions = createSessionVersions(db, options);
    const { claims } = await userWithSession();
    const answers = await Promise.all(Array.from({ length: 20 }, () => sessions.isCurrent(claims)));
    expect(answers).toEqual(Array(20).fill(true));
    expect(counter.reads).toBe(1);
  });

  it('just after the entry expires, answers at once from it while one new read runs', async () => {
    const { db, counter } = countingDb();
    const sessions = createSessionVersions(db, options);
    const { claims } = await userWithSession();
    expect(await sessions.isCurrent(claims)).toBe(true);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + SESSION_STATE_TTL_MS + 10);
    const answers = await Promise.all(Array.from({ length: 5 }, () => sessions.isCurrent(claims)));
    expect(answers).toEqual(Array(5).fill(true));
    expect(counter.reads).toBe(2);
  });

  it('an entry long expired is read again before it answers: a session ended elsewhere is refused', async () => {
    const sessions = createSessionVersions(t.db, options);
    const { user, claims } = await userWithSession();
    expect(await sessions.isCurrent(claims)).toBe(true);
    // Another process ends every session of the user (this one is not told).
    await t.db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, user.id));
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 2 * SESSION_STATE_TTL_MS + 10);
    expect(await sessions.isCurrent(claims)).toBe(false);
  });

  it('a change in this process is seen at once, even by a read that began before it', async () => {
    const sessions = createSessionVersions(t.db, options);
    const { user, claims } = await userWithSession();
    const before = sessions.isCurrent(claims);
    await sessions.endAll(t.db, user.id);
    await before;
    // The read that began before endAll was not cached: this call reads the new version.
    expect(await sessions.isCurrent(claims)).toBe(false);
  });
});
