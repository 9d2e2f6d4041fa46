import type { CourseCard } from '@lp/contract/catalogue';
import type { Listing } from '@lp/contract/common';
import { INSTITUTE_COURSES_PAGE_SIZE } from '@lp/contract/constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** SPEC §9: an institute's courses come four at a time. */
export const instituteCoursesPath = (instituteId: number, page: number) =>
  `/api/core/courses?${new URLSearchParams({
    institute: String(instituteId),
    page: String(page),
    page_size: String(INSTITUTE_COURSES_PAGE_SIZE),
  })}`;

export function getInstituteCourses(instituteId: number, page: number, signal?: AbortSignal) {
  return api.get<Listing<CourseCard>>(instituteCoursesPath(instituteId, page), { signal });
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
