/** React Query keys of the employer's hiring desk. */
export const hiringKeys = {
  all: ['hiring'] as const,
  jobs: (status: string, page: number) => ['hiring', 'jobs', status, page] as const,
  job: (id: number) => ['hiring', 'job', id] as const,
  applicants: (jobId: number, status: string, page: number) => ['hiring', 'applicants', jobId, status, page] as const,
  taxonomy: (what: string) => ['hiring', 'taxonomy', what] as const,
};

export const HIRING_PAGE_SIZE = 20;
