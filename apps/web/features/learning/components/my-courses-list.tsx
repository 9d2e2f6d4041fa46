'use client';

import type { MyCourse, MyCourseType } from '@lp/contract/learning';
import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import { Award, PlayCircle } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { AccountList } from '@/components/account/account-list';
import { DEFAULT_COURSE_IMAGE } from '@/components/catalogue/course-card';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { ProgressBar } from '@/components/ui/progress-bar';
import { RelativeTime } from '@/components/ui/relative-time';
import { MY_COURSES_PAGE_SIZE, useMyCourses } from '../api/get-my-courses';

function MyCourseRow({ item }: { item: MyCourse }) {
  const { course, progress } = item;
  const t = useTranslations('settings');
  const locale = useLocale() as Locale;
  const learn = item.resumeItem ? `/courses/${course.slug}/learn?item=${item.resumeItem.id}` : `/courses/${course.slug}/learn`;
  return (
    <article id={course.slug} className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:flex-row">
      {/* biome-ignore lint/performance/noImgElement: images come from any host; the default is a local SVG */}
      <img
        src={course.imageUrl || DEFAULT_COURSE_IMAGE}
        alt=""
        width={192}
        height={108}
        className="aspect-video w-full shrink-0 rounded-xl bg-muted object-cover sm:w-48"
      />
      <div className="min-w-0 flex-1">
        <h2 className="text-base leading-snug font-semibold">
          <Link href={`/courses/${course.slug}`} className="hover:text-primary">
            {course.title}
          </Link>
        </h2>
        <p className="mt-0.5 text-sm text-muted-foreground">
          {course.institute.name} · {t('myCourses.lastActive')} <RelativeTime value={item.lastActivityAt} locale={locale} />
        </p>
        <div className="mt-3 flex items-center gap-3">
          <ProgressBar label={t('myCourses.progress', { title: course.title })} percent={progress.percent} />
          <span className="shrink-0 text-sm text-muted-foreground">
            {t('myCourses.lessons', { done: progress.completedItems, total: progress.totalItems, percent: progress.percent })}
          </span>
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {item.resumeItem ? (
            <>
              <Link href={learn} className={buttonVariants({ size: 'sm' })}>
                <PlayCircle aria-hidden="true" />
                {t('myCourses.continue')}
              </Link>
              <span className="min-w-0 truncate text-sm text-muted-foreground">
                {t('myCourses.next', { title: item.resumeItem.title })}
              </span>
            </>
          ) : null}
          {item.certificateCode ? (
            <Link href={`/certificates/${item.certificateCode}`} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
              <Award aria-hidden="true" />
              {t('myCourses.certificate')}
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** The account area's registered courses, in progress or completed. */
export function MyCoursesList({ type, page }: { type: MyCourseType | undefined; page: number }) {
  const t = useTranslations('settings');
  const locale = useLocale() as Locale;
  return (
    <AccountList
      list={useMyCourses(type, page)}
      page={page}
      basePath="/account/courses"
      query={{ type }}
      pageSize={MY_COURSES_PAGE_SIZE}
      noun={(count) => t('myCourses.count', { count })}
      empty={{
        message:
          type === 'completed'
            ? messageIn(locale, 'noMyCoursesCompleted')
            : type === 'in-progress'
              ? messageIn(locale, 'noMyCoursesInProgress')
              : messageIn(locale, 'noMyCourses'),
        links: [{ href: '/courses', label: t('myCourses.browse') }],
      }}
      skeletonClassName="h-32"
      renderItem={(item) => <MyCourseRow item={item} />}
    />
  );
}
