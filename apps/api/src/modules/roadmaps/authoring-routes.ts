import {
  pickerQuerySchema,
  pickerResultsSchema,
  saveStepsSchema,
  studioListQuerySchema,
  studioRoadmapListingSchema,
  studioRoadmapParamSchema,
  studioRoadmapSchema,
} from '@lp/contract/studio-content';
import { staff, staffActor } from '../../platform/access.ts';
import type { ProxyTrust } from '../../platform/client-ip.ts';
import { createRouter, dataResponse, defineRoute, errorResponses, jsonBody } from '../../platform/openapi.ts';
import type { RoadmapAuthoring } from './authoring.ts';

const tags = ['studio'];

const listRoadmaps = defineRoute({
  method: 'get',
  path: '/studio/roadmaps',
  middleware: [staff('admin')] as const,
  tags,
  summary: 'Roadmaps to edit, by title, with their step counts (admin)',
  request: { query: studioListQuerySchema },
  responses: { 200: dataResponse(studioRoadmapListingSchema, 'Roadmaps'), ...errorResponses(401, 403, 404, 422) },
});

const getRoadmap = defineRoute({
  method: 'get',
  path: '/studio/roadmaps/{id}',
  middleware: [staff('admin')] as const,
  tags,
  summary: 'A roadmap with its steps and what each links (admin)',
  request: { params: studioRoadmapParamSchema },
  responses: { 200: dataResponse(studioRoadmapSchema, 'The roadmap'), ...errorResponses(401, 403, 404, 422) },
});

const saveSteps = defineRoute({
  method: 'put',
  path: '/studio/roadmaps/{id}/steps',
  middleware: [staff('admin')] as const,
  tags,
  summary:
    'Save the steps in order: each links a course, lesson, quiz or fix-me problem from the picker (422 for one that does not exist); steps keep their ids',
  request: { params: studioRoadmapParamSchema, body: jsonBody(saveStepsSchema) },
  responses: { 200: dataResponse(studioRoadmapSchema, 'The roadmap'), ...errorResponses(400, 401, 403, 404, 415, 422) },
});

const picker = defineRoute({
  method: 'get',
  path: '/studio/picker',
  middleware: [staff('admin')] as const,
  tags,
  summary: 'Search what a roadmap step may link: courses, lessons, published quizzes or fix-me problems by title (20 at most)',
  request: { query: pickerQuerySchema },
  responses: { 200: dataResponse(pickerResultsSchema, 'Matches'), ...errorResponses(401, 403, 422) },
});

/** Mounted at /api: roadmap editing in the studio (issue 31 point 6), admins only. */
export function roadmapAuthoringRouter({ authoring }: { authoring: RoadmapAuthoring }, deps: { config: ProxyTrust }) {
  return createRouter()
    .openapi(listRoadmaps, async (c) => c.json({ data: await authoring.list(c.req.valid('query')) }, 200))
    .openapi(getRoadmap, async (c) => c.json({ data: await authoring.get(c.req.valid('param').id) }, 200))
    .openapi(saveSteps, async (c) =>
      c.json({ data: await authoring.saveSteps(staffActor(c, deps.config), c.req.valid('param').id, c.req.valid('json')) }, 200),
    )
    .openapi(picker, async (c) => {
      const { kind, q } = c.req.valid('query');
      return c.json({ data: { results: await authoring.pick(kind, q) } }, 200);
    });
}
