import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { githubOauthStates, otpCodes, phoneOtps, revokedSessions, webauthnChallenges } from '../db/schema/accounts.ts';
import { backgroundJobs, outboxEvents } from '../db/schema/platform.ts';
import { type JobDefinition, job } from './module.ts';

export const HOUSEKEEPING_JOB = 'platform.housekeeping';
const HOUR_MS = 60 * 60_000;

/** How long what is finished stays for inspection before the hourly clean-up deletes it. */
export const RETENTION = {
  expiredCodesHours: 24,
  dispatchedEventsDays: 7,
  failedJobsDays: 30,
} as const;

/**
 * Deletes, every hour: one-time codes (email and phone), passkey challenges, GitHub connect states
 * and revoked-session rows expired over a day ago; dispatched outbox events; old failed jobs.
 * (A used GitHub state is deleted when it is used; a revoked session is refused only until its
 * `expires_at`, after which no cookie of it is valid.)
 */
export function housekeepingJob(db: Database): JobDefinition {
  return job(
    HOUSEKEEPING_JOB,
    async () => {
      await housekeeping(db);
    },
    { everyMs: HOUR_MS },
  );
}

export async function housekeeping(db: Database) {
  const expiredLongAgo = sql`now() - make_interval(hours => ${RETENTION.expiredCodesHours})`;
  const codes = await db.delete(otpCodes).where(lt(otpCodes.expiresAt, expiredLongAgo)).returning({ id: otpCodes.id });
  const phoneCodes = await db.delete(phoneOtps).where(lt(phoneOtps.expiresAt, expiredLongAgo)).returning({ id: phoneOtps.id });
  const passkeyChallenges = await db
    .delete(webauthnChallenges)
    .where(lt(webauthnChallenges.expiresAt, expiredLongAgo))
    .returning({ id: webauthnChallenges.id });
  const githubStates = await db
    .delete(githubOauthStates)
    .where(lt(githubOauthStates.expiresAt, expiredLongAgo))
    .returning({ state: githubOauthStates.state });
  const revoked = await db
    .delete(revokedSessions)
    .where(lt(revokedSessions.expiresAt, expiredLongAgo))
    .returning({ id: revokedSessions.sessionId });
  const events = await db
    .delete(outboxEvents)
    .where(lt(outboxEvents.dispatchedAt, sql`now() - make_interval(days => ${RETENTION.dispatchedEventsDays})`))
    .returning({ id: outboxEvents.id });
  const failed = await db
    .delete(backgroundJobs)
    .where(
      and(
        eq(backgroundJobs.state, 'failed'),
        lt(backgroundJobs.updatedAt, sql`now() - make_interval(days => ${RETENTION.failedJobsDays})`),
      ),
    )
    .returning({ id: backgroundJobs.id });
  return {
    codes: codes.length,
    phoneCodes: phoneCodes.length,
    passkeyChallenges: passkeyChallenges.length,
    githubStates: githubStates.length,
    revokedSessions: revoked.length,
    events: events.length,
    failedJobs: failed.length,
  };
}
