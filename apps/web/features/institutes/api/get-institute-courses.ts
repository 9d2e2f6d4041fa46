import type { CourseCard } from '@lp/contract/catalogue';
import type { Listing } from '@lp/contract/common';
import { INSTITUTE_COURSES_PAGE_SIZE } from '@lp/contract/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

/** SPEC §9: an institute's courses come four at a time (the query of /api/core/courses, shared with load-institutes). */
export const instituteCoursesQuery = (instituteId: number, page: number) => ({
  institute: String(instituteId),
  page: String(page),
  page_size: String(INSTITUTE_COURSES_PAGE_SIZE),
});

export function getInstituteCourses(instituteId: number, page: number, signal?: AbortSignal) {
  return unwrap(client.api.core.courses.$get({ query: instituteCoursesQuery(instituteId, page) }, { init: { signal } }));
}

export const instituteCoursesQueryOptions = (instituteId: number, firstPage: Listing<CourseCard> | null) =>
  infiniteQueryOptions({
    queryKey: ['core', 'institutes', instituteId, 'courses'],
    queryFn: ({ pageParam, signal }) => getInstituteCourses(instituteId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next ?? undefined,
    // The server rendered page 1 with the page; start from it instead of asking again.
    ...(firstPage ? { initialData: { pages: [firstPage], pageParams: [1] } } : {}),
  });

/** The institute's courses, growing four at a time with "Load more". */
export function useInstituteCourses(instituteId: number, firstPage: Listing<CourseCard> | null) {
  return useInfiniteQuery(instituteCoursesQueryOptions(instituteId, firstPage));
}
