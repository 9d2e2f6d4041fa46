import type { Plan, SubscriptionDetail } from '@lp/contract/subscriptions';
import { getServerSession, serverApi, serverData, serverDataOrNull } from '@/lib/server-api';

/** Server side: the plans on sale (public). */
export async function loadPlans(): Promise<Plan[]> {
  return (await serverData(serverApi().api.accounts.subscription.plan.$get())).results;
}

/** Server side: the visitor's subscription, or null for a visitor or someone who never subscribed. */
export async function loadMySubscription(): Promise<SubscriptionDetail | null> {
  if (!(await getServerSession())) return null;
  return (await serverDataOrNull(serverApi().api.accounts.subscription.detail.$get()))?.subscription ?? null;
}
