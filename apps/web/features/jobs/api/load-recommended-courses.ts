import type { CourseCard } from '@lp/contract/catalogue';
import { serverApi, serverDataOrNull } from '@/lib/server-api';

/** Server components: up to 6 courses that prepare for this job; an empty list when the call fails. */
export async function loadRecommendedCourses(jobId: number): Promise<CourseCard[]> {
  const listing = await serverDataOrNull(
    serverApi().api.core.jobs[':idOrSlug']['recommended-courses'].$get({ param: { idOrSlug: String(jobId) } }),
  );
  return listing?.results ?? [];
}
