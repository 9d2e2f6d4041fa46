import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

export const slideDeckKey = (idOrSlug: string | number) => ['slides', 'deck', String(idOrSlug)] as const;

/** A deck with its slides (none when locked) and the caller's progress. */
export function getSlideDeck(idOrSlug: string | number, signal?: AbortSignal) {
  return unwrap(
    client.api.core.slides[':idOrSlug'].$get({ param: { idOrSlug: encodeURIComponent(String(idOrSlug)) } }, { init: { signal } }),
  );
}

export const slideDeckQueryOptions = (idOrSlug: string | number) =>
  queryOptions({ queryKey: slideDeckKey(idOrSlug), queryFn: ({ signal }) => getSlideDeck(idOrSlug, signal) });

export function useSlideDeck(idOrSlug: string | number) {
  return useQuery(slideDeckQueryOptions(idOrSlug));
}
