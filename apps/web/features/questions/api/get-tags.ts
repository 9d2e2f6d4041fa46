import type { Tag } from '@lp/contract/accounts';
import type { Listing } from '@lp/contract/common';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every tag (all streams), for choosing a question's tags. */
export function getTags(signal?: AbortSignal): Promise<Tag[]> {
  return api.get<Listing<Tag>>('/api/core/tags', { signal }).then((listing) => listing.results);
}

export function useTags() {
  return useQuery({ queryKey: ['tags', 'all'], queryFn: ({ signal }) => getTags(signal), staleTime: 10 * 60_000 });
}
