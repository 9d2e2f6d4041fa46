import type { JobCard } from '@lp/contract/catalogue';
import type { Listing } from '@lp/contract/common';
import { serverFetch } from '@/lib/server-api';

/** Server components: up to 6 jobs like this one; an empty list when the call fails (a side list never breaks the page). */
export async function loadSimilarJobs(jobId: number): Promise<JobCard[]> {
  try {
    return (await serverFetch<Listing<JobCard>>(`/api/core/jobs/${jobId}/similar`)).results;
  } catch {
    return [];
  }
}
