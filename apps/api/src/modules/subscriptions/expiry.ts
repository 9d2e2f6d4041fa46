import { PREMIUM_CHECKOUT_ABANDONED_HOURS, PREMIUM_RENEWAL_MAX_ATTEMPTS } from '@lp/contract/constants';
import { and, eq, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subscriptionPayments, subscriptionPlans, subscriptions } from '../../db/schema/subscriptions.ts';
import type { Clock } from '../../platform/clock.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import { noticeOf } from '../../platform/notice-texts.ts';
import type { Notifications } from '../../platform/notifications.ts';
import { CURRENT, HOUR, RENEW_JOB } from './records.ts';

/** The sweep (every 15 minutes): queues due renewals, ends plans past their end date, fails abandoned checkouts. */
export function createExpiry(db: Database, ports: { clock: Clock; notifications: Notifications; jobRunner: JobRunner }) {
  const { clock, notifications, jobRunner } = ports;

  /** Finds renewals that are due (one job each) and ends plans whose end date has passed. */
  async function sweep(): Promise<{ renewals: number; expired: number; abandoned: number }> {
    const now = clock.now();
    const due = await db
      .select({ id: subscriptions.id, endsAt: subscriptions.endsAt, attempts: subscriptions.renewalAttempts })
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.status, ['active', 'past_due']),
          eq(subscriptions.autoRenew, true),
          isNotNull(subscriptions.nextRenewalAt),
          lte(subscriptions.nextRenewalAt, now),
          lt(subscriptions.renewalAttempts, PREMIUM_RENEWAL_MAX_ATTEMPTS),
        ),
      );
    for (const row of due) {
      await jobRunner.enqueue(
        RENEW_JOB,
        { subscriptionId: row.id },
        { key: `premium.renew:${row.id}:${row.endsAt.getTime()}:${row.attempts}` },
      );
    }
    // Due renewals are tried before anything expires (a plan whose charge is still pending keeps its access a little longer).
    const pending = new Set(due.map((r) => r.id));
    const ending = await db
      .select({ subscription: subscriptions, plan: subscriptionPlans })
      .from(subscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .where(and(inArray(subscriptions.status, [...CURRENT]), lte(subscriptions.endsAt, now)));
    let expired = 0;
    for (const { subscription: sub, plan } of ending) {
      if (pending.has(sub.id)) continue;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(subscriptions)
          .set({ status: 'expired', expiredAt: now, nextRenewalAt: null, updatedAt: sql`now()` })
          .where(and(eq(subscriptions.id, sub.id), inArray(subscriptions.status, [...CURRENT]), lte(subscriptions.endsAt, now)))
          .returning({ id: subscriptions.id });
        if (!row) return;
        expired += 1;
        await notifications.notify(tx, {
          userId: sub.userId,
          type: 'premium',
          key: `premium.expired:${sub.id}`,
          message: noticeOf('premium.expired', { plan: plan.name, endedOn: sub.endsAt.toISOString() }),
          link: '/premium',
        });
      });
    }
    const abandoned = await db
      .update(subscriptionPayments)
      .set({ status: 'failed', failureReason: 'The checkout was not completed.', updatedAt: sql`now()` })
      .where(
        and(
          eq(subscriptionPayments.status, 'created'),
          lt(subscriptionPayments.createdAt, new Date(now.getTime() - PREMIUM_CHECKOUT_ABANDONED_HOURS * HOUR)),
        ),
      )
      .returning({ id: subscriptionPayments.id });
    return { renewals: due.length, expired, abandoned: abandoned.length };
  }

  return sweep;
}
