import type { MarkReadBody } from '@lp/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { notificationKeys } from './get-notifications';

/** Marks one notification (`{id}`) or all (`{all: true}`) read; the bell follows through the live stream. */
export function markRead(body: MarkReadBody) {
  return unwrap(client.api.core.notifications.$post({ json: body }));
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
