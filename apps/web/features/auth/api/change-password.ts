import type { ChangePasswordBody } from '@lp/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Signed in: replaces the password (422 with fields.oldPassword when the current one is wrong). */
export function changePassword(body: ChangePasswordBody): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/api/accounts/change-password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
