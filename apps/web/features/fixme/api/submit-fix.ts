import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { mySubmissionsKey } from './get-my-submissions';

/** Sends the fixed code to be judged on the visible and hidden tests. */
export function submitFix(problemId: number, code: string) {
  return unwrap(client.api.core.fixme[':id'].submit.$post({ param: { id: String(problemId) }, json: { code } }));
}

export function useSubmitFix(problemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => submitFix(problemId, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySubmissionsKey }),
  });
}
