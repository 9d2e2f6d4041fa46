import type { SearchParams } from '@/lib/search-params';

/** The course list's state kept in the URL (?city=pune&level=diploma,certificate&language=hi&sort=rating&page=2). */
export const COURSE_FILTER_KEYS = ['q', 'city', 'stream', 'institute', 'level', 'type', 'language', 'price'] as const;
export type CourseUrlQuery = Partial<Record<(typeof COURSE_FILTER_KEYS)[number] | 'sort', string>>;

export const COURSES_PAGE_SIZE = 20;

/** A repeated parameter (level=a&level=b, what a plain form submits) reads as a comma list. */
function joined(value: string | string[] | undefined): string | undefined {
  const values = (Array.isArray(value) ? value : [value]).flatMap((v) => (v ? v.split(',') : [])).map((v) => v.trim());
  const unique = [...new Set(values.filter(Boolean))];
  return unique.length > 0 ? unique.join(',') : undefined;
}

export async function readCourseQuery(searchParams: SearchParams): Promise<{ query: CourseUrlQuery; page: number }> {
  const params = await searchParams;
  const query: CourseUrlQuery = {};
  for (const key of COURSE_FILTER_KEYS) query[key] = joined(params[key]);
  const sort = joined(params.sort);
  if (sort && sort !== 'newest') query.sort = sort;
  const page = Number(joined(params.page) ?? '1');
  return { query, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

export function hasFilters(query: CourseUrlQuery): boolean {
  return COURSE_FILTER_KEYS.some((key) => query[key]);
}

/** The API query for a page of the list: the URL's filters plus paging. */
export function courseApiQuery(query: CourseUrlQuery, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  return params.toString();
}
