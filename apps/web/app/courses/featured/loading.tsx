import { getTranslations } from 'next-intl/server';
import { CourseListPageSkeleton } from '@/features/courses/components/course-grid-skeleton';

export default async function FeaturedCoursesLoading() {
  const t = await getTranslations('learn.featured');
  return <CourseListPageSkeleton label={t('loading')} withFilters={false} />;
}
