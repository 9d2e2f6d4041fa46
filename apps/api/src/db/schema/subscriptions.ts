import { PAYMENT_KINDS, PAYMENT_STATUSES, PLAN_TYPES, SUBSCRIPTION_STATUSES } from '@lp/contract/subscriptions';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../columns.ts';
import { users } from './accounts.ts';

/** Premium plans on sale (the "Upgrade to premium" page). Prices are integer paise, GST included. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    type: text('type', { enum: PLAN_TYPES }).notNull(),
    durationMonths: integer('duration_months').notNull(),
    pricePaise: integer('price_paise').notNull(),
    /** What the plan unlocks, one line each, in the order the page lists them. */
    features: jsonb('features').$type<string[]>().notNull().default([]),
    tagline: text('tagline').notNull().default(''),
    highlighted: boolean('highlighted').notNull().default(false),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('subscription_plans_price_positive', sql`${t.pricePaise} > 0`),
    check('subscription_plans_duration_positive', sql`${t.durationMonths} > 0`),
  ],
);

/**
 * A user's subscription. It exists only once a payment was verified (a pending checkout is a
 * `subscription_payments` row). Access: status active, cancelled or past_due, and `ends_at` ahead.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    autoRenew: boolean('auto_renew').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    cancelNote: text('cancel_note'),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /** Failed renewal charges of the current period; reset by a successful one. */
    renewalAttempts: integer('renewal_attempts').notNull().default(0),
    /** When the next renewal charge may be tried (set on activation, pushed back after a failure). */
    nextRenewalAt: timestamp('next_renewal_at', { withTimezone: true }),
    /** The gateway's saved payment method for renewals (a Razorpay token), when it gave one. */
    gatewayCustomerRef: text('gateway_customer_ref'),
    ...timestamps,
  },
  (t) => [
    // One current subscription per user: 20 concurrent callbacks for one payment make one row.
    uniqueIndex('subscriptions_one_current_per_user').on(t.userId).where(sql`${t.status} in ('active', 'cancelled', 'past_due')`),
    index('subscriptions_user_idx').on(t.userId, t.createdAt.desc()),
    index('subscriptions_due_idx').on(t.status, t.endsAt),
  ],
);

/**
 * Every charge: a checkout started from /premium (`purchase`) or a renewal. Created with the
 * gateway's order id; paid once its payment is verified, at most once per gateway payment id.
 */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    gateway: text('gateway').notNull(),
    gatewayOrderId: text('gateway_order_id').notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('created'),
    failureReason: text('failure_reason'),
    /** The invoice number (LRN/2026-27/000123), given when the payment is paid. */
    invoiceNumber: text('invoice_number'),
    /** The period this payment pays for. */
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('subscription_payments_order_unique').on(t.gateway, t.gatewayOrderId),
    uniqueIndex('subscription_payments_payment_unique').on(t.gateway, t.gatewayPaymentId),
    uniqueIndex('subscription_payments_invoice_unique').on(t.invoiceNumber),
    index('subscription_payments_user_idx').on(t.userId, t.createdAt.desc()),
    // The staff dashboard's revenue per day.
    index('subscription_payments_paid_idx').on(t.paidAt).where(sql`${t.status} = 'paid'`),
  ],
);
