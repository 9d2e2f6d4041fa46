import { useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

export function getDeleteReasons(signal?: AbortSignal) {
  return unwrap(client.api.accounts['delete-reason'].$get({}, { init: { signal } }));
}

export function useDeleteReasons() {
  return useQuery({
    queryKey: profileKeys.deleteReasons(),
    queryFn: ({ signal }) => getDeleteReasons(signal),
    staleTime: Infinity,
  });
}
