import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

const totpKey = ['account', 'totp'] as const;

export function useTotpStatus() {
  return useQuery({
    queryKey: totpKey,
    queryFn: ({ signal }) => unwrap(client.api.accounts.security.totp.$get({}, { init: { signal } })),
  });
}

export function useTotpSetup() {
  return useMutation({ mutationFn: () => unwrap(client.api.accounts.security.totp.setup.$post()) });
}

export function useTotpConfirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => unwrap(client.api.accounts.security.totp.confirm.$post({ json: { code } })),
    onSuccess: (confirmed) => queryClient.setQueryData(totpKey, confirmed.status),
  });
}

export function useTotpDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => unwrap(client.api.accounts.security.totp.disable.$post({ json: { code } })),
    onSuccess: (status) => queryClient.setQueryData(totpKey, status),
  });
}
