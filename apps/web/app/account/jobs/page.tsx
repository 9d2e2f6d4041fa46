import { APPLICATION_STATUSES } from '@lp/contract/catalogue';
import type { ApplicationStatus } from '@lp/contract/jobs';
import type { Metadata } from 'next';
import { MyApplicationsList } from '@/features/jobs/components/my-applications-list';
import { RecommendedJobs } from '@/features/jobs/components/recommended-jobs';
import { ApplicationStatusFilter } from '@/features/jobs/components/status-filter';
import { firstParam, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Jobs', robots: { index: false } };

const isStatus = (value: string | undefined): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value ?? '');

export default async function AccountJobsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const type = firstParam(params.type);
  const status = isStatus(type) ? type : undefined;
  const page = Number(firstParam(params.page) ?? '1');
  return (
    <div className="grid gap-12">
      <section>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Jobs</h1>
        <p className="mt-2 mb-6 text-muted-foreground">
          The jobs you applied for, newest first, with where each application stands.
        </p>
        <div className="mb-6">
          <ApplicationStatusFilter active={status} />
        </div>
        <MyApplicationsList key={status ?? 'all'} status={status} page={Number.isInteger(page) && page >= 1 ? page : 1} />
      </section>
      <RecommendedJobs />
    </div>
  );
}
