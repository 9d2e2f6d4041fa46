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
import { type FixmeCard, fixmeCardSchema } from './fixme.ts';
import { type InterviewCard, interviewCardSchema } from './interviews.ts';
import { type QuizCard, quizCardSchema, type SlideDeckCard, slideDeckCardSchema } from './learning.ts';
import { MESSAGES } from './messages.ts';
import { type Post, postSchema } from './posts.ts';
import { type QuestionCard, questionCardSchema } from './questions.ts';
import {
  NEXT_ITEM_MODELS,
  SEARCH_MODELS,
  SEARCH_TERM_MAX_LENGTH,
  SEARCHABLE_MODELS,
  type SearchableModel,
} from './search-models.ts';

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

/**
 * `exclude=quiz:12`: the item the next-item search must not offer (the one just finished); read
 * with `model=next` only.
 */
const excludeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^(${NEXT_ITEM_MODELS.join('|')}):[1-9][0-9]{0,8}$`), MESSAGES.searchExcludeInvalid)
  .optional();

export const searchQuerySchema = pageQuerySchema.extend({ term: termSchema, model: modelSchema, exclude: excludeSchema });
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const suggestionsQuerySchema = z.object({
  term: z.string().trim().max(SEARCH_TERM_MAX_LENGTH, MESSAGES.searchTermTooLong).default(''),
  model: modelSchema,
});
export type SuggestionsQuery = z.infer<typeof suggestionsQuerySchema>;

/** The cards of a search result, by model: each model's own card, as its list shows it. */
export type SearchCards = {
  course: CourseCard;
  institute: InstituteCard;
  job: JobCard;
  roadmap: RoadmapCard;
  quiz: QuizCard;
  slide: SlideDeckCard;
  fixme: FixmeCard;
  interview: InterviewCard;
  question: QuestionCard;
  post: Post;
};

const group = <M extends SearchableModel, T extends z.ZodType>(model: M, card: T) =>
  z.object({ model: z.literal(model), count: z.number().int(), results: z.array(card) });

export const searchGroupSchema = z.discriminatedUnion('model', [
  group('course', courseCardSchema),
  group('institute', instituteCardSchema),
  group('job', jobCardSchema),
  group('roadmap', roadmapCardSchema),
  group('quiz', quizCardSchema),
  group('slide', slideDeckCardSchema),
  group('fixme', fixmeCardSchema),
  group('interview', interviewCardSchema),
  group('question', questionCardSchema),
  group('post', postSchema),
]);
export type SearchGroup = { [M in SearchableModel]: { model: M; count: number; results: SearchCards[M][] } }[SearchableModel];

/** Without a model: every searchable model's count and its first results, best first. */
export const searchGroupsSchema = z.object({ term: z.string(), groups: z.array(searchGroupSchema) });
export type SearchGroups = { term: string; groups: SearchGroup[] };

/**
 * One result of the next-item search: what to do after a quiz, a fix-me problem or a mock
 * interview. `subtitle` says what it is about (a quiz's stream, a problem's language and topic,
 * an interview's kind).
 */
export const nextItemSchema = z.object({
  model: z.enum(NEXT_ITEM_MODELS),
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  isPremium: z.boolean(),
});
export type NextItem = z.infer<typeof nextItemSchema>;

/** With a model: a listing of that model's cards in rank order; with `model=next`, next items. */
export const searchListingSchema = listingSchema(
  z.union([
    courseCardSchema,
    instituteCardSchema,
    jobCardSchema,
    roadmapCardSchema,
    quizCardSchema,
    slideDeckCardSchema,
    fixmeCardSchema,
    interviewCardSchema,
    questionCardSchema,
    postSchema,
    nextItemSchema,
  ]),
);
export type SearchListing<M extends SearchableModel> = Listing<SearchCards[M]>;

export const searchSuggestionSchema = z.object({
  model: z.enum(SEARCHABLE_MODELS),
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /**
   * Where it is from: the institute of a course, the city of an institute, the company of a job,
   * the stream of a roadmap, quiz or slide deck, the topic of a fix-me problem, the kind of a mock
   * interview, the author of a question or post. `slug` is the id of a question or post (they have no slug).
   */
  subtitle: z.string(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const searchSuggestionsSchema = listingSchema(searchSuggestionSchema);
