import type { Tag } from '@lp/contract/accounts';
import type { CourseCard } from '@lp/contract/catalogue';
import type { Listing } from '@lp/contract/common';
import type { CourseDetail, CourseFacets } from '@lp/contract/courses';
import { MESSAGES } from '@lp/contract/messages';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ApiError } from '@/lib/api-client';
import { serverFetch } from '@/lib/server-api';

/** Server components only: the course calls of the catalogue pages. */

export type ListingResult<T> =
  | { ok: true; listing: Listing<T> }
  /** 404: a page past the end (MESSAGES.noMoreCourses); 422: a filter value the API refuses. */
  | { ok: false; status: number; message: string };

export async function loadListing<T>(path: string): Promise<ListingResult<T>> {
  try {
    return { ok: true, listing: await serverFetch<Listing<T>>(path) };
  } catch (error) {
    return error instanceof ApiError
      ? { ok: false, status: error.status, message: error.message }
      : { ok: false, status: 500, message: MESSAGES.default };
  }
}

export const loadCourses = (query: string) => loadListing<CourseCard>(`/api/core/courses?${query}`);
export const loadFeaturedCourses = (query: string) => loadListing<CourseCard>(`/api/core/courses/featured?${query}`);

/** Filter values with counts; null when the call fails (the list still shows, with plain filters). */
export async function loadCourseFacets(query: string): Promise<CourseFacets | null> {
  try {
    return await serverFetch<CourseFacets>(`/api/core/courses/filters?${query}`);
  } catch {
    return null;
  }
}

/** One course for its page and its metadata (one call per request); a missing course is the 404 page. */
export const loadCourse = cache(async (slug: string): Promise<CourseDetail> => {
  try {
    return await serverFetch<CourseDetail>(`/api/core/courses/${encodeURIComponent(slug)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
});

/** The tag of a tag page by its slug (the first when streams share one); a missing tag is the 404 page. */
export const loadTag = cache(async (slug: string): Promise<Tag> => {
  const tags = await serverFetch<Listing<Tag>>('/api/core/tags');
  const tag = tags.results.find((t) => t.slug === slug.toLowerCase());
  if (!tag) notFound();
  return tag;
});
