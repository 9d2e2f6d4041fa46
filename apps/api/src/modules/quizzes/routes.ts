import { listingSchema } from '@lp/contract/common';
import {
  answerQuizSchema,
  attemptParamSchema,
  attemptResultSchema,
  quizCardSchema,
  quizDetailSchema,
  quizKeyParamSchema,
  quizListQuerySchema,
  submitAnswersSchema,
} from '@lp/contract/learning';
import { optionalSession, publicAccess, signedIn } from '../../platform/access.ts';
import { readSessionUser } from '../../platform/auth.ts';
import { createRouter, dataResponse, defineRoute, errorResponses, jsonBody, OWNED_EXTENSION } from '../../platform/openapi.ts';
import type { QuizzesService } from './service.ts';

const tags = ['quizzes'];

const listQuizzes = defineRoute({
  method: 'get',
  path: '/core/quiz',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Quizzes, featured first then newest; filter by stream slug and text',
  request: { query: quizListQuerySchema },
  responses: { 200: dataResponse(listingSchema(quizCardSchema), 'Quiz cards'), ...errorResponses(404, 422) },
});

const featuredQuizzes = defineRoute({
  method: 'get',
  path: '/core/quiz/featured',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Featured quizzes',
  request: { query: quizListQuerySchema },
  responses: { 200: dataResponse(listingSchema(quizCardSchema), 'Featured quiz cards'), ...errorResponses(404, 422) },
});

const getQuiz = defineRoute({
  method: 'get',
  path: '/core/quiz/{id}',
  middleware: [optionalSession] as const,
  tags,
  summary: "A quiz with its questions (never the answers; none for a visitor) and the caller's attempts",
  request: { params: quizKeyParamSchema },
  responses: { 200: dataResponse(quizDetailSchema, 'The quiz'), ...errorResponses(404) },
});

const answerQuiz = defineRoute({
  method: 'post',
  path: '/core/quiz/{id}',
  middleware: [signedIn] as const,
  tags,
  summary:
    'The one-step form of an untimed quiz: creates, submits and scores an attempt (200: the attempt an earlier send with the same clientId made)',
  request: { params: quizKeyParamSchema, body: jsonBody(answerQuizSchema) },
  responses: {
    201: dataResponse(attemptResultSchema, 'The scored attempt with explanations'),
    200: dataResponse(attemptResultSchema, 'The attempt already made with this clientId'),
    ...errorResponses(400, 401, 403, 404, 409, 415, 422),
  },
});

const startAttempt = defineRoute({
  method: 'post',
  path: '/core/quiz/{id}/attempts',
  middleware: [signedIn] as const,
  tags,
  summary: 'Start an attempt: the clock starts on the server (a running attempt is answered again)',
  request: { params: quizKeyParamSchema },
  responses: {
    201: dataResponse(attemptResultSchema, 'Attempt started'),
    200: dataResponse(attemptResultSchema, 'The attempt already running'),
    ...errorResponses(401, 403, 404, 409),
  },
});

const readAttempt = defineRoute({
  method: 'get',
  path: '/core/quiz/{id}/attempts/{attemptId}',
  middleware: [signedIn] as const,
  tags,
  summary: 'An attempt with its score and, once submitted, the right answers and explanations',
  request: { params: attemptParamSchema },
  responses: { 200: dataResponse(attemptResultSchema, 'The attempt'), ...errorResponses(401, 403, 404, 422) },
  [OWNED_EXTENSION]: 'quiz-attempt',
});

const submitAttempt = defineRoute({
  method: 'post',
  path: '/core/quiz/{id}/attempts/{attemptId}',
  middleware: [signedIn] as const,
  tags,
  summary: 'Submit the answers of an attempt (once, before its time runs out)',
  request: { params: attemptParamSchema, body: jsonBody(submitAnswersSchema) },
  responses: {
    200: dataResponse(attemptResultSchema, 'The scored attempt with explanations'),
    ...errorResponses(400, 401, 403, 404, 409, 415, 422),
  },
  [OWNED_EXTENSION]: 'quiz-attempt',
});

/** Mounted at /api. Static paths before `{id}`. */
export function quizzesRouter({ quizzes }: { quizzes: QuizzesService }) {
  return createRouter()
    .openapi(listQuizzes, async (c) => c.json({ data: await quizzes.list(c.req.valid('query')) }, 200))
    .openapi(featuredQuizzes, async (c) =>
      c.json({ data: await quizzes.list(c.req.valid('query'), { featuredOnly: true }) }, 200),
    )
    .openapi(getQuiz, async (c) => {
      const user = await readSessionUser(c);
      return c.json({ data: await quizzes.detail(c.req.valid('param').id, user?.id ?? null) }, 200);
    })
    .openapi(answerQuiz, async (c) => {
      const user = c.var.user;
      const { answers, clientId } = c.req.valid('json');
      const { created, attempt } = await quizzes.answer(c.req.valid('param').id, user.id, answers, clientId);
      return created ? c.json({ data: attempt }, 201) : c.json({ data: attempt }, 200);
    })
    .openapi(startAttempt, async (c) => {
      const user = c.var.user;
      const { created, attempt } = await quizzes.start(c.req.valid('param').id, user.id);
      return created ? c.json({ data: attempt }, 201) : c.json({ data: attempt }, 200);
    })
    .openapi(readAttempt, async (c) => {
      const user = c.var.user;
      const { id, attemptId } = c.req.valid('param');
      return c.json({ data: await quizzes.read(id, attemptId, user.id) }, 200);
    })
    .openapi(submitAttempt, async (c) => {
      const user = c.var.user;
      const { id, attemptId } = c.req.valid('param');
      return c.json({ data: await quizzes.submit(id, attemptId, user.id, c.req.valid('json').answers) }, 200);
    });
}
