import { CourseListPageSkeleton } from '@/features/courses/components/course-grid-skeleton';

export default function FeaturedCoursesLoading() {
  return <CourseListPageSkeleton label="Loading featured courses" withFilters={false} />;
}
