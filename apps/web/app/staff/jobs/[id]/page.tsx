import { APPLICATION_STATUSES } from '@lp/contract/catalogue';
import type { ApplicationStatus } from '@lp/contract/jobs';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ApplicantsScreen } from '@/features/hiring/components/applicants-screen';
import { firstParam, type SearchParams } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('hiring');
  return { title: t('applicants.title') };
}

export default async function StaffJobApplicantsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: SearchParams;
}) {
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id < 1) notFound();
  const query = await searchParams;
  const requested = firstParam(query.status);
  const status: ApplicationStatus | undefined = APPLICATION_STATUSES.find((value) => value === requested);
  const page = Number(firstParam(query.page) ?? '1');
  return <ApplicantsScreen jobId={id} status={status} page={Number.isInteger(page) && page >= 1 ? page : 1} />;
}
