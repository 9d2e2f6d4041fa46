import type { SignupBody } from '@lp/contract/accounts';
import { client, unwrap } from '@/lib/api-client';

/** Creates the account with the verified code. */
export function signup(body: SignupBody) {
  return unwrap(client.api.accounts.signup.$post({ json: body }));
}
