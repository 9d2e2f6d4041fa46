import type { AddQuizQuestionBody, CreateQuizBody, QuestionBody, UpdateQuiz } from '@lp/contract/studio-content';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { STUDIO_PAGE_SIZE, studioContentKeys } from './studio-keys';

export function useStudioQuizzes(q: string, page: number) {
  return useQuery({
    queryKey: studioContentKeys.quizzes(q, page),
    queryFn: ({ signal }) =>
      unwrap(
        client.api.studio.quizzes.$get(
          { query: { ...(q ? { q } : {}), page: String(page), page_size: String(STUDIO_PAGE_SIZE) } },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCreateQuiz() {
  return useMutation({ mutationFn: (json: CreateQuizBody) => unwrap(client.api.studio.quizzes.$post({ json })) });
}

export function useStudioQuiz(id: number) {
  return useQuery({
    queryKey: studioContentKeys.quiz(id),
    queryFn: ({ signal }) => unwrap(client.api.studio.quizzes[':id'].$get({ param: { id: String(id) } }, { init: { signal } })),
  });
}

export function useBankQuestions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: studioContentKeys.bank(q),
    queryFn: ({ signal }) =>
      unwrap(client.api.studio.questions.$get({ query: { ...(q ? { q } : {}), page_size: '20' } }, { init: { signal } })),
    enabled,
  });
}

/** The editor's changes: each answers the quiz as it now is, which replaces the cached one. */
export function useQuizActions(id: number) {
  const queryClient = useQueryClient();
  const param = { id: String(id) };
  const store = (quiz: unknown) => {
    queryClient.setQueryData(studioContentKeys.quiz(id), quiz);
    return queryClient.invalidateQueries({ queryKey: ['studio-content', 'quizzes'] });
  };
  return {
    update: useMutation({
      mutationFn: (json: UpdateQuiz) => unwrap(client.api.studio.quizzes[':id'].$patch({ param, json })),
      onSuccess: store,
    }),
    publish: useMutation({
      mutationFn: () => unwrap(client.api.studio.quizzes[':id'].publish.$post({ param })),
      onSuccess: store,
    }),
    add: useMutation({
      mutationFn: (json: AddQuizQuestionBody) => unwrap(client.api.studio.quizzes[':id'].questions.$post({ param, json })),
      onSuccess: store,
    }),
    remove: useMutation({
      mutationFn: (questionId: number) =>
        unwrap(
          client.api.studio.quizzes[':id'].questions[':questionId'].$delete({
            param: { ...param, questionId: String(questionId) },
          }),
        ),
      onSuccess: store,
    }),
    editQuestion: useMutation({
      mutationFn: ({ bankQuestionId, json }: { bankQuestionId: number; json: QuestionBody }) =>
        unwrap(client.api.studio.questions[':id'].$patch({ param: { id: String(bankQuestionId) }, json })),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: studioContentKeys.quiz(id) }),
    }),
  };
}
