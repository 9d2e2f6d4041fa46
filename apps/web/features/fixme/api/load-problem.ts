import type { FixmeDetail } from '@lp/contract/fixme';
import { type LoadResult, serverFetch, settle } from '@/lib/server-api';

/** Server components: one problem by id or slug, with the caller's last submission. */
export function loadProblem(idOrSlug: string): Promise<LoadResult<FixmeDetail>> {
  return settle(serverFetch<FixmeDetail>(`/api/core/fixme/${encodeURIComponent(idOrSlug)}`));
}
