import {
  type CaseAction,
  caseActionBodySchema,
  caseDetailSchema,
  caseParamSchema,
  casesListingSchema,
  casesQuerySchema,
  metricsQuerySchema,
  metricsSchema,
} from '@lp/contract/staff';
import type { Services } from '../../composition-root.ts';
import { staff, staffActor } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/context.ts';
import { createRouter, dataResponse, defineRoute, errorResponses, jsonBody } from '../../platform/openapi.ts';
import { dailyMetrics } from './metrics.ts';

const tags = ['staff'];

const listCases = defineRoute({
  method: 'get',
  path: '/staff/cases',
  middleware: [staff('moderator')] as const,
  tags,
  summary: 'The review queue: cases of one status (open by default), oldest first, with the count of every status',
  request: { query: casesQuerySchema },
  responses: { 200: dataResponse(casesListingSchema, 'Cases'), ...errorResponses(401, 403, 404, 422) },
});

const caseDetail = defineRoute({
  method: 'get',
  path: '/staff/cases/{id}',
  middleware: [staff('moderator')] as const,
  tags,
  summary: "One case: the object's text and author, every report, the author's earlier cases and suspensions",
  request: { params: caseParamSchema },
  responses: { 200: dataResponse(caseDetailSchema, 'Case'), ...errorResponses(401, 403, 404, 422) },
});

const SUMMARIES: Record<CaseAction, string> = {
  hide: 'Hide the object: gone for everyone but its author (who sees the reason and is told); its points are reversed',
  restore: 'Bring a hidden object back (and its points); the case is closed as dismissed',
  dismiss: 'The reports were unfounded: close an open case (an object hidden by the report threshold comes back)',
};

function caseActionRoute<A extends CaseAction>(action: A) {
  return defineRoute({
    method: 'post',
    path: `/staff/cases/{id}/${action}` as `/staff/cases/{id}/${A}`,
    middleware: [staff('moderator')] as const,
    tags,
    summary: SUMMARIES[action],
    request: { params: caseParamSchema, body: jsonBody(caseActionBodySchema) },
    responses: { 200: dataResponse(caseDetailSchema, 'Case'), ...errorResponses(401, 403, 404, 409, 415, 422) },
  });
}

const hide = caseActionRoute('hide');
const restore = caseActionRoute('restore');
const dismiss = caseActionRoute('dismiss');

const metrics = defineRoute({
  method: 'get',
  path: '/staff/metrics',
  middleware: [staff('moderator')] as const,
  tags,
  summary:
    'The dashboard: one point per day (India time) for the last `days` days of sign-ups, active learners, enrolments, completions, questions, answers, posts, revenue in INR and open cases',
  request: { query: metricsQuerySchema },
  responses: { 200: dataResponse(metricsSchema, 'Daily series'), ...errorResponses(401, 403, 422) },
});

export function moderationRouter({ moderation }: Services, deps: AppDeps) {
  return createRouter()
    .openapi(listCases, async (c) => c.json({ data: await moderation.list(c.req.valid('query')) }, 200))
    .openapi(caseDetail, async (c) => c.json({ data: await moderation.detail(c.req.valid('param').id) }, 200))
    .openapi(hide, async (c) => {
      const data = await moderation.hide(staffActor(c, deps.config), c.req.valid('param').id, c.req.valid('json').reason);
      return c.json({ data }, 200);
    })
    .openapi(restore, async (c) => {
      const data = await moderation.restore(staffActor(c, deps.config), c.req.valid('param').id, c.req.valid('json').reason);
      return c.json({ data }, 200);
    })
    .openapi(dismiss, async (c) => {
      const data = await moderation.dismiss(staffActor(c, deps.config), c.req.valid('param').id, c.req.valid('json').reason);
      return c.json({ data }, 200);
    })
    .openapi(metrics, async (c) => c.json({ data: await dailyMetrics(deps.db, c.req.valid('query').days) }, 200));
}
