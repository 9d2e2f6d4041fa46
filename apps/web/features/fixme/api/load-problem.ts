import type { FixmeDetail } from '@lp/contract/fixme';
import { type LoadResult, serverApi, serverData, settle } from '@/lib/server-api';

/** Server components: one problem by id or slug, with the caller's last submission. */
export function loadProblem(idOrSlug: string): Promise<LoadResult<FixmeDetail>> {
  return settle(serverData(serverApi().api.core.fixme[':idOrSlug'].$get({ param: { idOrSlug: encodeURIComponent(idOrSlug) } })));
}
