import type { CreateJobBody, JobStatus, UpdateJobBody } from '@lp/contract/hiring';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { HIRING_PAGE_SIZE, hiringKeys } from './hiring-keys';

const jobs = client.api.staff.jobs;

/** The employer's jobs (one status, or all), most recently changed first, with each status's count. */
export function useStaffJobs(status: JobStatus | undefined, page: number) {
  return useQuery({
    queryKey: hiringKeys.jobs(status ?? 'all', page),
    queryFn: ({ signal }) =>
      unwrap(jobs.$get({ query: { status, page: String(page), page_size: String(HIRING_PAGE_SIZE) } }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
}

export function useStaffJob(id: number | null) {
  return useQuery({
    queryKey: hiringKeys.job(id ?? 0),
    queryFn: ({ signal }) => unwrap(jobs[':id'].$get({ param: { id: String(id) } }, { init: { signal } })),
    enabled: id !== null,
  });
}

/** Creates a draft (no id) or saves an edit; answers the job as it is now. */
export function useSaveJob(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CreateJobBody, 'company'> & UpdateJobBody) =>
      id === null ? unwrap(jobs.$post({ json: body })) : unwrap(jobs[':id'].$patch({ param: { id: String(id) }, json: body })),
    onSuccess: (job) => {
      queryClient.setQueryData(hiringKeys.job(job.id), job);
      return queryClient.invalidateQueries({ queryKey: [...hiringKeys.all, 'jobs'] });
    },
  });
}

/** Publish or close. */
export function useJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'publish' | 'close' }) => {
      const param = { id: String(id) };
      return action === 'publish' ? unwrap(jobs[':id'].publish.$post({ param })) : unwrap(jobs[':id'].close.$post({ param }));
    },
    onSuccess: (job) => {
      queryClient.setQueryData(hiringKeys.job(job.id), job);
      return queryClient.invalidateQueries({ queryKey: hiringKeys.all });
    },
  });
}

/** Streams, cities and a stream's tags for the job form. */
export function useStreams() {
  return useQuery({
    queryKey: hiringKeys.taxonomy('streams'),
    queryFn: ({ signal }) => unwrap(client.api.core['course-streams'].$get({}, { init: { signal } })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCities() {
  return useQuery({
    queryKey: hiringKeys.taxonomy('cities'),
    queryFn: ({ signal }) => unwrap(client.api.core.cities.$get({}, { init: { signal } })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useStreamTags(streamId: number | undefined) {
  return useQuery({
    queryKey: hiringKeys.taxonomy(`tags:${streamId}`),
    queryFn: ({ signal }) => unwrap(client.api.core.tags.$get({ query: { stream: String(streamId) } }, { init: { signal } })),
    enabled: streamId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
