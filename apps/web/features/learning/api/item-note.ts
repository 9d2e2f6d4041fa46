import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

export const itemNoteKey = (itemId: number) => ['learning', 'note', itemId] as const;

/** The caller's private note on a lesson (an empty body when there is none). Enrolled learners only. */
export function getItemNote(itemId: number, signal?: AbortSignal) {
  return unwrap(client.api.core.courses['module-item'][':id'].note.$get({ param: { id: String(itemId) } }, { init: { signal } }));
}

/**
 * Replaces the note (a blank one deletes it). `keepalive` lets the save finish while the page is
 * being left (switching lessons, closing the tab).
 */
export function saveItemNote(itemId: number, body: string, { keepalive = false } = {}) {
  return unwrap(
    client.api.core.courses['module-item'][':id'].note.$put(
      { param: { id: String(itemId) }, json: { body } },
      { init: { keepalive } },
    ),
  );
}

export const itemNoteQueryOptions = (itemId: number) =>
  queryOptions({
    queryKey: itemNoteKey(itemId),
    queryFn: ({ signal }) => getItemNote(itemId, signal),
    // The textarea holds what the learner typed; a refetch on focus must not replace it.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export function useItemNote(itemId: number) {
  return useQuery(itemNoteQueryOptions(itemId));
}
