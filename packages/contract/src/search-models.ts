/**
 * Search across the site (SPEC §7 `/search/?term(&model)`, `/search-suggestions?model&term`):
 * the models, their labels and limits. `model` takes every value of docs/spec-notes.md; `next` is
 * the next-item search (fix me, quiz, mock interview only, SPEC §9). No zod here: the header's
 * search box imports these on every page, and the schemas live in search.ts.
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

/** The models with a tab of their own on the results page, in the tabs' order. */
export const SEARCHABLE_MODELS = [
  'course',
  'institute',
  'job',
  'roadmap',
  'quiz',
  'slide',
  'fixme',
  'interview',
  'question',
  'post',
] as const;
export type SearchableModel = (typeof SEARCHABLE_MODELS)[number];

/** What the next-item search (`model=next`) may offer: SPEC §9 names these three types only. */
export const NEXT_ITEM_MODELS = ['quiz', 'fixme', 'interview'] as const;
export type NextItemModel = (typeof NEXT_ITEM_MODELS)[number];

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
  quiz: { one: 'Quiz', many: 'Quizzes' },
  slide: { one: 'Slide deck', many: 'Slide decks' },
  fixme: { one: 'Fix me problem', many: 'Fix me problems' },
  interview: { one: 'Mock interview', many: 'Mock interviews' },
  question: { one: 'Question', many: 'Questions' },
  post: { one: 'Post', many: 'Posts' },
};

/**
 * A term that is one hashtag (`#placements`) searches posts by that hashtag and questions by the
 * tag of that name; answers the hashtag without `#`, lowercased (as posts store them), or null.
 */
export function hashtagOf(term: string): string | null {
  const match = /^#([\p{L}\p{M}\p{N}_]{1,60})$/u.exec(term.trim());
  return match?.[1] ? match[1].toLowerCase() : null;
}

export function isSearchableModel(value: unknown): value is SearchableModel {
  return typeof value === 'string' && (SEARCHABLE_MODELS as readonly string[]).includes(value);
}
