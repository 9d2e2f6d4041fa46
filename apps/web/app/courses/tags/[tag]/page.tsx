import { tagCoursesPath } from '@lp/contract/courses';
import { Hash } from 'lucide-react';
import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { loadCourses, loadTag } from '@/features/courses/api/load-courses';
import { CourseResults } from '@/features/courses/components/course-results';
import { COURSES_PAGE_SIZE, courseApiQuery, readCourseQuery } from '@/features/courses/course-query';
import type { SearchParams } from '@/lib/search-params';

type Props = { params: Promise<{ tag: string }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tag = await loadTag((await params).tag);
  return { title: `${tag.name} courses`, description: `Courses tagged ${tag.name}, newest first.` };
}

export default async function TagCoursesPage({ params, searchParams }: Props) {
  const tag = await loadTag((await params).tag);
  const { page } = await readCourseQuery(searchParams);
  const result = await loadCourses(courseApiQuery({}, { tag: tag.slug, page, page_size: COURSES_PAGE_SIZE }));
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
          <Hash aria-hidden="true" className="size-4" />
          Tag
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{tag.name} courses</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Every course tagged {tag.name}, newest first.{' '}
          <Link href="/courses" className="font-medium text-primary hover:underline">
            See all courses
          </Link>
        </p>
      </header>
      <section aria-label={`${tag.name} courses`} className="mt-8">
        <CourseResults
          result={result}
          basePath={tagCoursesPath(tag.slug)}
          query={{}}
          page={page}
          pageSize={COURSES_PAGE_SIZE}
          emptyAction={
            <Link href="/courses" className="font-medium text-primary hover:underline">
              Browse all courses
            </Link>
          }
        />
      </section>
    </div>
  );
}
