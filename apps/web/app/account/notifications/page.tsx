import { NOTIFICATION_TYPES, type NotificationKind } from '@lp/contract/notifications';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { TabLinks } from '@/components/ui/tab-links';
import { NotificationsList } from '@/features/notifications/components/notifications-list';
import { firstParam, type SearchParams } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('sections.notifications'), robots: { index: false } };
}

export default async function AccountNotificationsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const value = firstParam(params.type);
  const type = NOTIFICATION_TYPES.find((t) => t === value) as NotificationKind | undefined;
  const page = Number(firstParam(params.page) ?? '1');
  const [account, t] = await Promise.all([getTranslations('account'), getTranslations('notifications')]);
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{account('sections.notifications')}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">{account('intros.notifications')}</p>
      <div className="mb-6">
        <TabLinks
          label={t('typesLabel')}
          active={type}
          tabs={[
            { value: undefined, label: t('all'), href: '/account/notifications' },
            ...NOTIFICATION_TYPES.map((kind) => ({
              value: kind,
              label: t(`types.${kind}`),
              href: `/account/notifications?type=${kind}`,
            })),
          ]}
        />
      </div>
      <IntlClient namespaces={['notifications']}>
        <NotificationsList key={type ?? 'all'} type={type} page={Number.isInteger(page) && page >= 1 ? page : 1} />
      </IntlClient>
    </section>
  );
}
