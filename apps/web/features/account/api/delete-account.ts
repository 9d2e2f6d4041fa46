import type { DeleteAccountBody } from '@lp/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

/** Deletes the account for good; the server ends every session (its answer clears the cookie). */
export function deleteAccount(body: DeleteAccountBody) {
  return unwrap(client.api.accounts['delete-account'].$post({ json: body }));
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
