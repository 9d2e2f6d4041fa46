import { formatCount } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import { Route } from 'lucide-react';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Pagination } from '@/components/catalogue/pagination';
import { RoadmapGrid } from '@/components/catalogue/roadmap-card';
import { StreamChips } from '@/components/catalogue/stream-chips';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { loadRoadmapStreams, loadRoadmaps, ROADMAPS_PAGE_SIZE } from '@/features/roadmaps/api/load-roadmaps';
import { firstParam, type SearchParams } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('roadmaps');
  return { title: t('title'), description: t('metaDescription') };
}

export default async function RoadmapsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const stream = firstParam(params.stream);
  const pageParam = Number(firstParam(params.page) ?? '1');
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const [result, streams] = await Promise.all([loadRoadmaps(stream, page), loadRoadmapStreams()]);
  const [t, catalogue] = await Promise.all([getTranslations('roadmaps'), getTranslations('catalogue')]);
  const locale = (await getLocale()) as Locale;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
          <Route aria-hidden="true" className="size-4" />
          {t('kicker')}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('intro')}</p>
      </header>

      {streams.length > 0 && (
        <div className="mt-8">
          <StreamChips streams={streams} active={stream} basePath="/roadmaps" />
        </div>
      )}

      <section aria-label={t('results')} className="mt-6">
        {result.ok ? (
          result.data.results.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-border p-10 text-center">
              <p className="text-muted-foreground">{messageIn(locale, 'noRoadmaps')}</p>
              {stream && (
                <Link href="/roadmaps" className="mt-3 inline-block font-medium text-primary hover:underline">
                  {t('showAll')}
                </Link>
              )}
            </div>
          ) : (
            <>
              <p className="mb-4 text-sm text-muted-foreground">
                {t('count', { count: result.data.count, shown: formatCount(result.data.count) })}
              </p>
              <RoadmapGrid roadmaps={result.data.results} headingLevel="h2" />
              <Pagination
                className="mt-10"
                basePath="/roadmaps"
                query={{ stream }}
                page={page}
                count={result.data.count}
                pageSize={ROADMAPS_PAGE_SIZE}
              />
            </>
          )
        ) : (
          <Alert tone={result.status === 404 ? 'info' : 'error'} className="flex flex-wrap items-center justify-between gap-3">
            <span>{result.message}</span>
            <Link href={stream ? `/roadmaps?${new URLSearchParams({ stream })}` : '/roadmaps'} className="font-medium underline">
              {catalogue('backToFirstPage')}
            </Link>
          </Alert>
        )}
      </section>
    </div>
  );
}
