import type { PaymentCallback } from '@lp/contract/subscriptions';
import { client, unwrap } from '@/lib/api-client';

/** Signed in: hands the checkout's signed result to the API, which verifies it and activates the plan. */
export async function confirmPayment(signed: PaymentCallback) {
  return (await unwrap(client.api.accounts.subscription.callback.$post({ json: signed }))).subscription;
}
