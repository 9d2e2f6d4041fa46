import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

/** Signed in: the profile with points and streaks. */
export function getProfile(signal?: AbortSignal) {
  return unwrap(client.api.accounts.profile.$get({}, { init: { signal } }));
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.profile(), queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
