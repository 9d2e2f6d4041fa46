import type { CourseContext } from '@lp/contract/courses';
import type { ItemState } from '@lp/contract/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { queueOffline } from '@/lib/offline-queue';
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

/** A completion made offline: kept to send later (lib/offline-queue.ts); no points until the server has it. */
async function completeOrQueue(itemId: number): Promise<ItemState & { queued?: true }> {
  try {
    return await completeItem(itemId);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 0)) throw error;
    if (!(await queueOffline({ kind: 'complete', itemId }))) throw error;
    const now = new Date().toISOString();
    return {
      itemId,
      startedAt: now,
      completedAt: now,
      pointsAwarded: 0,
      progress: { completedItems: 0, totalItems: 0, percent: 0 },
      certificateCode: null,
      queued: true,
    };
  }
}

/** The outline shows a lesson completed offline as completed until the server's own answer replaces it. */
function markCompletedOffline(context: CourseContext | undefined, itemId: number, at: string): CourseContext | undefined {
  if (!context) return context;
  let changed = 0;
  const modules = context.modules.map((module) => ({
    ...module,
    items: module.items.map((item) => {
      if (item.id !== itemId || item.progress?.completedAt) return item;
      changed++;
      return { ...item, progress: { startedAt: item.progress?.startedAt ?? at, completedAt: at } };
    }),
  }));
  if (changed === 0) return context;
  const completedItems = context.progress.completedItems + changed;
  const percent = context.progress.totalItems > 0 ? Math.round((completedItems / context.progress.totalItems) * 100) : 0;
  return { ...context, modules, progress: { ...context.progress, completedItems, percent } };
}

export function useCompleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOrQueue,
    onSuccess: (state, itemId) => {
      if (state.queued) {
        queryClient.setQueriesData<CourseContext>({ queryKey: ['learning', 'context'] }, (context) =>
          markCompletedOffline(context, itemId, state.completedAt ?? state.startedAt),
        );
        return;
      }
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
