import type { CourseCard } from '@lp/contract/catalogue';
import type { Listing } from '@lp/contract/common';
import type { CourseListing } from '@lp/contract/courses';
import { formatCount } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CourseGrid } from '@/components/catalogue/course-card';
import { EmptyListing, ListingError } from '@/components/catalogue/listing-state';
import { pageHref } from '@/components/catalogue/page-href';
import { Pagination } from '@/components/catalogue/pagination';
import { Link } from '@/components/ui/link';
import type { LoadResult } from '@/lib/server-api';

/**
 * A page of a course list with its states: the cards and page links, the spec's empty text,
 * the 404 past the end (MESSAGES.noMoreCourses) or another error.
 */
export function CourseResults({
  result,
  basePath,
  query,
  page,
  pageSize,
  emptyAction,
  withSidebar = false,
}: {
  result: LoadResult<Listing<CourseCard>>;
  basePath: string;
  query: Record<string, string | undefined>;
  page: number;
  pageSize: number;
  emptyAction?: ReactNode;
  /** Beside the filters column: at most three cards a row. */
  withSidebar?: boolean;
}) {
  const t = useTranslations('catalogue');
  const locale = useLocale() as Locale;
  if (!result.ok) {
    return <ListingError status={result.status} message={result.message} firstPageHref={pageHref(basePath, query, 1)} />;
  }
  const listing = result.data;
  const didYouMean = (listing as CourseListing).didYouMean;
  if (listing.results.length === 0) return <EmptyListing message={messageIn(locale, 'noCourses')} action={emptyAction} />;
  const first = (page - 1) * pageSize + 1;
  return (
    <>
      {didYouMean ? (
        <p className="mb-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t.rich('didYouMean', {
            term: query.q ?? '',
            suggestion: didYouMean,
            link: (chunks) => (
              <Link
                href={pageHref(basePath, { ...query, q: didYouMean }, 1)}
                className="font-semibold underline underline-offset-2"
              >
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : null}
      <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
        {listing.count > listing.results.length
          ? t('showingCourses', {
              from: formatCount(first),
              to: formatCount(first + listing.results.length - 1),
              count: formatCount(listing.count),
            })
          : t('courseCount', { count: listing.count })}
      </p>
      <CourseGrid courses={listing.results} headingLevel="h2" priorityFirst columns={withSidebar ? 3 : 4} />
      <Pagination className="mt-10" basePath={basePath} query={query} page={page} count={listing.count} pageSize={pageSize} />
    </>
  );
}
