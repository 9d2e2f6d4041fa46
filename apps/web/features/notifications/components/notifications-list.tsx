'use client';

import { MESSAGES } from '@lp/contract/messages';
import { NOTIFICATION_TYPE_LABELS, type NotificationKind } from '@lp/contract/notifications';
import { AccountList } from '@/components/account/account-list';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { RelativeTime } from '@/components/ui/relative-time';
import { cn } from '@/lib/utils';
import { NOTIFICATIONS_PAGE_SIZE, useNotifications } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';

export function NotificationsList({ type, page }: { type: NotificationKind | undefined; page: number }) {
  const list = useNotifications(page, type);
  const markRead = useMarkRead();
  const unread = list.data?.unread ?? 0;
  return (
    <div className="grid gap-4">
      {unread > 0 && (
        <div className="flex justify-end">
          <Button size="sm" variant="outline" disabled={markRead.isPending} onClick={() => markRead.mutate({ all: true })}>
            Mark all as read ({unread})
          </Button>
        </div>
      )}
      <AccountList
        list={list}
        page={page}
        basePath="/account/notifications"
        query={{ type }}
        pageSize={NOTIFICATIONS_PAGE_SIZE}
        noun={{ one: 'notification', many: 'notifications' }}
        empty={{ message: MESSAGES.noNotifications, links: [{ href: '/questions', label: 'Visit the community' }] }}
        renderItem={(item) => (
          <div
            className={cn(
              'flex items-start gap-3 rounded-2xl border p-4',
              item.read ? 'border-border bg-card' : 'border-primary/40 bg-primary/5',
            )}
          >
            <span
              aria-hidden="true"
              className={cn('mt-2 size-2 shrink-0 rounded-full', item.read ? 'bg-transparent' : 'bg-primary')}
            />
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {item.link ? (
                  <Link
                    href={item.link}
                    className="hover:underline"
                    onClick={() => {
                      if (!item.read) markRead.mutate({ id: item.id });
                    }}
                  >
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
                {!item.read && <span className="sr-only"> (unread)</span>}
              </p>
              {item.body && <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{item.body}</p>}
              <p className="mt-1 text-xs text-muted-foreground">
                {NOTIFICATION_TYPE_LABELS[item.type]} · <RelativeTime value={item.createdAt} />
              </p>
            </div>
            {!item.read && (
              <Button size="sm" variant="ghost" onClick={() => markRead.mutate({ id: item.id })}>
                Mark read
              </Button>
            )}
          </div>
        )}
      />
    </div>
  );
}
