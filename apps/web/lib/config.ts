/**
 * The only place the web app reads the environment. Server-side only: nothing here is
 * exposed to the browser (no NEXT_PUBLIC_ variables).
 */
export function internalApiUrl(): string {
  const explicit = process.env.INTERNAL_API_URL;
  const url = explicit && explicit.length > 0 ? explicit : `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  return url.replace(/\/+$/, '');
}
