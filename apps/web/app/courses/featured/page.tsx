import { Sparkles } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { loadFeaturedCourses } from '@/features/courses/api/load-courses';
import { CourseResults } from '@/features/courses/components/course-results';
import { COURSES_PAGE_SIZE, courseApiQuery, readCourseQuery } from '@/features/courses/course-query';
import type { SearchParams } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('learn.featured');
  return { title: t('title'), description: t('description') };
}

export default async function FeaturedCoursesPage({ searchParams }: { searchParams: SearchParams }) {
  const { page } = await readCourseQuery(searchParams);
  const result = await loadFeaturedCourses(courseApiQuery({}, { page, page_size: COURSES_PAGE_SIZE }));
  const t = await getTranslations('learn.featured');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
          <Sparkles aria-hidden="true" className="size-4" />
          {t('eyebrow')}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          {t('intro')}{' '}
          <Link href="/courses" className="font-medium text-primary hover:underline">
            {t('seeAll')}
          </Link>
        </p>
      </header>
      <section aria-label={t('title')} className="mt-8">
        <CourseResults
          result={result}
          basePath="/courses/featured"
          query={{}}
          page={page}
          pageSize={COURSES_PAGE_SIZE}
          emptyAction={
            <Link href="/courses" className="font-medium text-primary hover:underline">
              {t('browseAll')}
            </Link>
          }
        />
      </section>
    </div>
  );
}
