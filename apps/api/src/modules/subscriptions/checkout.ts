import { formatPrice } from '@lp/contract/format';
import { invoiceNumberFor } from '@lp/contract/invoice';
import { MESSAGES } from '@lp/contract/messages';
import type { CheckoutOrder, PaymentCallback, SubscriptionDetail } from '@lp/contract/subscriptions';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subscriptionPayments, subscriptions } from '../../db/schema/subscriptions.ts';
import type { Clock } from '../../platform/clock.ts';
import { ApiError, conflict, notFound } from '../../platform/errors.ts';
import type { Logger } from '../../platform/logger.ts';
import { noticeOf } from '../../platform/notice-texts.ts';
import type { Notifications } from '../../platform/notifications.ts';
import { type GatewayPayment, GatewayUnavailableError, type PaymentGateway } from '../../platform/payments.ts';
import { addMonths, type PaymentRow, type SubscriptionReads, type SubscriptionRow } from './records.ts';

/**
 * Checkout: an order at the gateway and its payment row, the signed redirect that confirms it,
 * and settling a captured payment (also reached from the webhook) exactly once.
 */
export function createCheckout(
  db: Database,
  ports: { gateway: PaymentGateway; clock: Clock; notifications: Notifications; logger: Logger },
  reads: SubscriptionReads,
) {
  const { gateway, clock, notifications, logger } = ports;
  const { hasAccess, planById, currentOf, detailOf, nextRenewalFor } = reads;

  /**
   * Marks a purchase paid and gives access, once: the conditional UPDATE lets exactly one of any
   * number of concurrent callbacks and webhooks for the payment through; the others find it paid.
   * A user who already has a current plan (two checkouts in two tabs) gets it extended.
   */
  async function settlePurchase(
    payment: PaymentRow,
    gatewayPayment: GatewayPayment,
  ): Promise<{ subscriptionId: number | null; applied: boolean }> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(subscriptionPayments)
        .set({ status: 'paid', gatewayPaymentId: gatewayPayment.paymentId, paidAt: now, updatedAt: sql`now()` })
        .where(and(eq(subscriptionPayments.id, payment.id), inArray(subscriptionPayments.status, ['created', 'failed'])))
        .returning();
      if (!claimed) {
        const [again] = await tx.select().from(subscriptionPayments).where(eq(subscriptionPayments.id, payment.id));
        return { subscriptionId: again?.subscriptionId ?? null, applied: false };
      }
      const plan = await planById(tx, payment.planId);
      if (!plan) throw new Error(`plan ${payment.planId} of payment ${payment.id} is missing`);
      const current = await currentOf(tx, payment.userId, true);
      let subscription: SubscriptionRow;
      if (current && current.endsAt > now) {
        const periodStart = current.endsAt;
        const endsAt = addMonths(periodStart, plan.durationMonths);
        [subscription] = (await tx
          .update(subscriptions)
          .set({ endsAt, nextRenewalAt: current.autoRenew ? nextRenewalFor(endsAt) : null, updatedAt: sql`now()` })
          .where(eq(subscriptions.id, current.id))
          .returning()) as [SubscriptionRow];
        await tx
          .update(subscriptionPayments)
          .set({ periodStart, periodEnd: endsAt })
          .where(eq(subscriptionPayments.id, payment.id));
      } else {
        if (current) {
          // Its end date passed and the sweep has not marked it yet: do so now (the unique index allows one current plan).
          await tx
            .update(subscriptions)
            .set({ status: 'expired', expiredAt: now, updatedAt: sql`now()` })
            .where(eq(subscriptions.id, current.id));
        }
        const endsAt = addMonths(now, plan.durationMonths);
        [subscription] = (await tx
          .insert(subscriptions)
          .values({
            userId: payment.userId,
            planId: plan.id,
            status: 'active',
            autoRenew: true,
            startsAt: now,
            endsAt,
            nextRenewalAt: nextRenewalFor(endsAt),
            gatewayCustomerRef: gatewayPayment.customerRef,
          })
          .returning()) as [SubscriptionRow];
        await tx
          .update(subscriptionPayments)
          .set({ periodStart: now, periodEnd: endsAt })
          .where(eq(subscriptionPayments.id, payment.id));
      }
      const invoiceNumber = invoiceNumberFor(payment.id, now);
      await tx
        .update(subscriptionPayments)
        .set({ subscriptionId: subscription.id, invoiceNumber })
        .where(eq(subscriptionPayments.id, payment.id));
      await notifications.notify(tx, {
        userId: payment.userId,
        type: 'premium',
        key: `premium.activated:${payment.id}`,
        message: noticeOf('premium.activated', {
          plan: plan.name,
          until: subscription.endsAt.toISOString(),
          amountPaise: payment.amountPaise,
          invoice: invoiceNumber,
        }),
        link: '/account/subscriptions',
      });
      return { subscriptionId: subscription.id, applied: true };
    });
  }

  /** A verified capture whose amount or currency is not the order's: refused, nothing activated (refund by hand). */
  async function refuse(payment: PaymentRow, gatewayPayment: GatewayPayment): Promise<void> {
    await db
      .update(subscriptionPayments)
      .set({
        status: 'refused',
        gatewayPaymentId: gatewayPayment.paymentId,
        failureReason: `Paid ${formatPrice(gatewayPayment.amountPaise)} ${gatewayPayment.currency} for an order of ${formatPrice(payment.amountPaise)} ${payment.currency}.`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(subscriptionPayments.id, payment.id), inArray(subscriptionPayments.status, ['created', 'failed'])));
    logger.warn(
      { paymentId: payment.id, gatewayPaymentId: gatewayPayment.paymentId },
      'payment amount does not match its order: refused, refund it',
    );
  }

  const matches = (payment: PaymentRow, gp: GatewayPayment) =>
    gp.amountPaise === payment.amountPaise &&
    gp.currency === payment.currency &&
    (gp.orderId === null || gp.orderId === payment.gatewayOrderId);

  async function paymentByOrder(orderId: string): Promise<PaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(subscriptionPayments)
      .where(and(eq(subscriptionPayments.gateway, gateway.name), eq(subscriptionPayments.gatewayOrderId, orderId)));
    return row;
  }

  async function fetchFromGateway(paymentId: string): Promise<GatewayPayment | null> {
    try {
      return await gateway.fetchPayment(paymentId);
    } catch (error) {
      if (error instanceof GatewayUnavailableError) throw new ApiError(503, MESSAGES.paymentGatewayUnavailable);
      throw error;
    }
  }

  return {
    settlePurchase,
    refuse,
    matches,
    paymentByOrder,
    /** Starts a checkout: an order at the gateway for the plan's price and a payment row to match it. */
    async activate(user: { id: number; email: string; fullName: string }, planId: number): Promise<CheckoutOrder> {
      const plan = await planById(db, planId);
      if (!plan?.active) throw notFound(MESSAGES.planNotFound);
      const current = await currentOf(db, user.id);
      if (current && hasAccess(current)) throw conflict(MESSAGES.alreadySubscribed);
      let order: Awaited<ReturnType<PaymentGateway['createOrder']>>;
      try {
        order = await gateway.createOrder({
          amountPaise: plan.pricePaise,
          currency: 'INR',
          receipt: `u${user.id}-p${plan.id}-${clock.now().getTime()}`,
          notes: { userId: String(user.id), planId: String(plan.id), planName: plan.name },
        });
      } catch (error) {
        if (error instanceof GatewayUnavailableError) throw new ApiError(503, MESSAGES.paymentGatewayUnavailable);
        throw error;
      }
      const [payment] = await db
        .insert(subscriptionPayments)
        .values({
          userId: user.id,
          planId: plan.id,
          kind: 'purchase',
          gateway: gateway.name,
          gatewayOrderId: order.orderId,
          amountPaise: plan.pricePaise,
          currency: 'INR',
          // Stamped by the service's clock, which also decides when an unpaid checkout counts as abandoned.
          createdAt: clock.now(),
        })
        .returning({ id: subscriptionPayments.id });
      return {
        paymentId: payment?.id ?? 0,
        gateway: gateway.name,
        keyId: gateway.keyId,
        orderId: order.orderId,
        amountPaise: order.amountPaise,
        currency: order.currency,
        planName: plan.name,
        checkoutUrl: gateway.checkoutPath(order.orderId),
        prefill: { name: user.fullName, email: user.email },
      };
    },

    /**
     * The checkout's signed redirect: the signature must be the gateway's over `order|payment`,
     * the order the caller's, the payment captured at the gateway for the order's amount.
     */
    async confirm(userId: number, input: PaymentCallback): Promise<SubscriptionDetail> {
      const { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = input;
      if (!gateway.verifyPaymentSignature({ orderId, paymentId, signature })) {
        throw new ApiError(400, MESSAGES.paymentSignatureInvalid);
      }
      const payment = await paymentByOrder(orderId);
      if (!payment || payment.userId !== userId) throw notFound(MESSAGES.paymentNotFound);
      if (payment.status === 'paid') {
        if (payment.gatewayPaymentId !== paymentId || !payment.subscriptionId) throw conflict(MESSAGES.paymentAlreadyFinished);
        return detailOf(db, payment.subscriptionId);
      }
      if (payment.status === 'refused') throw new ApiError(422, MESSAGES.paymentAmountMismatch);
      const gatewayPayment = await fetchFromGateway(paymentId);
      if (gatewayPayment?.status !== 'captured') throw conflict(MESSAGES.paymentNotCaptured);
      if (!matches(payment, gatewayPayment)) {
        await refuse(payment, gatewayPayment);
        throw new ApiError(422, MESSAGES.paymentAmountMismatch);
      }
      const { subscriptionId } = await settlePurchase(payment, gatewayPayment);
      if (!subscriptionId) throw conflict(MESSAGES.paymentAlreadyFinished);
      return detailOf(db, subscriptionId);
    },
  };
}
