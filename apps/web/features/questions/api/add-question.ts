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

/** Signed in: edits the caller's own question (403 for anyone else's); answers the question. */
export function editQuestion(id: number, body: AddQuestionBody) {
  return unwrap(client.api.core.questions[':id'].edit.$post({ param: { id: String(id) }, json: body }));
}

export function useEditQuestion(id: number) {
  return useMutation({ mutationFn: (body: AddQuestionBody) => editQuestion(id, body) });
}
