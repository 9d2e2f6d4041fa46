import { client, unwrap } from '@/lib/api-client';

export type TestOrder = {
  orderId: string;
  amountPaise: number;
  currency: string;
  description: string;
  status: 'created' | 'paid' | 'declined';
  merchant: string;
};

const orders = () => client.api.core.payments['test-gateway'].orders[':orderId'];

/** The test gateway pays the order and answers the signed fields for the merchant's callback. */
export function approveTestOrder(orderId: string, options: { saveCard: boolean; declineRenewals: boolean }) {
  return unwrap(orders().approve.$post({ param: { orderId }, json: options }));
}

export function declineTestOrder(orderId: string) {
  return unwrap(orders().decline.$post({ param: { orderId } }));
}
