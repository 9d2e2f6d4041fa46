import { client, unwrap } from '@/lib/api-client';

/** Signed in: starts buying a plan; answers the checkout to open. */
export function activatePlan(planId: number) {
  return unwrap(client.api.accounts.subscription[':id'].activate.$post({ param: { id: String(planId) } }));
}
