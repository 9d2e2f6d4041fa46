import { createRoute } from '@hono/zod-openapi';
import {
  searchGroupsSchema,
  searchListingSchema,
  searchQuerySchema,
  searchSuggestionsSchema,
  suggestionsQuerySchema,
} from '@lp/contract/search';
import { z } from 'zod';
import type { AppDeps } from '../../platform/context.ts';
import { createRouter, dataResponse, errorResponses } from '../../platform/openapi.ts';
import { createSearchService } from './service.ts';

const tags = ['search'];

const search = createRoute({
  method: 'get',
  path: '/core/search',
  tags,
  summary: 'Search courses, institutes, jobs and roadmaps (titles weigh most; typos tolerated)',
  description:
    'Without `model`: `{ term, groups: [{ model, count, results }] }` with the first results of every searchable model. ' +
    'With `model`: a listing of that model in rank order; models without rows yet (quiz, question, post, slide, interview, fixme, next) answer an empty listing.',
  request: { query: searchQuerySchema },
  responses: {
    200: dataResponse(z.union([searchGroupsSchema, searchListingSchema]), 'Grouped results, or one model’s listing'),
    ...errorResponses(404, 422),
  },
});

const suggestions = createRoute({
  method: 'get',
  path: '/core/search-suggestions',
  tags,
  summary: 'Up to 8 titles for the type-ahead (prefix and typo-tolerant); a term under 2 characters gets none',
  request: { query: suggestionsQuerySchema },
  responses: { 200: dataResponse(searchSuggestionsSchema, 'Suggestions, best first'), ...errorResponses(422) },
});

export function searchRouter(deps: AppDeps) {
  const service = createSearchService(deps.db);
  return createRouter()
    .openapi(search, async (c) => {
      const { term, model, page, page_size } = c.req.valid('query');
      if (model === undefined) return c.json({ data: await service.groups(term) }, 200);
      return c.json({ data: await service.listing(model, term, { page, page_size }) }, 200);
    })
    .openapi(suggestions, async (c) => {
      const { term, model } = c.req.valid('query');
      const results = await service.suggestions(term, model);
      return c.json({ data: { results, next: null, count: results.length } }, 200);
    });
}
