import { instituteCardSchema } from '@lp/contract/catalogue';
import { listingSchema } from '@lp/contract/common';
import { idOrSlugParamSchema } from '@lp/contract/courses';
import {
  instituteDetailSchema,
  instituteFacetsSchema,
  instituteFiltersSchema,
  instituteListQuerySchema,
} from '@lp/contract/institutes';
import { publicAccess } from '../../platform/access.ts';
import { createRouter, dataResponse, defineRoute, errorResponses } from '../../platform/openapi.ts';
import type { InstitutesService } from './service.ts';

const tags = ['institutes'];

const listInstitutes = defineRoute({
  method: 'get',
  path: '/core/institutes',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Institutes, filtered (city, kind, ownership, stream, q; comma-separated values), featured and best rated first',
  request: { query: instituteListQuerySchema },
  responses: { 200: dataResponse(listingSchema(instituteCardSchema), 'A page of institutes'), ...errorResponses(404, 422) },
});

const instituteFacets = defineRoute({
  method: 'get',
  path: '/core/institutes/filters',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Values of each institute filter with the number of institutes for each, given the other active filters',
  request: { query: instituteFiltersSchema },
  responses: { 200: dataResponse(instituteFacetsSchema, 'Filter values with counts'), ...errorResponses(422) },
});

const instituteDetail = defineRoute({
  method: 'get',
  path: '/core/institutes/{id}',
  middleware: [publicAccess] as const,
  tags,
  summary:
    'One institute by id or slug, with its rating summary and the streams it teaches (its courses: /core/courses?institute=)',
  request: { params: idOrSlugParamSchema },
  responses: { 200: dataResponse(instituteDetailSchema, 'The institute'), ...errorResponses(404) },
});

/** Mounted at /api: paths start with /core/ or /accounts/ (SPEC §7). Static paths before `{id}`. */
export function institutesRouter({ institutes }: { institutes: InstitutesService }) {
  return createRouter()
    .openapi(listInstitutes, async (c) => c.json({ data: await institutes.list(c.req.valid('query')) }, 200))
    .openapi(instituteFacets, async (c) => c.json({ data: await institutes.facets(c.req.valid('query')) }, 200))
    .openapi(instituteDetail, async (c) => c.json({ data: await institutes.detail(c.req.valid('param').id) }, 200));
}
