import type { SimilarQuestions } from '@lp/contract/questions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Questions like the title being typed (the server answers none under 4 characters). */
export function getSimilarQuestions(title: string, signal?: AbortSignal): Promise<SimilarQuestions> {
  return api.get<SimilarQuestions>(`/api/core/questions/similar?${new URLSearchParams({ title })}`, { signal });
}

export function useSimilarQuestions(title: string) {
  return useQuery({
    queryKey: ['questions', 'similar', title],
    queryFn: ({ signal }) => getSimilarQuestions(title, signal),
    enabled: title.trim().length >= 4,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
