import type { Metadata } from 'next';
import { SubscriptionHistoryList } from '@/features/subscriptions/components/payments-list';
import { SubscriptionOverview } from '@/features/subscriptions/components/subscription-overview';
import { firstParam, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Subscriptions', robots: { index: false } };

export default async function AccountSubscriptionsPage({ searchParams }: { searchParams: SearchParams }) {
  const welcome = firstParam((await searchParams).welcome) === '1';
  return (
    <div className="grid gap-10">
      <section>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Subscriptions</h1>
        <p className="mt-2 mb-6 text-muted-foreground">Your premium plan, when it renews, and a receipt for every payment.</p>
        <SubscriptionOverview welcome={welcome} />
      </section>
      <section aria-labelledby="history-heading">
        <h2 id="history-heading" className="mb-4 text-xl font-semibold tracking-tight">
          History and receipts
        </h2>
        <SubscriptionHistoryList />
      </section>
    </div>
  );
}
