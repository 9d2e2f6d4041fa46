import type { Answer, Attempt, Completed } from '@lp/contract/interviews';
import { api } from '@/lib/api-client';

/** Opens an attempt (or gets the open one back). */
export function startInterview(interviewId: number) {
  return api.post<Attempt>(`/api/core/interviews/${interviewId}/start`);
}

/** Sends one answer: a recording and/or text, with the learner's rubric. */
export function answerQuestion(
  interviewId: number,
  questionId: number,
  input: { media: Blob | null; text: string; selfAssessment: Record<string, number> | null },
) {
  const form = new FormData();
  if (input.media) {
    const extension = input.media.type.includes('mp4') ? 'mp4' : input.media.type.includes('ogg') ? 'ogg' : 'webm';
    form.append('media', input.media, `answer.${extension}`);
  }
  if (input.text.trim()) form.append('answer_text', input.text.trim());
  if (input.selfAssessment) form.append('self_assessment', JSON.stringify(input.selfAssessment));
  return api.post<Answer>(`/api/core/interviews/${interviewId}/question/${questionId}/attempt`, form);
}

/** Closes the attempt; the answer carries the feedback and the points earned. */
export function completeInterview(interviewId: number) {
  return api.post<Completed>(`/api/core/interviews/${interviewId}/complete`);
}
