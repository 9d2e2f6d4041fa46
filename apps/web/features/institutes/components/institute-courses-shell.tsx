'use client';

import type { CourseCard } from '@lp/contract/catalogue';
import type { Listing } from '@lp/contract/common';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useState } from 'react';
import { EmptyListing } from '@/components/catalogue/listing-state';
import { LoadMoreButton } from '@/components/catalogue/load-more';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { loadOnce, useOnDemand } from '@/lib/load-on-demand';
import { INSTITUTE_COURSES } from './institute-courses-list';

const loadLiveList = loadOnce(() => import('./institute-courses').then((module) => module.InstituteCoursesIsland));

/**
 * An institute's first four courses as rendered on the server, with "Load more": its first press
 * loads the growing list (TanStack Query), which fetches the next four at once. A visitor who does
 * not press it loads none of that (docs/decisions/0021).
 */
export function InstituteCoursesShell({
  instituteId,
  firstPage,
  emptyMessage,
  children,
}: {
  instituteId: number;
  /** MESSAGES.noCourses, passed by the server page so that this does not load the message table. */
  emptyMessage: string;
  /** The first page's cards, rendered on the server (`InstituteCoursesList`). */
  children: ReactNode;
  /** Null when the server could not fetch it: the live list then loads at once and asks itself. */
  firstPage: Listing<CourseCard> | null;
}) {
  const t = useTranslations('institutes');
  const { loaded: LiveList, failed, start } = useOnDemand(loadLiveList);
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    if (!firstPage) start();
  }, [firstPage, start]);

  if (LiveList)
    return <LiveList instituteId={instituteId} firstPage={firstPage} loadMoreOnMount={pressed} emptyMessage={emptyMessage} />;
  if (!firstPage) {
    return failed ? (
      <Alert tone="error">{t('failed')}</Alert>
    ) : (
      <div className="grid gap-4 sm:grid-cols-2" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-72 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (firstPage.count === 0) return <EmptyListing message={emptyMessage} />;
  return (
    <div className={INSTITUTE_COURSES}>
      {children}
      {failed ? <Alert tone="error">{t('failed')}</Alert> : null}
      <LoadMoreButton
        hasMore={firstPage.next !== null}
        loading={pressed && !failed}
        onClick={() => {
          setPressed(true);
          start();
        }}
        label={t('loadMoreCourses')}
      />
    </div>
  );
}
