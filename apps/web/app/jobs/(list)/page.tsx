import { formatCount } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import { Briefcase } from 'lucide-react';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
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

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('jobs');
  return { title: t('title'), description: t('metaDescription') };
}

export default async function JobsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const query: JobsUrlQuery = {};
  for (const key of JOB_QUERY_KEYS) query[key] = firstParam(params[key]);
  const pageParam = Number(firstParam(params.page) ?? '1');
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const filtered = JOB_QUERY_KEYS.some((key) => query[key]);

  const [result, facets] = await Promise.all([loadJobs(query, page), loadJobFilters(query)]);
  const firstPage = jobsQueryString(query);
  const [t, catalogue] = await Promise.all([getTranslations('jobs'), getTranslations('catalogue')]);
  const locale = (await getLocale()) as Locale;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
          <Briefcase aria-hidden="true" className="size-4" />
          {t('kicker')}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('intro')}</p>
      </header>

      <SectionBanner type="jobs" className="mt-8" />

      <div className="mt-8 grid gap-8 lg:grid-cols-[17rem_1fr]">
        <aside>
          <JobFilters key={firstPage} facets={facets} current={query} />
        </aside>

        <section aria-label={t('results')} className="min-w-0">
          {result.ok ? (
            result.data.results.length === 0 ? (
              <div className="rounded-2xl border border-dashed border-border p-10 text-center">
                <p className="text-muted-foreground">{messageIn(locale, 'noJobs')}</p>
                {filtered && (
                  <Link href="/jobs" className="mt-3 inline-block font-medium text-primary hover:underline">
                    {t('showAll')}
                  </Link>
                )}
              </div>
            ) : (
              <>
                <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
                  {t('count', { count: result.data.count, shown: formatCount(result.data.count) })}
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
              <span>{result.status === 404 ? messageIn(locale, 'noMoreJobs') : result.message}</span>
              <Link href={result.status === 404 && firstPage ? `/jobs?${firstPage}` : '/jobs'} className="font-medium underline">
                {result.status === 404 ? catalogue('backToFirstPage') : t('showAll')}
              </Link>
            </Alert>
          )}
        </section>
      </div>
    </div>
  );
}
