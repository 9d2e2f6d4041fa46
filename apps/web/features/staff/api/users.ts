import type { GrantRoleBody, StaffRole, SuspendBody } from '@lp/contract/staff';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { STAFF_PAGE_SIZE, staffKeys } from './staff-keys';

export function useStaffUsers(q: string, page: number) {
  return useQuery({
    queryKey: staffKeys.users(q, page),
    queryFn: ({ signal }) =>
      unwrap(
        client.api.staff.users.$get(
          { query: { ...(q ? { q } : {}), page: String(page), page_size: String(STAFF_PAGE_SIZE) } },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useStaffUser(id: number) {
  return useQuery({
    queryKey: staffKeys.user(id),
    queryFn: ({ signal }) => unwrap(client.api.staff.users[':id'].$get({ param: { id: String(id) } }, { init: { signal } })),
  });
}

/** Suspend, lift, grant and revoke: each answers the user (or their roles) now, and the lists refresh. */
export function useUserActions(id: number) {
  const queryClient = useQueryClient();
  const param = { id: String(id) };
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffKeys.all });
  return {
    suspend: useMutation({
      mutationFn: (json: SuspendBody) => unwrap(client.api.staff.users[':id'].suspend.$post({ param, json })),
      onSuccess: refresh,
    }),
    unsuspend: useMutation({
      mutationFn: (reason: string) => unwrap(client.api.staff.users[':id'].unsuspend.$post({ param, json: { reason } })),
      onSuccess: refresh,
    }),
    grant: useMutation({
      mutationFn: (json: GrantRoleBody) => unwrap(client.api.staff.users[':id'].roles.$post({ param, json })),
      onSuccess: refresh,
    }),
    revoke: useMutation({
      mutationFn: (role: StaffRole) =>
        unwrap(client.api.staff.users[':id'].roles[':role'].$delete({ param: { ...param, role }, query: {} })),
      onSuccess: refresh,
    }),
  };
}
