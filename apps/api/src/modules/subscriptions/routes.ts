import { z } from '@hono/zod-openapi';
import { MAX_ID, okSchema } from '@lp/contract/common';
import type { Locale } from '@lp/contract/locale';
import { MESSAGES } from '@lp/contract/messages';
import {
  activationResultSchema,
  cancelBodySchema,
  cancelReasonsSchema,
  checkoutOrderSchema,
  historySchema,
  invoiceParamSchema,
  invoiceSchema,
  paymentCallbackSchema,
  paymentSchema,
  planIdParamSchema,
  plansSchema,
  subscriptionDetailResponseSchema,
} from '@lp/contract/subscriptions';
import { publicAccess, signedIn } from '../../platform/access.ts';
import { requestLocale } from '../../platform/error-locale.ts';
import { ApiError, notFound } from '../../platform/errors.ts';
import { createRouter, dataResponse, defineRoute, errorResponses, jsonBody, OWNED_EXTENSION } from '../../platform/openapi.ts';
import type { TestGatewayActions } from '../../platform/payments.ts';
import type { SubscriptionsService } from './service.ts';

const tags = ['subscriptions'];

const plans = defineRoute({
  method: 'get',
  path: '/accounts/subscription/plan',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Premium plans on sale: price (paise, GST included), duration, type, features',
  responses: { 200: dataResponse(plansSchema, 'The plans') },
});

const detail = defineRoute({
  method: 'get',
  path: '/accounts/subscription/detail',
  middleware: [signedIn] as const,
  tags,
  summary: "The caller's subscription: plan, status, auto renew, start date, end date, features, duration, type",
  responses: { 200: dataResponse(subscriptionDetailResponseSchema, 'The subscription, or null'), ...errorResponses(401) },
});

const history = defineRoute({
  method: 'get',
  path: '/accounts/subscription/history',
  middleware: [signedIn] as const,
  tags,
  summary: "The caller's subscriptions, newest first, each with its payments; checkouts that did not complete",
  responses: { 200: dataResponse(historySchema, 'Subscription history'), ...errorResponses(401) },
});

const cancelReasons = defineRoute({
  method: 'get',
  path: '/accounts/subscription/cancel-reason',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Reasons to choose from when cancelling',
  responses: { 200: dataResponse(cancelReasonsSchema, 'Cancel reasons') },
});

const activate = defineRoute({
  method: 'post',
  path: '/accounts/subscription/{id}/activate',
  middleware: [signedIn] as const,
  tags,
  summary: 'Starts buying a plan: an order at the payment gateway; the plan activates once the payment is verified',
  request: { params: planIdParamSchema },
  responses: { 201: dataResponse(checkoutOrderSchema, 'The checkout to open'), ...errorResponses(401, 404, 409, 422) },
});

const callback = defineRoute({
  method: 'post',
  path: '/accounts/subscription/callback',
  middleware: [signedIn] as const,
  tags,
  summary: "The checkout's signed result (order id, payment id, HMAC-SHA256 signature): verifies and activates, once per payment",
  request: { body: jsonBody(paymentCallbackSchema) },
  responses: {
    200: dataResponse(activationResultSchema, 'The active subscription'),
    ...errorResponses(400, 401, 404, 409, 422),
  },
});

const webhook = defineRoute({
  method: 'post',
  path: '/accounts/subscription/webhook',
  middleware: [publicAccess] as const,
  tags,
  summary:
    "The gateway's webhook (Razorpay's payment.captured, order.paid, payment.failed), signed in X-Razorpay-Signature over the raw body; idempotent on the payment id",
  responses: {
    200: dataResponse(z.object({ received: z.literal(true), applied: z.boolean() }), 'Received'),
    ...errorResponses(400, 422),
  },
});

const cancel = defineRoute({
  method: 'post',
  path: '/accounts/subscription/{id}/cancel',
  middleware: [signedIn] as const,
  [OWNED_EXTENSION]: 'subscription',
  tags,
  summary: 'Cancels with a reason: auto renew stops, access lasts to the end date',
  request: { params: planIdParamSchema, body: jsonBody(cancelBodySchema) },
  responses: {
    200: dataResponse(activationResultSchema, 'The cancelled subscription'),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

const invoices = defineRoute({
  method: 'get',
  path: '/accounts/subscription/invoices',
  middleware: [signedIn] as const,
  tags,
  summary: "The caller's paid payments, each with its invoice number",
  responses: { 200: dataResponse(z.object({ results: z.array(paymentSchema) }), 'Paid payments'), ...errorResponses(401) },
});

const invoice = defineRoute({
  method: 'get',
  path: '/accounts/subscription/invoices/{id}',
  middleware: [signedIn] as const,
  [OWNED_EXTENSION]: 'invoice',
  tags,
  summary: 'A tax invoice (GSTIN, SAC, taxable value, CGST/SGST or IGST, amount in words) for one paid payment',
  request: { params: invoiceParamSchema },
  responses: { 200: dataResponse(invoiceSchema, 'The invoice'), ...errorResponses(401, 404, 422) },
});

/** Mounted at /api: the premium calls of SPEC §7 and the payment gateway's callback and webhook. */
export function subscriptionsRouter({
  subscriptions,
  localeOf,
}: {
  subscriptions: SubscriptionsService;
  /** The account's language: the invoice's words follow it (else Accept-Language). */
  localeOf: (userId: number) => Promise<Locale | null>;
}) {
  return createRouter()
    .openapi(plans, async (c) => c.json({ data: { results: await subscriptions.plans() } }, 200))
    .openapi(detail, async (c) => {
      const user = c.var.user;
      return c.json({ data: { subscription: await subscriptions.detail(user.id) } }, 200);
    })
    .openapi(history, async (c) => {
      const user = c.var.user;
      return c.json({ data: await subscriptions.history(user.id) }, 200);
    })
    .openapi(cancelReasons, (c) => c.json({ data: { results: subscriptions.cancelReasons() } }, 200))
    .openapi(invoices, async (c) => {
      const user = c.var.user;
      return c.json({ data: { results: await subscriptions.invoices(user.id) } }, 200);
    })
    .openapi(invoice, async (c) => {
      const user = c.var.user;
      const locale = await requestLocale(user.id, c.req.header('accept-language'), localeOf);
      return c.json({ data: await subscriptions.invoice(user.id, c.req.valid('param').id, { locale }) }, 200);
    })
    .openapi(callback, async (c) => {
      const user = c.var.user;
      return c.json({ data: { subscription: await subscriptions.confirm(user.id, c.req.valid('json')) } }, 200);
    })
    .openapi(webhook, async (c) => {
      // The signature covers the raw bytes: read them as sent, before any JSON parsing.
      const raw = await c.req.text();
      const result = await subscriptions.webhook(raw, c.req.header('x-razorpay-signature') ?? '');
      return c.json({ data: { received: true as const, applied: result.applied } }, 200);
    })
    .openapi(activate, async (c) => {
      const user = c.var.user;
      return c.json({ data: await subscriptions.activate(user, c.req.valid('param').id) }, 201);
    })
    .openapi(cancel, async (c) => {
      const user = c.var.user;
      const subscription = await subscriptions.cancel(user.id, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ data: { subscription } }, 200);
    });
}

// ---- the local test gateway's side (only when PAYMENTS_GATEWAY=test) ----

const orderParam = z.object({ orderId: z.string().min(1).max(60) });
const testOrderSchema = z.object({
  orderId: z.string(),
  amountPaise: z.number().int(),
  currency: z.string(),
  description: z.string(),
  status: z.enum(['created', 'paid', 'declined']),
  merchant: z.string(),
});
const approveBody = z.object({
  saveCard: z.boolean().optional(),
  declineRenewals: z.boolean().optional(),
  /** Pays another amount than the order's: a tampered checkout, which the merchant must refuse. */
  amountPaise: z.number().int().positive().max(MAX_ID).optional(),
});

const testOrder = defineRoute({
  method: 'get',
  path: '/core/payments/test-gateway/orders/{orderId}',
  middleware: [publicAccess] as const,
  tags: ['test gateway'],
  summary: "The local test gateway's view of an order (its checkout page shows it)",
  request: { params: orderParam },
  responses: { 200: dataResponse(testOrderSchema, 'The order'), ...errorResponses(404, 422) },
});

const testApprove = defineRoute({
  method: 'post',
  path: '/core/payments/test-gateway/orders/{orderId}/approve',
  middleware: [publicAccess] as const,
  tags: ['test gateway'],
  summary: 'Pays the order as a card would; answers the signed fields the checkout passes to the callback',
  request: { params: orderParam, body: { content: { 'application/json': { schema: approveBody } }, required: false } },
  responses: { 200: dataResponse(paymentCallbackSchema, 'Signed callback fields'), ...errorResponses(404, 409, 422) },
});

const testDecline = defineRoute({
  method: 'post',
  path: '/core/payments/test-gateway/orders/{orderId}/decline',
  middleware: [publicAccess] as const,
  tags: ['test gateway'],
  summary: 'Declines the order as a bank would; the gateway then sends its payment.failed webhook',
  request: { params: orderParam },
  responses: { 200: dataResponse(okSchema, 'Declined'), ...errorResponses(404, 409, 422) },
});

/**
 * The test gateway's own endpoints. They answer 404 unless the test gateway is the configured
 * one (PAYMENTS_GATEWAY=test, the default); with Razorpay there is nothing to approve here.
 */
export function testGatewayRouter({
  subscriptions,
  testGateway,
}: {
  subscriptions: SubscriptionsService;
  testGateway: TestGatewayActions | null;
}) {
  const gateway = () => {
    if (!testGateway) throw notFound(MESSAGES.routeNotFound);
    return testGateway;
  };
  return createRouter()
    .openapi(testOrder, async (c) => {
      const order = await gateway().order(c.req.valid('param').orderId);
      if (!order) throw notFound(MESSAGES.paymentNotFound);
      return c.json(
        {
          data: {
            orderId: order.orderId,
            amountPaise: order.amountPaise,
            currency: order.currency,
            description: order.notes.planName ? `Learnly Premium: ${order.notes.planName}` : order.receipt,
            status: order.status,
            merchant: 'Learnly',
          },
        },
        200,
      );
    })
    .openapi(testApprove, async (c) => {
      const { orderId } = c.req.valid('param');
      const body = (c.req.valid('json') ?? {}) as z.infer<typeof approveBody>;
      const order = await gateway().order(orderId);
      if (!order) throw notFound(MESSAGES.paymentNotFound);
      const signed = await gateway().approve(orderId, body);
      if (!signed) throw new ApiError(409, MESSAGES.paymentAlreadyFinished);
      // The gateway also tells the merchant by webhook, as Razorpay does (delivered by a job).
      const hook = await gateway().capturedWebhook(orderId);
      if (hook) await subscriptions.deliverTestWebhook(hook.body, hook.signature);
      return c.json({ data: signed }, 200);
    })
    .openapi(testDecline, async (c) => {
      const { orderId } = c.req.valid('param');
      const order = await gateway().order(orderId);
      if (!order) throw notFound(MESSAGES.paymentNotFound);
      const hook = await gateway().decline(orderId);
      if (!hook) throw new ApiError(409, MESSAGES.paymentAlreadyFinished);
      await subscriptions.deliverTestWebhook(hook.body, hook.signature);
      return c.json({ data: { ok: true as const } }, 200);
    });
}
