import { expect } from 'vitest';
import { seedPlans } from '../db/seed/subscriptions-seed.ts';
import type { TestContext } from './test-app.ts';

/**
 * Makes the signed-in user of `cookie` a premium member the way the pricing page does: the monthly
 * plan bought through the test gateway and its signed callback verified. The plans are seeded
 * alone (no course is turned premium).
 */
export async function subscribe(t: TestContext, cookie: string): Promise<void> {
  await seedPlans(t.db);
  const plans = (await t.get('/api/accounts/subscription/plan')).body.data.results as { id: number; slug: string }[];
  const plan = plans.find((p) => p.slug === 'monthly')!;
  const order = await t.post(`/api/accounts/subscription/${plan.id}/activate`, undefined, { cookie });
  expect(order.status, order.text).toBe(201);
  const signed = await t.post(`/api/core/payments/test-gateway/orders/${order.body.data.orderId}/approve`, {});
  expect((await t.post('/api/accounts/subscription/callback', signed.body.data, { cookie })).status).toBe(200);
}
