import { CASE_STATUSES, type CaseStatus } from '@lp/contract/staff';
import type { Metadata } from 'next';
import { ReviewQueue } from '@/features/staff/components/review-queue';
import { firstParam, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Review queue' };

export default async function StaffQueuePage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const requested = firstParam(params.status);
  const status: CaseStatus = CASE_STATUSES.find((value) => value === requested) ?? 'open';
  const page = Number(firstParam(params.page) ?? '1');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Review queue</h1>
      <p className="mt-2 mb-6 text-muted-foreground">Reported questions, answers, posts and comments, oldest first.</p>
      <ReviewQueue status={status} page={Number.isInteger(page) && page >= 1 ? page : 1} />
    </section>
  );
}
