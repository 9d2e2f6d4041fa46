import { POINTS } from '@lp/contract/constants';
import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import { Presentation } from 'lucide-react';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Pagination } from '@/components/catalogue/pagination';
import { SlideDeckGrid } from '@/components/catalogue/slide-deck-card';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { loadFeaturedSlides, loadSlides, SLIDES_PAGE_SIZE } from '@/features/learning/api/load-slides';
import { firstParam, type SearchParams } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('slides.page');
  return { title: t('title'), description: t('description') };
}

/** The slides list: the featured decks in a row on the first page, then the others in a paged grid. */
export default async function SlidesPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const pageParam = Number(firstParam(params.page) ?? '1');
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const [result, featured] = await Promise.all([loadSlides(page), page === 1 ? loadFeaturedSlides() : null]);
  const t = await getTranslations('slides.page');
  const catalogue = await getTranslations('catalogue');
  const locale = (await getLocale()) as Locale;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
          <Presentation aria-hidden="true" className="size-4" />
          {t('eyebrow')}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('intro', { points: POINTS.slideDeck })}</p>
      </header>

      {featured && featured.length > 0 ? (
        <section aria-labelledby="featured-heading" className="mt-10">
          <h2 id="featured-heading" className="mb-4 text-xl font-semibold">
            {t('featured')}
          </h2>
          <SlideDeckGrid decks={featured} headingLevel="h3" phoneRow />
        </section>
      ) : null}

      <section aria-labelledby="more-heading" className="mt-10">
        <h2 id="more-heading" className="mb-1 text-xl font-semibold">
          {featured && featured.length > 0 ? t('more') : t('decks')}
        </h2>
        {result.ok ? (
          result.data.results.length === 0 ? (
            <div className="mt-4 rounded-2xl border border-dashed border-border p-10 text-center">
              <p className="text-muted-foreground">{messageIn(locale, 'noSlides')}</p>
            </div>
          ) : (
            <>
              <p className="mb-4 text-sm text-muted-foreground">{t('count', { count: result.data.count })}</p>
              <SlideDeckGrid decks={result.data.results} headingLevel="h3" />
              <Pagination
                className="mt-10"
                basePath="/slides"
                query={{}}
                page={page}
                count={result.data.count}
                pageSize={SLIDES_PAGE_SIZE}
              />
            </>
          )
        ) : (
          <Alert
            tone={result.status === 404 ? 'info' : 'error'}
            className="mt-4 flex flex-wrap items-center justify-between gap-3"
          >
            <span>{result.message}</span>
            <Link href="/slides" className="font-medium underline">
              {catalogue('backToFirstPage')}
            </Link>
          </Alert>
        )}
      </section>
    </div>
  );
}
