import type { MyCourseType } from '@lp/contract/learning';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

export const MY_COURSES_PAGE_SIZE = 10;
export const myCoursesKey = ['accounts', 'courses', 'mine'] as const;

/** Signed in: registered courses (in progress or completed), the most recently active first. */
export function getMyCourses(type: MyCourseType | undefined, page: number, signal?: AbortSignal) {
  const query = { page: String(page), page_size: String(MY_COURSES_PAGE_SIZE), type };
  return unwrap(client.api.accounts.courses.$get({ query }, { init: { signal } }));
}

export const myCoursesQueryOptions = (type: MyCourseType | undefined, page: number) =>
  queryOptions({
    queryKey: [...myCoursesKey, type ?? 'all', page],
    queryFn: ({ signal }) => getMyCourses(type, page, signal),
    placeholderData: keepPreviousData,
  });

export function useMyCourses(type: MyCourseType | undefined, page: number) {
  return useQuery(myCoursesQueryOptions(type, page));
}
