'use client';

import { useEffect, useRef } from 'react';

/**
 * The header bell holds the tab's one live stream (GET /api/core/notifications/stream; the server
 * keeps few per user). It passes each notification on as a window event, so that a screen can
 * refresh itself when one concerns it (the lead inbox on a new enquiry) without a stream of its own.
 */
const LIVE_NOTIFICATION_EVENT = 'lp:live-notification';

export type LiveNotificationDetail = { id: number; title: string; link: string | null };

export function announceLiveNotification(detail: LiveNotificationDetail): void {
  window.dispatchEvent(new CustomEvent<LiveNotificationDetail>(LIVE_NOTIFICATION_EVENT, { detail }));
}

/** Calls `onNotification` for each live notification that reaches this tab. */
export function useLiveNotifications(onNotification: (detail: LiveNotificationDetail) => void): void {
  const handler = useRef(onNotification);
  handler.current = onNotification;
  useEffect(() => {
    const listener = (event: Event) => handler.current((event as CustomEvent<LiveNotificationDetail>).detail);
    window.addEventListener(LIVE_NOTIFICATION_EVENT, listener);
    return () => window.removeEventListener(LIVE_NOTIFICATION_EVENT, listener);
  }, []);
}
