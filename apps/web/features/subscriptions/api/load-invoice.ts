import type { Invoice } from '@lp/contract/subscriptions';
import { serverApi, serverData } from '@/lib/server-api';

/** Server side: one tax invoice of the signed-in user (404 for anyone else's). */
export function loadInvoice(id: string): Promise<Invoice> {
  return serverData(serverApi().api.accounts.subscription.invoices[':id'].$get({ param: { id: encodeURIComponent(id) } }));
}
