'use client';

import type { Locale } from '@lp/contract/locale';
import type { StudioStatus } from '@lp/contract/studio';
import { Plus } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { LoadFailed } from '@/components/ui/load-failed';
import { RelativeTime } from '@/components/ui/relative-time';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { STUDIO_PAGE_SIZE, useStudioCourses } from '../api/studio';
import { StatusBadge } from './status-badge';

const FILTERS = ['all', 'draft', 'published'] as const satisfies readonly (StudioStatus | 'all')[];

/** "My courses": drafts and published courses of the instructor's institutes, last edited first, and "New course". */
export function StudioCoursesScreen({ status, page }: { status: StudioStatus | 'all'; page: number }) {
  const list = useStudioCourses(status, page);
  const t = useTranslations('studio');
  const locale = useLocale() as Locale;
  const href = (s: StudioStatus | 'all', p = 1) =>
    `/staff/studio?${new URLSearchParams({ ...(s !== 'all' ? { status: s } : {}), ...(p > 1 ? { page: String(p) } : {}) })}`;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={t('statusNav')} className="flex gap-1">
          {FILTERS.map((f) => (
            <Link
              key={f}
              href={href(f)}
              aria-current={f === status ? 'page' : undefined}
              className={cn(buttonVariants({ variant: f === status ? 'secondary' : 'ghost', size: 'sm' }))}
            >
              {t(`filters.${f}`)}
            </Link>
          ))}
        </nav>
        <Link href="/staff/studio/new" className={buttonVariants()}>
          <Plus aria-hidden="true" />
          {t('newCourse')}
        </Link>
      </div>
      {list.isPending ? (
        <Skeleton className="h-40" />
      ) : list.isError ? (
        <LoadFailed what="yourCourses" onRetry={() => list.refetch()} />
      ) : list.data.results.length === 0 ? (
        <p className="text-muted-foreground">{t('noCourses')}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t('courseCount', { count: list.data.count })}</p>
          <ul className="grid gap-3">
            {list.data.results.map((course) => (
              <li key={course.id} className="rounded-2xl border border-border bg-card p-4 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h2 className="text-base font-semibold">
                      <Link
                        href={`/staff/studio/courses/${course.id}`}
                        className="underline-offset-4 hover:text-primary hover:underline"
                      >
                        {course.title}
                      </Link>
                    </h2>
                    <p className="text-sm text-muted-foreground">
                      {t.rich('courseFacts', {
                        institute: course.institute.name,
                        modules: course.modules,
                        items: course.items,
                        time: () => <RelativeTime value={course.changedAt} locale={locale} />,
                      })}
                    </p>
                  </div>
                  <StatusBadge course={course} />
                </div>
              </li>
            ))}
          </ul>
          <div className="flex gap-2">
            {page > 1 ? (
              <Link href={href(status, page - 1)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                {t('previous')}
              </Link>
            ) : null}
            {list.data.next ? (
              <Link href={href(status, list.data.next)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                {t('next')}
              </Link>
            ) : null}
          </div>
          <p className="sr-only">{t('perPage', { count: STUDIO_PAGE_SIZE })}</p>
        </>
      )}
    </div>
  );
}
