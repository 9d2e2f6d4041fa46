import {
  PREMIUM_CHECKOUT_ABANDONED_HOURS,
  PREMIUM_RENEW_BEFORE_DAYS,
  PREMIUM_RENEWAL_MAX_ATTEMPTS,
  PREMIUM_RENEWAL_RETRY_HOURS,
} from '@lp/contract/constants';
import { formatPrice } from '@lp/contract/format';
import { amountInWords, gstBreakdown, invoiceNumberFor, SAC_CODE, SUPPLIER } from '@lp/contract/invoice';
import { MESSAGES } from '@lp/contract/messages';
import {
  CANCEL_REASONS,
  type CancelBody,
  type CheckoutOrder,
  type HistoryEntry,
  type Invoice,
  PAYMENT_STATUS_LABELS,
  type Payment,
  type PaymentCallback,
  PLAN_TYPE_LABELS,
  type Plan,
  paymentWebhookSchema,
  SUBSCRIPTION_STATUS_LABELS,
  type SubscriptionDetail,
  type SubscriptionHistory,
} from '@lp/contract/subscriptions';
import { and, asc, desc, eq, gt, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { subscriptionPayments, subscriptionPlans, subscriptions } from '../../db/schema/subscriptions.ts';
import { requireOwned } from '../../platform/access.ts';
import type { Clock } from '../../platform/clock.ts';
import { ApiError, conflict, notFound } from '../../platform/errors.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Notifications } from '../../platform/notifications.ts';
import { type GatewayPayment, GatewayUnavailableError, type PaymentGateway } from '../../platform/payments.ts';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** Statuses that may still give access (until `ends_at`). */
const CURRENT = ['active', 'cancelled', 'past_due'] as const;

type PlanRow = typeof subscriptionPlans.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;
type PaymentRow = typeof subscriptionPayments.$inferSelect;

export const SWEEP_JOB = 'premium.sweep';
export const TEST_WEBHOOK_JOB = 'premium.test-gateway-webhook';
export const RENEW_JOB = 'premium.renew';
export const SWEEP_EVERY_MS = 15 * 60_000;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Calendar months later (the 31st of a shorter month lands on its last day). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

const durationLabel = (months: number) => (months === 1 ? '1 month' : `${months} months`);
const dateLabel = (d: Date) =>
  d.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

function toPlan(row: PlanRow, monthlyPrice: number | undefined): Plan {
  const perMonthPaise = Math.round(row.pricePaise / row.durationMonths);
  const savingsPercent =
    monthlyPrice && row.durationMonths > 1 ? Math.max(0, Math.round((1 - perMonthPaise / monthlyPrice) * 100)) : 0;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    type: row.type,
    typeLabel: PLAN_TYPE_LABELS[row.type],
    durationMonths: row.durationMonths,
    duration: durationLabel(row.durationMonths),
    pricePaise: row.pricePaise,
    perMonthPaise,
    savingsPercent,
    tagline: row.tagline,
    highlighted: row.highlighted,
    features: row.features,
  };
}

function toPayment(row: PaymentRow, planName: string): Payment {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    statusLabel: PAYMENT_STATUS_LABELS[row.status],
    amountPaise: row.amountPaise,
    planName,
    gatewayPaymentId: row.gatewayPaymentId,
    invoiceNumber: row.invoiceNumber,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;

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
  const { gateway, clock, notifications, jobRunner, logger } = ports;

  function hasAccess(row: SubscriptionRow, now: Date = clock.now()): boolean {
    return (CURRENT as readonly string[]).includes(row.status) && row.endsAt.getTime() > now.getTime();
  }

  function toDetail(row: SubscriptionRow, plan: PlanRow): SubscriptionDetail {
    const now = clock.now();
    const renewing = row.autoRenew && row.status !== 'cancelled' && row.status !== 'expired';
    return {
      id: row.id,
      plan: { id: plan.id, name: plan.name, slug: plan.slug, pricePaise: plan.pricePaise },
      status: row.status,
      statusLabel: SUBSCRIPTION_STATUS_LABELS[row.status],
      autoRenew: row.autoRenew,
      startDate: row.startsAt.toISOString(),
      endDate: row.endsAt.toISOString(),
      features: plan.features,
      duration: durationLabel(plan.durationMonths),
      type: plan.type,
      renewalDate: renewing ? row.endsAt.toISOString() : null,
      hasAccess: hasAccess(row, now),
      cancelledAt: iso(row.cancelledAt),
      cancelReason: CANCEL_REASONS.find((r) => r.id === row.cancelReason)?.label ?? row.cancelReason,
    };
  }

  async function planById(executor: Executor, id: number): Promise<PlanRow | undefined> {
    const [plan] = await executor.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
    return plan;
  }

  /** The user's newest subscription that may still give access, locked when `tx` is a transaction. */
  async function currentOf(executor: Executor, userId: number, lock = false) {
    const query = executor
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...CURRENT])))
      .orderBy(desc(subscriptions.endsAt))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async function detailOf(executor: Executor, subscriptionId: number): Promise<SubscriptionDetail> {
    const [row] = await executor
      .select({ subscription: subscriptions, plan: subscriptionPlans })
      .from(subscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .where(eq(subscriptions.id, subscriptionId));
    if (!row) throw notFound(MESSAGES.subscriptionNotFound);
    return toDetail(row.subscription, row.plan);
  }

  function nextRenewalFor(endsAt: Date): Date {
    return new Date(endsAt.getTime() - PREMIUM_RENEW_BEFORE_DAYS * DAY);
  }

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
        title: 'Welcome to Learnly Premium',
        body: `Your ${plan.name} plan is active until ${dateLabel(subscription.endsAt)}. We received ${formatPrice(payment.amountPaise)} (invoice ${invoiceNumber}). Every premium course, quiz, interview and fix-me problem is open to you now.`,
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

  /**
   * The gateway's webhook (raw body and its signature). Captures activate like the redirect
   * does (once per payment id); failures mark the checkout failed. Unknown orders are ignored.
   */
  async function webhook(rawBody: string, signature: string): Promise<{ applied: boolean }> {
    if (!signature || !gateway.verifyWebhookSignature(rawBody, signature)) {
      throw new ApiError(400, MESSAGES.webhookSignatureInvalid);
    }
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new ApiError(400, MESSAGES.malformedJson);
    }
    const parsed = paymentWebhookSchema.safeParse(json);
    if (!parsed.success) throw new ApiError(422, MESSAGES.validation);
    const entity = parsed.data.payload.payment?.entity;
    if (!entity?.order_id) return { applied: false };
    const payment = await paymentByOrder(entity.order_id);
    if (!payment) return { applied: false };
    const gatewayPayment: GatewayPayment = {
      paymentId: entity.id,
      orderId: entity.order_id,
      amountPaise: entity.amount,
      currency: entity.currency,
      status: entity.status as GatewayPayment['status'],
      customerRef: entity.token_id && entity.customer_id ? `${entity.customer_id}:${entity.token_id}` : (entity.token_id ?? null),
    };
    const event = parsed.data.event;
    if ((event === 'payment.captured' || event === 'order.paid') && entity.status === 'captured') {
      if (payment.kind !== 'purchase') return { applied: false };
      if (!matches(payment, gatewayPayment)) {
        await refuse(payment, gatewayPayment);
        return { applied: false };
      }
      return { applied: (await settlePurchase(payment, gatewayPayment)).applied };
    }
    if (event === 'payment.failed') {
      const updated = await db
        .update(subscriptionPayments)
        .set({ status: 'failed', failureReason: entity.error_description ?? 'The payment failed.', updatedAt: sql`now()` })
        .where(and(eq(subscriptionPayments.id, payment.id), eq(subscriptionPayments.status, 'created')))
        .returning({ id: subscriptionPayments.id });
      return { applied: updated.length > 0 };
    }
    return { applied: false };
  }

  // ---- renewal and expiry (jobs) ----

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
          title: 'Your premium plan was renewed',
          body: `We charged ${formatPrice(charge.amountPaise)} for your ${plan.name} plan (invoice ${invoiceNumber}). Premium now runs until ${dateLabel(endsAt)}.`,
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
        title: more ? 'We could not renew your premium plan' : 'Your premium plan will not renew',
        body: more
          ? `The renewal charge of ${formatPrice(plan.pricePaise)} did not go through (${charge.reason}). We will try again on ${dateLabel(retryAt)}. Premium stays open until ${dateLabel(sub.endsAt)}.`
          : `The renewal charge of ${formatPrice(plan.pricePaise)} failed ${attempts} times (${charge.reason}). Premium ends on ${dateLabel(sub.endsAt)}; you can buy a plan again any time.`,
        link: '/account/subscriptions',
      });
    });
  }

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
          title: 'Your premium plan has ended',
          body: `Your ${plan.name} plan ended on ${dateLabel(sub.endsAt)}. Your progress and certificates are kept; upgrade again to reopen premium courses, quizzes and interviews.`,
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
          title: 'Your premium plan is cancelled',
          body: `Auto renew is off and you will not be charged again. Premium stays open until ${dateLabel(sub.endsAt)}.`,
          link: '/account/subscriptions',
        });
        return toDetail(updated, plan);
      });
    },

    async invoices(userId: number): Promise<Payment[]> {
      const rows = await db
        .select({ payment: subscriptionPayments, planName: subscriptionPlans.name })
        .from(subscriptionPayments)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptionPayments.planId))
        .where(and(eq(subscriptionPayments.userId, userId), eq(subscriptionPayments.status, 'paid')))
        .orderBy(desc(subscriptionPayments.paidAt), desc(subscriptionPayments.id));
      return rows.map((r) => toPayment(r.payment, r.planName));
    },

    /** A paid payment's tax invoice (404 for anyone but its payer, and for unpaid ones). */
    async invoice(userId: number, paymentId: number, customerState: string | null = null): Promise<Invoice> {
      const [row] = await db
        .select({ payment: subscriptionPayments, plan: subscriptionPlans, email: users.email, name: users.fullName })
        .from(subscriptionPayments)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptionPayments.planId))
        .innerJoin(users, eq(users.id, subscriptionPayments.userId))
        .where(and(eq(subscriptionPayments.id, paymentId), eq(subscriptionPayments.userId, userId)));
      const p = row?.payment;
      if (!row || !p || p.status !== 'paid' || !p.invoiceNumber || !p.paidAt) throw notFound(MESSAGES.invoiceNotFound);
      const gst = gstBreakdown(p.amountPaise, customerState);
      return {
        id: p.id,
        invoiceNumber: p.invoiceNumber,
        issuedAt: p.paidAt.toISOString(),
        supplier: { ...SUPPLIER },
        customer: { name: row.name, email: row.email, state: customerState },
        placeOfSupply: gst.placeOfSupply,
        description: `Learnly Premium: ${row.plan.name} plan (${durationLabel(row.plan.durationMonths)})${p.kind === 'renewal' ? ', renewal' : ''}`,
        sac: SAC_CODE,
        period: { start: iso(p.periodStart), end: iso(p.periodEnd) },
        taxablePaise: gst.taxablePaise,
        taxes: gst.taxes,
        totalPaise: p.amountPaise,
        amountInWords: amountInWords(p.amountPaise),
        gatewayPaymentId: p.gatewayPaymentId,
        paymentMethod: gateway.name === 'razorpay' ? 'Razorpay' : 'Test gateway',
      };
    },

    /** The jobs' work (module.ts declares the jobs), also called by tests. */
    sweep,
    renew,
  };
}
