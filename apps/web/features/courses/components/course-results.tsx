import type { CourseCard } from '@lp/contract/catalogue';
import { MESSAGES } from '@lp/contract/messages';
import type { ReactNode } from 'react';
import { CourseGrid } from '@/components/catalogue/course-card';
import { EmptyListing, ListingError } from '@/components/catalogue/listing-state';
import { Pagination, pageHref } from '@/components/catalogue/pagination';
import type { ListingResult } from '../api/load-courses';

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
  result: ListingResult<CourseCard>;
  basePath: string;
  query: Record<string, string | undefined>;
  page: number;
  pageSize: number;
  emptyAction?: ReactNode;
  /** Beside the filters column: at most three cards a row. */
  withSidebar?: boolean;
}) {
  if (!result.ok) {
    return <ListingError status={result.status} message={result.message} firstPageHref={pageHref(basePath, query, 1)} />;
  }
  const { listing } = result;
  if (listing.results.length === 0) return <EmptyListing message={MESSAGES.noCourses} action={emptyAction} />;
  const first = (page - 1) * pageSize + 1;
  return (
    <>
      <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
        {listing.count > listing.results.length
          ? `Showing ${first.toLocaleString('en-IN')}–${(first + listing.results.length - 1).toLocaleString('en-IN')} of ${listing.count.toLocaleString('en-IN')} courses`
          : `${listing.count.toLocaleString('en-IN')} ${listing.count === 1 ? 'course' : 'courses'}`}
      </p>
      <CourseGrid courses={listing.results} headingLevel="h2" className={withSidebar ? 'xl:grid-cols-3' : undefined} />
      <Pagination className="mt-10" basePath={basePath} query={query} page={page} count={listing.count} pageSize={pageSize} />
    </>
  );
}
