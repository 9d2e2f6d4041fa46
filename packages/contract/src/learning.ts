import { z } from 'zod';
import { courseCardSchema } from './catalogue.ts';
import { idOf, jsonIdOf, listingSchema, pageQuerySchema } from './common.ts';
import { ITEM_NOTE_MAX_LENGTH } from './constants.ts';
import { moduleItemSchema } from './courses.ts';
import { MESSAGES } from './messages.ts';
import { renditionSchema } from './studio-media.ts';

/** Learning: enrolment, module items, quizzes, slides, streaks, certificates (issue 8). */

export const itemIdParamSchema = z.object({ id: idOf('Give a valid item id.') });

export const enrolmentSchema = z.object({
  courseId: z.number().int(),
  enrolled: z.boolean(),
  enrolledAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

export const itemContentSchema = z.object({
  /** Markdown (articles, exercises, the notes under a video). */
  body: z.string(),
  videoUrl: z.string().nullable(),
  /** The video's probed length in seconds (null without a video). */
  videoSeconds: z.number().nullable(),
  captionsUrl: z.string().nullable(),
  /** A studio video's MP4 renditions (smallest first) and poster; empty and null for the seed's single clips. */
  renditions: z.array(renditionSchema),
  posterUrl: z.string().nullable(),
  quiz: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }).nullable(),
  deck: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }).nullable(),
  /** An exercise's fix-me problem (chosen in the studio), opened from the lesson. */
  problem: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }).nullable(),
});

/** One module item to show in the player, with the caller's progress on it. */
export const playerItemSchema = moduleItemSchema.extend({
  courseId: z.number().int(),
  moduleId: z.number().int(),
  content: itemContentSchema,
  progress: z
    .object({
      startedAt: z.string(),
      completedAt: z.string().nullable(),
      positionSeconds: z.number().int(),
      /** Seconds of the video watched so far, as the server credited them. */
      watchedSeconds: z.number(),
    })
    .nullable(),
});
export type PlayerItem = z.infer<typeof playerItemSchema>;

export const courseProgressSchema = z.object({
  completedItems: z.number().int(),
  totalItems: z.number().int(),
  percent: z.number().int(),
});

/** The answer of start / complete: the item's state, the course's progress, points and a certificate when this finished it. */
export const itemStateSchema = z.object({
  itemId: z.number().int(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  /** Points this call earned (0 on a repeat). */
  pointsAwarded: z.number().int(),
  progress: courseProgressSchema,
  certificateCode: z.string().nullable(),
});
export type ItemState = z.infer<typeof itemStateSchema>;

/**
 * A learner's private note on a module item. An item without a note answers an empty body and
 * `updatedAt: null`; saving an empty (or blank) body deletes the note.
 */
export const itemNoteSchema = z.object({
  itemId: z.number().int(),
  body: z.string(),
  updatedAt: z.string().nullable(),
});
export type ItemNote = z.infer<typeof itemNoteSchema>;

export const itemNoteBodySchema = z.object({
  body: z.string({ error: MESSAGES.noteNotText }).max(ITEM_NOTE_MAX_LENGTH, MESSAGES.noteTooLong),
});
export type ItemNoteBody = z.infer<typeof itemNoteBodySchema>;

export const itemPositionBodySchema = z.object({
  positionSeconds: z
    .number({ error: 'Give the position in seconds.' })
    .int('Give the position in whole seconds.')
    .min(0, 'Give the position in seconds.')
    .max(86_400, 'Give the position in seconds.'),
  /** Seconds of the video this player played since its previous report (a video's watched time). */
  watchedSeconds: z
    .number({ error: 'Give the watched time in seconds.' })
    .min(0, 'Give the watched time in seconds.')
    .max(3_600, 'Report the watched time at least once an hour.')
    .optional(),
});

/** The answer of a position report: the position and the watched time credited so far. */
export const itemPositionSchema = z.object({ positionSeconds: z.number().int(), watchedSeconds: z.number() });
export type ItemPosition = z.infer<typeof itemPositionSchema>;

export const MY_COURSE_TYPES = ['in-progress', 'completed'] as const;
export type MyCourseType = (typeof MY_COURSE_TYPES)[number];

export const myCoursesQuerySchema = pageQuerySchema.extend({
  type: z.enum(MY_COURSE_TYPES, { error: `Choose type from: ${MY_COURSE_TYPES.join(', ')}.` }).optional(),
});

export const myCourseSchema = z.object({
  /** The enrolment's id. */
  id: z.number().int(),
  course: courseCardSchema,
  enrolledAt: z.string(),
  completedAt: z.string().nullable(),
  lastActivityAt: z.string(),
  progress: courseProgressSchema,
  /** Where "Continue" takes the learner; null when every item is done. */
  resumeItem: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  certificateCode: z.string().nullable(),
});
export type MyCourse = z.infer<typeof myCourseSchema>;
export const myCoursesListingSchema = listingSchema(myCourseSchema);

export const userIdParamSchema = z.object({ id: idOf('Give a valid user id.') });

/** A user's public course list: titles and whether finished, nothing private. */
export const publicCourseSchema = z.object({
  id: z.number().int(),
  course: courseCardSchema,
  completedAt: z.string().nullable(),
});

export const streakSchema = z.object({
  /** Days (YYYY-MM-DD, the user's time zone, oldest first) of the last 365 on which the user earned points. */
  streakDates: z.array(z.string()),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  totalPoints: z.number().int(),
  timeZone: z.string(),
  today: z.string(),
});
export type Streak = z.infer<typeof streakSchema>;

export const certificateSchema = z.object({
  code: z.string(),
  learnerName: z.string(),
  issuedAt: z.string(),
  course: z.object({ id: z.number().int(), slug: z.string(), title: z.string(), durationWeeks: z.number().int() }),
  institute: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  /** The public page that verifies it. */
  verifyPath: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;
export const certificateCodeParamSchema = z.object({
  code: z.string().regex(/^[A-Z0-9-]{6,40}$/, 'This is not a certificate code.'),
});

// Quizzes

export const QUIZ_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

export const quizCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  level: z.enum(QUIZ_LEVELS),
  stream: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  questionCount: z.number().int(),
  timeLimitSeconds: z.number().int().nullable(),
  passPercent: z.number().int(),
  maxAttempts: z.number().int().nullable(),
  featured: z.boolean(),
  isPremium: z.boolean(),
});
export type QuizCard = z.infer<typeof quizCardSchema>;

export const quizListQuerySchema = pageQuerySchema.extend({
  stream: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
  q: z
    .string()
    .trim()
    .max(100, 'Use at most 100 characters to search.')
    .optional()
    .transform((v) => v || undefined),
});

export const quizKeyParamSchema = z.object({ id: z.string().min(1).max(200) });
export const attemptParamSchema = z.object({
  id: z.string().min(1).max(200),
  attemptId: idOf('Give a valid attempt id.'),
});

/** A question as shown while answering: never the right options. */
export const quizQuestionSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  prompt: z.string(),
  kind: z.enum(['single', 'multiple']),
  options: z.array(z.object({ id: z.number().int(), text: z.string() })),
});

export const attemptSummarySchema = z.object({
  id: z.number().int(),
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  deadlineAt: z.string().nullable(),
  expired: z.boolean(),
  status: z.enum(['open', 'submitted']),
  correctCount: z.number().int().nullable(),
  questionCount: z.number().int(),
  percent: z.number().int().nullable(),
  passed: z.boolean().nullable(),
});
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;

export const quizDetailSchema = quizCardSchema.extend({
  /** Empty for a visitor (any quiz) and when `locked`. */
  questions: z.array(quizQuestionSchema),
  /** A premium quiz for a visitor or a signed-in non-member: the card only, with the upgrade call to action. */
  locked: z.boolean(),
  /** The caller's attempts, newest first (empty for a visitor). */
  attempts: z.array(attemptSummarySchema),
  attemptsLeft: z.number().int().nullable(),
  /** The caller's attempt still running, if any. */
  openAttemptId: z.number().int().nullable(),
});
export type QuizDetail = z.infer<typeof quizDetailSchema>;

/** `{ "12": [3], "13": [5, 6] }`: question id → chosen option ids. */
export const answersSchema = z
  .record(z.string().regex(/^\d+$/, 'Answer keys are question ids.'), z.array(jsonIdOf('Choose options by id.')).max(20))
  .refine((a) => Object.keys(a).length <= 200, 'Too many answers.');

export const submitAnswersSchema = z.object({ answers: answersSchema });

/**
 * The one-step answer of an untimed quiz. `clientId`: the sender's own id for this answer (a UUID),
 * so that sending it again (an offline answer whose first send's reply was lost) answers the attempt
 * it made rather than making a second one.
 */
export const answerQuizSchema = submitAnswersSchema.extend({
  clientId: z.uuid({ error: MESSAGES.quizClientIdInvalid }).optional(),
});

export const attemptResultSchema = attemptSummarySchema.extend({
  quizId: z.number().int(),
  /** Filled once the attempt is submitted: each question with the right options and the explanation. */
  review: z
    .array(
      quizQuestionSchema.extend({
        chosen: z.array(z.number().int()),
        correct: z.array(z.number().int()),
        isCorrect: z.boolean(),
        explanation: z.string(),
      }),
    )
    .nullable(),
  pointsAwarded: z.number().int(),
  /** The server's clock, so that the client's countdown does not trust the device's. */
  serverNow: z.string(),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

// Slides (docs/spec-notes.md "Learning": slides and slide collections)

/** `/slides?page&page_size&featured&stream&q`: `featured=true` keeps the featured decks only (as `/slides/featured` does). */
export const slideListQuerySchema = quizListQuerySchema.extend({
  featured: z
    .enum(['true', 'false', '1', '0'], { error: 'Give featured as true or false.' })
    .transform((v) => v === 'true' || v === '1')
    .optional(),
});
export type SlideListQuery = z.infer<typeof slideListQuerySchema>;

export const slideDeckCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  stream: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  slideCount: z.number().int(),
  featured: z.boolean(),
  isPremium: z.boolean(),
});
export type SlideDeckCard = z.infer<typeof slideDeckCardSchema>;

/** The caller's progress on a deck (null: never opened, or a visitor). */
export const slideProgressSchema = z.object({ startedAt: z.string(), completedAt: z.string().nullable() });

export const slideSchema = z.object({ title: z.string(), body: z.string() });
export type Slide = z.infer<typeof slideSchema>;

export const slideDeckSchema = slideDeckCardSchema.extend({
  /** Markdown slides; empty when `locked`. */
  slides: z.array(slideSchema),
  /** A premium deck for a visitor or a signed-in non-member: the card only, with the upgrade call to action. */
  locked: z.boolean(),
  progress: slideProgressSchema.nullable(),
});
export type SlideDeck = z.infer<typeof slideDeckSchema>;

/** The answer of start / complete. */
export const slideStateSchema = z.object({
  deckId: z.number().int(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  /** Points this call earned (POINTS.slideDeck the first time a deck is completed, 0 after). */
  pointsAwarded: z.number().int(),
});
export type SlideState = z.infer<typeof slideStateSchema>;

export const slideCollectionIdParamSchema = z.object({ id: idOf('Give a valid slide collection id.') });

/** `/courses/slides/collections?course=<id or slug>`: a course's collections, in order. */
export const slideCollectionsQuerySchema = pageQuerySchema.extend({
  course: z
    .string({ error: 'Give the course (its id or slug).' })
    .trim()
    .min(1, 'Give the course (its id or slug).')
    .max(200, 'Give the course (its id or slug).'),
});

export const slideCollectionProgressSchema = z.object({
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  /** When the check was first passed. */
  passedAt: z.string().nullable(),
});

export const slideCollectionCardSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  summary: z.string(),
  deckCount: z.number().int(),
  questionCount: z.number().int(),
  passPercent: z.number().int(),
  /** The caller's progress (null for a visitor or before the first start). */
  progress: slideCollectionProgressSchema.nullable(),
});
export type SlideCollectionCard = z.infer<typeof slideCollectionCardSchema>;

export const slideCollectionAttemptSummarySchema = z.object({
  id: z.number().int(),
  submittedAt: z.string(),
  correctCount: z.number().int(),
  questionCount: z.number().int(),
  percent: z.number().int(),
  passed: z.boolean(),
});

/** A collection for an enrolled learner: its decks in order with the caller's progress, and the check's questions (never the answers). */
export const slideCollectionSchema = slideCollectionCardSchema.extend({
  course: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  decks: z.array(slideDeckCardSchema.extend({ progress: slideProgressSchema.nullable() })),
  questions: z.array(quizQuestionSchema),
  /** The caller's attempts at the check, newest first (at most 10). */
  attempts: z.array(slideCollectionAttemptSummarySchema),
});
export type SlideCollection = z.infer<typeof slideCollectionSchema>;

export const slideCollectionStateSchema = slideCollectionProgressSchema.extend({
  collectionId: z.number().int(),
  deckCount: z.number().int(),
  /** Decks of the collection the caller has completed. */
  decksCompleted: z.number().int(),
});
export type SlideCollectionState = z.infer<typeof slideCollectionStateSchema>;

/** A scored check: each question with the right options and the explanation, and the points it earned. */
export const slideCollectionAttemptSchema = slideCollectionAttemptSummarySchema.extend({
  collectionId: z.number().int(),
  passPercent: z.number().int(),
  pointsAwarded: z.number().int(),
  review: z.array(
    quizQuestionSchema.extend({
      chosen: z.array(z.number().int()),
      correct: z.array(z.number().int()),
      isCorrect: z.boolean(),
      explanation: z.string(),
    }),
  ),
});
export type SlideCollectionAttempt = z.infer<typeof slideCollectionAttemptSchema>;
