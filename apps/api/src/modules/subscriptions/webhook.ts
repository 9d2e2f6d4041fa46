import { MESSAGES } from '@lp/contract/messages';
import { paymentWebhookSchema } from '@lp/contract/subscriptions';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subscriptionPayments } from '../../db/schema/subscriptions.ts';
import { ApiError } from '../../platform/errors.ts';
import type { GatewayPayment, PaymentGateway } from '../../platform/payments.ts';
import type { createCheckout } from './checkout.ts';

/**
 * The gateway's webhook (raw body and its signature). Captures activate like the redirect
 * does (once per payment id); failures mark the checkout failed. Unknown orders are ignored.
 */
export function createWebhook(
  db: Database,
  ports: { gateway: PaymentGateway },
  checkout: Pick<ReturnType<typeof createCheckout>, 'settlePurchase' | 'refuse' | 'matches' | 'paymentByOrder'>,
) {
  const { gateway } = ports;
  const { settlePurchase, refuse, matches, paymentByOrder } = checkout;

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

  return webhook;
}
