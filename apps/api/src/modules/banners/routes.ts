import { bannerSchema, bannersQuerySchema } from '@lp/contract/banners';
import { listingSchema } from '@lp/contract/common';
import { publicAccess } from '../../platform/access.ts';
import { createRouter, dataResponse, defineRoute, errorResponses } from '../../platform/openapi.ts';
import type { BannersService } from './service.ts';

const listBanners = defineRoute({
  method: 'get',
  path: '/core/banners',
  middleware: [publicAccess] as const,
  tags: ['banners'],
  summary: 'Active banners of a type (home, courses, jobs, premium, feed), in order',
  request: { query: bannersQuerySchema },
  responses: { 200: dataResponse(listingSchema(bannerSchema), 'Banners'), ...errorResponses(422) },
});

/** Mounted at /api: paths start with /core/ or /accounts/ (SPEC §7). */
export function bannersRouter({ banners }: { banners: BannersService }) {
  return createRouter().openapi(listBanners, async (c) => {
    const results = await banners.active(c.req.valid('query').type);
    return c.json({ data: { results, next: null, count: results.length } }, 200);
  });
}
