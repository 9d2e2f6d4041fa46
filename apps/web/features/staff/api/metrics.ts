import type { Metrics } from '@lp/contract/staff';
import { useQuery } from '@tanstack/react-query';
import { staffFetch } from './staff-fetch';
import { staffKeys } from './staff-keys';

export function useMetrics(days = 30) {
  return useQuery({
    queryKey: staffKeys.metrics(days),
    queryFn: ({ signal }) => staffFetch<Metrics>(`/api/staff/metrics?days=${days}`, { signal }),
  });
}
