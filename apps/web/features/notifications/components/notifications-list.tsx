'use client';

import { formatCount } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import type { NotificationKind } from '@lp/contract/notifications';
import { useLocale, useTranslations } from 'next-intl';
import { AccountList } from '@/components/account/account-list';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { RelativeTime } from '@/components/ui/relative-time';
import { cn } from '@/lib/utils';
import { NOTIFICATIONS_PAGE_SIZE, useNotifications } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';

/**
 * The account's notifications, a page at a time, with their read state. Its words follow the
 * page's language; a notification's title and text are the platform's as it sent them.
 */
export function NotificationsList({ type, page }: { type: NotificationKind | undefined; page: number }) {
  const t = useTranslations('notifications');
  const locale = useLocale() as Locale;
  const list = useNotifications(page, type);
  const markRead = useMarkRead();
  const unread = list.data?.unread ?? 0;
  return (
    <div className="grid gap-4">
      {unread > 0 && (
        <div className="flex justify-end">
          <Button size="sm" variant="outline" disabled={markRead.isPending} onClick={() => markRead.mutate({ all: true })}>
            {t('markAllRead', { count: formatCount(unread) })}
          </Button>
        </div>
      )}
      <AccountList
        list={list}
        page={page}
        basePath="/account/notifications"
        query={{ type }}
        pageSize={NOTIFICATIONS_PAGE_SIZE}
        noun={(count) => t('count', { count, shown: formatCount(count) })}
        empty={{ message: messageIn(locale, 'noNotifications'), links: [{ href: '/questions', label: t('visitCommunity') }] }}
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
                {!item.read && <span className="sr-only"> {t('unread')}</span>}
              </p>
              {item.body && <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{item.body}</p>}
              <p className="mt-1 text-xs text-muted-foreground">
                {t(`types.${item.type}`)} · <RelativeTime value={item.createdAt} locale={locale} />
              </p>
            </div>
            {!item.read && (
              <Button size="sm" variant="ghost" onClick={() => markRead.mutate({ id: item.id })}>
                {t('markRead')}
              </Button>
            )}
          </div>
        )}
      />
    </div>
  );
}
