import type { SignupBody } from '@lp/contract/accounts';
import type { SessionUser } from '@lp/contract/session';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Creates the account with the verified code. */
export function signup(body: SignupBody): Promise<{ user: SessionUser }> {
  return api.post<{ user: SessionUser }>('/api/accounts/signup', body);
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
