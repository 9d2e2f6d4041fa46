import type { ForgotPasswordBody } from '@lp/contract/accounts';
import { client, unwrap } from '@/lib/api-client';

/** Sends a reset code when the account exists; answers the same either way. */
export function forgotPassword(body: ForgotPasswordBody) {
  return unwrap(client.api.accounts['forgot-password'].$post({ json: body }));
}
