import { okSchema, pageQuerySchema } from '@lp/contract/common';
import {
  addQuestionBodySchema,
  answerBodySchema,
  answerResponseSchema,
  myQuestionsQuerySchema,
  questionFiltersSchema,
  questionIdParamSchema,
  questionResponseSchema,
  questionsListingSchema,
  questionsQuerySchema,
  similarQuerySchema,
  similarQuestionsSchema,
  voteResponseSchema,
} from '@lp/contract/questions';
import { optionalSession, publicAccess, signedIn } from '../../platform/access.ts';
import { readSessionUser } from '../../platform/auth.ts';
import { createRouter, dataResponse, defineRoute, errorResponses, jsonBody, OWNED_EXTENSION } from '../../platform/openapi.ts';
import type { QuestionsService } from './service.ts';

const tags = ['questions'];
const params = questionIdParamSchema;

const listQuestions = defineRoute({
  method: 'get',
  path: '/core/questions',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Questions, newest first; filter by tag, status, featured, trending (recent activity weighted by votes and answers)',
  request: { query: questionsQuerySchema },
  responses: { 200: dataResponse(questionsListingSchema, 'A page of questions'), ...errorResponses(404, 422) },
});

const questionFilters = defineRoute({
  method: 'get',
  path: '/core/questions/filters',
  middleware: [publicAccess] as const,
  tags,
  summary: 'The tags and statuses questions can be filtered by, with counts',
  responses: { 200: dataResponse(questionFiltersSchema, 'Filter values') },
});

const similarQuestions = defineRoute({
  method: 'get',
  path: '/core/questions/similar',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Up to 5 questions like a title being typed',
  request: { query: similarQuerySchema },
  responses: { 200: dataResponse(similarQuestionsSchema, 'Similar questions'), ...errorResponses(422) },
});

const getQuestion = defineRoute({
  method: 'get',
  path: '/core/questions/{id}',
  middleware: [optionalSession] as const,
  tags,
  summary: 'A question with its answers (accepted first, then by votes)',
  request: { params },
  responses: { 200: dataResponse(questionResponseSchema, 'The question'), ...errorResponses(404, 422) },
});

const addQuestion = defineRoute({
  method: 'post',
  path: '/core/questions/add',
  middleware: [signedIn] as const,
  tags,
  summary: 'Ask a question (title, body in Markdown, 1-5 tag slugs)',
  request: { body: jsonBody(addQuestionBodySchema) },
  responses: {
    201: dataResponse(questionResponseSchema, 'The new question'),
    ...errorResponses(400, 401, 415, 422, 429),
  },
});

const editQuestion = defineRoute({
  method: 'post',
  path: '/core/questions/{id}/edit',
  middleware: [signedIn] as const,
  tags,
  summary: "Edit the caller's own question",
  [OWNED_EXTENSION]: 'question',
  request: { params, body: jsonBody(addQuestionBodySchema) },
  responses: { 200: dataResponse(questionResponseSchema, 'Saved'), ...errorResponses(400, 401, 403, 404, 415, 422) },
});

const deleteQuestion = defineRoute({
  method: 'delete',
  path: '/core/questions/{id}',
  middleware: [signedIn] as const,
  tags,
  summary: "Delete the caller's own question (and its answers)",
  [OWNED_EXTENSION]: 'question',
  request: { params },
  responses: { 200: dataResponse(okSchema, 'Deleted'), ...errorResponses(401, 403, 404, 422) },
});

const addAnswer = defineRoute({
  method: 'post',
  path: '/core/questions/answer/{id}',
  middleware: [signedIn] as const,
  tags,
  summary: 'Answer question {id}',
  request: { params, body: jsonBody(answerBodySchema) },
  responses: {
    201: dataResponse(answerResponseSchema, 'The new answer'),
    ...errorResponses(400, 401, 404, 415, 422, 429),
  },
});

const editAnswer = defineRoute({
  method: 'post',
  path: '/core/questions/answer/edit/{id}',
  middleware: [signedIn] as const,
  tags,
  summary: "Edit the caller's own answer {id}",
  [OWNED_EXTENSION]: 'answer',
  request: { params, body: jsonBody(answerBodySchema) },
  responses: { 200: dataResponse(answerResponseSchema, 'Saved'), ...errorResponses(400, 401, 403, 404, 415, 422) },
});

const deleteAnswer = defineRoute({
  method: 'post',
  path: '/core/questions/answer/delete/{id}',
  middleware: [signedIn] as const,
  tags,
  summary: "Delete the caller's own answer {id}",
  [OWNED_EXTENSION]: 'answer',
  request: { params },
  responses: { 200: dataResponse(okSchema, 'Deleted'), ...errorResponses(401, 403, 404, 422) },
});

const acceptAnswer = defineRoute({
  method: 'post',
  path: '/core/questions/answer/{id}/accept',
  middleware: [signedIn] as const,
  tags,
  summary: 'Accept answer {id} (the asker only); the answerer earns points',
  [OWNED_EXTENSION]: 'answer-accept',
  request: { params },
  responses: { 200: dataResponse(answerResponseSchema, 'Accepted'), ...errorResponses(401, 403, 404, 422) },
});

const unacceptAnswer = defineRoute({
  method: 'delete',
  path: '/core/questions/answer/{id}/accept',
  middleware: [signedIn] as const,
  tags,
  summary: "Take back the accept of answer {id} (the asker only; idempotent); the answerer's points are reversed",
  [OWNED_EXTENSION]: 'answer-accept',
  request: { params },
  responses: { 200: dataResponse(answerResponseSchema, 'No longer accepted'), ...errorResponses(401, 403, 404, 422) },
});

const VOTE_PATHS = { question: '/core/questions/{id}/vote', answer: '/core/questions/answer/{id}/vote' } as const;

/** Generic, so that each vote route chained below keeps its own method and path in ApiRoutes (the typed client). */
const voteRoute = <M extends 'post' | 'delete', K extends keyof typeof VOTE_PATHS>(method: M, kind: K) =>
  defineRoute({
    method,
    path: VOTE_PATHS[kind],
    middleware: [signedIn] as const,
    tags,
    summary: `${method === 'post' ? 'Upvote' : 'Take back the upvote of'} ${kind} {id} (idempotent; one vote per user)`,
    request: { params },
    responses: {
      200: dataResponse(voteResponseSchema, 'The vote and the new score'),
      ...errorResponses(401, 403, 404, 422, 429),
    },
  });

const myQuestions = defineRoute({
  method: 'get',
  path: '/accounts/questions',
  middleware: [signedIn] as const,
  tags,
  summary: "The caller's questions (type=asked) or the questions they answered (type=answered); page_size=1 for the most recent",
  request: { query: myQuestionsQuerySchema },
  responses: { 200: dataResponse(questionsListingSchema, 'A page of questions'), ...errorResponses(401, 404, 422) },
});

const taggedQuestions = defineRoute({
  method: 'get',
  path: '/accounts/questions/tagged',
  middleware: [signedIn] as const,
  tags,
  summary: "Questions in the caller's tags, newest first",
  request: { query: pageQuerySchema },
  responses: { 200: dataResponse(questionsListingSchema, 'A page of questions'), ...errorResponses(401, 404, 422) },
});

/** Mounted at /api (SPEC §7 and docs/spec-notes.md "Votes and acceptance"). */
export function questionsRouter({ questions: service }: { questions: QuestionsService }) {
  return createRouter()
    .openapi(listQuestions, async (c) => c.json({ data: await service.list(c.req.valid('query')) }, 200))
    .openapi(questionFilters, async (c) => c.json({ data: await service.filters() }, 200))
    .openapi(similarQuestions, async (c) => c.json({ data: await service.similar(c.req.valid('query').title) }, 200))
    .openapi(myQuestions, async (c) => {
      const user = c.var.user;
      return c.json({ data: await service.listMine(user.id, c.req.valid('query')) }, 200);
    })
    .openapi(taggedQuestions, async (c) => {
      const user = c.var.user;
      return c.json({ data: await service.listTagged(user.id, c.req.valid('query')) }, 200);
    })
    .openapi(getQuestion, async (c) => {
      const viewer = await readSessionUser(c);
      return c.json({ data: { question: await service.detail(c.req.valid('param').id, viewer?.id ?? null) } }, 200);
    })
    .openapi(addQuestion, async (c) => {
      const user = c.var.user;
      return c.json({ data: { question: await service.add(user.id, c.req.valid('json')) } }, 201);
    })
    .openapi(editQuestion, async (c) => {
      const user = c.var.user;
      return c.json({ data: { question: await service.edit(user.id, c.req.valid('param').id, c.req.valid('json')) } }, 200);
    })
    .openapi(deleteQuestion, async (c) => {
      const user = c.var.user;
      await service.remove(user.id, c.req.valid('param').id);
      return c.json({ data: { ok: true as const } }, 200);
    })
    .openapi(addAnswer, async (c) => {
      const user = c.var.user;
      return c.json({ data: { answer: await service.answer(user.id, c.req.valid('param').id, c.req.valid('json').body) } }, 201);
    })
    .openapi(editAnswer, async (c) => {
      const user = c.var.user;
      return c.json(
        { data: { answer: await service.editAnswer(user.id, c.req.valid('param').id, c.req.valid('json').body) } },
        200,
      );
    })
    .openapi(deleteAnswer, async (c) => {
      const user = c.var.user;
      await service.deleteAnswer(user.id, c.req.valid('param').id);
      return c.json({ data: { ok: true as const } }, 200);
    })
    .openapi(acceptAnswer, async (c) => {
      const user = c.var.user;
      return c.json({ data: { answer: await service.accept(user.id, c.req.valid('param').id) } }, 200);
    })
    .openapi(unacceptAnswer, async (c) => {
      const user = c.var.user;
      return c.json({ data: { answer: await service.unaccept(user.id, c.req.valid('param').id) } }, 200);
    })
    .openapi(voteRoute('post', 'question'), async (c) => {
      const user = c.var.user;
      return c.json({ data: await service.vote('question', user.id, c.req.valid('param').id, true) }, 200);
    })
    .openapi(voteRoute('delete', 'question'), async (c) => {
      const user = c.var.user;
      return c.json({ data: await service.vote('question', user.id, c.req.valid('param').id, false) }, 200);
    })
    .openapi(voteRoute('post', 'answer'), async (c) => {
      const user = c.var.user;
      return c.json({ data: await service.vote('answer', user.id, c.req.valid('param').id, true) }, 200);
    })
    .openapi(voteRoute('delete', 'answer'), async (c) => {
      const user = c.var.user;
      return c.json({ data: await service.vote('answer', user.id, c.req.valid('param').id, false) }, 200);
    });
}
