import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

export function sendPhoneOtp(phone: string) {
  return unwrap(client.api.accounts.phone['send-otp'].$post({ json: { phone } }));
}

export function resendPhoneOtp() {
  return unwrap(client.api.accounts.phone['resend-otp'].$post());
}

export function verifyPhoneOtp(otp: string) {
  return unwrap(client.api.accounts.phone['verify-otp'].$post({ json: { otp } }));
}

export function useSendPhoneOtp() {
  return useMutation({ mutationFn: sendPhoneOtp });
}

export function useResendPhoneOtp() {
  return useMutation({ mutationFn: resendPhoneOtp });
}

export function useVerifyPhoneOtp() {
  const client = useQueryClient();
  return useMutation({ mutationFn: verifyPhoneOtp, onSuccess: (profile) => client.setQueryData(profileKeys.profile(), profile) });
}
