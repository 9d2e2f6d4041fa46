import { client, unwrap } from '@/lib/api-client';

/** The question page's writes; each screen refreshes the server-rendered page after one succeeds. */
export function addAnswer(questionId: number, body: string) {
  return unwrap(client.api.core.questions.answer[':id'].$post({ param: { id: String(questionId) }, json: { body } }));
}

export function editAnswer(answerId: number, body: string) {
  return unwrap(client.api.core.questions.answer.edit[':id'].$post({ param: { id: String(answerId) }, json: { body } }));
}

export function deleteAnswer(answerId: number) {
  return unwrap(client.api.core.questions.answer.delete[':id'].$post({ param: { id: String(answerId) } }));
}

export function acceptAnswer(answerId: number) {
  return unwrap(client.api.core.questions.answer[':id'].accept.$post({ param: { id: String(answerId) } }));
}

/** The asker takes the accept back. */
export function unacceptAnswer(answerId: number) {
  return unwrap(client.api.core.questions.answer[':id'].accept.$delete({ param: { id: String(answerId) } }));
}

export function deleteQuestion(questionId: number) {
  return unwrap(client.api.core.questions[':id'].$delete({ param: { id: String(questionId) } }));
}

/** POST upvotes, DELETE takes the vote back; both answer the new state and score. */
export function setVote(kind: 'question' | 'answer', id: number, on: boolean) {
  const param = { id: String(id) };
  const vote = kind === 'question' ? client.api.core.questions[':id'].vote : client.api.core.questions.answer[':id'].vote;
  return unwrap(on ? vote.$post({ param }) : vote.$delete({ param }));
}
