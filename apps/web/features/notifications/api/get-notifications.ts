import { MESSAGES } from '@lp/contract/messages';
import type { NotificationKind } from '@lp/contract/notifications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { client, unwrap } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

export const NOTIFICATIONS_PAGE_SIZE = 15;
export const notificationKeys = { all: ['notifications'] as const };

/**
 * Signed in: a page of the caller's notifications with the unread count. A failure other than
 * "no more pages" reads as the spec's "Error fetching notifications, try again later...".
 */
export async function getNotifications(
  page: number,
  type: NotificationKind | undefined,
  pageSize = NOTIFICATIONS_PAGE_SIZE,
  signal?: AbortSignal,
) {
  const query = { page: String(page), page_size: String(pageSize), type };
  try {
    return await unwrap(client.api.core.notifications.$get({ query }, { init: { signal } }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw error;
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(error instanceof ApiError ? error.status : 0, MESSAGES.notificationsFetchFailed);
  }
}

export function useNotifications(page: number, type: NotificationKind | undefined) {
  // The API words each notification in the reader's language: a page cached in the other one is not reused.
  const locale = useLocale();
  return useQuery({
    queryKey: [...notificationKeys.all, locale, type ?? 'all', page],
    queryFn: ({ signal }) => getNotifications(page, type, NOTIFICATIONS_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
}
