import { PREMIUM_RENEW_BEFORE_DAYS } from '@lp/contract/constants';
import { MESSAGES } from '@lp/contract/messages';
import {
  CANCEL_REASONS,
  PAYMENT_STATUS_LABELS,
  type Payment,
  PLAN_TYPE_LABELS,
  type Plan,
  SUBSCRIPTION_STATUS_LABELS,
  type SubscriptionDetail,
} from '@lp/contract/subscriptions';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type subscriptionPayments, subscriptionPlans, subscriptions } from '../../db/schema/subscriptions.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';

export const HOUR = 60 * 60_000;
export const DAY = 24 * HOUR;
/** Statuses that may still give access (until `ends_at`). */
export const CURRENT = ['active', 'cancelled', 'past_due'] as const;

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentRow = typeof subscriptionPayments.$inferSelect;

/** The module's jobs (module.ts declares them). */
export const SWEEP_JOB = 'premium.sweep';
export const TEST_WEBHOOK_JOB = 'premium.test-gateway-webhook';
export const RENEW_JOB = 'premium.renew';
export const SWEEP_EVERY_MS = 15 * 60_000;

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

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

export const durationLabel = (months: number) => (months === 1 ? '1 month' : `${months} months`);

export function toPlan(row: PlanRow, monthlyPrice: number | undefined): Plan {
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

export function toPayment(row: PaymentRow, planName: string): Payment {
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

/** The reads every use case shares: access, the detail shown, the current plan, the next renewal. */
export function subscriptionReads(clock: Clock) {
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

  return { hasAccess, toDetail, planById, currentOf, detailOf, nextRenewalFor };
}

export type SubscriptionReads = ReturnType<typeof subscriptionReads>;
