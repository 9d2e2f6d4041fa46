import type { SearchParams } from '@/lib/search-params';

/** The institute list's state kept in the URL (?city=pune&kind=university,college&page=2). */
export const INSTITUTE_FILTER_KEYS = ['q', 'city', 'stream', 'kind', 'ownership'] as const;
export type InstituteUrlQuery = Partial<Record<(typeof INSTITUTE_FILTER_KEYS)[number], string>>;

export const INSTITUTES_PAGE_SIZE = 21;

function joined(value: string | string[] | undefined): string | undefined {
  const values = (Array.isArray(value) ? value : [value]).flatMap((v) => (v ? v.split(',') : [])).map((v) => v.trim());
  const unique = [...new Set(values.filter(Boolean))];
  return unique.length > 0 ? unique.join(',') : undefined;
}

export async function readInstituteQuery(searchParams: SearchParams): Promise<{ query: InstituteUrlQuery; page: number }> {
  const params = await searchParams;
  const query: InstituteUrlQuery = {};
  for (const key of INSTITUTE_FILTER_KEYS) query[key] = joined(params[key]);
  const page = Number(joined(params.page) ?? '1');
  return { query, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

export function instituteApiQuery(query: InstituteUrlQuery, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  return params.toString();
}
