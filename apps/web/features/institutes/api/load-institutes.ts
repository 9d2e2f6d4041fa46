import type { CourseCard, InstituteCard } from '@lp/contract/catalogue';
import type { Listing } from '@lp/contract/common';
import type { InstituteDetail, InstituteFacets } from '@lp/contract/institutes';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { toQuery } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { type LoadResult, serverApi, serverData, serverDataOrNull, settle } from '@/lib/server-api';
import { instituteCoursesQuery } from './get-institute-courses';

/** Server components only: the institute calls of the catalogue pages. */

/** A page of the list (a 404 past the end or a 422 filter comes back as a failed result). */
export function loadInstitutes(query: string): Promise<LoadResult<Listing<InstituteCard>>> {
  return settle(serverData(serverApi().api.core.institutes.$get({ query: toQuery(query) })));
}

export function loadInstituteFacets(query: string): Promise<InstituteFacets | null> {
  return serverDataOrNull(serverApi().api.core.institutes.filters.$get({ query: toQuery(query) }));
}

/** One institute for its page and its metadata (one call per request); a missing one is the 404 page. */
export const loadInstitute = cache(async (slug: string): Promise<InstituteDetail> => {
  try {
    return await serverData(serverApi().api.core.institutes[':id'].$get({ param: { id: encodeURIComponent(slug) } }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
});

/** The first page of the institute's courses, rendered with the page; null when the call fails (the client retries). */
export function loadFirstInstituteCourses(instituteId: number): Promise<Listing<CourseCard> | null> {
  return serverDataOrNull(serverApi().api.core.courses.$get({ query: instituteCoursesQuery(instituteId, 1) }));
}
