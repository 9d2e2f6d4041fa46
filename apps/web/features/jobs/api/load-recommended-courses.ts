import type { CourseCard } from '@lp/contract/catalogue';
import type { Listing } from '@lp/contract/common';
import { serverFetch } from '@/lib/server-api';

/** Server components: up to 6 courses that prepare for this job; an empty list when the call fails. */
export async function loadRecommendedCourses(jobId: number): Promise<CourseCard[]> {
  try {
    return (await serverFetch<Listing<CourseCard>>(`/api/core/jobs/${jobId}/recommended-courses`)).results;
  } catch {
    return [];
  }
}
