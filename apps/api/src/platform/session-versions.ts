import { AUTH_MAX_AGE_SECONDS } from '@lp/contract/constants';
import type { ActiveSession } from '@lp/contract/session';
import Bowser from 'bowser';
import { and, desc, eq, gt, lt, notExists, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { revokedSessions, userSessions, users } from '../db/schema/accounts.ts';
import type { Broadcast } from './broadcast.ts';
import type { Logger } from './logger.ts';

/** Every process listens here for users whose sessions ended; the message is the user's id. */
export const SESSIONS_ENDED_CHANNEL = 'lp_sessions_ended';
/**
 * How long a process trusts what it read about a session (ADR 0004: why a few seconds). An ended
 * session is announced to every process at once; this only bounds a message that was lost.
 */
export const SESSION_STATE_TTL_MS = 5_000;
const MAX_CACHED = 10_000;
/** A session's "last active" is written at most this often per process (a read-heavy path stays read-only). */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** A user agent longer than this is cut (it is only shown, never trusted). */
const MAX_USER_AGENT = 512;

const DEVICES = new Set(['desktop', 'mobile', 'tablet'] as const);

/** "Chrome on Android, mobile" from a user agent, with a well-kept parser (bowser). */
export function describeUserAgent(agent: string | null): Pick<ActiveSession, 'browser' | 'os' | 'device'> {
  if (!agent) return { browser: null, os: null, device: 'unknown' };
  const parsed = Bowser.parse(agent);
  const type = parsed.platform.type as 'desktop' | 'mobile' | 'tablet' | undefined;
  return {
    browser: parsed.browser.name || null,
    os: parsed.os.name || null,
    device: type && DEVICES.has(type) ? type : 'unknown',
  };
}

/** The claims a session token carries to be checked: its user, its session id, and the user's session version at sign-in. */
export type SessionClaims = { sub?: unknown; sid?: unknown; sv?: unknown };

/**
 * Sessions that end (ADR 0004). A session token carries `sid` (a random id for one sign-in,
 * kept when Auth.js re-issues the cookie) and `sv` (the user's session version at sign-in).
 * A session is current while the user's version is still `sv` and its `sid` is not on the
 * deny list. Password changes and "sign out everywhere" bump the version; sign-out puts the
 * session id on the deny list until the latest moment a cookie of it could expire.
 */
export function createSessionVersions(db: Database, options: { broadcast: Broadcast; logger: Logger }) {
  const { broadcast, logger } = options;
  const cache = new Map<string, { current: boolean; until: number }>();
  /** One database read per session at a time, however many requests of it arrive meanwhile. */
  const reading = new Map<string, Promise<boolean>>();
  /** Bumped by every forget: a read that began before a change does not cache what it saw. */
  let generation = 0;
  const dropCached = (userId: number) => {
    generation++;
    for (const key of cache.keys()) if (key.startsWith(`${userId}:`)) cache.delete(key);
    for (const key of reading.keys()) if (key.startsWith(`${userId}:`)) reading.delete(key);
  };
  // Another process (or this one, once its transaction commits) ended sessions of a user.
  broadcast.subscribe(SESSIONS_ENDED_CHANNEL, (message) => {
    const userId = Number(message);
    if (Number.isInteger(userId) && userId > 0) dropCached(userId);
  });

  /**
   * Drops this process's cache for the user at once and tells every process to drop theirs.
   * With a transaction, the message is sent when it commits (PostgreSQL's NOTIFY), never for a
   * rollback, and a failure fails the transaction. Without one the change is already committed:
   * a message that cannot be sent is logged, and the other processes read again within the TTL.
   */
  async function announce(userId: number, executor?: Executor): Promise<void> {
    dropCached(userId);
    if (executor) return broadcast.publish(SESSIONS_ENDED_CHANNEL, String(userId), executor);
    try {
      await broadcast.publish(SESSIONS_ENDED_CHANNEL, String(userId));
    } catch (error) {
      logger.warn({ err: error, userId }, 'could not announce ended sessions; other instances notice within seconds');
    }
  }

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

  /** When this process last wrote a session's row, by `sid:sv` (a re-issued cookie writes again). */
  const touched = new Map<string, number>();
  const expiresAt = sql`now() + make_interval(secs => ${AUTH_MAX_AGE_SECONDS})`;

  const versions = {
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

    /** A new sign-in: its row in the list of active sessions (the browser is filled in by its first request). */
    async record(userId: number, sid: string, version: number): Promise<void> {
      await db.insert(userSessions).values({ sessionId: sid, userId, sessionVersion: version, expiresAt }).onConflictDoNothing();
    },

    /**
     * A live session was used: its browser and "last active", written at most once a minute per
     * process. Also creates the row of a session signed in before the list existed, and follows a
     * cookie re-issued with a new version. Never fails the request it rides on.
     */
    async touch(claims: { sid: string; sv: number; userId: number }, userAgent: string | undefined): Promise<void> {
      const key = `${claims.sid}:${claims.sv}`;
      const now = Date.now();
      if ((touched.get(key) ?? 0) > now - SESSION_TOUCH_INTERVAL_MS) return;
      if (touched.size >= MAX_CACHED) touched.clear();
      touched.set(key, now);
      const agent = userAgent ? userAgent.slice(0, MAX_USER_AGENT) : null;
      try {
        await db
          .insert(userSessions)
          .values({ sessionId: claims.sid, userId: claims.userId, sessionVersion: claims.sv, userAgent: agent, expiresAt })
          .onConflictDoUpdate({
            target: userSessions.sessionId,
            set: {
              sessionVersion: claims.sv,
              lastSeenAt: sql`now()`,
              userAgent: sql`coalesce(excluded.user_agent, ${userSessions.userAgent})`,
            },
            setWhere: eq(userSessions.userId, claims.userId),
          });
      } catch {
        touched.delete(key);
      }
    },

    /** The user's live sessions, most recently active first; `currentSid` is marked as this one. */
    async list(userId: number, currentSid: string): Promise<ActiveSession[]> {
      const rows = await db
        .select({
          id: userSessions.sessionId,
          userAgent: userSessions.userAgent,
          signedInAt: userSessions.createdAt,
          lastActiveAt: userSessions.lastSeenAt,
        })
        .from(userSessions)
        .innerJoin(users, eq(users.id, userSessions.userId))
        .where(
          and(
            eq(userSessions.userId, userId),
            eq(userSessions.sessionVersion, users.sessionVersion),
            gt(userSessions.expiresAt, sql`now()`),
            notExists(
              db.select({ one: sql`1` }).from(revokedSessions).where(eq(revokedSessions.sessionId, userSessions.sessionId)),
            ),
          ),
        )
        .orderBy(desc(userSessions.lastSeenAt), desc(userSessions.createdAt));
      return rows.map((row) => ({
        id: row.id,
        ...describeUserAgent(row.userAgent),
        current: row.id === currentSid,
        signedInAt: new Date(row.signedInAt).toISOString(),
        lastActiveAt: new Date(row.lastActiveAt).toISOString(),
      }));
    },

    /** Ends one of the user's sessions from another; false when it is not theirs or already ended. */
    async revokeOwn(userId: number, sid: string): Promise<boolean> {
      const live = (await versions.list(userId, '')).some((session) => session.id === sid);
      if (!live) return false;
      await versions.revoke({ sub: userId, sid });
      return true;
    },

    /** Ends one session (sign-out), on every instance. */
    async revoke(claims: SessionClaims): Promise<void> {
      if (typeof claims.sid !== 'string') return;
      await db.insert(revokedSessions).values({ sessionId: claims.sid, expiresAt }).onConflictDoNothing();
      await db.delete(userSessions).where(eq(userSessions.sessionId, claims.sid));
      const userId = Number(claims.sub);
      if (Number.isInteger(userId) && userId > 0) await announce(userId);
      // TODO(platform jobs): a daily jobs.every('revoked-sessions-cleanup') instead of this opportunistic delete.
      await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, sql`now()`));
      await db.delete(userSessions).where(lt(userSessions.expiresAt, sql`now()`));
    },

    /**
     * Ends every session of the user on every instance: the platform's "revoke the sessions of
     * user N", for any module (sign out everywhere, a suspension). In a transaction, the other
     * instances hear of it when it commits. Returns the new version (for the caller's fresh cookie, if any).
     */
    async endAll(executor: Executor, userId: number): Promise<number> {
      const [row] = await executor
        .update(users)
        .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning({ version: users.sessionVersion });
      // The rows of the ended sessions go; a caller given a fresh cookie is listed again on its next request.
      await executor.delete(userSessions).where(eq(userSessions.userId, userId));
      await announce(userId, executor === db ? undefined : executor);
      return row?.version ?? 0;
    },

    /**
     * After the caller committed a change that ends sessions of the user (a new password, the
     * account deleted): every process, this one at once, reads the user's sessions again.
     */
    forget: (userId: number): Promise<void> => announce(userId),
  };
  return versions;
}

export type SessionVersions = ReturnType<typeof createSessionVersions>;
