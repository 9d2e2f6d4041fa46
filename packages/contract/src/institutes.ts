import { z } from 'zod';
import { INSTITUTE_KINDS, INSTITUTE_OWNERSHIPS, instituteCardSchema } from './catalogue.ts';
import { pageQuerySchema } from './common.ts';
import { searchTermParam } from './courses.ts';
import { enumListParam, facetOptionSchema, slugListParam } from './filters.ts';
import { ratingSummarySchema } from './reviews.ts';

/** Institutes: list with filters and facets, detail (SPEC §2 "Institutes: all, detail"). */

export const INSTITUTE_KIND_LABELS: Record<(typeof INSTITUTE_KINDS)[number], string> = {
  university: 'University',
  college: 'College',
  coaching: 'Coaching',
  'online-academy': 'Online academy',
};

export const INSTITUTE_OWNERSHIP_LABELS: Record<(typeof INSTITUTE_OWNERSHIPS)[number], string> = {
  government: 'Government',
  private: 'Private',
  deemed: 'Deemed',
};

export const instituteFiltersSchema = z.object({
  city: slugListParam('city'),
  kind: enumListParam('kind', INSTITUTE_KINDS),
  ownership: enumListParam('ownership', INSTITUTE_OWNERSHIPS),
  /** Institutes offering at least one course in the stream. */
  stream: slugListParam('stream'),
  q: searchTermParam,
});
export type InstituteFilters = z.output<typeof instituteFiltersSchema>;

export const instituteListQuerySchema = pageQuerySchema.extend(instituteFiltersSchema.shape);
export type InstituteListQuery = z.output<typeof instituteListQuerySchema>;

export const INSTITUTE_FACETS = ['city', 'kind', 'ownership', 'stream'] as const;
export type InstituteFacet = (typeof INSTITUTE_FACETS)[number];

export const instituteFacetsSchema = z.object({
  city: z.array(facetOptionSchema),
  kind: z.array(facetOptionSchema),
  ownership: z.array(facetOptionSchema),
  stream: z.array(facetOptionSchema),
});
export type InstituteFacets = z.infer<typeof instituteFacetsSchema>;

export const instituteDetailSchema = instituteCardSchema.extend({
  description: z.string(),
  website: z.string().nullable(),
  rating: ratingSummarySchema,
  /** Streams the institute offers courses in, with how many. */
  streams: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string(), courseCount: z.number().int() })),
});
export type InstituteDetail = z.infer<typeof instituteDetailSchema>;
