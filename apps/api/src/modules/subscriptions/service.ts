import { MESSAGES } from '@lp/contract/messages';
import {
  CANCEL_REASONS,
  type CancelBody,
  type HistoryEntry,
  type Plan,
  type SubscriptionDetail,
  type SubscriptionHistory,
} from '@lp/contract/subscriptions';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subscriptionPayments, subscriptionPlans, subscriptions } from '../../db/schema/subscriptions.ts';
import { requireOwned } from '../../platform/access.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict } from '../../platform/errors.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import { noticeOf } from '../../platform/notice-texts.ts';
import type { Notifications } from '../../platform/notifications.ts';
import type { PaymentGateway } from '../../platform/payments.ts';
import { createCheckout } from './checkout.ts';
import { createExpiry } from './expiry.ts';
import { createInvoices } from './invoices.ts';
import { CURRENT, iso, type SubscriptionRow, subscriptionReads, TEST_WEBHOOK_JOB, toPayment, toPlan } from './records.ts';
import { createRenewals } from './renewals.ts';
import { createWebhook } from './webhook.ts';

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;

/**
 * Premium subscriptions: plans, the caller's plan and history, cancelling. The use cases live in
 * their own files: checkout.ts, webhook.ts, renewals.ts, expiry.ts (the sweep), invoices.ts;
 * records.ts holds the rows' shapes and the reads they share.
 */
export function createSubscriptionsService(
  db: Database,
  ports: {
    gateway: PaymentGateway;
    clock: Clock;
    notifications: Notifications;
    jobRunner: JobRunner;
    logger: Logger;
  },
) {
  const { clock, notifications, jobRunner } = ports;

  const reads = subscriptionReads(clock);
  const { hasAccess, toDetail } = reads;
  const checkout = createCheckout(db, ports, reads);
  const webhook = createWebhook(db, ports, checkout);
  const renew = createRenewals(db, ports, reads);
  const sweep = createExpiry(db, ports);
  const invoices = createInvoices(db, ports);

  return {
    /** The premium check of the access wrapper: a current subscription whose end date is ahead. */
    async isPremium(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            inArray(subscriptions.status, [...CURRENT]),
            gt(subscriptions.endsAt, clock.now()),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async plans(): Promise<Plan[]> {
      const rows = await db
        .select()
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.active, true))
        .orderBy(asc(subscriptionPlans.position), asc(subscriptionPlans.id));
      const monthly = rows.find((r) => r.durationMonths === 1)?.pricePaise;
      return rows.map((r) => toPlan(r, monthly));
    },

    /** The caller's newest subscription (current or the one that ended last), or null. */
    async detail(userId: number): Promise<SubscriptionDetail | null> {
      const [row] = await db
        .select({ subscription: subscriptions, plan: subscriptionPlans })
        .from(subscriptions)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
        .where(eq(subscriptions.userId, userId))
        .orderBy(sql`${subscriptions.status} = 'expired'`, desc(subscriptions.endsAt))
        .limit(1);
      return row ? toDetail(row.subscription, row.plan) : null;
    },

    async history(userId: number): Promise<SubscriptionHistory> {
      const [subs, payments] = await Promise.all([
        db
          .select({ subscription: subscriptions, plan: subscriptionPlans })
          .from(subscriptions)
          .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
          .where(eq(subscriptions.userId, userId))
          .orderBy(desc(subscriptions.startsAt), desc(subscriptions.id)),
        db
          .select({ payment: subscriptionPayments, planName: subscriptionPlans.name })
          .from(subscriptionPayments)
          .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptionPayments.planId))
          .where(eq(subscriptionPayments.userId, userId))
          .orderBy(desc(subscriptionPayments.createdAt), desc(subscriptionPayments.id)),
      ]);
      const results: HistoryEntry[] = subs.map(({ subscription, plan }) => {
        const { features: _features, ...detail } = toDetail(subscription, plan);
        return {
          ...detail,
          expiredAt: iso(subscription.expiredAt),
          payments: payments
            .filter((p) => p.payment.subscriptionId === subscription.id)
            .map((p) => toPayment(p.payment, p.planName)),
        };
      });
      const unfinishedPayments = payments
        .filter((p) => p.payment.subscriptionId === null)
        .map((p) => toPayment(p.payment, p.planName));
      return { results, unfinishedPayments };
    },

    cancelReasons() {
      return CANCEL_REASONS.map((r) => ({ id: r.id, label: r.label }));
    },

    activate: checkout.activate,
    confirm: checkout.confirm,

    webhook,

    /** The test gateway's webhook, delivered after the request by a job as a gateway would (to the same verification). */
    async deliverTestWebhook(body: string, signature: string): Promise<void> {
      await jobRunner.enqueue(TEST_WEBHOOK_JOB, { body, signature });
    },

    /** Cancels auto renewal with a reason; access lasts to the end date. */
    async cancel(userId: number, subscriptionId: number, body: CancelBody): Promise<SubscriptionDetail> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ subscription: subscriptions, plan: subscriptionPlans })
          .from(subscriptions)
          .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
          .where(eq(subscriptions.id, subscriptionId))
          .for('update');
        const { subscription: sub, plan } = requireOwned(
          row && { ...row, userId: row.subscription.userId },
          { id: userId },
          { missing: MESSAGES.subscriptionNotFound },
        );
        if (!(sub.status === 'active' || sub.status === 'past_due') || !hasAccess(sub)) {
          throw conflict(MESSAGES.subscriptionNotCancellable);
        }
        const [updated] = (await tx
          .update(subscriptions)
          .set({
            status: 'cancelled',
            autoRenew: false,
            cancelledAt: clock.now(),
            cancelReason: body.reason,
            cancelNote: body.note ?? null,
            nextRenewalAt: null,
            updatedAt: sql`now()`,
          })
          .where(eq(subscriptions.id, sub.id))
          .returning()) as [SubscriptionRow];
        await notifications.notify(tx, {
          userId,
          type: 'premium',
          key: `premium.cancelled:${sub.id}`,
          message: noticeOf('premium.cancelled', { until: sub.endsAt.toISOString() }),
          link: '/account/subscriptions',
        });
        return toDetail(updated, plan);
      });
    },

    invoices: invoices.invoices,
    invoice: invoices.invoice,

    /** The jobs' work (module.ts declares the jobs), also called by tests. */
    sweep,
    renew,
  };
}
