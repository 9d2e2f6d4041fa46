import type { ResetPasswordBody } from '@lp/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function resetPassword(body: ResetPasswordBody): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/api/accounts/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
