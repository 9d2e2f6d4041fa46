import { tagCoursesPath } from '@lp/contract/courses';
import { Hash } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { loadCourses, loadTag } from '@/features/courses/api/load-courses';
import { CourseResults } from '@/features/courses/components/course-results';
import { COURSES_PAGE_SIZE, courseApiQuery, readCourseQuery } from '@/features/courses/course-query';
import type { SearchParams } from '@/lib/search-params';

type Props = { params: Promise<{ tag: string }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tag = await loadTag((await params).tag);
  const t = await getTranslations('learn.tag');
  return { title: t('title', { tag: tag.name }), description: t('description', { tag: tag.name }) };
}

export default async function TagCoursesPage({ params, searchParams }: Props) {
  const tag = await loadTag((await params).tag);
  const { page } = await readCourseQuery(searchParams);
  const result = await loadCourses(courseApiQuery({}, { tag: tag.slug, page, page_size: COURSES_PAGE_SIZE }));
  const t = await getTranslations('learn.tag');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
          <Hash aria-hidden="true" className="size-4" />
          {t('eyebrow')}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t('title', { tag: tag.name })}</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          {t('intro', { tag: tag.name })}{' '}
          <Link href="/courses" className="font-medium text-primary hover:underline">
            {t('seeAll')}
          </Link>
        </p>
      </header>
      <section aria-label={t('title', { tag: tag.name })} className="mt-8">
        <CourseResults
          result={result}
          basePath={tagCoursesPath(tag.slug)}
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
