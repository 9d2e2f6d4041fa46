import { z } from 'zod';
import { pageQuerySchema } from './common.ts';
import { enumListParam, facetOptionSchema, slugListParam } from './filters.ts';
import { MESSAGES } from './messages.ts';

/** Fix me: coding problems with a real bug, judged on hidden tests in a sandbox (SPEC §2, §7; spec-notes "Practice"). */

export const FIXME_LANGUAGES = ['javascript', 'python'] as const;
export type FixmeLanguage = (typeof FIXME_LANGUAGES)[number];

export const FIXME_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type FixmeDifficulty = (typeof FIXME_DIFFICULTIES)[number];

/** How a submission ended: every test passed, some failed, the code did not run, or it hit a limit. */
export const FIXME_RESULTS = ['passed', 'failed', 'error', 'timeout', 'memory'] as const;
export type FixmeResult = (typeof FIXME_RESULTS)[number];

/** Largest solution accepted (characters). */
export const FIXME_CODE_MAX_LENGTH = 20_000;
/** The judge's limits for one submission (every test together). */
export const FIXME_LIMITS = { timeMs: 2000, memoryBytes: 64 * 1024 * 1024 } as const;

// ---------------------------------------------------------------------------------------------
// Requests

export const fixmeFiltersSchema = z.object({
  language: enumListParam('language', FIXME_LANGUAGES),
  difficulty: enumListParam('difficulty', FIXME_DIFFICULTIES),
  topic: slugListParam('topic'),
  q: z.string().trim().max(100, MESSAGES.searchTermTooLong).optional(),
});
export type FixmeFilters = z.output<typeof fixmeFiltersSchema>;
export const fixmeQuerySchema = fixmeFiltersSchema.extend(pageQuerySchema.shape);
export type FixmeQuery = z.output<typeof fixmeQuerySchema>;

export const fixmeSubmitSchema = z.object({
  code: z
    .string({ error: MESSAGES.fixmeCodeRequired })
    .max(FIXME_CODE_MAX_LENGTH, MESSAGES.fixmeCodeTooLong)
    .refine((code) => code.trim().length > 0, MESSAGES.fixmeCodeRequired),
});
export type FixmeSubmit = z.infer<typeof fixmeSubmitSchema>;

export const mySubmissionsQuerySchema = pageQuerySchema.extend({
  type: z.enum(FIXME_RESULTS, { error: `Choose a result: ${FIXME_RESULTS.join(', ')}.` }).optional(),
});
export type MySubmissionsQuery = z.output<typeof mySubmissionsQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Responses

/** A test the learner sees: an expression run after their code and the value it must give. */
export const fixmeTestSchema = z.object({
  name: z.string(),
  /** A JavaScript or Python expression, e.g. `slugify("Hello World")`. */
  expression: z.string(),
  /** The expected value as JSON text (compared as parsed JSON). */
  expected: z.string(),
});
export type FixmeTest = z.infer<typeof fixmeTestSchema>;

export const fixmeCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  language: z.enum(FIXME_LANGUAGES),
  difficulty: z.enum(FIXME_DIFFICULTIES),
  topic: z.object({ slug: z.string(), name: z.string() }),
  isPremium: z.boolean(),
  /** Whether the signed-in caller has solved it (false for a visitor). */
  solved: z.boolean(),
});
export type FixmeCard = z.infer<typeof fixmeCardSchema>;

export const fixmeFacetsSchema = z.object({
  language: z.array(facetOptionSchema),
  difficulty: z.array(facetOptionSchema),
  topic: z.array(facetOptionSchema),
});
export type FixmeFacets = z.infer<typeof fixmeFacetsSchema>;

export const testResultSchema = z.object({
  name: z.string(),
  expression: z.string(),
  expected: z.string(),
  passed: z.boolean(),
  /** What the code gave, as JSON text (null when it raised). */
  actual: z.string().nullable(),
  error: z.string().nullable(),
});
export type TestResult = z.infer<typeof testResultSchema>;

export const submissionSchema = z.object({
  id: z.number().int(),
  problem: z.object({ id: z.number().int(), slug: z.string(), title: z.string(), language: z.enum(FIXME_LANGUAGES) }),
  result: z.enum(FIXME_RESULTS),
  /** Tests passed of all tests (visible and hidden). */
  passed: z.number().int(),
  total: z.number().int(),
  /** Each visible test with what the code gave; hidden tests are only counted. */
  visible: z.array(testResultSchema),
  hidden: z.object({ passed: z.number().int(), total: z.number().int() }),
  /** Why the code did not run (a syntax error, an exception), or which limit it hit. */
  message: z.string().nullable(),
  output: z.string(),
  durationMs: z.number().int(),
  code: z.string(),
  createdAt: z.string(),
});
export type Submission = z.infer<typeof submissionSchema>;

export const submitResultSchema = z.object({
  submission: submissionSchema,
  /** Whether the problem is solved now (by this or an earlier submission). */
  solved: z.boolean(),
  /** Points this submission earned (only the first solve earns). */
  pointsAwarded: z.number().int(),
});
export type SubmitResult = z.infer<typeof submitResultSchema>;

export const fixmeDetailSchema = fixmeCardSchema.extend({
  description: z.string(),
  /** The code to fix; empty when `locked`. */
  faultyCode: z.string(),
  /** Empty when `locked`. */
  visibleTests: z.array(fixmeTestSchema),
  hiddenTestCount: z.number().int(),
  /** Tests the judge runs, visible and hidden. */
  testCount: z.number().int(),
  /** A premium problem for a visitor or a signed-in non-member: what it is, without the code or the tests, with the upgrade call to action. */
  locked: z.boolean(),
  /** The caller's newest submission of this problem (null for a visitor, before the first, or when `locked`). */
  lastSubmission: submissionSchema.nullable(),
  points: z.number().int(),
});
export type FixmeDetail = z.infer<typeof fixmeDetailSchema>;
