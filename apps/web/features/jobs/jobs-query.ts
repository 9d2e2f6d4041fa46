/** The jobs list's filters as they appear in the page's URL (and the API's query string). Safe in client and server code. */
export type JobsUrlQuery = {
  city?: string;
  stream?: string;
  type?: string;
  work_mode?: string;
  experience?: string;
  company?: string;
  q?: string;
};

export const JOB_QUERY_KEYS = ['city', 'stream', 'type', 'work_mode', 'experience', 'company', 'q'] as const;

export const JOBS_PAGE_SIZE = 18;

export function jobsQueryString(query: JobsUrlQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const key of JOB_QUERY_KEYS) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}
