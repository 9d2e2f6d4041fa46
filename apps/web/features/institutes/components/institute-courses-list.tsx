import type { CourseCard } from '@lp/contract/catalogue';
import { useTranslations } from 'next-intl';
import { CourseGrid } from '@/components/catalogue/course-card';

/** The list's column: the cards, then what goes under them ("Load more", an error). */
export const INSTITUTE_COURSES = 'grid gap-6';

/** An institute's courses shown so far: the count and the cards (two columns at most, beside the enquiry form). */
export function InstituteCoursesList({ courses, count }: { courses: CourseCard[]; count: number }) {
  const t = useTranslations('institutes');
  return (
    <>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('showingCourses', { shown: courses.length, count })}
      </p>
      <CourseGrid courses={courses} columns={2} />
    </>
  );
}
