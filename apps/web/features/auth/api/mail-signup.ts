import type { MailSignupBody, OtpSent } from '@lp/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sends a 6-digit sign-up code to the email (409 when the email already has an account). */
export function mailSignup(body: MailSignupBody): Promise<OtpSent> {
  return api.post<OtpSent>('/api/accounts/mail-signup', body);
}

export function useMailSignup() {
  return useMutation({ mutationFn: mailSignup });
}
