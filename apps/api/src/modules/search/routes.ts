import {
  searchGroupsSchema,
  searchListingSchema,
  searchQuerySchema,
  searchSuggestionsSchema,
  suggestionsQuerySchema,
} from '@lp/contract/search';
import { z } from 'zod';
import { optionalSession, publicAccess } from '../../platform/access.ts';
import { readSessionUser } from '../../platform/auth.ts';
import { createRouter, dataResponse, defineRoute, errorResponses } from '../../platform/openapi.ts';
import { parseExclude } from './next-items.ts';
import type { SearchService } from './service.ts';

const tags = ['search'];

const search = defineRoute({
  method: 'get',
  path: '/core/search',
  // Posts say whether the caller liked or saved them, problems whether the caller solved them.
  middleware: [optionalSession] as const,
  tags,
  summary: 'Search the site (titles weigh most; typos tolerated; `#hashtag` finds posts and questions so tagged)',
  description:
    'Without `model`: `{ term, groups: [{ model, count, results }] }` with the first results of every searchable model ' +
    '(course, institute, job, roadmap, quiz, slide, fixme, interview, question, post), each as its own card. ' +
    'With `model`: a listing of that model in rank order. `model=next` is the next-item search (SPEC §9): ' +
    '`{ model, id, slug, title, subtitle, isPremium }` of fix-me problems, quizzes and mock interviews only, ' +
    'those sharing a word with the term first, never `exclude` (`quiz:12`), what the caller has done last.',
  request: { query: searchQuerySchema },
  responses: {
    200: dataResponse(z.union([searchGroupsSchema, searchListingSchema]), 'Grouped results, or one model’s listing'),
    ...errorResponses(404, 422),
  },
});

const suggestions = defineRoute({
  method: 'get',
  path: '/core/search-suggestions',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Up to 8 titles for the type-ahead (prefix and typo-tolerant); a term under 2 characters gets none',
  request: { query: suggestionsQuerySchema },
  responses: { 200: dataResponse(searchSuggestionsSchema, 'Suggestions, best first'), ...errorResponses(422) },
});

export function searchRouter({ search: service }: { search: SearchService }) {
  return createRouter()
    .openapi(search, async (c) => {
      const { term, model, page, page_size, exclude } = c.req.valid('query');
      const viewerId = (await readSessionUser(c))?.id ?? null;
      if (model === undefined) return c.json({ data: await service.groups(term, viewerId) }, 200);
      const options = { viewerId, exclude: parseExclude(exclude) };
      return c.json({ data: await service.listing(model, term, { page, page_size }, options) }, 200);
    })
    .openapi(suggestions, async (c) => {
      const { term, model } = c.req.valid('query');
      const results = await service.suggestions(term, model);
      return c.json({ data: { results, next: null, count: results.length } }, 200);
    });
}
