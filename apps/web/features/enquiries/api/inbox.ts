import type { EnquiryStatus, InboxEnquiryPatch } from '@lp/contract/enquiries';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

export const INBOX_PAGE_SIZE = 20;

/** The inbox's filters as the URL holds them (`/staff/enquiries?status=new&q=rahul`). */
export type InboxView = { status?: EnquiryStatus; course?: string; q?: string; from?: string; to?: string };

export const inboxKeys = {
  all: ['staff', 'enquiries'] as const,
  list: (view: InboxView, page: number) => ['staff', 'enquiries', 'list', view, page] as const,
  detail: (id: number) => ['staff', 'enquiries', 'detail', id] as const,
};

const inbox = client.api.staff.enquiries;

/** Defined, non-empty filters only (the URL and the CSV link leave the others out). */
export function viewQuery(view: InboxView): Record<string, string> {
  return Object.fromEntries(Object.entries(view).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

export function getInbox(view: InboxView, page: number, signal?: AbortSignal) {
  return unwrap(
    inbox.$get({ query: { ...viewQuery(view), page: String(page), page_size: String(INBOX_PAGE_SIZE) } }, { init: { signal } }),
  );
}

export function useInbox(view: InboxView, page: number) {
  return useQuery({
    queryKey: inboxKeys.list(view, page),
    queryFn: ({ signal }) => getInbox(view, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useInboxEnquiry(id: number) {
  return useQuery({
    queryKey: inboxKeys.detail(id),
    queryFn: ({ signal }) => unwrap(inbox[':id'].$get({ param: { id: String(id) } }, { init: { signal } })),
  });
}

/** Status, assignee and/or a note: answers the enquiry as it is now. */
export function useUpdateEnquiry(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: InboxEnquiryPatch) => unwrap(inbox[':id'].$patch({ param: { id: String(id) }, json: patch })),
    onSuccess: (detail) => {
      queryClient.setQueryData(inboxKeys.detail(id), detail);
      return queryClient.invalidateQueries({ queryKey: [...inboxKeys.all, 'list'] });
    },
  });
}

/** The filtered view as CSV (a download: the browser sends the cookie). */
export function inboxCsvHref(view: InboxView): string {
  const query = new URLSearchParams(viewQuery(view)).toString();
  return `/api/staff/enquiries.csv${query ? `?${query}` : ''}`;
}
