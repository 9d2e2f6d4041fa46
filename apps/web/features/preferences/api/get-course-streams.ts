import type { Stream } from '@lp/contract/accounts';
import type { Listing } from '@lp/contract/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getCourseStreams(signal?: AbortSignal): Promise<Listing<Stream>> {
  return api.get<Listing<Stream>>('/api/core/course-streams', { signal });
}

export const courseStreamsQueryOptions = () =>
  queryOptions({ queryKey: ['core', 'course-streams'], queryFn: ({ signal }) => getCourseStreams(signal) });

export function useCourseStreams() {
  return useQuery(courseStreamsQueryOptions());
}
