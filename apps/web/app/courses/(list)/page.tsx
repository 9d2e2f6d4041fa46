import type { Locale } from '@lp/contract/locale';
import { BookOpen, Sparkles } from 'lucide-react';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ActiveFilters } from '@/components/catalogue/active-filters';
import { Link } from '@/components/ui/link';
import { SectionBanner } from '@/features/banners/components/section-banner';
import { loadCourseFacets, loadCourses } from '@/features/courses/api/load-courses';
import { activeCourseFilters, CourseFilters } from '@/features/courses/components/course-filters';
import { CourseResults } from '@/features/courses/components/course-results';
import {
  COURSE_FILTER_KEYS,
  COURSES_PAGE_SIZE,
  type CourseUrlQuery,
  courseApiQuery,
  hasFilters,
  readCourseQuery,
} from '@/features/courses/course-query';
import type { SearchParams } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('catalogue');
  return { title: t('coursesTitle'), description: t('coursesDescription') };
}

export default async function CoursesPage({ searchParams }: { searchParams: SearchParams }) {
  const { query, page } = await readCourseQuery(searchParams);
  const t = await getTranslations('catalogue');
  const locale = (await getLocale()) as Locale;
  const filtersOnly: CourseUrlQuery = Object.fromEntries(COURSE_FILTER_KEYS.map((key) => [key, query[key]]));
  const [result, facets] = await Promise.all([
    loadCourses(courseApiQuery(query, { page, page_size: COURSES_PAGE_SIZE })),
    loadCourseFacets(courseApiQuery(filtersOnly)),
  ]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
            <BookOpen aria-hidden="true" className="size-4" />
            {t('coursesKicker')}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t('coursesTitle')}</h1>
          <p className="mt-3 text-lg text-muted-foreground">{t('coursesIntro')}</p>
        </div>
        <Link
          href="/courses/featured"
          className="inline-flex items-center gap-1.5 rounded-full border border-indigo-200 bg-primary-soft px-3 py-1.5 text-sm font-medium text-indigo-800 hover:bg-indigo-100"
        >
          <Sparkles aria-hidden="true" className="size-4" />
          {t('featuredCourses')}
        </Link>
      </header>

      <SectionBanner type="courses" className="mt-8" />

      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[18rem_1fr]">
        <div className="lg:sticky lg:top-20">
          <CourseFilters facets={facets} current={query} />
        </div>
        <section aria-label={t('courseResults')} className="min-w-0">
          <ActiveFilters
            className="mb-4"
            basePath="/courses"
            query={query}
            filters={activeCourseFilters(facets, query, t, locale)}
            keep={['sort']}
          />
          <CourseResults
            result={result}
            basePath="/courses"
            query={query}
            page={page}
            pageSize={COURSES_PAGE_SIZE}
            withSidebar
            emptyAction={
              hasFilters(query) ? (
                <Link href="/courses" className="font-medium text-primary hover:underline">
                  {t('clearFilters')}
                </Link>
              ) : undefined
            }
          />
        </section>
      </div>
    </div>
  );
}
