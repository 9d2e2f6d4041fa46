import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

export const streakKey = ['accounts', 'streak'] as const;

/** Signed in: days with points in the last year (the user's time zone), streaks and total points. */
export function getStreak(signal?: AbortSignal) {
  return unwrap(client.api.accounts.streak.$get({}, { init: { signal } }));
}

export const streakQueryOptions = () => queryOptions({ queryKey: streakKey, queryFn: ({ signal }) => getStreak(signal) });

export function useStreak() {
  return useQuery(streakQueryOptions());
}
