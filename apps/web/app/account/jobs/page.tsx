import { APPLICATION_STATUSES } from '@lp/contract/catalogue';
import type { ApplicationStatus } from '@lp/contract/jobs';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { MyApplicationsList } from '@/features/jobs/components/my-applications-list';
import { RecommendedJobs } from '@/features/jobs/components/recommended-jobs';
import { ApplicationStatusFilter } from '@/features/jobs/components/status-filter';
import { firstParam, type SearchParams } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('jobs');
  return { title: t('title'), robots: { index: false } };
}

const isStatus = (value: string | undefined): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value ?? '');

export default async function AccountJobsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const type = firstParam(params.type);
  const status = isStatus(type) ? type : undefined;
  const page = Number(firstParam(params.page) ?? '1');
  const t = await getTranslations('jobs');
  return (
    <IntlClient namespaces={['jobs']}>
      <div className="grid gap-12">
        <section>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
          <p className="mt-2 mb-6 text-muted-foreground">{t('accountIntro')}</p>
          <div className="mb-6">
            <ApplicationStatusFilter active={status} />
          </div>
          <MyApplicationsList key={status ?? 'all'} status={status} page={Number.isInteger(page) && page >= 1 ? page : 1} />
        </section>
        <RecommendedJobs />
      </div>
    </IntlClient>
  );
}
