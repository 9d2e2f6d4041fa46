import type { Listing } from '@lp/contract/common';
import { MESSAGES } from '@lp/contract/messages';
import type { SearchCards, SearchGroups } from '@lp/contract/search';
import type { SearchableModel } from '@lp/contract/search-models';
import { ApiError } from '@/lib/api-error';
import { type LoadResult, serverApi, serverData, settle } from '@/lib/server-api';

/** Results per page of one type's tab. */
export const SEARCH_PAGE_SIZE = 20;

type SearchQuery = { term: string; model?: SearchableModel; page?: string; page_size?: string };

/** GET /core/search has one schema for its two answers: groups without `model`, a listing with it. */
const search = (query: SearchQuery) => serverData(serverApi().api.core.search.$get({ query }));

function wrongAnswer(): never {
  throw new ApiError(500, MESSAGES.default);
}

/** Server components: every type's count and first results for the term (the tabs and the "All" tab). */
export function loadSearchGroups(term: string): Promise<LoadResult<SearchGroups>> {
  return settle(search({ term }).then((data) => ('groups' in data ? data : wrongAnswer())));
}

/** Server components: one page of one type's results (a page past the end comes back as a failed result with 404). */
export function loadSearchListing<M extends SearchableModel>(
  model: M,
  term: string,
  page: number,
): Promise<LoadResult<Listing<SearchCards[M]>>> {
  const query = { term, model, page: String(page), page_size: String(SEARCH_PAGE_SIZE) };
  // The schema says "cards of any searchable model"; the API answers `model=M` with M's cards only
  // (search service), a link between the query and the answer that a schema cannot state.
  return settle(search(query).then((data) => ('groups' in data ? wrongAnswer() : (data as Listing<SearchCards[M]>))));
}
