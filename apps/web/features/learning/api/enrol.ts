import type { Enrolment } from '@lp/contract/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myCoursesKey } from './get-my-courses';

/** Signed in: enrols in the course (idempotent). */
export function enrol(courseId: number): Promise<Enrolment> {
  return api.post<Enrolment>(`/api/core/courses/${courseId}/enrol`);
}

export function useEnrol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrol,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: ['learning', 'context'] });
      queryClient.invalidateQueries({ queryKey: myCoursesKey });
    },
  });
}
