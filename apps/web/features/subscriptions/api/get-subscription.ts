import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';

/** Signed in: the caller's subscription (plan, status, auto renew, dates, features), or null. */
export async function getSubscription(signal?: AbortSignal) {
  return (await unwrap(client.api.accounts.subscription.detail.$get({}, { init: { signal } }))).subscription;
}

export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: subscriptionKeys.detail, queryFn: ({ signal }) => getSubscription(signal) });

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
