import type { QuestionsListing } from '@lp/contract/questions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const MY_QUESTIONS_PAGE_SIZE = 10;
export type MyQuestionsType = 'asked' | 'answered' | 'tagged';

/** Signed in: questions I asked, answered, or that carry my tags. */
export function getMyQuestions(type: MyQuestionsType, page: number, signal?: AbortSignal): Promise<QuestionsListing> {
  const query = new URLSearchParams({ page: String(page), page_size: String(MY_QUESTIONS_PAGE_SIZE) });
  if (type === 'tagged') return api.get<QuestionsListing>(`/api/accounts/questions/tagged?${query}`, { signal });
  query.set('type', type);
  return api.get<QuestionsListing>(`/api/accounts/questions?${query}`, { signal });
}

export function useMyQuestions(type: MyQuestionsType, page: number) {
  return useQuery({
    queryKey: ['questions', 'mine', type, page],
    queryFn: ({ signal }) => getMyQuestions(type, page, signal),
    placeholderData: keepPreviousData,
  });
}
