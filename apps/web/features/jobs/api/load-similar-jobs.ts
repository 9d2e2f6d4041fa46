import type { JobCard } from '@lp/contract/catalogue';
import { serverApi, serverDataOrNull } from '@/lib/server-api';

/** Server components: up to 6 jobs like this one; an empty list when the call fails (a side list never breaks the page). */
export async function loadSimilarJobs(jobId: number): Promise<JobCard[]> {
  const listing = await serverDataOrNull(
    serverApi().api.core.jobs[':idOrSlug'].similar.$get({ param: { idOrSlug: String(jobId) } }),
  );
  return listing?.results ?? [];
}
