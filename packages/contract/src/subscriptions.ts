import { z } from 'zod';
import { idSchema } from './common.ts';
import { MESSAGES } from './messages.ts';

/** Premium: plans, the caller's subscription, payments and invoices (SPEC §1 labels, §7 calls). */

export const PLAN_TYPES = ['monthly', 'quarterly', 'yearly'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
export const PLAN_TYPE_LABELS: Record<PlanType, string> = { monthly: 'Monthly', quarterly: 'Quarterly', yearly: 'Yearly' };

/**
 * active: paid, renews itself; cancelled: auto renew off, access to the end date; past_due: a
 * renewal charge failed and is being retried, access to the end date; expired: no access.
 */
export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'past_due', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  cancelled: 'Cancelled',
  past_due: 'Payment due',
  expired: 'Expired',
};

export const PAYMENT_KINDS = ['purchase', 'renewal'] as const;
/** created: order made, not paid (abandoned if it stays so); refused: paid but not matching the order. */
export const PAYMENT_STATUSES = ['created', 'paid', 'failed', 'refused'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  created: 'Not completed',
  paid: 'Paid',
  failed: 'Failed',
  refused: 'Refused',
};

/** Why people cancel (GET /subscription/cancel-reason); `other` asks for a note. */
export const CANCEL_REASONS = [
  { id: 'too-expensive', label: 'It costs too much for me right now' },
  { id: 'not-using', label: 'I am not using it enough' },
  { id: 'finished-goals', label: 'I reached what I wanted to learn' },
  { id: 'missing-content', label: 'The courses I need are not here' },
  { id: 'technical-issues', label: 'Videos or practice tools did not work well' },
  { id: 'other', label: 'Something else' },
] as const;
export type CancelReasonId = (typeof CANCEL_REASONS)[number]['id'];
const CANCEL_REASON_IDS = CANCEL_REASONS.map((r) => r.id) as [CancelReasonId, ...CancelReasonId[]];

export const CANCEL_NOTE_MAX_LENGTH = 500;

export const planSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  type: z.enum(PLAN_TYPES),
  /** "Monthly", "Quarterly", "Yearly". */
  typeLabel: z.string(),
  durationMonths: z.number().int(),
  /** "1 month", "3 months", "12 months". */
  duration: z.string(),
  pricePaise: z.number().int(),
  /** What a month costs on this plan, for comparing plans. */
  perMonthPaise: z.number().int(),
  /** Percent saved against paying monthly for the same months (0 for the monthly plan). */
  savingsPercent: z.number().int(),
  tagline: z.string(),
  highlighted: z.boolean(),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;

export const plansSchema = z.object({ results: z.array(planSchema) });

/** The caller's current subscription (SPEC §1: plan, status, auto renew, start date, end date, features, duration, type). */
export const subscriptionDetailSchema = z.object({
  id: z.number().int(),
  plan: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), pricePaise: z.number().int() }),
  status: z.enum(SUBSCRIPTION_STATUSES),
  statusLabel: z.string(),
  autoRenew: z.boolean(),
  startDate: z.string(),
  endDate: z.string(),
  features: z.array(z.string()),
  duration: z.string(),
  type: z.enum(PLAN_TYPES),
  /** When the next charge is made; null when auto renew is off or the plan has ended. */
  renewalDate: z.string().nullable(),
  /** Whether the plan opens premium content now. */
  hasAccess: z.boolean(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type SubscriptionDetail = z.infer<typeof subscriptionDetailSchema>;

/** GET /subscription/detail: null when the caller never subscribed (or the last one expired). */
export const subscriptionDetailResponseSchema = z.object({ subscription: subscriptionDetailSchema.nullable() });

export const paymentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PAYMENT_KINDS),
  status: z.enum(PAYMENT_STATUSES),
  statusLabel: z.string(),
  amountPaise: z.number().int(),
  planName: z.string(),
  gatewayPaymentId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const historyEntrySchema = subscriptionDetailSchema.omit({ features: true }).extend({
  expiredAt: z.string().nullable(),
  payments: z.array(paymentSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historySchema = z.object({
  results: z.array(historyEntrySchema),
  /** Checkouts that never completed or were declined (no subscription came of them). */
  unfinishedPayments: z.array(paymentSchema),
});
export type SubscriptionHistory = z.infer<typeof historySchema>;

export const cancelReasonsSchema = z.object({ results: z.array(z.object({ id: z.string(), label: z.string() })) });

export const cancelBodySchema = z
  .object({
    reason: z.enum(CANCEL_REASON_IDS, { error: MESSAGES.cancelReasonRequired }),
    note: z.string().trim().max(CANCEL_NOTE_MAX_LENGTH, MESSAGES.cancelNoteTooLong).optional(),
  })
  .refine((body) => body.reason !== 'other' || (body.note?.length ?? 0) > 0, {
    path: ['note'],
    message: MESSAGES.cancelNoteRequired,
  });
export type CancelBody = z.infer<typeof cancelBodySchema>;

export const planIdParamSchema = z.object({ id: idSchema });

/** What the browser needs to open the checkout (Razorpay Checkout, or the local test gateway's page). */
export const checkoutOrderSchema = z.object({
  paymentId: z.number().int(),
  gateway: z.enum(['test', 'razorpay']),
  /** The gateway's public key (Razorpay key_id). */
  keyId: z.string(),
  orderId: z.string(),
  amountPaise: z.number().int(),
  currency: z.string(),
  planName: z.string(),
  /** The product's own checkout page for the test gateway; null for Razorpay (its script opens). */
  checkoutUrl: z.string().nullable(),
  prefill: z.object({ name: z.string(), email: z.string() }),
});
export type CheckoutOrder = z.infer<typeof checkoutOrderSchema>;

/** The gateway's signed redirect (Razorpay's handler fields). */
export const paymentCallbackSchema = z.object({
  razorpay_order_id: z.string().trim().min(1).max(100),
  razorpay_payment_id: z.string().trim().min(1).max(100),
  razorpay_signature: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/i, MESSAGES.paymentSignatureInvalid),
});
export type PaymentCallback = z.infer<typeof paymentCallbackSchema>;

/** The webhook body we read (Razorpay's shape); the rest is ignored. */
export const paymentWebhookSchema = z.object({
  event: z.string().max(100),
  payload: z.object({
    payment: z
      .object({
        entity: z.object({
          id: z.string().max(100),
          order_id: z.string().max(100).nullable().optional(),
          amount: z.number().int(),
          currency: z.string().max(10),
          status: z.string().max(40),
          error_description: z.string().max(500).nullable().optional(),
          token_id: z.string().max(100).nullable().optional(),
          customer_id: z.string().max(100).nullable().optional(),
        }),
      })
      .optional(),
  }),
});
export type PaymentWebhook = z.infer<typeof paymentWebhookSchema>;

export const activationResultSchema = z.object({ subscription: subscriptionDetailSchema });

/** One line of an invoice's tax: CGST and SGST within the supplier's state, IGST across states. */
export const invoiceSchema = z.object({
  id: z.number().int(),
  invoiceNumber: z.string(),
  issuedAt: z.string(),
  supplier: z.object({
    name: z.string(),
    address: z.string(),
    gstin: z.string(),
    state: z.string(),
    stateCode: z.string(),
  }),
  customer: z.object({ name: z.string(), email: z.string(), state: z.string().nullable() }),
  placeOfSupply: z.string(),
  description: z.string(),
  sac: z.string(),
  period: z.object({ start: z.string().nullable(), end: z.string().nullable() }),
  taxablePaise: z.number().int(),
  taxes: z.array(z.object({ name: z.string(), ratePercent: z.number(), amountPaise: z.number().int() })),
  totalPaise: z.number().int(),
  amountInWords: z.string(),
  gatewayPaymentId: z.string().nullable(),
  paymentMethod: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceParamSchema = z.object({ id: idSchema });
