import { JOB_STATUSES } from '@lp/contract/catalogue';
import type { JobStatus } from '@lp/contract/hiring';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JobsScreen } from '@/features/hiring/components/jobs-screen';
import { firstParam, type SearchParams } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('hiring');
  return { title: t('jobs.title') };
}

export default async function StaffJobsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const requested = firstParam(params.status);
  const status: JobStatus | undefined = JOB_STATUSES.find((value) => value === requested);
  const page = Number(firstParam(params.page) ?? '1');
  return <JobsScreen status={status} page={Number.isInteger(page) && page >= 1 ? page : 1} />;
}
