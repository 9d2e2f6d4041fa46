import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, client, unwrap } from '@/lib/api-client';
import { myCoursesKey } from './get-my-courses';
import { streakKey } from './get-streak';

/**
 * Opens an item: records the start (idempotent) and makes it the resume point. Sent with
 * keepalive, so that leaving the page at once (CI caught a journey doing so) does not cancel it
 * and lose the resume point.
 */
export const startItem = (itemId: number) =>
  unwrap(
    client.api.core.courses['module-item'][':id'].start.$post({ param: { id: String(itemId) } }, { init: { keepalive: true } }),
  );

/** Completes an item (idempotent: points once). */
export const completeItem = (itemId: number) =>
  unwrap(client.api.core.courses['module-item'][':id'].complete.$post({ param: { id: String(itemId) } }));

/**
 * Remembers where a video was left and reports the seconds played since the previous report
 * (the server credits them against the wall clock; a video lesson completes once most was watched).
 */
export const saveVideoPosition = (itemId: number, positionSeconds: number, watchedSeconds = 0) =>
  unwrap(
    client.api.core.courses['module-item'][':id'].position.$post(
      {
        param: { id: String(itemId) },
        json: {
          positionSeconds: Math.max(0, Math.floor(positionSeconds)),
          ...(watchedSeconds > 0 ? { watchedSeconds: Math.round(watchedSeconds * 100) / 100 } : {}),
        },
      },
      { init: { keepalive: true } },
    ),
  );

export function useCompleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeItem,
    onSuccess: (_state, itemId) => {
      queryClient.invalidateQueries({ queryKey: ['learning', 'context'] });
      queryClient.invalidateQueries({ queryKey: ['learning', 'item', itemId] });
      queryClient.invalidateQueries({ queryKey: myCoursesKey });
      queryClient.invalidateQueries({ queryKey: streakKey });
    },
    onError: (error) => {
      // A lesson removed from the course since the outline was loaded (404): the outline refreshes without it.
      if (error instanceof ApiError && error.status === 404) queryClient.invalidateQueries({ queryKey: ['learning', 'context'] });
    },
  });
}
