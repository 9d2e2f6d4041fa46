'use client';

import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { QueryProvider } from '@/components/query-provider';
import { Link } from '@/components/ui/link';
import { announceLiveNotification } from '@/lib/live-notifications';
import { useAppSession } from '@/lib/session';
import { cn } from '@/lib/utils';
import { getNotifications, notificationKeys } from '../api/get-notifications';

/**
 * The header bell: the unread count, live through the platform's server-sent events
 * (`unread-count` on connect and after every mark-read, `notification` when one arrives).
 * A notification's count is confirmed from the server, because one created just before the
 * stream connected is both counted and sent.
 */
/** The bell sits in the header, above every section's query provider: it brings its own (one shared client). */
export function LiveBell() {
  return (
    <QueryProvider>
      <UnreadBell />
    </QueryProvider>
  );
}

function UnreadBell() {
  const { status } = useAppSession();
  const t = useTranslations('nav');
  // The stream stays open across a change of language; the announcement reads the current one.
  const translate = useRef(t);
  translate.current = t;
  const queryClient = useQueryClient();
  const [count, setCount] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const seen = useRef(new Set<number>());

  useEffect(() => {
    if (status !== 'authenticated') return;
    let source: EventSource | null = null;
    let confirm: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      const stream = new EventSource('/api/core/notifications/stream');
      source = stream;
      stream.addEventListener('unread-count', (event) => {
        const data = JSON.parse((event as MessageEvent<string>).data) as { count: number };
        setCount(data.count);
      });
      stream.addEventListener('notification', (event) => {
        const data = JSON.parse((event as MessageEvent<string>).data) as { id: number; title: string; link: string | null };
        if (seen.current.has(data.id)) return;
        seen.current.add(data.id);
        announceLiveNotification({ id: data.id, title: data.title, link: data.link ?? null });
        setCount((c) => (c ?? 0) + 1);
        setAnnouncement(translate.current('newNotification', { title: data.title }));
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        clearTimeout(confirm);
        confirm = setTimeout(() => {
          getNotifications(1, undefined, 1)
            .then((listing) => setCount(listing.unread))
            .catch(() => {});
        }, 400);
      });
      // The server keeps a few streams per user and ends the oldest for a newer tab: do not reconnect
      // (that would end another tab's), until this tab is looked at again.
      stream.addEventListener('replaced', () => {
        stream.close();
        source = null;
      });
    };
    const reopen = () => {
      if (!source && document.visibilityState === 'visible') open();
    };
    open();
    document.addEventListener('visibilitychange', reopen);
    return () => {
      clearTimeout(confirm);
      document.removeEventListener('visibilitychange', reopen);
      source?.close();
    };
  }, [status, queryClient]);

  if (status !== 'authenticated') return null;
  const unread = count ?? 0;
  return (
    <>
      <Link
        href="/account/notifications"
        className="relative inline-flex size-10 items-center justify-center rounded-lg hover:bg-muted"
        aria-label={unread > 0 ? t('notificationsUnread', { count: unread }) : t('notifications')}
        data-testid="notification-bell"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 && (
          <span
            data-testid="notification-count"
            className={cn(
              'absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white',
            )}
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Link>
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </>
  );
}
