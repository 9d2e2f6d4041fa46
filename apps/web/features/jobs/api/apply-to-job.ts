import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { myApplicationsKey } from './get-my-applications';
import { recommendedJobsKey } from './get-recommended-jobs';

export type ApplyInput = { jobId: number; resume: File; coverNote: string };

/** Signed in: sends the résumé (multipart field `resume`) and the cover note. */
export function applyToJob({ jobId, resume, coverNote }: ApplyInput) {
  const form = new FormData();
  form.append('resume', resume, resume.name);
  if (coverNote.trim()) form.append('cover_note', coverNote.trim());
  // The route documents its multipart body for OpenAPI only (the handler reads the stream itself,
  // to answer a large or wrong file with its own 413/415), so hc has no `form` input for it: the
  // FormData goes as the request's body. The path, the id and the answer (Applied) stay typed.
  return unwrap(client.api.core.jobs[':id'].apply.$post({ param: { id: String(jobId) } }, { init: { body: form } }));
}

export function useApplyToJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToJob,
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: myApplicationsKey });
      queryClient.invalidateQueries({ queryKey: recommendedJobsKey });
    },
  });
}
