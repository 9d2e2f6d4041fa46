import type { Tag } from '@lp/contract/accounts';
import type { Listing } from '@lp/contract/common';
import { MAX_PAGE_SIZE } from '@lp/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

/** Every tag of a stream, following the listing's pages. */
export async function getTags(streamId: number, signal?: AbortSignal): Promise<Tag[]> {
  const tags: Tag[] = [];
  let page: number | null = 1;
  while (page !== null) {
    const query = { stream: String(streamId), page: String(page), page_size: String(MAX_PAGE_SIZE) };
    // Annotated: `page` is assigned from it in the loop, a cycle TypeScript does not infer through.
    const listing: Listing<Tag> = await unwrap(client.api.core.tags.$get({ query }, { init: { signal } }));
    tags.push(...listing.results);
    page = listing.next !== null && listing.next > page ? listing.next : null;
  }
  return tags;
}

export const tagsQueryOptions = (streamId: number | null) =>
  queryOptions({
    queryKey: ['core', 'tags', streamId],
    queryFn: ({ signal }) => getTags(streamId ?? 0, signal),
    enabled: streamId !== null,
  });

export function useTags(streamId: number | null) {
  return useQuery(tagsQueryOptions(streamId));
}
