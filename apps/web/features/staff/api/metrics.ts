import { useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

export function useMetrics(days = 30) {
  return useQuery({
    queryKey: staffKeys.metrics(days),
    queryFn: ({ signal }) => unwrap(client.api.staff.metrics.$get({ query: { days: String(days) } }, { init: { signal } })),
  });
}
