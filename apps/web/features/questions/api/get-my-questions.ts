import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

export const MY_QUESTIONS_PAGE_SIZE = 10;
export type MyQuestionsType = 'asked' | 'answered' | 'tagged';

/** Signed in: questions I asked, answered, or that carry my tags. */
export function getMyQuestions(type: MyQuestionsType, page: number, signal?: AbortSignal) {
  const query = { page: String(page), page_size: String(MY_QUESTIONS_PAGE_SIZE) };
  if (type === 'tagged') return unwrap(client.api.accounts.questions.tagged.$get({ query }, { init: { signal } }));
  return unwrap(client.api.accounts.questions.$get({ query: { ...query, type } }, { init: { signal } }));
}

export function useMyQuestions(type: MyQuestionsType, page: number) {
  return useQuery({
    queryKey: ['questions', 'mine', type, page],
    queryFn: ({ signal }) => getMyQuestions(type, page, signal),
    placeholderData: keepPreviousData,
  });
}
