import { z } from 'zod';
import { COURSE_LEVELS, COURSE_TYPES, courseCardSchema } from './catalogue.ts';
import { listingSchema, pageQuerySchema } from './common.ts';
import { COURSE_LANGUAGE_CODES, courseLanguageOfCode } from './course-languages.ts';
import { enumListParam, facetOptionSchema, slugListParam } from './filters.ts';
import { ratingSummarySchema } from './reviews.ts';

/** Courses: list with filters and facets, detail, the learn page's context (SPEC §3, §7). */

export const COURSE_SORTS = ['newest', 'rating', 'price-asc', 'price-desc', 'popular'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];
export const COURSE_SORT_LABELS: Record<CourseSort, string> = {
  newest: 'Newest',
  rating: 'Top rated',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  popular: 'Most popular',
};

export const COURSE_PRICES = ['free', 'paid'] as const;

export const searchTermParam = z
  .string()
  .trim()
  .max(100, 'Use at most 100 characters to search.')
  .optional()
  .transform((v) => (v ? v : undefined));

/** The filters every course list shares (the list, its facets, featured). */
export const courseFiltersSchema = z.object({
  city: slugListParam('city'),
  /** Slugs or numeric ids, mixed freely. */
  institute: slugListParam('institute'),
  stream: slugListParam('stream'),
  level: enumListParam('level', COURSE_LEVELS),
  type: enumListParam('type', COURSE_TYPES),
  tag: slugListParam('tag'),
  /** Codes of COURSE_LANGUAGES (`hi`, `hi-en`); the schema gives their stored names ("Hindi"). */
  language: enumListParam('language', COURSE_LANGUAGE_CODES).transform((codes) =>
    codes?.map((code) => courseLanguageOfCode(code)!),
  ),
  q: searchTermParam,
  /** `free`: only courses that cost nothing; `paid`: the others. */
  price: z.enum(COURSE_PRICES, { error: `Choose price from: ${COURSE_PRICES.join(', ')}.` }).optional(),
});
export type CourseFilters = z.output<typeof courseFiltersSchema>;

export const courseListQuerySchema = pageQuerySchema.extend({
  ...courseFiltersSchema.shape,
  sort: z.enum(COURSE_SORTS, { error: `Choose sort from: ${COURSE_SORTS.join(', ')}.` }).default('newest'),
});
export type CourseListQuery = z.output<typeof courseListQuerySchema>;

/**
 * A page of the course list. When no course matches `q` as text, the list holds courses whose
 * titles are spelled like it (typos) and `didYouMean` the term spelled as those titles spell it.
 */
export const courseListingSchema = listingSchema(courseCardSchema).extend({ didYouMean: z.string().nullable().optional() });
export type CourseListing = z.infer<typeof courseListingSchema>;

/** The five filters of SPEC §3 and the language (issue 35) whose values the filters call counts. */
export const COURSE_FACETS = ['city', 'institute', 'stream', 'level', 'type', 'language'] as const;
export type CourseFacet = (typeof COURSE_FACETS)[number];

export const courseFacetsSchema = z.object({
  city: z.array(facetOptionSchema),
  institute: z.array(facetOptionSchema),
  stream: z.array(facetOptionSchema),
  level: z.array(facetOptionSchema),
  type: z.array(facetOptionSchema),
  /** Every language of COURSE_LANGUAGES (zero counts included): `slug` is its code, `label` its English name. */
  language: z.array(facetOptionSchema),
});
export type CourseFacets = z.infer<typeof courseFacetsSchema>;

/** `12` or `python-for-data-science`. */
export const idOrSlugParamSchema = z.object({ id: z.string().min(1) });

export const MODULE_ITEM_KINDS = ['video', 'article', 'exercise', 'quiz', 'slides'] as const;

export const moduleItemSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  kind: z.enum(MODULE_ITEM_KINDS),
  durationMinutes: z.number().int(),
});
export type ModuleItem = z.infer<typeof moduleItemSchema>;

export const courseModuleSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  durationMinutes: z.number().int(),
  items: z.array(moduleItemSchema),
});
export type CourseModule = z.infer<typeof courseModuleSchema>;

const refSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

export const courseDetailSchema = courseCardSchema.extend({
  description: z.string(),
  enrolmentCount: z.number().int(),
  publishedAt: z.string(),
  tags: z.array(refSchema),
  institute: refSchema.extend({
    imageUrl: z.string().nullable(),
    summary: z.string(),
    city: refSchema,
  }),
  modules: z.array(courseModuleSchema),
  totals: z.object({ modules: z.number().int(), items: z.number().int(), minutes: z.number().int() }),
  rating: ratingSummarySchema,
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const itemProgressSchema = z.object({ startedAt: z.string(), completedAt: z.string().nullable() });

export const contextItemSchema = moduleItemSchema.extend({
  /** The caller's progress on the item; null for a visitor or an item not started. */
  progress: itemProgressSchema.nullable(),
});
export type ContextItem = z.infer<typeof contextItemSchema>;

export const courseContextSchema = z.object({
  course: courseCardSchema,
  modules: z.array(courseModuleSchema.extend({ items: z.array(contextItemSchema) })),
  /** The caller's enrolment; null for a visitor or a user not enrolled. */
  enrolment: z
    .object({
      id: z.number().int(),
      enrolledAt: z.string(),
      completedAt: z.string().nullable(),
      lastItemId: z.number().int().nullable(),
      /** Set once every item is completed: the public code of the course's certificate. */
      certificateCode: z.string().nullable(),
    })
    .nullable(),
  progress: z.object({ completedItems: z.number().int(), totalItems: z.number().int(), percent: z.number().int() }),
  /**
   * Where to pick up: the item the learner opened last when it is not completed, else the first
   * item not completed (the first item for a visitor); null when all are done or there are none.
   */
  resumeItemId: z.number().int().nullable(),
  /**
   * True for a premium course when the caller is a visitor or has no plan: the syllabus (titles,
   * kinds, durations) is public, the lessons open with Premium (enrolling and every lesson call 403).
   */
  locked: z.boolean(),
});
export type CourseContext = z.infer<typeof courseContextSchema>;

/** Web path of a course list filtered by one tag. */
export const tagCoursesPath = (slug: string) => `/courses/tags/${encodeURIComponent(slug)}`;
