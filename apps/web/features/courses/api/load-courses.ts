import type { Tag } from '@lp/contract/accounts';
import type { CourseCard } from '@lp/contract/catalogue';
import type { CourseDetail, CourseFacets } from '@lp/contract/courses';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { toQuery } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { serverApi, serverData, serverDataOrNull, settle } from '@/lib/server-api';

/** Server components only: the course calls of the catalogue pages. */

/** The signed-in home page's courses picked for the user; null when the call fails. */
export async function loadRecommendedCourseCards(count: number): Promise<CourseCard[] | null> {
  const listing = await serverDataOrNull(
    serverApi().api.accounts.courses.recommended.$get({ query: { page_size: String(count) } }),
  );
  return listing?.results ?? null;
}

/** A page of the list (a 404 past the end or a 422 filter comes back as a failed result). */
export const loadCourses = (query: string) => settle(serverData(serverApi().api.core.courses.$get({ query: toQuery(query) })));
export const loadFeaturedCourses = (query: string) =>
  settle(serverData(serverApi().api.core.courses.featured.$get({ query: toQuery(query) })));

/** The home page's featured courses; null when the call fails. */
export async function loadFeaturedCourseCards(count: number): Promise<CourseCard[] | null> {
  const listing = await serverDataOrNull(serverApi().api.core.courses.featured.$get({ query: { page_size: String(count) } }));
  return listing?.results ?? null;
}

/** Filter values with counts; null when the call fails (the list still shows, with plain filters). */
export function loadCourseFacets(query: string): Promise<CourseFacets | null> {
  return serverDataOrNull(serverApi().api.core.courses.filters.$get({ query: toQuery(query) }));
}

/** One course for its page and its metadata (one call per request); a missing course is the 404 page. */
export const loadCourse = cache(async (slug: string): Promise<CourseDetail> => {
  try {
    return await serverData(serverApi().api.core.courses[':id'].$get({ param: { id: encodeURIComponent(slug) } }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
});

/** The tag of a tag page by its slug (the first when streams share one); a missing tag is the 404 page. */
export const loadTag = cache(async (slug: string): Promise<Tag> => {
  const tags = await serverData(serverApi().api.core.tags.$get({ query: {} }));
  const tag = tags.results.find((t) => t.slug === slug.toLowerCase());
  if (!tag) notFound();
  return tag;
});
