import type { ResetPasswordBody } from '@lp/contract/accounts';
import { client, unwrap } from '@/lib/api-client';

export function resetPassword(body: ResetPasswordBody) {
  return unwrap(client.api.accounts['reset-password'].$post({ json: body }));
}
