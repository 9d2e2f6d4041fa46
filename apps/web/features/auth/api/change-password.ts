import type { ChangePasswordBody } from '@lp/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

/** Signed in: replaces the password (422 with fields.oldPassword when the current one is wrong). */
export function changePassword(body: ChangePasswordBody) {
  return unwrap(client.api.accounts['change-password'].$post({ json: body }));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
