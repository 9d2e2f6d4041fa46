import type { SearchableModel, SearchSuggestion } from '@lp/contract/search';

/** The page of a suggestion's course, institute, job or roadmap. */
const DETAIL_BASE: Record<SearchableModel, string> = {
  course: '/courses',
  institute: '/institutes',
  job: '/jobs',
  roadmap: '/roadmaps',
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
