import { streamSchema, tagSchema, tagsQuerySchema } from '@lp/contract/accounts';
import { citySchema } from '@lp/contract/catalogue';
import { listingSchema } from '@lp/contract/common';
import { publicAccess } from '../../platform/access.ts';
import { createRouter, dataResponse, defineRoute, errorResponses } from '../../platform/openapi.ts';
import type { TaxonomyService } from './service.ts';

const tags = ['taxonomy'];

const listStreams = defineRoute({
  method: 'get',
  path: '/course-streams',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Course streams (engineering, medical, management, ...)',
  responses: { 200: dataResponse(listingSchema(streamSchema), 'All streams') },
});

const listTags = defineRoute({
  method: 'get',
  path: '/tags',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Tags, optionally of one stream',
  request: { query: tagsQuerySchema },
  responses: { 200: dataResponse(listingSchema(tagSchema), 'Tags'), ...errorResponses(422) },
});

const listCities = defineRoute({
  method: 'get',
  path: '/cities',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Cities with courses, institutes or jobs, by name',
  responses: { 200: dataResponse(listingSchema(citySchema), 'All cities') },
});

/** Small, fixed lists: answered whole (next is always null). */
export function taxonomyRouter({ taxonomy }: { taxonomy: TaxonomyService }) {
  const router = createRouter()
    .openapi(listStreams, async (c) => {
      const results = await taxonomy.listStreams();
      return c.json({ data: { results, next: null, count: results.length } }, 200);
    })
    .openapi(listCities, async (c) => {
      const results = await taxonomy.listCities();
      return c.json({ data: { results, next: null, count: results.length } }, 200);
    })
    .openapi(listTags, async (c) => {
      const { stream } = c.req.valid('query');
      const results = await taxonomy.listTags(stream);
      return c.json({ data: { results, next: null, count: results.length } }, 200);
    });
  // The streams, tags and cities of SPEC §7 sit below /api/core.
  return createRouter().route('/core', router);
}
