import type { AuthConfig } from '@hono/auth-js';
import type { SessionUser } from '@lp/contract/session';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { PremiumCheck } from './access.ts';
import type { Clock } from './clock.ts';
import type { Events } from './events.ts';
import type { JobRunner } from './jobs.ts';
import type { Live } from './live.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail.ts';
import type { Notifications } from './notifications.ts';
import type { Points } from './points.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { SessionVersions } from './session-versions.ts';
import type { StaffDirectory, StandingSuspension } from './staff-directory.ts';
import type { Storage } from './storage.ts';

/** What the API is built from; tests pass their own (an in-memory database, a memory mailer). */
export type AppDeps = {
  config: AppConfig;
  db: Database;
  /**
   * For read-only queries a read replica may serve (catalogue, search): `db` itself unless
   * DATABASE_READ_URL is set. Never for a read that a write depends on (use `db`).
   */
  readDb: Database;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /** Uploaded files (résumés, pictures): local disk under DATA_DIR/uploads by default. */
  storage: Storage;
  logger: Logger;
  /**
   * Registers what must stop when the process shuts down (end live streams, stop timers and job
   * runners). Hooks run as soon as shutdown starts, before in-flight requests have finished;
   * the whole shutdown has a deadline (SHUTDOWN_DEADLINE_SECONDS), after which the process exits anyway.
   */
  onShutdown: (hook: () => Promise<void> | void) => void;
  /** Platform services (platform/services.ts builds them together). */
  events: Events;
  /** The background job runner (not the jobs listings module). */
  jobRunner: JobRunner;
  points: Points;
  notifications: Notifications;
  live: Live;
  /** Whether a session is current, and ending the sessions of a user on every instance (ADR 0004). */
  sessions: SessionVersions;
  /** The time as services that decide by the date see it; the system clock unless a test moves it. */
  clock?: Clock;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    /** Read once per request by readSessionUser(); undefined until read, null for a visitor. */
    sessionUser: SessionUser | null | undefined;
    /** The signed-in session's id (`sid`), set with sessionUser; undefined for a visitor. */
    sessionId: string | undefined;
    /** Whether this session was signed in with a second factor (the token's `mfa` claim), set with sessionUser. */
    sessionUsedSecondFactor: boolean | undefined;
    /** Whether a session token is still current (ADR 0004); set for every request by the app. */
    sessionVersions: SessionVersions;
    /** The premium check of platform/access.ts premiumOnly, set by createApp from the composition root. */
    isPremium: PremiumCheck;
    /** Staff roles, second factors and suspensions as the access levels read them (platform/access.ts), set by createApp. */
    staffDirectory: StaffDirectory;
    /** The signed-in user's suspension in force, read at most once per request; undefined until read. */
    suspension: StandingSuspension | null | undefined;
    /** Set by @hono/auth-js's initAuthConfig; named here so that the type holds wherever AppEnv is. */
    authConfig: AuthConfig;
  };
};
