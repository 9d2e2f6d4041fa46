import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { otpCodes } from '../db/schema/accounts.ts';
import { backgroundJobs, outboxEvents } from '../db/schema/platform.ts';
import type { JobRunner } from './jobs.ts';

export const HOUSEKEEPING_JOB = 'platform.housekeeping';
const HOUR_MS = 60 * 60_000;

/** How long what is finished stays for inspection before the hourly clean-up deletes it. */
export const RETENTION = {
  expiredCodesHours: 24,
  dispatchedEventsDays: 7,
  failedJobsDays: 30,
} as const;

/** Deletes expired one-time codes, dispatched outbox events and old failed jobs, every hour. */
export function defineHousekeeping(jobs: JobRunner, db: Database): void {
  jobs.define(HOUSEKEEPING_JOB, async () => {
    await housekeeping(db);
  });
  jobs.every(HOUSEKEEPING_JOB, HOUR_MS);
}

export async function housekeeping(db: Database) {
  const codes = await db
    .delete(otpCodes)
    .where(lt(otpCodes.expiresAt, sql`now() - make_interval(hours => ${RETENTION.expiredCodesHours})`))
    .returning({ id: otpCodes.id });
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
  return { codes: codes.length, events: events.length, failedJobs: failed.length };
}
