import type { Plan, SubscriptionDetail } from '@lp/contract/subscriptions';
import { getServerSession, serverFetch, serverFetchOrNull } from '@/lib/server-api';

/** Server side: the plans on sale (public). */
export async function loadPlans(): Promise<Plan[]> {
  return (await serverFetch<{ results: Plan[] }>('/api/accounts/subscription/plan')).results;
}

/** Server side: the visitor's subscription, or null for a visitor or someone who never subscribed. */
export async function loadMySubscription(): Promise<SubscriptionDetail | null> {
  if (!(await getServerSession())) return null;
  return (
    (await serverFetchOrNull<{ subscription: SubscriptionDetail | null }>('/api/accounts/subscription/detail'))?.subscription ??
    null
  );
}
