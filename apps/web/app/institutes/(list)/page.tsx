import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import { Building2 } from 'lucide-react';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ActiveFilters } from '@/components/catalogue/active-filters';
import { InstituteGrid } from '@/components/catalogue/institute-card';
import { EmptyListing, ListingError } from '@/components/catalogue/listing-state';
import { pageHref } from '@/components/catalogue/page-href';
import { Pagination } from '@/components/catalogue/pagination';
import { Link } from '@/components/ui/link';
import { loadInstituteFacets, loadInstitutes } from '@/features/institutes/api/load-institutes';
import {
  activeInstituteFilters,
  InstituteFilters,
  localizedInstituteFacets,
} from '@/features/institutes/components/institute-filters';
import { INSTITUTES_PAGE_SIZE, instituteApiQuery, readInstituteQuery } from '@/features/institutes/institute-query';
import type { SearchParams } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('institutes');
  return { title: t('title'), description: t('metaDescription') };
}

export default async function InstitutesPage({ searchParams }: { searchParams: SearchParams }) {
  const { query, page } = await readInstituteQuery(searchParams);
  const [result, englishFacets, t, locale] = await Promise.all([
    loadInstitutes(instituteApiQuery(query, { page, page_size: INSTITUTES_PAGE_SIZE })),
    loadInstituteFacets(instituteApiQuery(query)),
    getTranslations('institutes'),
    getLocale() as Promise<Locale>,
  ]);
  const facets = localizedInstituteFacets(englishFacets, (group, slug) =>
    t.has(`${group}.${slug}`) ? t(`${group}.${slug}`) : slug,
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
          <Building2 aria-hidden="true" className="size-4" />
          {t('kicker')}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('intro')}</p>
      </header>

      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[18rem_1fr]">
        <div className="lg:sticky lg:top-20">
          <InstituteFilters facets={facets} current={query} />
        </div>
        <section aria-label={t('results')} className="min-w-0">
          <ActiveFilters className="mb-4" basePath="/institutes" query={query} filters={activeInstituteFilters(facets, query)} />
          {!result.ok ? (
            <ListingError status={result.status} message={result.message} firstPageHref={pageHref('/institutes', query, 1)} />
          ) : result.data.results.length === 0 ? (
            <EmptyListing
              message={messageIn(locale, 'noInstitutes')}
              action={
                Object.values(query).some(Boolean) ? (
                  <Link href="/institutes" className="font-medium text-primary hover:underline">
                    {t('clearFilters')}
                  </Link>
                ) : undefined
              }
            />
          ) : (
            <>
              <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
                {t('count', { count: result.data.count })}
              </p>
              <InstituteGrid institutes={result.data.results} headingLevel="h2" columns="2-then-3" />
              <Pagination
                className="mt-10"
                basePath="/institutes"
                query={query}
                page={page}
                count={result.data.count}
                pageSize={INSTITUTES_PAGE_SIZE}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
