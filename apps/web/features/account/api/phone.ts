import type { PhoneOtpSent, Profile } from '@lp/contract/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

export function sendPhoneOtp(phone: string): Promise<PhoneOtpSent> {
  return api.post<PhoneOtpSent>('/api/accounts/phone/send-otp', { phone });
}

export function resendPhoneOtp(): Promise<PhoneOtpSent> {
  return api.post<PhoneOtpSent>('/api/accounts/phone/resend-otp');
}

export function verifyPhoneOtp(otp: string): Promise<Profile> {
  return api.post<Profile>('/api/accounts/phone/verify-otp', { otp });
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
