import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

const sessionsKey = [...profileKeys.all, 'sessions'] as const;

/** The signed-in user's browsers, most recently active first, this one marked `current`. */
export function getSessions(signal?: AbortSignal) {
  return unwrap(client.api.accounts.sessions.$get({}, { init: { signal } }));
}

export function useSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: ({ signal }) => getSessions(signal) });
}

/** Signs one browser out; its cookie is refused from the next request on. */
export function endSession(id: string) {
  return unwrap(client.api.accounts.sessions[':id'].$delete({ param: { id } }));
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endSession, onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }) });
}
