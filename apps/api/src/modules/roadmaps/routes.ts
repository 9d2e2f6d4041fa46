import { roadmapCardSchema } from '@lp/contract/catalogue';
import { listingSchema } from '@lp/contract/common';
import {
  resourceDetailSchema,
  resourceParamSchema,
  roadmapDetailSchema,
  roadmapKeyParamSchema,
  roadmapStepParamSchema,
  roadmapsQuerySchema,
  stepProgressSchema,
} from '@lp/contract/roadmaps';
import { optionalSession, publicAccess, signedIn } from '../../platform/access.ts';
import { readSessionUser } from '../../platform/auth.ts';
import { createRouter, dataResponse, defineRoute, errorResponses } from '../../platform/openapi.ts';
import type { RoadmapsService } from './service.ts';

const tags = ['roadmaps'];

const listRoadmaps = defineRoute({
  method: 'get',
  path: '/core/roadmaps',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Roadmaps, featured first; filter by stream (id or slug) and text',
  request: { query: roadmapsQuerySchema },
  responses: { 200: dataResponse(listingSchema(roadmapCardSchema), 'Roadmap cards'), ...errorResponses(404, 422) },
});

const listFeatured = defineRoute({
  method: 'get',
  path: '/core/roadmaps/featured',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Featured roadmaps',
  request: { query: roadmapsQuerySchema },
  responses: { 200: dataResponse(listingSchema(roadmapCardSchema), 'Featured roadmap cards'), ...errorResponses(404, 422) },
});

const getRoadmap = defineRoute({
  method: 'get',
  path: '/core/roadmaps/{idOrSlug}',
  middleware: [optionalSession] as const,
  tags,
  summary: "A roadmap with its steps in order and, when signed in, the caller's progress",
  request: { params: roadmapKeyParamSchema },
  responses: { 200: dataResponse(roadmapDetailSchema, 'The roadmap'), ...errorResponses(404, 422) },
});

const completeStep = defineRoute({
  method: 'post',
  path: '/core/roadmaps/{id}/steps/{stepId}/complete',
  middleware: [signedIn] as const,
  tags,
  summary: 'Tick a step (idempotent)',
  request: { params: roadmapStepParamSchema },
  responses: { 200: dataResponse(stepProgressSchema, 'The new progress'), ...errorResponses(401, 404, 422) },
});

const uncompleteStep = defineRoute({
  method: 'delete',
  path: '/core/roadmaps/{id}/steps/{stepId}/complete',
  middleware: [signedIn] as const,
  tags,
  summary: 'Untick a step (idempotent)',
  request: { params: roadmapStepParamSchema },
  responses: { 200: dataResponse(stepProgressSchema, 'The new progress'), ...errorResponses(401, 404, 422) },
});

const getResource = defineRoute({
  method: 'get',
  path: '/core/resources/{id}',
  middleware: [publicAccess] as const,
  tags,
  summary: 'A learning resource and the roadmaps that link it',
  request: { params: resourceParamSchema },
  responses: { 200: dataResponse(resourceDetailSchema, 'The resource'), ...errorResponses(404, 422) },
});

export function roadmapsRouter({ roadmaps }: { roadmaps: RoadmapsService }) {
  return createRouter()
    .openapi(listRoadmaps, async (c) => c.json({ data: await roadmaps.list(c.req.valid('query')) }, 200))
    .openapi(listFeatured, async (c) => c.json({ data: await roadmaps.list(c.req.valid('query'), { featuredOnly: true }) }, 200))
    .openapi(getRoadmap, async (c) => {
      const user = await readSessionUser(c);
      return c.json({ data: await roadmaps.detail(c.req.valid('param').idOrSlug, user?.id ?? null) }, 200);
    })
    .openapi(completeStep, async (c) => {
      const user = c.var.user;
      const { id, stepId } = c.req.valid('param');
      return c.json({ data: await roadmaps.setStep(id, stepId, user.id, true) }, 200);
    })
    .openapi(uncompleteStep, async (c) => {
      const user = c.var.user;
      const { id, stepId } = c.req.valid('param');
      return c.json({ data: await roadmaps.setStep(id, stepId, user.id, false) }, 200);
    })
    .openapi(getResource, async (c) => c.json({ data: await roadmaps.resource(c.req.valid('param').id) }, 200));
}
