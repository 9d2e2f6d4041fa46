import { z } from 'zod';
import { COURSE_LEVELS, COURSE_TYPES, courseCardSchema } from './catalogue.ts';
import { pageQuerySchema } from './common.ts';
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

/** At most this many values in one comma-separated filter. */
export const MAX_FILTER_VALUES = 20;
const MAX_FILTER_VALUE_LENGTH = 120;

/** `a,b` or a repeated parameter (`?city=a&city=b`) → trimmed, lowercase, unique, non-empty values. */
function splitValues(input: unknown): unknown {
  if (input === undefined || input === null) return undefined;
  const parts = (Array.isArray(input) ? input : [input]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]));
  if (parts.some((p) => typeof p !== 'string')) return parts;
  const values = [...new Set((parts as string[]).map((p) => p.trim().toLowerCase()).filter(Boolean))];
  return values.length === 0 ? undefined : values;
}

/**
 * A filter of slugs (city=pune,mumbai). A value that matches nothing is not an error: the
 * list is then empty (SPEC §8 "no courses").
 */
export function slugListParam(name: string) {
  return z.preprocess(
    splitValues,
    z
      .array(z.string().max(MAX_FILTER_VALUE_LENGTH, `Each ${name} is at most ${MAX_FILTER_VALUE_LENGTH} characters.`))
      .max(MAX_FILTER_VALUES, `Choose at most ${MAX_FILTER_VALUES} values for ${name}.`)
      .optional(),
  );
}

/** A filter of enum values (level=diploma,certificate); anything else is a 422 naming the allowed values. */
export function enumListParam<const T extends readonly [string, ...string[]]>(name: string, values: T) {
  const message = `Choose ${name} from: ${values.join(', ')}.`;
  return z.preprocess(
    splitValues,
    z
      .array(z.string(), { error: message })
      .max(MAX_FILTER_VALUES, message)
      .refine((list) => list.every((v) => (values as readonly string[]).includes(v)), { message })
      .transform((list) => list as unknown as T[number][])
      .optional(),
  );
}

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
  q: searchTermParam,
});
export type CourseFilters = z.output<typeof courseFiltersSchema>;

export const courseListQuerySchema = pageQuerySchema.extend({
  ...courseFiltersSchema.shape,
  sort: z.enum(COURSE_SORTS, { error: `Choose sort from: ${COURSE_SORTS.join(', ')}.` }).default('newest'),
});
export type CourseListQuery = z.output<typeof courseListQuerySchema>;

/** The five filters of SPEC §3 whose values the filters call counts. */
export const COURSE_FACETS = ['city', 'institute', 'stream', 'level', 'type'] as const;
export type CourseFacet = (typeof COURSE_FACETS)[number];

export const facetOptionSchema = z.object({
  /** The value to put in the query string. */
  slug: z.string(),
  label: z.string(),
  /** Courses (or institutes) with this value, given the OTHER active filters. */
  count: z.number().int(),
  selected: z.boolean(),
});
export type FacetOption = z.infer<typeof facetOptionSchema>;

export const courseFacetsSchema = z.object({
  city: z.array(facetOptionSchema),
  institute: z.array(facetOptionSchema),
  stream: z.array(facetOptionSchema),
  level: z.array(facetOptionSchema),
  type: z.array(facetOptionSchema),
});
export type CourseFacets = z.infer<typeof courseFacetsSchema>;

/** `12` or `python-for-data-science`. */
export const idOrSlugParamSchema = z.object({ id: z.string().min(1) });

export const MODULE_ITEM_KINDS = ['video', 'article', 'exercise'] as const;

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
  language: z.string(),
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
  enrolment: z.object({ id: z.number().int(), enrolledAt: z.string(), completedAt: z.string().nullable() }).nullable(),
  progress: z.object({ completedItems: z.number().int(), totalItems: z.number().int(), percent: z.number().int() }),
  /** The first item not completed yet (the first item for a visitor); null when all are done or there are none. */
  resumeItemId: z.number().int().nullable(),
});
export type CourseContext = z.infer<typeof courseContextSchema>;

/** Web path of a course list filtered by one tag. */
export const tagCoursesPath = (slug: string) => `/courses/tags/${encodeURIComponent(slug)}`;
