import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

export const playerItemKey = (itemId: number) => ['learning', 'item', itemId] as const;

/** One module item's content and the caller's progress (enrolled learners only). */
export function getPlayerItem(itemId: number, signal?: AbortSignal) {
  return unwrap(client.api.core.courses['module-item'][':id'].$get({ param: { id: String(itemId) } }, { init: { signal } }));
}

export const playerItemQueryOptions = (itemId: number) =>
  queryOptions({ queryKey: playerItemKey(itemId), queryFn: ({ signal }) => getPlayerItem(itemId, signal) });

export function usePlayerItem(itemId: number | null) {
  return useQuery({ ...playerItemQueryOptions(itemId ?? 0), enabled: itemId !== null });
}
