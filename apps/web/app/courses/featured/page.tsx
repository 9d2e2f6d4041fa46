import { Sparkles } from 'lucide-react';
import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { loadFeaturedCourses } from '@/features/courses/api/load-courses';
import { CourseResults } from '@/features/courses/components/course-results';
import { COURSES_PAGE_SIZE, courseApiQuery, readCourseQuery } from '@/features/courses/course-query';
import type { SearchParams } from '@/lib/search-params';

export const metadata: Metadata = {
  title: 'Featured courses',
  description: 'Hand-picked courses, best rated first.',
};

export default async function FeaturedCoursesPage({ searchParams }: { searchParams: SearchParams }) {
  const { page } = await readCourseQuery(searchParams);
  const result = await loadFeaturedCourses(courseApiQuery({}, { page, page_size: COURSES_PAGE_SIZE }));
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
          <Sparkles aria-hidden="true" className="size-4" />
          Hand-picked
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Featured courses</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Our pick of courses learners love, best rated first.{' '}
          <Link href="/courses" className="font-medium text-primary hover:underline">
            See all courses
          </Link>
        </p>
      </header>
      <section aria-label="Featured courses" className="mt-8">
        <CourseResults
          result={result}
          basePath="/courses/featured"
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
