import type { SearchSuggestion } from '@lp/contract/search';
import { SEARCH_TERM_MAX_LENGTH, type SearchableModel } from '@lp/contract/search-models';

/** Where each model's pages live: `{base}/{slug}` (a question's or post's slug is its id). */
const DETAIL_BASE: Record<SearchableModel, string> = {
  course: '/courses',
  institute: '/institutes',
  job: '/jobs',
  roadmap: '/roadmaps',
  quiz: '/quizzes',
  slide: '/slides',
  fixme: '/fixme',
  interview: '/interviews',
  question: '/questions',
  post: '/feed',
};

export function suggestionHref({ model, slug }: Pick<SearchSuggestion, 'model' | 'slug'>): string {
  return `${DETAIL_BASE[model]}/${encodeURIComponent(slug)}`;
}

/** `/search?term=…&type=…&page=…` (type and page only when given; page 1 is left out). */
export function searchHref(term: string, type?: SearchableModel, page?: number): string {
  const query = new URLSearchParams({ term });
  if (type) query.set('type', type);
  if (page && page > 1) query.set('page', String(page));
  return `/search?${query}`;
}

/**
 * The words the next item is found by (SPEC §9): the finished item's title and its stream, topic
 * or kind, within the term's length limit.
 */
export function nextItemTerm(...parts: (string | null | undefined)[]): string {
  return parts
    .filter((part): part is string => Boolean(part?.trim()))
    .join(' ')
    .slice(0, SEARCH_TERM_MAX_LENGTH);
}
