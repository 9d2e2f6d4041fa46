import { MESSAGES } from '@lp/contract/messages';
import {
  addQuizQuestionSchema,
  bankQuestionListingSchema,
  bankQuestionParamSchema,
  bankQuestionSchema,
  createBankQuestionSchema,
  createQuizSchema,
  questionInputSchema,
  studioListQuerySchema,
  studioQuizListingSchema,
  studioQuizParamSchema,
  studioQuizQuestionParamSchema,
  studioQuizSchema,
  updateQuizSchema,
} from '@lp/contract/studio-content';
import type { Context } from 'hono';
import { type StaffEnv, staff } from '../../platform/access.ts';
import type { ProxyTrust } from '../../platform/client-ip.ts';
import { createRouter, dataResponse, defineRoute, errorResponses, jsonBody } from '../../platform/openapi.ts';
import { ownerFrom, studioActor } from '../../shared/studio-owner.ts';
import type { QuizAuthoring } from './authoring.ts';
import type { QuestionBank } from './question-bank.ts';

const tags = ['studio'];

type Owners = {
  quiz: (id: number) => Promise<string | number>;
  question: (id: number) => Promise<string | number>;
};

function routes(owners: Owners) {
  const quizScope = staff('instructor', { institute: ownerFrom(owners.quiz), missing: MESSAGES.quizNotFound });
  const questionScope = staff('instructor', { institute: ownerFrom(owners.question), missing: MESSAGES.bankQuestionNotFound });
  return {
    listQuizzes: defineRoute({
      method: 'get',
      path: '/studio/quizzes',
      middleware: [staff('instructor')] as const,
      tags,
      summary: "The quizzes of the caller's institutes (an admin's: all), drafts included, last changed first",
      request: { query: studioListQuerySchema },
      responses: { 200: dataResponse(studioQuizListingSchema, 'Quizzes'), ...errorResponses(401, 403, 404, 422) },
    }),
    createQuiz: defineRoute({
      method: 'post',
      path: '/studio/quizzes',
      middleware: [staff('instructor')] as const,
      tags,
      summary: 'Create a draft quiz of an institute the caller authors for (null institute: the platform, admin only)',
      request: { body: jsonBody(createQuizSchema) },
      responses: { 201: dataResponse(studioQuizSchema, 'The draft'), ...errorResponses(400, 401, 403, 415, 422) },
    }),
    getQuiz: defineRoute({
      method: 'get',
      path: '/studio/quizzes/{id}',
      middleware: [quizScope] as const,
      tags,
      summary: 'A quiz as its author edits it: the questions with the right options and explanations',
      request: { params: studioQuizParamSchema },
      responses: { 200: dataResponse(studioQuizSchema, 'The quiz'), ...errorResponses(401, 403, 404, 422) },
    }),
    patchQuiz: defineRoute({
      method: 'patch',
      path: '/studio/quizzes/{id}',
      middleware: [quizScope] as const,
      tags,
      summary: 'Change the title, summary, level, pass mark or time limit',
      request: { params: studioQuizParamSchema, body: jsonBody(updateQuizSchema) },
      responses: { 200: dataResponse(studioQuizSchema, 'The quiz'), ...errorResponses(400, 401, 403, 404, 415, 422) },
    }),
    publishQuiz: defineRoute({
      method: 'post',
      path: '/studio/quizzes/{id}/publish',
      middleware: [quizScope] as const,
      tags,
      summary: 'Publish a draft: learners see it from now on (409 without questions)',
      request: { params: studioQuizParamSchema },
      responses: { 200: dataResponse(studioQuizSchema, 'The quiz'), ...errorResponses(401, 403, 404, 409, 422) },
    }),
    addQuestion: defineRoute({
      method: 'post',
      path: '/studio/quizzes/{id}/questions',
      middleware: [quizScope] as const,
      tags,
      summary:
        "Add a question at the end: `{bankQuestionId}` from the quiz's institute's bank, or a new question (saved to the bank too)",
      request: { params: studioQuizParamSchema, body: jsonBody(addQuizQuestionSchema) },
      responses: { 201: dataResponse(studioQuizSchema, 'The quiz'), ...errorResponses(400, 401, 403, 404, 409, 415, 422) },
    }),
    removeQuestion: defineRoute({
      method: 'delete',
      path: '/studio/quizzes/{id}/questions/{questionId}',
      middleware: [quizScope] as const,
      tags,
      summary: 'Take a question out of the quiz (attempts that had it keep it in their review)',
      request: { params: studioQuizQuestionParamSchema },
      responses: { 200: dataResponse(studioQuizSchema, 'The quiz'), ...errorResponses(401, 403, 404, 422) },
    }),
    listBank: defineRoute({
      method: 'get',
      path: '/studio/questions',
      middleware: [staff('instructor')] as const,
      tags,
      summary: "The question bank of the caller's institutes (an admin's: all), last changed first; `q` searches the text",
      request: { query: studioListQuerySchema },
      responses: { 200: dataResponse(bankQuestionListingSchema, 'Questions'), ...errorResponses(401, 403, 404, 422) },
    }),
    createBankQuestion: defineRoute({
      method: 'post',
      path: '/studio/questions',
      middleware: [staff('instructor')] as const,
      tags,
      summary: "Write a question into an institute's bank (null institute: the platform's, admin only)",
      request: { body: jsonBody(createBankQuestionSchema) },
      responses: { 201: dataResponse(bankQuestionSchema, 'The question'), ...errorResponses(400, 401, 403, 415, 422) },
    }),
    getBankQuestion: defineRoute({
      method: 'get',
      path: '/studio/questions/{id}',
      middleware: [questionScope] as const,
      tags,
      summary: 'A question of the bank with the right options',
      request: { params: bankQuestionParamSchema },
      responses: { 200: dataResponse(bankQuestionSchema, 'The question'), ...errorResponses(401, 403, 404, 422) },
    }),
    patchBankQuestion: defineRoute({
      method: 'patch',
      path: '/studio/questions/{id}',
      middleware: [questionScope] as const,
      tags,
      summary:
        'A new version of the question: every quiz holding it shows the new text; attempts already made keep the version they were given',
      request: { params: bankQuestionParamSchema, body: jsonBody(questionInputSchema) },
      responses: { 200: dataResponse(bankQuestionSchema, 'The question'), ...errorResponses(400, 401, 403, 404, 415, 422) },
    }),
  };
}

/** Mounted at /api: the studio's quizzes and question bank (issue 31 point 5). */
export function quizAuthoringRouter(
  { authoring, bank }: { authoring: QuizAuthoring; bank: QuestionBank },
  deps: { config: ProxyTrust },
) {
  const r = routes({ quiz: authoring.ownerOf, question: bank.ownerOf });
  const actor = (c: Context<StaffEnv>) => studioActor(c, deps.config);
  return createRouter()
    .openapi(r.listQuizzes, async (c) => c.json({ data: await authoring.list(actor(c), c.req.valid('query')) }, 200))
    .openapi(r.createQuiz, async (c) => c.json({ data: await authoring.create(actor(c), c.req.valid('json')) }, 201))
    .openapi(r.getQuiz, async (c) => c.json({ data: await authoring.get(c.req.valid('param').id) }, 200))
    .openapi(r.patchQuiz, async (c) =>
      c.json({ data: await authoring.update(actor(c), c.req.valid('param').id, c.req.valid('json')) }, 200),
    )
    .openapi(r.publishQuiz, async (c) => c.json({ data: await authoring.publish(actor(c), c.req.valid('param').id) }, 200))
    .openapi(r.addQuestion, async (c) =>
      c.json({ data: await authoring.addQuestion(actor(c), c.req.valid('param').id, c.req.valid('json')) }, 201),
    )
    .openapi(r.removeQuestion, async (c) => {
      const { id, questionId } = c.req.valid('param');
      return c.json({ data: await authoring.removeQuestion(actor(c), id, questionId) }, 200);
    })
    .openapi(r.listBank, async (c) => c.json({ data: await bank.list(actor(c), c.req.valid('query')) }, 200))
    .openapi(r.createBankQuestion, async (c) => c.json({ data: await bank.create(actor(c), c.req.valid('json')) }, 201))
    .openapi(r.getBankQuestion, async (c) => c.json({ data: await bank.get(c.req.valid('param').id) }, 200))
    .openapi(r.patchBankQuestion, async (c) =>
      c.json({ data: await bank.update(actor(c), c.req.valid('param').id, c.req.valid('json')) }, 200),
    );
}
