import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { myCoursesKey } from './get-my-courses';

/** Signed in: enrols in the course (idempotent). */
export function enrol(courseId: number) {
  return unwrap(client.api.core.courses[':id'].enrol.$post({ param: { id: String(courseId) } }));
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
