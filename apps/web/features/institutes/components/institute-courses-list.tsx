import type { CourseCard } from '@lp/contract/catalogue';
import { CourseGrid } from '@/components/catalogue/course-card';

/** The list's column: the cards, then what goes under them ("Load more", an error). */
export const INSTITUTE_COURSES = 'grid gap-6';

/** An institute's courses shown so far: the count and the cards (two columns at most, beside the enquiry form). */
export function InstituteCoursesList({ courses, count }: { courses: CourseCard[]; count: number }) {
  return (
    <>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {courses.length} of {count} {count === 1 ? 'course' : 'courses'}
      </p>
      <CourseGrid courses={courses} columns={2} />
    </>
  );
}
