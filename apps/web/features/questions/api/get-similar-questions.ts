import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

/** Questions like the title being typed (the server answers none under 4 characters). */
export function getSimilarQuestions(title: string, signal?: AbortSignal) {
  return unwrap(client.api.core.questions.similar.$get({ query: { title } }, { init: { signal } }));
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
