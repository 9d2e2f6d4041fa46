import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { SubscriptionHistoryList } from '@/features/subscriptions/components/payments-list';
import { SubscriptionOverview } from '@/features/subscriptions/components/subscription-overview';
import { firstParam, type SearchParams } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('sections.subscriptions'), robots: { index: false } };
}

export default async function AccountSubscriptionsPage({ searchParams }: { searchParams: SearchParams }) {
  const welcome = firstParam((await searchParams).welcome) === '1';
  const t = await getTranslations('account');
  return (
    <div className="grid gap-10">
      <section>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('sections.subscriptions')}</h1>
        <p className="mt-2 mb-6 text-muted-foreground">{t('intros.subscriptions')}</p>
        <IntlClient namespaces={['premium']}>
          <SubscriptionOverview welcome={welcome} />
        </IntlClient>
      </section>
      <section aria-labelledby="history-heading">
        <h2 id="history-heading" className="mb-4 text-xl font-semibold tracking-tight">
          {t('historyAndReceipts')}
        </h2>
        <IntlClient namespaces={['premium']}>
          <SubscriptionHistoryList />
        </IntlClient>
      </section>
    </div>
  );
}
