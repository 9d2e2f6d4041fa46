import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { STAFF_PAGE_SIZE, staffKeys } from './staff-keys';

export function useAuditLog(actor: string, action: string, page: number) {
  return useQuery({
    queryKey: staffKeys.audit(actor, action, page),
    queryFn: ({ signal }) =>
      unwrap(
        client.api.staff.audit.$get(
          {
            query: {
              ...(actor ? { actor } : {}),
              ...(action ? { action } : {}),
              page: String(page),
              page_size: String(STAFF_PAGE_SIZE),
            },
          },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

/** The CSV export's address with the same filters (a plain link: the browser downloads it with the cookie). */
export function auditCsvHref(actor: string, action: string): string {
  const query = new URLSearchParams();
  if (actor) query.set('actor', actor);
  if (action) query.set('action', action);
  const search = query.toString();
  return `/api/staff/audit.csv${search ? `?${search}` : ''}`;
}
