import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../columns.ts';

/**
 * The local test gateway's own books (platform/payments.ts, driver `test`): what a real gateway
 * would keep on its side. Nothing else reads them.
 */
export const testGatewayOrders = pgTable(
  'test_gateway_orders',
  {
    orderId: text('order_id').primaryKey(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    receipt: text('receipt').notNull(),
    notes: jsonb('notes').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: ['created', 'paid', 'declined'] })
      .notNull()
      .default('created'),
    paymentId: text('payment_id').unique(),
    /** What was paid, when the checkout paid something other than the order's amount (a tampered checkout). */
    paidAmountPaise: integer('paid_amount_paise'),
    /** The card saved at checkout for renewals, and whether renewal charges on it are declined. */
    cardToken: text('card_token'),
    declineRenewals: boolean('decline_renewals').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('test_gateway_orders_card_idx').on(t.cardToken)],
);
