'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { createStudioCourse, studioKeys } from '../api/studio';
import { CourseDetailsForm } from './course-details-form';

/** A new draft: its details first, then the outline on the course's own page. */
export function NewCourseScreen() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return (
    <CourseDetailsForm
      submitLabel="Create draft"
      onSubmit={async (values) => {
        const course = await createStudioCourse(values);
        await queryClient.invalidateQueries({ queryKey: studioKeys.all });
        router.push(`/staff/studio/courses/${course.id}`);
      }}
    />
  );
}
