import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import { Bug } from 'lucide-react';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/catalogue/card-grid';
import { Pagination } from '@/components/catalogue/pagination';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { loadProblemFilters, loadProblems } from '@/features/fixme/api/load-problems';
import { FixmeFilters } from '@/features/fixme/components/fixme-filters';
import { ProblemCard } from '@/features/fixme/components/problem-card';
import { FIXME_PAGE_SIZE, FIXME_QUERY_KEYS, type FixmeUrlQuery, fixmeQueryString } from '@/features/fixme/fixme-query';
import { firstParam, type SearchParams } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('fixme');
  return { title: t('title'), description: t('metaDescription') };
}

export default async function FixmePage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const query: FixmeUrlQuery = {};
  for (const key of FIXME_QUERY_KEYS) query[key] = firstParam(params[key]);
  const pageParam = Number(firstParam(params.page) ?? '1');
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const filtered = FIXME_QUERY_KEYS.some((key) => query[key]);
  const [result, facets] = await Promise.all([loadProblems(query, page), loadProblemFilters(query)]);
  const firstPage = fixmeQueryString(query);
  const [t, locale] = await Promise.all([getTranslations('fixme'), getLocale() as Promise<Locale>]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
          <Bug aria-hidden="true" className="size-4" />
          {t('kicker')}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('intro')}</p>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[17rem_1fr]">
        <aside>
          <FixmeFilters key={firstPage} facets={facets} current={query} />
        </aside>
        <section aria-label={t('problems')} className="min-w-0">
          {result.ok ? (
            result.data.results.length === 0 ? (
              <div className="rounded-2xl border border-dashed border-border p-10 text-center">
                <p className="text-muted-foreground">{messageIn(locale, 'noFixmeProblems')}</p>
                {filtered && (
                  <Link href="/fixme" className="mt-3 inline-block font-medium text-primary hover:underline">
                    {t('showAll')}
                  </Link>
                )}
              </div>
            ) : (
              <>
                <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
                  {t('problemCount', { count: result.data.count })}
                </p>
                <CardGrid items={result.data.results} columns="2-then-3">
                  {(problem) => <ProblemCard problem={problem} />}
                </CardGrid>
                <Pagination
                  className="mt-10"
                  basePath="/fixme"
                  query={query}
                  page={page}
                  count={result.data.count}
                  pageSize={FIXME_PAGE_SIZE}
                />
              </>
            )
          ) : (
            <Alert tone={result.status === 404 ? 'info' : 'error'} className="flex flex-wrap items-center justify-between gap-3">
              <span>{result.status === 404 ? messageIn(locale, 'noMoreFixmeProblems') : result.message}</span>
              <Link
                href={result.status === 404 && firstPage ? `/fixme?${firstPage}` : '/fixme'}
                className="font-medium underline"
              >
                {result.status === 404 ? t('backToFirstPage') : t('showAll')}
              </Link>
            </Alert>
          )}
        </section>
      </div>
    </div>
  );
}
