'use client';

import type { CourseCard } from '@lp/contract/catalogue';
import type { Listing } from '@lp/contract/common';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { EmptyListing } from '@/components/catalogue/listing-state';
import { LoadMoreButton } from '@/components/catalogue/load-more';
import { withQueryProvider } from '@/components/query-provider';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-error';
import { useInstituteCourses } from '../api/get-institute-courses';
import { INSTITUTE_COURSES, InstituteCoursesList } from './institute-courses-list';

type Props = {
  instituteId: number;
  firstPage: Listing<CourseCard> | null;
  /** The visitor pressed "Load more" before this code loaded: fetch the next page at once. */
  loadMoreOnMount?: boolean;
  /** MESSAGES.noCourses in the page's language, from the server page. */
  emptyMessage: string;
};

/** Loaded by `InstituteCoursesShell` on the first "Load more", with its own TanStack Query provider. */
export const InstituteCoursesIsland = withQueryProvider(InstituteCourses);

/**
 * The institute's courses, four at a time: page 1 comes rendered with the page, "Load more"
 * appends the next four (/api/core/courses?institute=<id>&page_size=4&page=N).
 */
function InstituteCourses({ instituteId, firstPage, loadMoreOnMount, emptyMessage }: Props) {
  const t = useTranslations('institutes');
  const courses = useInstituteCourses(instituteId, firstPage);
  const pendingLoadMore = useRef(loadMoreOnMount);
  useEffect(() => {
    if (!pendingLoadMore.current) return;
    pendingLoadMore.current = false;
    void courses.fetchNextPage();
  }, [courses.fetchNextPage]);
  const results = courses.data?.pages.flatMap((page) => page.results) ?? [];
  const count = courses.data?.pages[0]?.count ?? 0;
  const listRef = useRef<HTMLDivElement>(null);
  const shown = useRef(results.length);

  // After "Load more", move focus to the first new card so keyboard users continue from there.
  useEffect(() => {
    if (results.length > shown.current && shown.current > 0) {
      const links = listRef.current?.querySelectorAll<HTMLAnchorElement>('article h3 a');
      links?.[shown.current]?.focus();
    }
    shown.current = results.length;
  }, [results.length]);

  if (courses.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-72 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (courses.isError && results.length === 0) {
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>{courses.error instanceof ApiError ? courses.error.message : t('failed')}</span>
        <Button size="sm" variant="outline" onClick={() => courses.refetch()}>
          {t('tryAgain')}
        </Button>
      </Alert>
    );
  }
  if (results.length === 0) return <EmptyListing message={emptyMessage} />;

  return (
    <div ref={listRef} className={INSTITUTE_COURSES}>
      <InstituteCoursesList courses={results} count={count} />
      {courses.isFetchNextPageError ? (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>{courses.error instanceof ApiError ? courses.error.message : t('failed')}</span>
          <Button size="sm" variant="outline" onClick={() => courses.fetchNextPage()}>
            {t('tryAgain')}
          </Button>
        </Alert>
      ) : (
        <LoadMoreButton
          hasMore={courses.hasNextPage}
          loading={courses.isFetchingNextPage}
          onClick={() => courses.fetchNextPage()}
          label={t('loadMoreCourses')}
        />
      )}
    </div>
  );
}
