import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';

export async function getCancelReasons(signal?: AbortSignal) {
  return (await unwrap(client.api.accounts.subscription['cancel-reason'].$get({}, { init: { signal } }))).results;
}

export const cancelReasonsQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.cancelReasons,
    queryFn: ({ signal }) => getCancelReasons(signal),
    staleTime: Infinity,
  });

export function useCancelReasons() {
  return useQuery(cancelReasonsQueryOptions());
}
