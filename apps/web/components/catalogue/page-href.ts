/* Catalogue list addresses, for server and client components alike (the filters are a client component; the pagination links are not). */

/** A query string that keeps commas as they are (city=pune,mumbai): they are allowed there and easier to read and share. */
export function readableQuery(params: URLSearchParams): string {
  return params.toString().replace(/%2C/gi, ',');
}

/** `/path?a=1&page=3`: the other query values are kept, page 1 drops the parameter. */
export function pageHref(basePath: string, query: Record<string, string | undefined>, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key !== 'page' && value !== undefined && value !== '') params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  const search = readableQuery(params);
  return search ? `${basePath}?${search}` : basePath;
}
