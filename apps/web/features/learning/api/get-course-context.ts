import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

export const courseContextKey = (idOrSlug: string | number) => ['learning', 'context', String(idOrSlug)] as const;

/** The learn page's data: outline, the caller's enrolment, progress per item and where to resume. */
export function getCourseContext(idOrSlug: string | number, signal?: AbortSignal) {
  const param = { id: encodeURIComponent(String(idOrSlug)) };
  return unwrap(client.api.core.courses[':id'].context.$get({ param }, { init: { signal } }));
}

export const courseContextQueryOptions = (idOrSlug: string | number) =>
  queryOptions({ queryKey: courseContextKey(idOrSlug), queryFn: ({ signal }) => getCourseContext(idOrSlug, signal) });

export function useCourseContext(idOrSlug: string | number, enabled = true) {
  return useQuery({ ...courseContextQueryOptions(idOrSlug), enabled });
}
