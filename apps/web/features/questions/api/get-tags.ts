import { useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

/** Every tag (all streams), for choosing a question's tags. */
export function getTags(signal?: AbortSignal) {
  return unwrap(client.api.core.tags.$get({ query: {} }, { init: { signal } })).then((listing) => listing.results);
}

export function useTags() {
  return useQuery({ queryKey: ['tags', 'all'], queryFn: ({ signal }) => getTags(signal), staleTime: 10 * 60_000 });
}
