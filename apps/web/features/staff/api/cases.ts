import type { CaseAction, CaseDetail, CaseStatus, CasesListing } from '@lp/contract/staff';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffFetch } from './staff-fetch';
import { STAFF_PAGE_SIZE, staffKeys } from './staff-keys';

/** The review queue, oldest first, with every status's count. */
export function getCases(status: CaseStatus, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ status, page: String(page), page_size: String(STAFF_PAGE_SIZE) });
  return staffFetch<CasesListing>(`/api/staff/cases?${query}`, { signal });
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
    queryFn: ({ signal }) => staffFetch<CaseDetail>(`/api/staff/cases/${id}`, { signal }),
  });
}

export function useCaseAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: CaseAction; reason: string }) =>
      staffFetch<CaseDetail>(`/api/staff/cases/${id}/${action}`, { method: 'POST', json: { reason } }),
    onSuccess: (detail) => {
      client.setQueryData(staffKeys.caseDetail(id), detail);
      return client.invalidateQueries({ queryKey: [...staffKeys.all, 'cases'] });
    },
  });
}
