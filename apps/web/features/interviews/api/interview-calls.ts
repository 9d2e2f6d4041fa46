import { client, unwrap } from '@/lib/api-client';

/** Opens an attempt (or gets the open one back). */
export function startInterview(interviewId: number) {
  return unwrap(client.api.core.interviews[':id'].start.$post({ param: { id: String(interviewId) } }));
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
  // The route documents its multipart body for OpenAPI only (the handler reads the stream itself,
  // to answer a long or wrong recording with its own 413/415), so hc has no `form` input for it:
  // the FormData goes as the request's body. The path, the ids and the answer stay typed.
  const param = { id: String(interviewId), qid: String(questionId) };
  return unwrap(client.api.core.interviews[':id'].question[':qid'].attempt.$post({ param }, { init: { body: form } }));
}

/** Closes the attempt; the answer carries the feedback and the points earned. */
export function completeInterview(interviewId: number) {
  return unwrap(client.api.core.interviews[':id'].complete.$post({ param: { id: String(interviewId) } }));
}
