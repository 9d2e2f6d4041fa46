import type { Answer, VoteResponse } from '@lp/contract/questions';
import { api } from '@/lib/api-client';

/** The question page's writes; each screen refreshes the server-rendered page after one succeeds. */
export function addAnswer(questionId: number, body: string): Promise<{ answer: Answer }> {
  return api.post<{ answer: Answer }>(`/api/core/questions/answer/${questionId}`, { body });
}

export function editAnswer(answerId: number, body: string): Promise<{ answer: Answer }> {
  return api.post<{ answer: Answer }>(`/api/core/questions/answer/edit/${answerId}`, { body });
}

export function deleteAnswer(answerId: number): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(`/api/core/questions/answer/delete/${answerId}`);
}

export function acceptAnswer(answerId: number): Promise<{ answer: Answer }> {
  return api.post<{ answer: Answer }>(`/api/core/questions/answer/${answerId}/accept`);
}

export function deleteQuestion(questionId: number): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/api/core/questions/${questionId}`);
}

/** POST upvotes, DELETE takes the vote back; both answer the new state and score. */
export function setVote(kind: 'question' | 'answer', id: number, on: boolean): Promise<VoteResponse> {
  const path = kind === 'question' ? `/api/core/questions/${id}/vote` : `/api/core/questions/answer/${id}/vote`;
  return on ? api.post<VoteResponse>(path) : api.delete<VoteResponse>(path);
}
