import type { MoveApplicationBody } from '@lp/contract/hiring';
import type { ApplicationStatus } from '@lp/contract/jobs';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { HIRING_PAGE_SIZE, hiringKeys } from './hiring-keys';

/** A job's applicants, newest first (one status, or all), with the job and each status's count. */
export function useApplicants(jobId: number, status: ApplicationStatus | undefined, page: number) {
  return useQuery({
    queryKey: hiringKeys.applicants(jobId, status ?? 'all', page),
    queryFn: ({ signal }) =>
      unwrap(
        client.api.staff.jobs[':id'].applications.$get(
          { param: { id: String(jobId) }, query: { status, page: String(page), page_size: String(HIRING_PAGE_SIZE) } },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Moves an application (the learner is told); refreshes the lists. */
export function useMoveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...json }: { id: number; status: MoveApplicationBody['status']; message?: string }) =>
      unwrap(client.api.staff.applications[':id'].$patch({ param: { id: String(id) }, json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hiringKeys.all }),
  });
}
