import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { streakKey } from './get-streak';
import type { Answers } from './quiz-attempts';

export const slideCollectionsKey = (course: string | number) => ['slides', 'collections', String(course)] as const;
export const slideCollectionKey = (id: number) => ['slides', 'collection', id] as const;

/** A course's slide collections in order, with the caller's progress. */
export function getSlideCollections(course: string | number, signal?: AbortSignal) {
  return unwrap(
    client.api.core.courses.slides.collections.$get(
      { query: { course: String(course), page_size: '100' } },
      { init: { signal } },
    ),
  );
}

export function useSlideCollections(course: string | number, enabled = true) {
  return useQuery({
    queryKey: slideCollectionsKey(course),
    queryFn: ({ signal }) => getSlideCollections(course, signal),
    enabled,
  });
}

/** Enrolled learners: a collection's decks with progress, the check's questions (no answers) and attempts. */
export function getSlideCollection(id: number, signal?: AbortSignal) {
  return unwrap(client.api.core.courses.slides.collections[':id'].$get({ param: { id: String(id) } }, { init: { signal } }));
}

export const slideCollectionQueryOptions = (id: number) =>
  queryOptions({ queryKey: slideCollectionKey(id), queryFn: ({ signal }) => getSlideCollection(id, signal) });

export function useSlideCollection(id: number) {
  return useQuery(slideCollectionQueryOptions(id));
}

/** Opens a collection (idempotent). */
export const startCollection = (id: number) =>
  unwrap(client.api.core.courses.slides.collections[':id'].start.$post({ param: { id: String(id) } }));

/** Marks a collection gone through (idempotent). */
export const completeCollection = (id: number) =>
  unwrap(client.api.core.courses.slides.collections[':id'].complete.$post({ param: { id: String(id) } }));

/** Answers the collection's check: scored at once, with the right answers and explanations. */
export const attemptCollection = (id: number, answers: Answers) =>
  unwrap(client.api.core.courses.slides.collections[':id'].attempt.$post({ param: { id: String(id) }, json: { answers } }));

export function useAttemptCollection(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: Answers) => attemptCollection(id, answers),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: ['slides'] });
      queryClient.invalidateQueries({ queryKey: streakKey });
    },
  });
}
