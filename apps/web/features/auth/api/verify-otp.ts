import type { VerifyOtpBody } from '@lp/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Checks a code without using it up (422 when wrong or expired). */
export function verifyOtp(body: VerifyOtpBody): Promise<{ verified: true }> {
  return api.post<{ verified: true }>('/api/accounts/verify-otp', body);
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
