import type { ResetPasswordBody } from '@lp/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

export function resetPassword(body: ResetPasswordBody) {
  return unwrap(client.api.accounts['reset-password'].$post({ json: body }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
