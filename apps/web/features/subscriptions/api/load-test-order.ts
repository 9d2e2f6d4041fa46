import { serverFetch } from '@/lib/server-api';
import type { TestOrder } from './test-gateway';

/** Server side: the local test gateway's order (its checkout page). */
export function loadTestOrder(orderId: string): Promise<TestOrder> {
  return serverFetch<TestOrder>(`/api/core/payments/test-gateway/orders/${encodeURIComponent(orderId)}`);
}
