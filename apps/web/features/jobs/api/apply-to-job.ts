import type { Applied } from '@lp/contract/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myApplicationsKey } from './get-my-applications';
import { recommendedJobsKey } from './get-recommended-jobs';

export type ApplyInput = { jobId: number; resume: File; coverNote: string };

/** Signed in: sends the résumé (multipart field `resume`) and the cover note. */
export function applyToJob({ jobId, resume, coverNote }: ApplyInput): Promise<Applied> {
  const form = new FormData();
  form.append('resume', resume, resume.name);
  if (coverNote.trim()) form.append('cover_note', coverNote.trim());
  return api.post<Applied>(`/api/core/jobs/${jobId}/apply`, form);
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
