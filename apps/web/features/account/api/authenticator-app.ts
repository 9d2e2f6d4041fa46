import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

const authenticatorKey = [...profileKeys.all, 'authenticator-app'] as const;

export function getAuthenticatorStatus(signal?: AbortSignal) {
  return unwrap(client.api.accounts.security.totp.$get({}, { init: { signal } }));
}

export function useAuthenticatorStatus() {
  return useQuery({ queryKey: authenticatorKey, queryFn: ({ signal }) => getAuthenticatorStatus(signal) });
}

/** A new secret with its QR code; nothing changes until a code from it is confirmed. */
export function useStartAuthenticatorSetup() {
  return useMutation({ mutationFn: () => unwrap(client.api.accounts.security.totp.setup.$post()) });
}

/** Turns the app on with a code from it; answers the recovery codes, shown once. */
export function useConfirmAuthenticator() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => unwrap(client.api.accounts.security.totp.confirm.$post({ json: { code } })),
    onSuccess: (confirmed) => queries.setQueryData(authenticatorKey, confirmed.status),
  });
}

export function useDisableAuthenticator() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => unwrap(client.api.accounts.security.totp.disable.$post({ json: { code } })),
    onSuccess: (status) => queries.setQueryData(authenticatorKey, status),
  });
}
