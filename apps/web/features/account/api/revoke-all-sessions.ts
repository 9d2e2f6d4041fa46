import { useMutation } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

/** "Sign out everywhere": every session of the account ends, this one included. */
export function revokeAllSessions() {
  return unwrap(client.api.accounts.sessions['revoke-all'].$post());
}

export function useRevokeAllSessions() {
  return useMutation({ mutationFn: revokeAllSessions });
}
