'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { createStudioCourse, studioKeys } from '../api/studio';
import { CourseDetailsForm } from './course-details-form';

/** A new draft: its details first, then the outline on the course's own page. */
export function NewCourseScreen() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const t = useTranslations('studio');
  return (
    <CourseDetailsForm
      submitLabel={t('createDraft')}
      onSubmit={async (values) => {
        const course = await createStudioCourse(values);
        await queryClient.invalidateQueries({ queryKey: studioKeys.all });
        router.push(`/staff/studio/courses/${course.id}`);
      }}
    />
  );
}
