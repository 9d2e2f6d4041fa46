import { NOTIFICATION_TYPE_LABELS, NOTIFICATION_TYPES, type NotificationKind } from '@lp/contract/notifications';
import type { Metadata } from 'next';
import { TabLinks } from '@/components/ui/tab-links';
import { NotificationsList } from '@/features/notifications/components/notifications-list';
import { firstParam, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Notifications', robots: { index: false } };

export default async function AccountNotificationsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const value = firstParam(params.type);
  const type = NOTIFICATION_TYPES.find((t) => t === value) as NotificationKind | undefined;
  const page = Number(firstParam(params.page) ?? '1');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Notifications</h1>
      <p className="mt-2 mb-6 text-muted-foreground">Answers, votes, likes and comments, and news about your courses and jobs.</p>
      <div className="mb-6">
        <TabLinks
          label="Notification types"
          active={type}
          tabs={[
            { value: undefined, label: 'All', href: '/account/notifications' },
            ...NOTIFICATION_TYPES.map((t) => ({
              value: t,
              label: NOTIFICATION_TYPE_LABELS[t],
              href: `/account/notifications?type=${t}`,
            })),
          ]}
        />
      </div>
      <NotificationsList key={type ?? 'all'} type={type} page={Number.isInteger(page) && page >= 1 ? page : 1} />
    </section>
  );
}
