import { idOrSlugParamSchema, idParamSchema, listingSchema } from '@lp/contract/common';
import {
  ANSWER_TEXT_MAX_LENGTH,
  answerSchema,
  attemptSchema,
  completedSchema,
  INTERVIEW_MEDIA_MAX_BYTES,
  INTERVIEW_MEDIA_MAX_SECONDS,
  interviewAttemptParamSchema,
  interviewCardSchema,
  interviewDetailSchema,
  interviewsQuerySchema,
  myAttemptsQuerySchema,
  selfAssessmentSchema,
} from '@lp/contract/interviews';
import { MESSAGES } from '@lp/contract/messages';
import { optionalSession, publicAccess, signedIn } from '../../platform/access.ts';
import { readSessionUser } from '../../platform/auth.ts';
import { ApiError, invalidField } from '../../platform/errors.ts';
import { createRouter, dataResponse, defineRoute, errorResponses } from '../../platform/openapi.ts';
import { uploadedMediaSeconds } from '../../platform/upload-step.ts';
import { readOptionalUpload } from '../../platform/uploads.ts';
import type { AnswerInput } from './records.ts';
import type { InterviewsService } from './service.ts';

const tags = ['interviews'];

const listInterviews = defineRoute({
  method: 'get',
  path: '/core/interviews',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Mock interviews, filtered by category and level',
  request: { query: interviewsQuerySchema },
  responses: { 200: dataResponse(listingSchema(interviewCardSchema), 'A page of interviews'), ...errorResponses(404, 422) },
});

const allAttempts = defineRoute({
  method: 'get',
  path: '/core/interviews/all-attempts',
  middleware: [signedIn] as const,
  tags,
  summary: "The signed-in user's interview attempts with answers and feedback, newest first",
  request: { query: myAttemptsQuerySchema },
  responses: { 200: dataResponse(listingSchema(attemptSchema), 'A page of attempts'), ...errorResponses(401, 404, 422) },
});

const accountAttempts = defineRoute({
  method: 'get',
  path: '/accounts/interviews',
  middleware: [signedIn] as const,
  tags,
  summary: 'The account page of interviews: the same attempts as /core/interviews/all-attempts',
  request: { query: myAttemptsQuerySchema },
  responses: { 200: dataResponse(listingSchema(attemptSchema), 'A page of attempts'), ...errorResponses(401, 404, 422) },
});

const interviewDetail = defineRoute({
  method: 'get',
  path: '/core/interviews/{idOrSlug}',
  middleware: [optionalSession] as const,
  tags,
  summary:
    "An interview by id or slug with its questions and the caller's open or latest attempt. A premium interview is `locked` for a visitor or a non-member: what it is, how many questions and minutes, without the questions",
  request: { params: idOrSlugParamSchema },
  responses: { 200: dataResponse(interviewDetailSchema, 'The interview'), ...errorResponses(404, 422) },
});

const start = defineRoute({
  method: 'post',
  path: '/core/interviews/{id}/start',
  middleware: [signedIn] as const,
  tags,
  summary: 'Open an attempt (201), or get the open one back (200)',
  request: { params: idParamSchema },
  responses: {
    200: dataResponse(attemptSchema, 'The open attempt'),
    201: dataResponse(attemptSchema, 'A new attempt'),
    ...errorResponses(401, 403, 404, 422),
  },
});

const answer = defineRoute({
  method: 'post',
  path: '/core/interviews/{id}/question/{qid}/attempt',
  middleware: [signedIn] as const,
  tags,
  summary: `Answer one question: a recording (WebM, Ogg or MP4, at most ${INTERVIEW_MEDIA_MAX_SECONDS} s) and/or text, with an optional rubric`,
  request: {
    params: interviewAttemptParamSchema,
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              media: {
                type: 'string',
                format: 'binary',
                description: `Audio or video (checked from its bytes), at most ${INTERVIEW_MEDIA_MAX_BYTES} bytes and ${INTERVIEW_MEDIA_MAX_SECONDS} seconds`,
              },
              answer_text: { type: 'string', maxLength: ANSWER_TEXT_MAX_LENGTH },
              self_assessment: {
                type: 'string',
                description: 'JSON: {"structure","relevance","clarity","confidence"}, each 1 to 5',
              },
            },
          },
        },
      },
    },
  },
  responses: {
    200: dataResponse(answerSchema, 'The stored answer'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 429),
  },
});

const complete = defineRoute({
  method: 'post',
  path: '/core/interviews/{id}/complete',
  middleware: [signedIn] as const,
  tags,
  summary: 'Close the open attempt with feedback per answer; the first completion of an interview earns points',
  request: { params: idParamSchema },
  responses: { 200: dataResponse(completedSchema, 'The completed attempt'), ...errorResponses(401, 403, 404, 409, 422) },
});

/** The rubric field: absent, or JSON of four scores from 1 to 5. */
function parseSelfAssessment(raw: string | undefined) {
  if (raw === undefined || raw.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw invalidField('self_assessment', MESSAGES.rubricScore);
  }
  const parsed = selfAssessmentSchema.safeParse(value);
  if (!parsed.success) throw invalidField('self_assessment', MESSAGES.rubricScore);
  return parsed.data;
}

/** Mounted at /api: paths start with /core/ or /accounts/ (SPEC §7). */
export function interviewsRouter({ interviews }: { interviews: InterviewsService }) {
  return createRouter()
    .openapi(listInterviews, async (c) => c.json({ data: await interviews.list(c.req.valid('query')) }, 200))
    .openapi(allAttempts, async (c) => {
      const user = c.var.user;
      return c.json({ data: await interviews.myAttempts(user.id, c.req.valid('query')) }, 200);
    })
    .openapi(accountAttempts, async (c) => {
      const user = c.var.user;
      return c.json({ data: await interviews.myAttempts(user.id, c.req.valid('query')) }, 200);
    })
    .openapi(interviewDetail, async (c) => {
      const user = await readSessionUser(c);
      return c.json({ data: await interviews.detail(c.req.valid('param').idOrSlug, user?.id ?? null) }, 200);
    })
    .openapi(start, async (c) => {
      const user = c.var.user;
      const { attempt, created } = await interviews.start(c.req.valid('param').id, user.id);
      return created ? c.json({ data: attempt }, 201) : c.json({ data: attempt }, 200);
    })
    .openapi(answer, async (c) => {
      const user = c.var.user;
      const { id, qid } = c.req.valid('param');
      // Refusals that need no body come first: nothing is stored for a wrong question or a closed attempt.
      const target = await interviews.answerTarget(id, qid, user.id);
      const form = await readOptionalUpload(c, {
        field: 'media',
        maxBytes: INTERVIEW_MEDIA_MAX_BYTES,
        accept: ['media'],
        uploader: `user:${user.id}`,
        textFields: { answer_text: MESSAGES.interviewAnswerTooLong, self_assessment: MESSAGES.rubricScore },
        messages: {
          empty: MESSAGES.interviewMediaUnreadable,
          tooLarge: MESSAGES.interviewMediaTooLarge,
          wrongType: MESSAGES.interviewMediaWrongType,
        },
      });
      try {
        const text = form.fields.answer_text?.trim() || null;
        if (text && text.length > ANSWER_TEXT_MAX_LENGTH) throw invalidField('answer_text', MESSAGES.interviewAnswerTooLong);
        const selfAssessment = parseSelfAssessment(form.fields.self_assessment);
        if (!form.upload && !text)
          throw new ApiError(422, MESSAGES.interviewAnswerRequired, { answer_text: MESSAGES.interviewAnswerRequired });
        let media: AnswerInput['media'] = null;
        if (form.upload) {
          // One second of slack: a recorder stops a little after the limit.
          const seconds = await uploadedMediaSeconds(form.upload, 'media', INTERVIEW_MEDIA_MAX_SECONDS + 1, {
            unreadable: MESSAGES.interviewMediaUnreadable,
            tooLong: MESSAGES.interviewMediaTooLong,
          });
          media = { ...form.upload, seconds };
        }
        const saved = await interviews.saveAnswer(target, user.id, { text, media, selfAssessment });
        return c.json({ data: saved }, 200);
      } finally {
        await form.release();
      }
    })
    .openapi(complete, async (c) => {
      const user = c.var.user;
      return c.json({ data: await interviews.complete(c.req.valid('param').id, user.id) }, 200);
    });
}
