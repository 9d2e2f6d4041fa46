import type { Invoice } from '@lp/contract/subscriptions';
import { serverFetch } from '@/lib/server-api';

/** Server side: one tax invoice of the signed-in user (404 for anyone else's). */
export function loadInvoice(id: string): Promise<Invoice> {
  return serverFetch<Invoice>(`/api/accounts/subscription/invoices/${encodeURIComponent(id)}`);
}
