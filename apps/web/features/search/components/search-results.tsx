import type { Listing } from '@lp/contract/common';
import { formatCount } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import { translateMessage } from '@lp/contract/message-locale';
import { MESSAGES } from '@lp/contract/messages';
import type { SearchCards, SearchGroup } from '@lp/contract/search';
import type { SearchableModel } from '@lp/contract/search-models';
import { ArrowRight, SearchX } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Pagination } from '@/components/catalogue/pagination';
import { Link } from '@/components/ui/link';
import { searchHref } from '../search-paths';
import { type FeatureCards, SearchResultGrid } from './search-result-grid';

/** SPEC §8: no search results for the term. */
export function NoSearchResults({ term, children }: { term: string; children?: ReactNode }) {
  const t = useTranslations('search');
  const locale = useLocale() as Locale;
  return (
    <div className="rounded-2xl border border-dashed border-border px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
      <p className="mt-4 text-lg font-medium">{translateMessage(MESSAGES.noSearchResults(term), locale)}</p>
      <p className="mt-2 text-sm text-muted-foreground">{t('checkSpelling')}</p>
      {children}
    </div>
  );
}

/** The "All" tab: each type that has results, its first few cards and a link to all of them. */
export function AllResults({ term, groups, cards }: { term: string; groups: SearchGroup[]; cards: FeatureCards }) {
  const t = useTranslations('search');
  const found = groups.filter((group) => group.count > 0);
  if (found.length === 0) return <NoSearchResults term={term} />;
  return (
    <div className="space-y-12">
      {found.map((group) => {
        const headingId = `search-group-${group.model}`;
        return (
          <section key={group.model} aria-labelledby={headingId}>
            <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2 id={headingId} className="text-xl font-semibold tracking-tight">
                {t(`models.${group.model}`)}
                <span className="ml-2 text-base font-normal text-muted-foreground tabular-nums">{formatCount(group.count)}</span>
              </h2>
              {group.count > group.results.length && (
                <Link
                  href={searchHref(term, group.model)}
                  className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
                >
                  {t('seeAll', { found: t(`nouns.${group.model}`, { count: group.count }) })}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              )}
            </div>
            <SearchResultGrid group={group} headingLevel="h3" cards={cards} />
          </section>
        );
      })}
    </div>
  );
}

/** One type's tab: its cards a page at a time. */
export function TypeResults<M extends SearchableModel>({
  term,
  model,
  listing,
  page,
  pageSize,
  cards,
}: {
  term: string;
  model: M;
  listing: Listing<SearchCards[M]>;
  page: number;
  pageSize: number;
  cards: FeatureCards;
}) {
  const t = useTranslations('search');
  if (listing.count === 0) {
    return (
      <NoSearchResults term={term}>
        <Link href={searchHref(term)} className="mt-4 inline-block font-medium text-primary hover:underline">
          {t('everyType')}
        </Link>
      </NoSearchResults>
    );
  }
  const group = { model, count: listing.count, results: listing.results } as SearchGroup;
  return (
    <>
      <p className="mb-4 text-sm text-muted-foreground">
        {t('countFor', { found: t(`nouns.${model as SearchableModel}`, { count: listing.count }), term })}
      </p>
      <SearchResultGrid group={group} headingLevel="h2" cards={cards} />
      <Pagination
        className="mt-10"
        basePath="/search"
        query={{ term, type: model }}
        page={page}
        count={listing.count}
        pageSize={pageSize}
      />
    </>
  );
}
