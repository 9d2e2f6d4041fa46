/** The fix-me list's filters as they appear in the page's URL (and the API's query string). Safe in client and server code. */
export type FixmeUrlQuery = { language?: string; difficulty?: string; topic?: string; q?: string };

export const FIXME_QUERY_KEYS = ['language', 'difficulty', 'topic', 'q'] as const;

export const FIXME_PAGE_SIZE = 24;

export function fixmeQueryString(query: FixmeUrlQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const key of FIXME_QUERY_KEYS) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}
