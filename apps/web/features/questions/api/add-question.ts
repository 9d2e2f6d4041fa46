import type { AddQuestionBody, QuestionDetail } from '@lp/contract/questions';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Signed in: asks a question; answers the new question. */
export function addQuestion(body: AddQuestionBody): Promise<{ question: QuestionDetail }> {
  return api.post<{ question: QuestionDetail }>('/api/core/questions/add', body);
}

export function useAddQuestion() {
  return useMutation({ mutationFn: addQuestion });
}
