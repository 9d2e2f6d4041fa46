import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';

/** Signed in: every subscription with its payments, and checkouts that did not complete. */
export function getHistory(signal?: AbortSignal) {
  return unwrap(client.api.accounts.subscription.history.$get({}, { init: { signal } }));
}

export const historyQueryOptions = () =>
  queryOptions({ queryKey: subscriptionKeys.history, queryFn: ({ signal }) => getHistory(signal) });

export function useSubscriptionHistory() {
  return useQuery(historyQueryOptions());
}
