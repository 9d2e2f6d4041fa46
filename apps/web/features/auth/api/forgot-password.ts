import type { ForgotPasswordBody, OtpSent } from '@lp/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sends a reset code when the account exists; answers the same either way. */
export function forgotPassword(body: ForgotPasswordBody): Promise<OtpSent> {
  return api.post<OtpSent>('/api/accounts/forgot-password', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
