import { formatCount } from '@lp/contract/format';
import { MESSAGES } from '@lp/contract/messages';
import { Briefcase } from 'lucide-react';
import type { Metadata } from 'next';
import { JobGrid } from '@/components/catalogue/job-card';
import { Pagination } from '@/components/catalogue/pagination';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { SectionBanner } from '@/features/banners/components/section-banner';
import { loadJobFilters } from '@/features/jobs/api/load-job-filters';
import { loadJobs } from '@/features/jobs/api/load-jobs';
import { JobFilters } from '@/features/jobs/components/job-filters';
import { JOB_QUERY_KEYS, JOBS_PAGE_SIZE, type JobsUrlQuery, jobsQueryString } from '@/features/jobs/jobs-query';
import { firstParam, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = {
  title: 'Jobs',
  description:
    'Jobs and internships across India: filter by city, stream, job type, work mode and experience, and apply with your résumé.',
};

export default async function JobsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const query: JobsUrlQuery = {};
  for (const key of JOB_QUERY_KEYS) query[key] = firstParam(params[key]);
  const pageParam = Number(firstParam(params.page) ?? '1');
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const filtered = JOB_QUERY_KEYS.some((key) => query[key]);

  const [result, facets] = await Promise.all([loadJobs(query, page), loadJobFilters(query)]);
  const firstPage = jobsQueryString(query);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
          <Briefcase aria-hidden="true" className="size-4" />
          Careers
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Jobs</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Full-time roles, internships and contract work from employers across India. Apply with your résumé in a minute.
        </p>
      </header>

      <SectionBanner type="jobs" className="mt-8" />

      <div className="mt-8 grid gap-8 lg:grid-cols-[17rem_1fr]">
        <aside>
          <JobFilters key={firstPage} facets={facets} current={query} />
        </aside>

        <section aria-label="Job results" className="min-w-0">
          {result.ok ? (
            result.data.results.length === 0 ? (
              <div className="rounded-2xl border border-dashed border-border p-10 text-center">
                <p className="text-muted-foreground">{MESSAGES.noJobs}</p>
                {filtered && (
                  <Link href="/jobs" className="mt-3 inline-block font-medium text-primary hover:underline">
                    Show all jobs
                  </Link>
                )}
              </div>
            ) : (
              <>
                <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
                  {formatCount(result.data.count)} {result.data.count === 1 ? 'job' : 'jobs'}
                </p>
                <JobGrid jobs={result.data.results} headingLevel="h2" columns="2-then-3" />
                <Pagination
                  className="mt-10"
                  basePath="/jobs"
                  query={query}
                  page={page}
                  count={result.data.count}
                  pageSize={JOBS_PAGE_SIZE}
                />
              </>
            )
          ) : (
            <Alert tone={result.status === 404 ? 'info' : 'error'} className="flex flex-wrap items-center justify-between gap-3">
              <span>{result.status === 404 ? MESSAGES.noMoreJobs : result.message}</span>
              <Link href={result.status === 404 && firstPage ? `/jobs?${firstPage}` : '/jobs'} className="font-medium underline">
                {result.status === 404 ? 'Back to the first page' : 'Show all jobs'}
              </Link>
            </Alert>
          )}
        </section>
      </div>
    </div>
  );
}
