/** React Query keys of the staff console. */
export const staffKeys = {
  all: ['staff'] as const,
  cases: (status: string, page: number) => ['staff', 'cases', status, page] as const,
  caseDetail: (id: number) => ['staff', 'case', id] as const,
  users: (q: string, page: number) => ['staff', 'users', q, page] as const,
  user: (id: number) => ['staff', 'user', id] as const,
  audit: (actor: string, action: string, page: number) => ['staff', 'audit', actor, action, page] as const,
  metrics: (days: number) => ['staff', 'metrics', days] as const,
};

export const STAFF_PAGE_SIZE = 20;
