import type { AddQuestionBody } from '@lp/contract/questions';
import { useMutation } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

/** Signed in: asks a question; answers the new question. */
export function addQuestion(body: AddQuestionBody) {
  return unwrap(client.api.core.questions.add.$post({ json: body }));
}

export function useAddQuestion() {
  return useMutation({ mutationFn: addQuestion });
}
