import type { CancelBody } from '@lp/contract/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';

/** Signed in: cancels with a reason; auto renew stops, access lasts to the end date. */
export async function cancelSubscription({ id, ...body }: CancelBody & { id: number }) {
  return (await unwrap(client.api.accounts.subscription[':id'].cancel.$post({ param: { id: String(id) }, json: body })))
    .subscription;
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
