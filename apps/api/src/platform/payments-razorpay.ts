import type Razorpay from 'razorpay';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import type { PaymentsConfig } from '../config.ts';
import { type GatewayPayment, GatewayUnavailableError, type PaymentGateway } from './payments.ts';

/**
 * The Razorpay driver of the payment gateway port (PAYMENTS_GATEWAY=razorpay): orders through the
 * Orders API, the checkout's signature and webhook signatures checked with the package's own
 * helpers, renewals as recurring payments on the token saved at the first payment (the plan's
 * checkout must be opened with `recurring: 1` and a customer for Razorpay to save one).
 */
export function createRazorpayGateway(config: PaymentsConfig): PaymentGateway {
  // The client (and its HTTP stack) is loaded by the first call to Razorpay, not at every start.
  let connected: Promise<Razorpay> | undefined;
  const connect = () => {
    connected ??= import('razorpay').then(
      ({ default: Client }) => new Client({ key_id: config.keyId, key_secret: config.keySecret }),
    );
    return connected;
  };

  async function call<T>(run: (client: Razorpay) => Promise<T>): Promise<T> {
    try {
      return await run(await connect());
    } catch (error) {
      throw new GatewayUnavailableError(describe(error));
    }
  }

  return {
    name: 'razorpay',
    keyId: config.keyId,
    async createOrder({ amountPaise, currency, receipt, notes }) {
      const order = await call((client) => client.orders.create({ amount: amountPaise, currency, receipt, notes }));
      return { orderId: order.id, amountPaise: Number(order.amount), currency: order.currency };
    },
    verifyPaymentSignature({ orderId, paymentId, signature }) {
      try {
        return validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, config.keySecret);
      } catch {
        return false;
      }
    },
    verifyWebhookSignature(rawBody, signature) {
      try {
        return validateWebhookSignature(rawBody, signature, config.webhookSecret);
      } catch {
        return false;
      }
    },
    async fetchPayment(paymentId) {
      const payment = await call((client) => client.payments.fetch(paymentId));
      if (!payment) return null;
      return {
        paymentId: payment.id,
        orderId: payment.order_id ?? null,
        amountPaise: Number(payment.amount),
        currency: payment.currency,
        status: payment.status as GatewayPayment['status'],
        customerRef: payment.token_id && payment.customer_id ? `${payment.customer_id}:${payment.token_id}` : null,
      };
    },
    async chargeRenewal({ customerRef, amountPaise, currency, receipt, notes }) {
      const [customerId, token] = customerRef?.split(':') ?? [];
      if (!customerId || !token) return { ok: false, orderId: null, reason: 'No saved payment method to charge.' };
      const order = await call((client) =>
        client.orders.create({ amount: amountPaise, currency, receipt, notes, payment_capture: true }),
      );
      const client = await connect();
      try {
        const result = await client.payments.createRecurringPayment({
          email: notes.email ?? '',
          contact: notes.contact ?? '',
          amount: amountPaise,
          currency,
          order_id: order.id,
          customer_id: customerId,
          token,
          recurring: 1,
          description: notes.description ?? 'Premium renewal',
          notes,
        });
        if (!result.razorpay_payment_id) return { ok: false, orderId: order.id, reason: 'The renewal charge was not accepted.' };
        return { ok: true, orderId: order.id, paymentId: result.razorpay_payment_id, amountPaise };
      } catch (error) {
        return { ok: false, orderId: order.id, reason: describe(error) };
      }
    },
    checkoutPath() {
      return null;
    },
  };
}

function describe(error: unknown): string {
  if (error && typeof error === 'object' && 'error' in error) {
    const inner = (error as { error?: { description?: string } }).error;
    if (inner?.description) return inner.description;
  }
  return error instanceof Error ? error.message : 'The payment gateway did not answer.';
}
