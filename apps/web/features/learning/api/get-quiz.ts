import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

export const quizKey = (idOrSlug: string) => ['quizzes', 'detail', idOrSlug] as const;

/** A quiz with its questions (never the answers) and the caller's attempts. */
export function getQuiz(idOrSlug: string, signal?: AbortSignal) {
  return unwrap(client.api.core.quiz[':id'].$get({ param: { id: encodeURIComponent(idOrSlug) } }, { init: { signal } }));
}

export const quizQueryOptions = (idOrSlug: string) =>
  queryOptions({ queryKey: quizKey(idOrSlug), queryFn: ({ signal }) => getQuiz(idOrSlug, signal) });

export function useQuiz(idOrSlug: string, enabled = true) {
  return useQuery({ ...quizQueryOptions(idOrSlug), enabled });
}
