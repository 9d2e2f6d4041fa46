import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { PaymentsConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { testGatewayOrders } from '../db/schema/payments.ts';
import { createRazorpayGateway } from './payments-razorpay.ts';

/**
 * The payment gateway port (ADR 0015). The subscriptions module speaks only to this; the
 * configuration (PAYMENTS_GATEWAY) picks the driver: the local test gateway (default: a checkout
 * page served by the product, approve or decline, signed like Razorpay) or Razorpay itself.
 *
 * Signatures follow Razorpay: the checkout's redirect carries
 * `hex(HMAC-SHA256(key_secret, order_id + "|" + payment_id))`, a webhook carries
 * `X-Razorpay-Signature: hex(HMAC-SHA256(webhook_secret, raw body))`.
 */
export type GatewayOrder = { orderId: string; amountPaise: number; currency: string };

/** What the gateway says about a payment (read from the gateway, never from the browser). */
export type GatewayPayment = {
  paymentId: string;
  orderId: string | null;
  amountPaise: number;
  currency: string;
  /** captured: money taken; authorized: held (Razorpay captures automatically with payment_capture). */
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  /** A saved payment method for renewals (a Razorpay token id), when the gateway made one. */
  customerRef: string | null;
};

export type RenewalCharge =
  | { ok: true; orderId: string; paymentId: string; amountPaise: number }
  | { ok: false; orderId: string | null; reason: string };

export type PaymentGateway = {
  name: PaymentsConfig['gateway'];
  /** The public key the browser's checkout uses. */
  keyId: string;
  createOrder(input: {
    amountPaise: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder>;
  /** The checkout redirect's signature over `order_id|payment_id`. */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** A webhook's signature over its raw body. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
  fetchPayment(paymentId: string): Promise<GatewayPayment | null>;
  /** Charges a saved payment method again (renewal); a decline is an answer, not an error. */
  chargeRenewal(input: {
    customerRef: string | null;
    amountPaise: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<RenewalCharge>;
  /** The product's own checkout page for an order (test gateway); null when the gateway's script opens. */
  checkoutPath(orderId: string): string | null;
};

export class GatewayUnavailableError extends Error {}

/** hex(HMAC-SHA256(secret, text)). */
export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Constant-time comparison of two hex signatures. */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && a.length > 0 && /^[0-9a-f]+$/i.test(given) && timingSafeEqual(a, b);
}

export function createPaymentGateway(config: PaymentsConfig, db: Database): PaymentGateway {
  return config.gateway === 'razorpay' ? createRazorpayGateway(config) : createTestGateway(config, db);
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;

/**
 * The local test gateway: keeps its orders in `test_gateway_orders` (its side of the books), and
 * its checkout page (/payments/test-checkout/{orderId}) approves or declines through
 * `testGatewayActions` below. Approving may save the card for renewals, optionally one that
 * declines renewals, so that renewal failures can be tried by hand and in tests.
 */
export function createTestGateway(config: PaymentsConfig, db: Database): PaymentGateway & { actions: TestGatewayActions } {
  const actions = testGatewayActions(config, db);
  return {
    name: 'test',
    keyId: config.keyId,
    async createOrder({ amountPaise, currency, receipt, notes }) {
      const orderId = randomId('order');
      await db.insert(testGatewayOrders).values({ orderId, amountPaise, currency, receipt, notes });
      return { orderId, amountPaise, currency };
    },
    verifyPaymentSignature({ orderId, paymentId, signature }) {
      return sameSignature(hmacHex(config.keySecret, `${orderId}|${paymentId}`), signature);
    },
    verifyWebhookSignature(rawBody, signature) {
      return sameSignature(hmacHex(config.webhookSecret, rawBody), signature);
    },
    async fetchPayment(paymentId) {
      const [row] = await db.select().from(testGatewayOrders).where(eq(testGatewayOrders.paymentId, paymentId));
      if (!row) return null;
      return {
        paymentId,
        orderId: row.orderId,
        amountPaise: row.paidAmountPaise ?? row.amountPaise,
        currency: row.currency,
        status: row.status === 'paid' ? 'captured' : 'failed',
        customerRef: row.cardToken,
      };
    },
    async chargeRenewal({ customerRef, amountPaise, currency, receipt, notes }) {
      const orderId = randomId('order');
      const [card] = customerRef
        ? await db
            .select({ declines: testGatewayOrders.declineRenewals })
            .from(testGatewayOrders)
            .where(eq(testGatewayOrders.cardToken, customerRef))
            .limit(1)
        : [];
      const declined = !card || card.declines;
      const paymentId = randomId('pay');
      await db.insert(testGatewayOrders).values({
        orderId,
        amountPaise,
        currency,
        receipt,
        notes,
        status: declined ? 'declined' : 'paid',
        paymentId,
        paidAmountPaise: declined ? null : amountPaise,
      });
      if (declined) {
        return { ok: false, orderId, reason: card ? 'The card was declined by the bank.' : 'No saved card to charge.' };
      }
      return { ok: true, orderId, paymentId, amountPaise };
    },
    checkoutPath(orderId) {
      return `/payments/test-checkout/${encodeURIComponent(orderId)}`;
    },
    actions,
  };
}

export type TestGatewayActions = ReturnType<typeof testGatewayActions>;

/** What the test checkout page does: show an order, approve it (a signed redirect), or decline it. */
export function testGatewayActions(config: PaymentsConfig, db: Database) {
  return {
    async order(orderId: string) {
      const [row] = await db.select().from(testGatewayOrders).where(eq(testGatewayOrders.orderId, orderId));
      return row ?? null;
    },
    /**
     * Marks the order paid (once: a second approval answers the same payment) and returns the
     * fields the checkout hands to the merchant's callback, signed with the key secret.
     * `amountPaise` lets a test pay a different amount than the order's (a tampered checkout).
     */
    async approve(orderId: string, options: { saveCard?: boolean; declineRenewals?: boolean; amountPaise?: number } = {}) {
      const paymentId = randomId('pay');
      const [row] = await db
        .update(testGatewayOrders)
        .set({
          status: 'paid',
          paymentId: sql`coalesce(${testGatewayOrders.paymentId}, ${paymentId})`,
          paidAmountPaise: sql`coalesce(${testGatewayOrders.paidAmountPaise}, ${options.amountPaise ?? null}::integer, ${testGatewayOrders.amountPaise})`,
          cardToken: options.saveCard === false ? null : sql`coalesce(${testGatewayOrders.cardToken}, ${randomId('token')})`,
          declineRenewals: options.declineRenewals ?? false,
          updatedAt: sql`now()`,
        })
        .where(sql`${testGatewayOrders.orderId} = ${orderId} and ${testGatewayOrders.status} <> 'declined'`)
        .returning();
      if (!row?.paymentId) return null;
      return {
        razorpay_order_id: row.orderId,
        razorpay_payment_id: row.paymentId,
        razorpay_signature: hmacHex(config.keySecret, `${row.orderId}|${row.paymentId}`),
      };
    },
    /** Declines an order not yet paid; returns the signed `payment.failed` webhook a gateway would send. */
    async decline(orderId: string) {
      const paymentId = randomId('pay');
      const [row] = await db
        .update(testGatewayOrders)
        .set({ status: 'declined', paymentId, updatedAt: sql`now()` })
        .where(sql`${testGatewayOrders.orderId} = ${orderId} and ${testGatewayOrders.status} = 'created'`)
        .returning();
      if (!row) return null;
      const body = JSON.stringify({
        entity: 'event',
        event: 'payment.failed',
        payload: {
          payment: {
            entity: {
              id: paymentId,
              order_id: orderId,
              amount: row.amountPaise,
              currency: row.currency,
              status: 'failed',
              error_description: 'The bank declined the payment (test gateway).',
            },
          },
        },
      });
      return { body, signature: hmacHex(config.webhookSecret, body) };
    },
    /** A signed `payment.captured` webhook for a paid order, as the gateway sends after approval. */
    async capturedWebhook(orderId: string) {
      const [row] = await db.select().from(testGatewayOrders).where(eq(testGatewayOrders.orderId, orderId));
      if (!row?.paymentId || row.status !== 'paid') return null;
      const body = JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        payload: {
          payment: {
            entity: {
              id: row.paymentId,
              order_id: row.orderId,
              amount: row.paidAmountPaise ?? row.amountPaise,
              currency: row.currency,
              status: 'captured',
              token_id: row.cardToken,
            },
          },
        },
      });
      return { body, signature: hmacHex(config.webhookSecret, body) };
    },
  };
}
