import type { CaseAction, CaseStatus } from '@lp/contract/staff';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { STAFF_PAGE_SIZE, staffKeys } from './staff-keys';

const cases = client.api.staff.cases;

/** The review queue, oldest first, with every status's count. */
export function getCases(status: CaseStatus, page: number, signal?: AbortSignal) {
  return unwrap(cases.$get({ query: { status, page: String(page), page_size: String(STAFF_PAGE_SIZE) } }, { init: { signal } }));
}

export function useCases(status: CaseStatus, page: number) {
  return useQuery({
    queryKey: staffKeys.cases(status, page),
    queryFn: ({ signal }) => getCases(status, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCase(id: number) {
  return useQuery({
    queryKey: staffKeys.caseDetail(id),
    queryFn: ({ signal }) => unwrap(cases[':id'].$get({ param: { id: String(id) } }, { init: { signal } })),
  });
}

/** Hide, restore or dismiss, with the reason: answers the case as it is now. */
function decide(id: number, action: CaseAction, reason: string) {
  const request = { param: { id: String(id) }, json: { reason } };
  const call = cases[':id'];
  if (action === 'hide') return unwrap(call.hide.$post(request));
  if (action === 'restore') return unwrap(call.restore.$post(request));
  return unwrap(call.dismiss.$post(request));
}

export function useCaseAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: CaseAction; reason: string }) => decide(id, action, reason),
    onSuccess: (detail) => {
      queryClient.setQueryData(staffKeys.caseDetail(id), detail);
      return queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'cases'] });
    },
  });
}
