import type { QuizDetail } from '@lp/contract/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const quizKey = (idOrSlug: string) => ['quizzes', 'detail', idOrSlug] as const;

/** A quiz with its questions (never the answers) and the caller's attempts. */
export function getQuiz(idOrSlug: string, signal?: AbortSignal) {
  return api.get<QuizDetail>(`/api/core/quiz/${encodeURIComponent(idOrSlug)}`, { signal });
}

export const quizQueryOptions = (idOrSlug: string) =>
  queryOptions({ queryKey: quizKey(idOrSlug), queryFn: ({ signal }) => getQuiz(idOrSlug, signal) });

export function useQuiz(idOrSlug: string, enabled = true) {
  return useQuery({ ...quizQueryOptions(idOrSlug), enabled });
}
