import { z } from 'zod';
import { idOf, jsonIdOf, listingSchema, pageQuerySchema } from './common.ts';
import { QUIZ_LEVELS } from './learning.ts';
import { MESSAGES } from './messages.ts';

/**
 * The studio's content authoring (issue 31 points 4, 5, 6): quizzes and their question bank,
 * slide decks and slide collections, roadmap steps. Every request and answer of
 * `/api/studio/{quizzes,questions,decks,collections,roadmaps,picker}`.
 */

const title = z
  .string({ error: MESSAGES.studioTitleLength })
  .trim()
  .min(3, MESSAGES.studioTitleLength)
  .max(160, MESSAGES.studioTitleLength);
const summary = z.string({ error: MESSAGES.studioSummaryLength }).trim().max(1000, MESSAGES.studioSummaryLength);
const passPercent = z
  .number({ error: MESSAGES.studioPassPercent })
  .int(MESSAGES.studioPassPercent)
  .min(0, MESSAGES.studioPassPercent)
  .max(100, MESSAGES.studioPassPercent);

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Who owns a quiz, a deck or a question: an institute, or null for the platform's own (admin only). */
export const ownerSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** On create: the institute it belongs to. An instructor of one institute may leave it out; null is the platform's (admin only). */
const instituteField = jsonIdOf(MESSAGES.studioInstituteNotYours).nullable().optional();

export const studioListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
});
export type StudioListQuery = z.infer<typeof studioListQuerySchema>;

// ——— Questions (the bank) ———

export const questionOptionInputSchema = z.object({
  text: z
    .string({ error: MESSAGES.questionOptionText })
    .trim()
    .min(1, MESSAGES.questionOptionText)
    .max(500, MESSAGES.questionOptionText),
  correct: z.boolean().default(false),
});

const questionFields = {
  prompt: z
    .string({ error: MESSAGES.questionPromptLength })
    .trim()
    .min(3, MESSAGES.questionPromptLength)
    .max(2000, MESSAGES.questionPromptLength),
  kind: z.enum(['single', 'multiple']),
  options: z
    .array(questionOptionInputSchema, { error: MESSAGES.questionOptionsCount })
    .min(2, MESSAGES.questionOptionsCount)
    .max(8, MESSAGES.questionOptionsCount),
  explanation: z.string().trim().max(4000, MESSAGES.questionExplanationLength).default(''),
};

type QuestionShape = { kind: 'single' | 'multiple'; options: { correct: boolean }[] };
function checkCorrect(q: QuestionShape, ctx: z.RefinementCtx) {
  const right = q.options.filter((o) => o.correct).length;
  if (right === 0) ctx.addIssue({ code: 'custom', path: ['options'], message: MESSAGES.questionNeedsCorrect });
  else if (q.kind === 'single' && right > 1) {
    ctx.addIssue({ code: 'custom', path: ['options'], message: MESSAGES.questionSingleOneCorrect });
  }
}

/** A question as the author writes it: the options with the right ones marked. */
export const questionInputSchema = z.object(questionFields).superRefine(checkCorrect);
export type QuestionInput = z.infer<typeof questionInputSchema>;
export type QuestionBody = z.input<typeof questionInputSchema>;

export const createBankQuestionSchema = z.object({ ...questionFields, instituteId: instituteField }).superRefine(checkCorrect);
export type CreateBankQuestion = z.infer<typeof createBankQuestionSchema>;

export const studioOptionSchema = z.object({ id: z.number().int(), text: z.string(), correct: z.boolean() });

export const bankQuestionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  prompt: z.string(),
  kind: z.enum(['single', 'multiple']),
  options: z.array(studioOptionSchema),
  explanation: z.string(),
  institute: ownerSchema,
  /** How many quizzes hold it now. */
  quizCount: z.number().int(),
  updatedAt: z.string(),
});
export type BankQuestion = z.infer<typeof bankQuestionSchema>;
export const bankQuestionListingSchema = listingSchema(bankQuestionSchema);

export const bankQuestionParamSchema = z.object({ id: idOf('Give a valid question id.') });

// ——— Quizzes ———

export const createQuizSchema = z.object({
  title,
  summary: summary.default(''),
  level: z.enum(QUIZ_LEVELS).default('beginner'),
  passPercent: passPercent.default(60),
  /** Null: untimed. */
  timeLimitMinutes: z
    .number({ error: MESSAGES.studioTimeLimit })
    .int(MESSAGES.studioTimeLimit)
    .min(1, MESSAGES.studioTimeLimit)
    .max(300, MESSAGES.studioTimeLimit)
    .nullable()
    .default(null),
  instituteId: instituteField,
});
export type CreateQuiz = z.infer<typeof createQuizSchema>;
/** What a client sends (defaults filled by the API). */
export type CreateQuizBody = z.input<typeof createQuizSchema>;

export const updateQuizSchema = z
  .object({
    title,
    summary,
    level: z.enum(QUIZ_LEVELS),
    passPercent,
    timeLimitMinutes: createQuizSchema.shape.timeLimitMinutes.unwrap(),
  })
  .partial();
export type UpdateQuiz = z.infer<typeof updateQuizSchema>;

export const studioQuizQuestionSchema = z.object({
  /** The quiz's row (what attempts answer). */
  id: z.number().int(),
  position: z.number().int(),
  /** The bank question it is a version of: edit it through PATCH /api/studio/questions/{id}. */
  bankQuestionId: z.number().int().nullable(),
  version: z.number().int(),
  prompt: z.string(),
  kind: z.enum(['single', 'multiple']),
  options: z.array(studioOptionSchema),
  explanation: z.string(),
});
export type StudioQuizQuestion = z.infer<typeof studioQuizQuestionSchema>;

export const studioQuizCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(CONTENT_STATUSES),
  institute: ownerSchema,
  questionCount: z.number().int(),
  attemptCount: z.number().int(),
  updatedAt: z.string(),
});
export type StudioQuizCard = z.infer<typeof studioQuizCardSchema>;
export const studioQuizListingSchema = listingSchema(studioQuizCardSchema);

export const studioQuizSchema = studioQuizCardSchema.extend({
  summary: z.string(),
  level: z.enum(QUIZ_LEVELS),
  passPercent: z.number().int(),
  timeLimitMinutes: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
  questions: z.array(studioQuizQuestionSchema),
});
export type StudioQuiz = z.infer<typeof studioQuizSchema>;

export const studioQuizParamSchema = z.object({ id: idOf('Give a valid quiz id.') });
export const studioQuizQuestionParamSchema = z.object({
  id: idOf('Give a valid quiz id.'),
  questionId: idOf('Give a valid question id.'),
});

/** Add a question to a quiz: one from the bank, or a new one (saved to the bank as well). */
export const addQuizQuestionSchema = z.union([
  z.object({ bankQuestionId: jsonIdOf('Choose a question from the bank.') }),
  questionInputSchema,
]);
export type AddQuizQuestion = z.infer<typeof addQuizQuestionSchema>;
export type AddQuizQuestionBody = z.input<typeof addQuizQuestionSchema>;

// ——— Slide decks ———

export const slideInputSchema = z.object({
  title: z.string({ error: MESSAGES.slideTitleLength }).trim().max(160, MESSAGES.slideTitleLength),
  body: z.string({ error: MESSAGES.slideBodyLength }).max(20_000, MESSAGES.slideBodyLength),
});

export const createDeckSchema = z.object({ title, summary: summary.default(''), instituteId: instituteField });
export type CreateDeck = z.infer<typeof createDeckSchema>;
export type CreateDeckBody = z.input<typeof createDeckSchema>;

/** `slides` replaces the deck's slides in the order given: adding, reordering and removing are edits of that list. */
export const updateDeckSchema = z
  .object({ title, summary, slides: z.array(slideInputSchema).max(100, MESSAGES.slidesCount) })
  .partial();
export type UpdateDeck = z.infer<typeof updateDeckSchema>;

export const studioDeckCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(CONTENT_STATUSES),
  institute: ownerSchema,
  slideCount: z.number().int(),
  updatedAt: z.string(),
});
export type StudioDeckCard = z.infer<typeof studioDeckCardSchema>;
export const studioDeckListingSchema = listingSchema(studioDeckCardSchema);

export const studioDeckSchema = studioDeckCardSchema.extend({
  summary: z.string(),
  publishedAt: z.string().nullable(),
  slides: z.array(z.object({ title: z.string(), body: z.string() })),
});
export type StudioDeck = z.infer<typeof studioDeckSchema>;

export const studioDeckParamSchema = z.object({ id: idOf('Give a valid deck id.') });

// ——— Slide collections ———

export const createCollectionSchema = z.object({
  courseId: jsonIdOf('Choose a course.'),
  title,
  summary: summary.default(''),
  passPercent: passPercent.default(60),
});
export type CreateCollection = z.infer<typeof createCollectionSchema>;

export const updateCollectionSchema = z
  .object({
    title,
    summary,
    passPercent,
    /** The decks in order (replaces the list). */
    deckIds: z.array(jsonIdOf('Choose decks by id.')).max(30),
    /** The check questions in order (replaces them). */
    questions: z.array(questionInputSchema).max(50),
  })
  .partial();
export type UpdateCollection = z.infer<typeof updateCollectionSchema>;
export type UpdateCollectionBody = z.input<typeof updateCollectionSchema>;

export const studioCollectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  passPercent: z.number().int(),
  course: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  institute: ownerSchema,
  decks: z.array(z.object({ id: z.number().int(), title: z.string(), status: z.enum(CONTENT_STATUSES) })),
  questions: z.array(studioQuizQuestionSchema.omit({ bankQuestionId: true, version: true })),
  updatedAt: z.string(),
});
export type StudioCollection = z.infer<typeof studioCollectionSchema>;
export const studioCollectionListingSchema = listingSchema(studioCollectionSchema.omit({ questions: true }));

export const studioCollectionParamSchema = z.object({ id: idOf('Give a valid collection id.') });

// ——— Roadmaps (admin) ———

export const STEP_LINK_KINDS = ['course', 'lesson', 'quiz', 'problem'] as const;
export type StepLinkKind = (typeof STEP_LINK_KINDS)[number];

export const pickedLinkSchema = z.object({
  kind: z.enum(STEP_LINK_KINDS, { error: MESSAGES.pickerKindInvalid }),
  id: jsonIdOf('Choose from the picker.'),
});
export type PickedLink = z.infer<typeof pickedLinkSchema>;

export const stepInputSchema = z.object({
  /** An existing step keeps its id (and learners' ticks); leave out for a new one. */
  id: jsonIdOf(MESSAGES.stepUnknown).optional(),
  title: z.string({ error: MESSAGES.stepTitleLength }).trim().min(3, MESSAGES.stepTitleLength).max(160, MESSAGES.stepTitleLength),
  description: z.string().trim().max(2000, MESSAGES.stepDescriptionLength).default(''),
  link: pickedLinkSchema,
});
export type StepInput = z.infer<typeof stepInputSchema>;

export const saveStepsSchema = z.object({
  steps: z.array(stepInputSchema).min(1, MESSAGES.roadmapStepsCount).max(60, MESSAGES.roadmapStepsCount),
});
export type SaveSteps = z.infer<typeof saveStepsSchema>;
export type SaveStepsBody = z.input<typeof saveStepsSchema>;

/** What the picker shows for one linkable thing. */
export const pickedSchema = z.object({
  kind: z.enum(STEP_LINK_KINDS),
  id: z.number().int(),
  title: z.string(),
  /** The course of a lesson, the institute of a course, the stream of a quiz, the language of a problem. */
  subtitle: z.string(),
});
export type Picked = z.infer<typeof pickedSchema>;

export const studioStepSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Null for a step written before the studio that links nothing the picker offers (a resource): pick one to save. */
  link: pickedSchema.nullable(),
});
export type StudioStep = z.infer<typeof studioStepSchema>;

export const studioRoadmapCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  stepCount: z.number().int(),
});
export const studioRoadmapListingSchema = listingSchema(studioRoadmapCardSchema);

export const studioRoadmapSchema = studioRoadmapCardSchema.extend({ steps: z.array(studioStepSchema) });
export type StudioRoadmap = z.infer<typeof studioRoadmapSchema>;

export const studioRoadmapParamSchema = z.object({ id: idOf('Give a valid roadmap id.') });

export const pickerQuerySchema = z.object({
  kind: z.enum(STEP_LINK_KINDS, { error: MESSAGES.pickerKindInvalid }),
  q: z.string().trim().max(200).optional(),
});
export const pickerResultsSchema = z.object({ results: z.array(pickedSchema) });
