import { CASE_STATUSES, type CaseStatus } from '@lp/contract/staff';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ReviewQueue } from '@/features/staff/components/review-queue';
import { firstParam, type SearchParams } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staff');
  return { title: t('nav.pages.queue') };
}

export default async function StaffQueuePage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const requested = firstParam(params.status);
  const status: CaseStatus = CASE_STATUSES.find((value) => value === requested) ?? 'open';
  const page = Number(firstParam(params.page) ?? '1');
  const t = await getTranslations('staff');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('nav.pages.queue')}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">{t('queue.intro')}</p>
      <ReviewQueue status={status} page={Number.isInteger(page) && page >= 1 ? page : 1} />
    </section>
  );
}
