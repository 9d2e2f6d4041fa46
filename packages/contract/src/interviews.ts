import { z } from 'zod';
import { MAX_ID, pageQuerySchema } from './common.ts';
import { enumListParam } from './filters.ts';
import { MESSAGES } from './messages.ts';

/** Mock interviews (SPEC §2, §7 /interviews; spec-notes "Practice"). */

export const INTERVIEW_CATEGORIES = ['hr', 'data', 'software', 'civil-services'] as const;
export type InterviewCategory = (typeof INTERVIEW_CATEGORIES)[number];

export const INTERVIEW_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type InterviewLevel = (typeof INTERVIEW_LEVELS)[number];

/**
 * Recorded answers: WebM, Ogg or MP4 (checked from the bytes), at most this large and this long.
 * Under the API's 12 MB multipart cap; the recorder asks for about 230 kbit/s (640x360 video), so
 * five minutes fit.
 */
export const INTERVIEW_MEDIA_MAX_BYTES = 11 * 1024 * 1024;
export const INTERVIEW_MEDIA_MAX_LABEL = '11 MB';
export const INTERVIEW_MEDIA_MAX_SECONDS = 300;
/** A written answer. */
export const ANSWER_TEXT_MAX_LENGTH = 5000;
/** A written answer shorter than this many words is flagged as too short; longer than the max as long. */
export const ANSWER_MIN_WORDS = 60;
export const ANSWER_MAX_WORDS = 400;
/**
 * An interview's points need at least one answer of substance: a written answer of this many
 * words or a recording of this many seconds. Shorter answers still get feedback, not points.
 */
export const INTERVIEW_POINTS_MIN_WORDS = 20;
export const INTERVIEW_POINTS_MIN_SECONDS = 20;

// ---------------------------------------------------------------------------------------------
// Requests

export const interviewsQuerySchema = pageQuerySchema.extend({
  category: enumListParam('category', INTERVIEW_CATEGORIES),
  level: enumListParam('level', INTERVIEW_LEVELS),
});
export type InterviewsQuery = z.output<typeof interviewsQuerySchema>;

export const interviewAttemptParamSchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID),
  qid: z.coerce.number().int().positive().max(MAX_ID),
});

const score = z.coerce
  .number({ error: MESSAGES.rubricScore })
  .int(MESSAGES.rubricScore)
  .min(1, MESSAGES.rubricScore)
  .max(5, MESSAGES.rubricScore);
export const selfAssessmentSchema = z.object({
  structure: score,
  relevance: score,
  clarity: score,
  confidence: score,
});
export type SelfAssessment = z.infer<typeof selfAssessmentSchema>;

export const myAttemptsQuerySchema = pageQuerySchema.extend({
  type: z.enum(['in-progress', 'completed'], { error: 'Choose a status: in-progress or completed.' }).optional(),
});
export type MyAttemptsQuery = z.output<typeof myAttemptsQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Responses

export const interviewCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.enum(INTERVIEW_CATEGORIES),
  level: z.enum(INTERVIEW_LEVELS),
  questionCount: z.number().int(),
  /** Minutes of answering time in all. */
  minutes: z.number().int(),
  isPremium: z.boolean(),
});
export type InterviewCard = z.infer<typeof interviewCardSchema>;

export const interviewQuestionSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  prompt: z.string(),
  guidance: z.string(),
  answerSeconds: z.number().int(),
});
export type InterviewQuestion = z.infer<typeof interviewQuestionSchema>;

export const answerFeedbackSchema = z.object({
  /** Words in the written answer (null for a recording only). */
  wordCount: z.number().int().nullable(),
  length: z.enum(['short', 'good', 'long']).nullable(),
  /** The question's key points and whether the written answer touches each. */
  keyPoints: z.array(z.object({ point: z.string(), covered: z.boolean() })),
  /** Covered key points of all, 0-100 (null when there is no written answer). */
  coverage: z.number().int().nullable(),
  /** The learner's own rubric, averaged (null when not given). */
  selfScore: z.number().nullable(),
  tips: z.array(z.string()),
});
export type AnswerFeedback = z.infer<typeof answerFeedbackSchema>;

export const answerSchema = z.object({
  id: z.number().int(),
  questionId: z.number().int(),
  answerText: z.string().nullable(),
  /** Where the owner plays the recording (authorised, seekable), or null. */
  mediaUrl: z.string().nullable(),
  mediaMime: z.string().nullable(),
  mediaSeconds: z.number().int().nullable(),
  selfAssessment: selfAssessmentSchema.nullable(),
  feedback: answerFeedbackSchema.nullable(),
  updatedAt: z.string(),
});
export type Answer = z.infer<typeof answerSchema>;

export const attemptSchema = z.object({
  id: z.number().int(),
  interview: z.object({ id: z.number().int(), slug: z.string(), title: z.string(), category: z.enum(INTERVIEW_CATEGORIES) }),
  status: z.enum(['in-progress', 'completed']),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  questionCount: z.number().int(),
  answers: z.array(answerSchema),
  /** Average key-point coverage of the written answers, when there are any. */
  coverage: z.number().int().nullable(),
});
export type Attempt = z.infer<typeof attemptSchema>;

export const interviewDetailSchema = interviewCardSchema.extend({
  description: z.string(),
  /** Empty when `locked` (the card still counts them and their minutes). */
  questions: z.array(interviewQuestionSchema),
  /** A premium interview for a visitor or a signed-in non-member: what it is, without the questions, with the upgrade call to action. */
  locked: z.boolean(),
  /** The caller's open attempt, else their newest completed one (null for a visitor, before the first, or when `locked`). */
  attempt: attemptSchema.nullable(),
  points: z.number().int(),
});
export type InterviewDetail = z.infer<typeof interviewDetailSchema>;

export const completedSchema = z.object({
  attempt: attemptSchema,
  pointsAwarded: z.number().int(),
  /** Why this completion earned no points although the interview's were not earned before (answers too short), or null. */
  pointsNote: z.string().nullable(),
});
export type Completed = z.infer<typeof completedSchema>;
