import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

export function getCourseStreams(signal?: AbortSignal) {
  return unwrap(client.api.core['course-streams'].$get({}, { init: { signal } }));
}

export const courseStreamsQueryOptions = () =>
  queryOptions({ queryKey: ['core', 'course-streams'], queryFn: ({ signal }) => getCourseStreams(signal) });

export function useCourseStreams() {
  return useQuery(courseStreamsQueryOptions());
}
