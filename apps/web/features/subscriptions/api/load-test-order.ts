import { serverApi, serverData } from '@/lib/server-api';
import type { TestOrder } from './test-gateway';

/** Server side: the local test gateway's order (its checkout page). */
export function loadTestOrder(orderId: string): Promise<TestOrder> {
  const param = { orderId: encodeURIComponent(orderId) };
  return serverData(serverApi().api.core.payments['test-gateway'].orders[':orderId'].$get({ param }));
}
