import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

/** Signed in: the user's chosen stream and tags. */
export function getMyTags(signal?: AbortSignal) {
  return unwrap(client.api.accounts.tags.$get({}, { init: { signal } }));
}

export const myTagsQueryOptions = () =>
  queryOptions({ queryKey: ['accounts', 'tags'], queryFn: ({ signal }) => getMyTags(signal) });

export function useMyTags() {
  return useQuery(myTagsQueryOptions());
}
