import { CASE_STATUSES, type CaseStatus } from '@lp/contract/staff';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CaseScreen } from '@/features/staff/components/case-screen';
import { firstParam, type SearchParams } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staff');
  return { title: t('case.metaTitle') };
}

export default async function StaffCasePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: SearchParams;
}) {
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id < 1) notFound();
  const requested = firstParam((await searchParams).status);
  const queue: CaseStatus = CASE_STATUSES.find((value) => value === requested) ?? 'open';
  return <CaseScreen id={id} queue={queue} />;
}
