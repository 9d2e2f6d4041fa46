import type { MyTags } from '@lp/contract/accounts';
import { serverApi, serverDataOrNull } from '@/lib/server-api';

/** Signed in, on the server: the user's chosen stream and tags; null when the call fails. */
export function loadMyTags(): Promise<MyTags | null> {
  return serverDataOrNull(serverApi().api.accounts.tags.$get());
}
