import { z } from 'zod';
import {
  type CourseCard,
  courseCardSchema,
  type InstituteCard,
  instituteCardSchema,
  type JobCard,
  jobCardSchema,
  type RoadmapCard,
  roadmapCardSchema,
} from './catalogue.ts';
import { type Listing, listingSchema, pageQuerySchema } from './common.ts';
import { MESSAGES } from './messages.ts';

/**
 * Search across the catalogue (SPEC §7 `/search/?term(&model)`, `/search-suggestions?model&term`).
 * `model` takes every value of docs/spec-notes.md; `next` is the next-item search (fix me, quiz,
 * mock interview only). Models without a table yet answer an empty listing.
 */
export const SEARCH_MODELS = [
  'course',
  'institute',
  'job',
  'roadmap',
  'quiz',
  'question',
  'post',
  'slide',
  'interview',
  'fixme',
  'next',
] as const;
export type SearchModel = (typeof SEARCH_MODELS)[number];

/** The models that have rows today: the result page's tabs, in their order. */
export const SEARCHABLE_MODELS = ['course', 'institute', 'job', 'roadmap'] as const;
export type SearchableModel = (typeof SEARCHABLE_MODELS)[number];

export const SEARCH_TERM_MAX_LENGTH = 100;
/** Suggestions start at this many characters; shorter terms answer an empty list. */
export const SUGGESTION_TERM_MIN_LENGTH = 2;
export const SUGGESTIONS_LIMIT = 8;
/** Results per group in the answer without a model (the "All" tab). */
export const SEARCH_GROUP_SIZE = 5;

export const SEARCH_MODEL_LABELS: Record<SearchableModel, { one: string; many: string }> = {
  course: { one: 'Course', many: 'Courses' },
  institute: { one: 'Institute', many: 'Institutes' },
  job: { one: 'Job', many: 'Jobs' },
  roadmap: { one: 'Roadmap', many: 'Roadmaps' },
};

export function isSearchableModel(value: unknown): value is SearchableModel {
  return typeof value === 'string' && (SEARCHABLE_MODELS as readonly string[]).includes(value);
}

const termSchema = z
  .string({ error: MESSAGES.searchTermRequired })
  .trim()
  .min(1, MESSAGES.searchTermRequired)
  .max(SEARCH_TERM_MAX_LENGTH, MESSAGES.searchTermTooLong);

/** An empty `model=` is read as no model. */
const modelSchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.enum(SEARCH_MODELS, { error: MESSAGES.searchModelUnknown }).optional(),
);

export const searchQuerySchema = pageQuerySchema.extend({ term: termSchema, model: modelSchema });
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const suggestionsQuerySchema = z.object({
  term: z.string().trim().max(SEARCH_TERM_MAX_LENGTH, MESSAGES.searchTermTooLong).default(''),
  model: modelSchema,
});
export type SuggestionsQuery = z.infer<typeof suggestionsQuerySchema>;

/** The cards of a search result, by model. */
export type SearchCards = { course: CourseCard; institute: InstituteCard; job: JobCard; roadmap: RoadmapCard };

export const searchGroupSchema = z.discriminatedUnion('model', [
  z.object({ model: z.literal('course'), count: z.number().int(), results: z.array(courseCardSchema) }),
  z.object({ model: z.literal('institute'), count: z.number().int(), results: z.array(instituteCardSchema) }),
  z.object({ model: z.literal('job'), count: z.number().int(), results: z.array(jobCardSchema) }),
  z.object({ model: z.literal('roadmap'), count: z.number().int(), results: z.array(roadmapCardSchema) }),
]);
export type SearchGroup = { [M in SearchableModel]: { model: M; count: number; results: SearchCards[M][] } }[SearchableModel];

/** Without a model: every searchable model's count and its first results, best first. */
export const searchGroupsSchema = z.object({ term: z.string(), groups: z.array(searchGroupSchema) });
export type SearchGroups = { term: string; groups: SearchGroup[] };

/** With a model: a listing of that model's cards in rank order (empty for a model with no rows yet). */
export const searchListingSchema = listingSchema(
  z.union([courseCardSchema, instituteCardSchema, jobCardSchema, roadmapCardSchema]),
);
export type SearchListing<M extends SearchableModel> = Listing<SearchCards[M]>;

export const searchSuggestionSchema = z.object({
  model: z.enum(SEARCHABLE_MODELS),
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Where it is from: the institute of a course, the city of an institute, the company of a job, a roadmap's stream. */
  subtitle: z.string(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const searchSuggestionsSchema = listingSchema(searchSuggestionSchema);
