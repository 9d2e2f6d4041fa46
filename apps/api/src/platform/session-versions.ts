import { AUTH_MAX_AGE_SECONDS } from '@lp/contract/constants';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { revokedSessions, users } from '../db/schema/accounts.ts';

/** How long a process trusts what it read about a session (ADR 0004: why a few seconds). */
export const SESSION_STATE_TTL_MS = 5_000;
const MAX_CACHED = 10_000;

/** The claims a session token carries to be checked: its user, its session id, and the user's session version at sign-in. */
export type SessionClaims = { sub?: unknown; sid?: unknown; sv?: unknown };

/**
 * Sessions that end (ADR 0004). A session token carries `sid` (a random id for one sign-in,
 * kept when Auth.js re-issues the cookie) and `sv` (the user's session version at sign-in).
 * A session is current while the user's version is still `sv` and its `sid` is not on the
 * deny list. Password changes and "sign out everywhere" bump the version; sign-out puts the
 * session id on the deny list until the latest moment a cookie of it could expire.
 */
export function createSessionVersions(db: Database) {
  const cache = new Map<string, { current: boolean; until: number }>();
  /** One database read per session at a time, however many requests of it arrive meanwhile. */
  const reading = new Map<string, Promise<boolean>>();
  /** Bumped by every forget: a read that began before a change does not cache what it saw. */
  let generation = 0;
  const forgetUser = (userId: number) => {
    generation++;
    for (const key of cache.keys()) if (key.startsWith(`${userId}:`)) cache.delete(key);
    for (const key of reading.keys()) if (key.startsWith(`${userId}:`)) reading.delete(key);
  };

  async function read(key: string, userId: number, claims: { sid: string; sv: number }): Promise<boolean> {
    const startedAt = generation;
    const [row] = await db
      .select({
        version: users.sessionVersion,
        revoked: sql<boolean>`exists (select 1 from ${revokedSessions} where ${revokedSessions.sessionId} = ${claims.sid})`,
      })
      .from(users)
      .where(eq(users.id, userId));
    const current = Boolean(row && row.version === claims.sv && !row.revoked);
    if (startedAt === generation) {
      if (cache.size >= MAX_CACHED) cache.clear();
      cache.set(key, { current, until: Date.now() + SESSION_STATE_TTL_MS });
    }
    return current;
  }

  return {
    async isCurrent(claims: SessionClaims): Promise<boolean> {
      const userId = Number(claims.sub);
      if (!Number.isInteger(userId) || userId <= 0) return false;
      // A token without them predates session versions and cannot be ended one by one: refused.
      if (typeof claims.sid !== 'string' || typeof claims.sv !== 'number') return false;
      const key = `${userId}:${claims.sid}:${claims.sv}`;
      const cached = cache.get(key);
      const now = Date.now();
      if (cached && cached.until > now) return cached.current;
      let pending = reading.get(key);
      if (!pending) {
        pending = read(key, userId, { sid: claims.sid, sv: claims.sv }).finally(() => {
          if (reading.get(key) === pending) reading.delete(key);
        });
        reading.set(key, pending);
      }
      // Just expired: answer what was read a moment ago while the new read runs, so that a busy
      // database does not hold up every request of a session each time its entry expires. A
      // change made in this process has already dropped the entry (forget), so this never
      // answers for a session ended here; one ended in another process is at most twice the
      // TTL late instead of once (ADR 0004).
      if (cached && now - cached.until < SESSION_STATE_TTL_MS) {
        pending.catch(() => {});
        return cached.current;
      }
      return pending;
    },

    /** The version a new session of this user starts with. */
    async versionOf(userId: number): Promise<number> {
      const [row] = await db.select({ version: users.sessionVersion }).from(users).where(eq(users.id, userId));
      return row?.version ?? 0;
    },

    /** Ends one session (sign-out). */
    async revoke(claims: SessionClaims): Promise<void> {
      if (typeof claims.sid !== 'string') return;
      await db
        .insert(revokedSessions)
        .values({ sessionId: claims.sid, expiresAt: sql`now() + make_interval(secs => ${AUTH_MAX_AGE_SECONDS})` })
        .onConflictDoNothing();
      forgetUser(Number(claims.sub));
      // TODO(platform jobs): a daily jobs.every('revoked-sessions-cleanup') instead of this opportunistic delete.
      await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, sql`now()`));
    },

    /** Ends every session of the user; returns the new version (for the caller's fresh cookie, if any). */
    async endAll(executor: Pick<Database, 'update'>, userId: number): Promise<number> {
      const [row] = await executor
        .update(users)
        .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning({ version: users.sessionVersion });
      forgetUser(userId);
      return row?.version ?? 0;
    },

    /** Drops what this process remembers about a user (after a change committed elsewhere in this process). */
    forget: forgetUser,
  };
}

export type SessionVersions = ReturnType<typeof createSessionVersions>;
