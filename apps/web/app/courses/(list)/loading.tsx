import { CourseListPageSkeleton } from '@/features/courses/components/course-grid-skeleton';

export default function CoursesLoading() {
  return <CourseListPageSkeleton label="Loading courses" />;
}
