import type { Listing } from '@lp/contract/common';
import type { FixmeCard, FixmeFacets } from '@lp/contract/fixme';
import { toQuery } from '@/lib/api-client';
import { type LoadResult, serverApi, serverData, serverDataOrNull, settle } from '@/lib/server-api';
import { FIXME_PAGE_SIZE, type FixmeUrlQuery, fixmeQueryString } from '../fixme-query';

/** Server components: a page of problems for the URL's filters (a 404 past the end comes back as a failed result). */
export function loadProblems(query: FixmeUrlQuery, page: number): Promise<LoadResult<Listing<FixmeCard>>> {
  const search = fixmeQueryString(query, { page: String(page), page_size: String(FIXME_PAGE_SIZE) });
  return settle(serverData(serverApi().api.core.fixme.$get({ query: toQuery(search) })));
}

/** The filter panel's values with counts; null when the call fails (the panel then shows plain choices). */
export function loadProblemFilters(query: FixmeUrlQuery): Promise<FixmeFacets | null> {
  return serverDataOrNull(serverApi().api.core.fixme.filters.$get({ query: toQuery(fixmeQueryString(query)) }));
}
