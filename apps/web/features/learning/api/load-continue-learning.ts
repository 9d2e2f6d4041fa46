import type { MyCourse } from '@lp/contract/learning';
import { serverApi, serverDataOrNull } from '@/lib/server-api';

/** Server components only: the signed-in learner's courses in progress, the most recently active first; null when the call fails. */
export async function loadContinueLearning(count: number): Promise<MyCourse[] | null> {
  const listing = await serverDataOrNull(
    serverApi().api.accounts.courses.$get({ query: { type: 'in-progress', page_size: String(count) } }),
  );
  return listing?.results ?? null;
}
