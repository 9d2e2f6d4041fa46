import type { ItemState } from '@lp/contract/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myCoursesKey } from './get-my-courses';
import { streakKey } from './get-streak';

/**
 * Opens an item: records the start (idempotent) and makes it the resume point. Sent with
 * keepalive, so that leaving the page at once (CI caught a journey doing so) does not cancel it
 * and lose the resume point.
 */
export const startItem = (itemId: number) =>
  api.post<ItemState>(`/api/core/courses/module-item/${itemId}/start`, undefined, { keepalive: true });

/** Completes an item (idempotent: points once). */
export const completeItem = (itemId: number) => api.post<ItemState>(`/api/core/courses/module-item/${itemId}/complete`);

/** Remembers where a video was left. */
export const saveVideoPosition = (itemId: number, positionSeconds: number) =>
  api.post<{ positionSeconds: number }>(
    `/api/core/courses/module-item/${itemId}/position`,
    { positionSeconds: Math.max(0, Math.floor(positionSeconds)) },
    { keepalive: true },
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
  });
}
