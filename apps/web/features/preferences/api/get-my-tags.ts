import type { MyTags } from '@lp/contract/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Signed in: the user's chosen stream and tags. */
export function getMyTags(signal?: AbortSignal): Promise<MyTags> {
  return api.get<MyTags>('/api/accounts/tags', { signal });
}

export const myTagsQueryOptions = () =>
  queryOptions({ queryKey: ['accounts', 'tags'], queryFn: ({ signal }) => getMyTags(signal) });

export function useMyTags() {
  return useQuery(myTagsQueryOptions());
}
