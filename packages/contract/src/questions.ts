import { z } from 'zod';
import { authorSchema, idSchema, listingSchema, pageQuerySchema } from './common.ts';
import { MESSAGES } from './messages.ts';

/** Community questions and answers (issue 9; docs/spec-notes.md "Community and notifications"). */

export const QUESTION_TITLE_MIN = 15;
export const QUESTION_TITLE_MAX = 150;
export const QUESTION_BODY_MIN = 20;
export const QUESTION_BODY_MAX = 10_000;
export const ANSWER_BODY_MIN = 10;
export const ANSWER_BODY_MAX = 10_000;
export const QUESTION_TAGS_MAX = 5;
export const QUESTION_STATUSES = ['unanswered', 'answered', 'accepted'] as const;
export const QUESTION_SORTS = ['newest', 'votes', 'active'] as const;
export const MY_QUESTION_TYPES = ['asked', 'answered'] as const;

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** `/questions?page&tag&status&sort&featured&trending&q`: several tags are comma-separated slugs. */
export const questionsQuerySchema = pageQuerySchema.extend({
  tag: z.string().trim().max(200).optional(),
  status: z.enum(QUESTION_STATUSES, { error: MESSAGES.questionStatusInvalid }).optional(),
  sort: z.enum(QUESTION_SORTS, { error: MESSAGES.questionSortInvalid }).optional(),
  featured: flag,
  trending: flag,
  q: z.string().trim().max(100, MESSAGES.searchTermTooLong).optional(),
});
export type QuestionsQuery = z.infer<typeof questionsQuerySchema>;

export const myQuestionsQuerySchema = pageQuerySchema.extend({
  type: z.enum(MY_QUESTION_TYPES, { error: MESSAGES.myQuestionsTypeInvalid }).default('asked'),
});

export const questionTitleSchema = z
  .string({ error: MESSAGES.questionTitleLength })
  .trim()
  .min(QUESTION_TITLE_MIN, MESSAGES.questionTitleLength)
  .max(QUESTION_TITLE_MAX, MESSAGES.questionTitleLength);

export const addQuestionBodySchema = z.object({
  title: questionTitleSchema,
  body: z
    .string({ error: MESSAGES.questionBodyLength })
    .trim()
    .min(QUESTION_BODY_MIN, MESSAGES.questionBodyLength)
    .max(QUESTION_BODY_MAX, MESSAGES.questionBodyLength),
  /** Tag slugs (from `/questions/filters` or `/tags`). */
  tags: z
    .array(z.string().trim().min(1).max(60), { error: MESSAGES.questionTagsInvalid })
    .min(1, MESSAGES.selectTags)
    .max(QUESTION_TAGS_MAX, MESSAGES.questionTagsInvalid),
});
export type AddQuestionBody = z.input<typeof addQuestionBodySchema>;

export const answerBodySchema = z.object({
  body: z
    .string({ error: MESSAGES.answerBodyLength })
    .trim()
    .min(ANSWER_BODY_MIN, MESSAGES.answerBodyLength)
    .max(ANSWER_BODY_MAX, MESSAGES.answerBodyLength),
});
export type AnswerBody = z.input<typeof answerBodySchema>;

export const similarQuerySchema = z.object({
  title: z.string().trim().max(QUESTION_TITLE_MAX).default(''),
});

export const questionIdParamSchema = z.object({ id: idSchema });

const tagRefSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

export const questionCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The first 240 characters of the body, plain. */
  excerpt: z.string(),
  score: z.number().int(),
  answerCount: z.number().int(),
  accepted: z.boolean(),
  featured: z.boolean(),
  tags: z.array(tagRefSchema),
  author: authorSchema,
  createdAt: z.string(),
  lastActivityAt: z.string(),
  /** Only the author sees a hidden text, with "Hidden by moderators: <reason>" here (issue 30). */
  hiddenNotice: z.string().optional(),
});
export type QuestionCard = z.infer<typeof questionCardSchema>;

export const answerSchema = z.object({
  id: z.number().int(),
  questionId: z.number().int(),
  body: z.string(),
  score: z.number().int(),
  accepted: z.boolean(),
  author: authorSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  mine: z.boolean(),
  /** Whether the caller upvoted it (false for a visitor). */
  voted: z.boolean(),
  /** Only the author sees a hidden text, with "Hidden by moderators: <reason>" here (issue 30). */
  hiddenNotice: z.string().optional(),
});
export type Answer = z.infer<typeof answerSchema>;

export const questionDetailSchema = questionCardSchema.extend({
  body: z.string(),
  updatedAt: z.string(),
  acceptedAnswerId: z.number().int().nullable(),
  mine: z.boolean(),
  voted: z.boolean(),
  answers: z.array(answerSchema),
});
export type QuestionDetail = z.infer<typeof questionDetailSchema>;

export const questionsListingSchema = listingSchema(questionCardSchema);
export type QuestionsListing = z.infer<typeof questionsListingSchema>;

export const questionResponseSchema = z.object({ question: questionDetailSchema });
export const answerResponseSchema = z.object({ answer: answerSchema });
export const voteResponseSchema = z.object({ voted: z.boolean(), score: z.number().int() });
export type VoteResponse = z.infer<typeof voteResponseSchema>;

export const questionFiltersSchema = z.object({
  tags: z.array(tagRefSchema.extend({ count: z.number().int() })),
  statuses: z.array(z.object({ value: z.enum(QUESTION_STATUSES), count: z.number().int() })),
});
export type QuestionFilters = z.infer<typeof questionFiltersSchema>;

export const similarQuestionsSchema = z.object({
  results: z.array(questionCardSchema.pick({ id: true, title: true, answerCount: true, accepted: true })),
});
export type SimilarQuestions = z.infer<typeof similarQuestionsSchema>;
