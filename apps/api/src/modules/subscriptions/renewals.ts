import { PREMIUM_RENEWAL_MAX_ATTEMPTS, PREMIUM_RENEWAL_RETRY_HOURS } from '@lp/contract/constants';
import { invoiceNumberFor } from '@lp/contract/invoice';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { subscriptionPayments, subscriptionPlans, subscriptions } from '../../db/schema/subscriptions.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Logger } from '../../platform/logger.ts';
import { noticeOf } from '../../platform/notice-texts.ts';
import type { Notifications } from '../../platform/notifications.ts';
import type { PaymentGateway } from '../../platform/payments.ts';
import { addMonths, HOUR, type SubscriptionReads } from './records.ts';

/** One renewal: charges the saved payment method for the next period, or records the failure and when to retry. */
export function createRenewals(
  db: Database,
  ports: { gateway: PaymentGateway; clock: Clock; notifications: Notifications; logger: Logger },
  reads: Pick<SubscriptionReads, 'nextRenewalFor'>,
) {
  const { gateway, clock, notifications, logger } = ports;
  const { nextRenewalFor } = reads;

  async function renew(subscriptionId: number): Promise<void> {
    const now = clock.now();
    const [row] = await db
      .select({ subscription: subscriptions, plan: subscriptionPlans, email: users.email, name: users.fullName })
      .from(subscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(eq(subscriptions.id, subscriptionId));
    if (!row) return;
    const { subscription: sub, plan } = row;
    const due =
      (sub.status === 'active' || sub.status === 'past_due') &&
      sub.autoRenew &&
      sub.nextRenewalAt !== null &&
      sub.nextRenewalAt <= now &&
      sub.renewalAttempts < PREMIUM_RENEWAL_MAX_ATTEMPTS;
    if (!due) return;
    const receipt = `renewal-${sub.id}-${sub.endsAt.getTime()}-${sub.renewalAttempts + 1}`;
    const charge = await gateway.chargeRenewal({
      customerRef: sub.gatewayCustomerRef,
      amountPaise: plan.pricePaise,
      currency: 'INR',
      receipt: receipt.slice(0, 40),
      notes: { subscriptionId: String(sub.id), email: row.email, description: `${plan.name} renewal` },
    });
    await db.transaction(async (tx) => {
      // Guard against a second run of this job for the same attempt: only the state we charged for moves on.
      const unchanged = and(
        eq(subscriptions.id, sub.id),
        eq(subscriptions.endsAt, sub.endsAt),
        eq(subscriptions.renewalAttempts, sub.renewalAttempts),
      );
      if (charge.ok) {
        const endsAt = addMonths(sub.endsAt, plan.durationMonths);
        const [moved] = await tx
          .update(subscriptions)
          .set({ status: 'active', endsAt, renewalAttempts: 0, nextRenewalAt: nextRenewalFor(endsAt), updatedAt: sql`now()` })
          .where(unchanged)
          .returning({ id: subscriptions.id });
        const [payment] = await tx
          .insert(subscriptionPayments)
          .values({
            userId: sub.userId,
            planId: plan.id,
            subscriptionId: sub.id,
            kind: 'renewal',
            gateway: gateway.name,
            gatewayOrderId: charge.orderId,
            gatewayPaymentId: charge.paymentId,
            amountPaise: charge.amountPaise,
            status: 'paid',
            periodStart: sub.endsAt,
            periodEnd: endsAt,
            paidAt: now,
            createdAt: now,
          })
          .returning();
        if (!payment) return;
        const invoiceNumber = invoiceNumberFor(payment.id, now);
        await tx.update(subscriptionPayments).set({ invoiceNumber }).where(eq(subscriptionPayments.id, payment.id));
        if (!moved) {
          logger.warn({ subscriptionId: sub.id, paymentId: payment.id }, 'renewal charged twice for one period: refund it');
          return;
        }
        await notifications.notify(tx, {
          userId: sub.userId,
          type: 'premium',
          key: `premium.renewed:${payment.id}`,
          message: noticeOf('premium.renewed', {
            plan: plan.name,
            until: endsAt.toISOString(),
            amountPaise: charge.amountPaise,
            invoice: invoiceNumber,
          }),
          link: '/account/subscriptions',
        });
        return;
      }
      const attempts = sub.renewalAttempts + 1;
      const more = attempts < PREMIUM_RENEWAL_MAX_ATTEMPTS;
      const retryAt = new Date(now.getTime() + PREMIUM_RENEWAL_RETRY_HOURS * HOUR);
      const [moved] = await tx
        .update(subscriptions)
        .set({ status: 'past_due', renewalAttempts: attempts, nextRenewalAt: more ? retryAt : null, updatedAt: sql`now()` })
        .where(unchanged)
        .returning({ id: subscriptions.id });
      if (!moved) return;
      if (charge.orderId) {
        await tx
          .insert(subscriptionPayments)
          .values({
            userId: sub.userId,
            planId: plan.id,
            subscriptionId: sub.id,
            kind: 'renewal',
            gateway: gateway.name,
            gatewayOrderId: charge.orderId,
            amountPaise: plan.pricePaise,
            status: 'failed',
            failureReason: charge.reason,
            createdAt: now,
          })
          .onConflictDoNothing();
      }
      await notifications.notify(tx, {
        userId: sub.userId,
        type: 'premium',
        key: `premium.renewal-failed:${sub.id}:${sub.endsAt.getTime()}:${attempts}`,
        message: noticeOf('premium.renewal-failed', {
          amountPaise: plan.pricePaise,
          reason: charge.reason,
          attempts,
          retryAt: more ? retryAt.toISOString() : null,
          endsAt: sub.endsAt.toISOString(),
        }),
        link: '/account/subscriptions',
      });
    });
  }

  return renew;
}
