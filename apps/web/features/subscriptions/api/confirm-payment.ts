import type { PaymentCallback } from '@lp/contract/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';

/** Signed in: hands the checkout's signed result to the API, which verifies it and activates the plan. */
export async function confirmPayment(signed: PaymentCallback) {
  return (await unwrap(client.api.accounts.subscription.callback.$post({ json: signed }))).subscription;
}

export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
