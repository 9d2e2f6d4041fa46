import type { MarkReadBody } from '@lp/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './get-notifications';

/** Marks one notification (`{id}`) or all (`{all: true}`) read; the bell follows through the live stream. */
export function markRead(body: MarkReadBody): Promise<{ unread: number }> {
  return api.post<{ unread: number }>('/api/core/notifications', body);
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
