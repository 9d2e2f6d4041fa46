import { idParamSchema } from '@lp/contract/common';
import {
  createJobBodySchema,
  moveApplicationBodySchema,
  staffApplicationSchema,
  staffApplicationsListingSchema,
  staffApplicationsQuerySchema,
  staffJobSchema,
  staffJobsListingSchema,
  staffJobsQuerySchema,
  updateJobBodySchema,
} from '@lp/contract/hiring';
import { MESSAGES } from '@lp/contract/messages';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/jobs.ts';
import { type StaffEnv, staff, staffActor } from '../../platform/access.ts';
import type { ProxyTrust } from '../../platform/client-ip.ts';
import type { AppEnv } from '../../platform/context.ts';
import { invalidField, notFound } from '../../platform/errors.ts';
import { createRouter, dataResponse, defineRoute, errorResponses, jsonBody } from '../../platform/openapi.ts';
import { serveStored } from '../../platform/serve-stored.ts';
import type { Storage } from '../../platform/storage.ts';
import type { HiringApplications } from './hiring-applications.ts';
import type { HiringJobs } from './hiring-jobs.ts';

const tags = ['staff'];

/** Mounted at /api: the employer's side of hiring (issue 32). Another company's jobs and applications answer 404. */
export function hiringRouter(
  { hiringJobs, hiringApplications }: { hiringJobs: HiringJobs; hiringApplications: HiringApplications },
  deps: { db: Database; storage: Storage; config: ProxyTrust },
) {
  /**
   * Another company's job or application answers 404, as a missing one does, so an employer cannot
   * learn that another company's job exists (the declared scope, checked after the input's validation).
   */
  const idOf = (c: Context<AppEnv>) => Number(c.req.param('id'));
  const ownJob = staff('employer', { company: (c) => hiringJobs.companyOfJob(idOf(c)), missing: MESSAGES.staffJobNotFound });
  const ownApplication = staff('employer', {
    company: (c) => hiringApplications.companyOfApplication(idOf(c)),
    missing: MESSAGES.staffApplicationNotFound,
  });

  const listJobs = defineRoute({
    method: 'get',
    path: '/staff/jobs',
    middleware: [staff('employer')] as const,
    tags,
    summary:
      "The employer's jobs (every status, or one), most recently changed first, with applicants and new ones since their last visit",
    request: { query: staffJobsQuerySchema },
    responses: { 200: dataResponse(staffJobsListingSchema, 'Jobs'), ...errorResponses(401, 403, 404, 422) },
  });

  const createJob = defineRoute({
    method: 'post',
    path: '/staff/jobs',
    middleware: [staff('employer')] as const,
    tags,
    summary:
      'Post a job as a draft (publish it after); `company` (slug) is required of an admin or of staff of several companies',
    request: { body: jsonBody(createJobBodySchema) },
    responses: { 201: dataResponse(staffJobSchema, 'The draft'), ...errorResponses(401, 403, 404, 415, 422) },
  });

  const getJob = defineRoute({
    method: 'get',
    path: '/staff/jobs/{id}',
    middleware: [ownJob] as const,
    tags,
    summary: 'One of the employer’s jobs, as its edit form shows it',
    request: { params: idParamSchema },
    responses: { 200: dataResponse(staffJobSchema, 'The job'), ...errorResponses(401, 403, 404, 422) },
  });

  const updateJob = defineRoute({
    method: 'patch',
    path: '/staff/jobs/{id}',
    middleware: [ownJob] as const,
    tags,
    summary: 'Edit a job (any of its fields)',
    request: { params: idParamSchema, body: jsonBody(updateJobBodySchema) },
    responses: { 200: dataResponse(staffJobSchema, 'The job'), ...errorResponses(401, 403, 404, 415, 422) },
  });

  const publishJob = defineRoute({
    method: 'post',
    path: '/staff/jobs/{id}/publish',
    middleware: [ownJob] as const,
    tags,
    summary: 'Publish a draft (or reopen a closed job): learners see it and may apply',
    request: { params: idParamSchema },
    responses: { 200: dataResponse(staffJobSchema, 'The job'), ...errorResponses(401, 403, 404, 409, 422) },
  });

  const closeJob = defineRoute({
    method: 'post',
    path: '/staff/jobs/{id}/close',
    middleware: [ownJob] as const,
    tags,
    summary: 'Close a published job: it stops taking applications and says "No longer accepting applications"',
    request: { params: idParamSchema },
    responses: { 200: dataResponse(staffJobSchema, 'The job'), ...errorResponses(401, 403, 404, 409, 422) },
  });

  const listApplications = defineRoute({
    method: 'get',
    path: '/staff/jobs/{id}/applications',
    middleware: [ownJob] as const,
    tags,
    summary:
      "A job's applicants, newest first, optionally of one status, with the count of each status (opening it is the visit 'new' counts from)",
    request: { params: idParamSchema, query: staffApplicationsQuerySchema },
    responses: { 200: dataResponse(staffApplicationsListingSchema, 'Applicants'), ...errorResponses(401, 403, 404, 422) },
  });

  const moveApplication = defineRoute({
    method: 'patch',
    path: '/staff/applications/{id}',
    middleware: [ownApplication] as const,
    tags,
    summary:
      'Move an application forward (shortlisted, interview, offered, hired) or reject it, with an optional message; the learner is told in the app and by mail',
    request: { params: idParamSchema, body: jsonBody(moveApplicationBodySchema) },
    responses: { 200: dataResponse(staffApplicationSchema, 'The application'), ...errorResponses(401, 403, 404, 409, 415, 422) },
  });

  const resume = defineRoute({
    method: 'get',
    path: '/staff/applications/{id}/resume',
    middleware: [ownApplication] as const,
    tags,
    summary: "The applicant's résumé (PDF, shown in the browser); each view is in the audit log",
    request: { params: idParamSchema },
    responses: {
      200: { description: 'The PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
      ...errorResponses(401, 403, 404, 422),
    },
  });

  /** The company a new job is for: the one named (within the staff member's), else their only one. */
  async function companyForNewJob(c: Context<StaffEnv>, named: string | undefined): Promise<number> {
    const held = c.var.staff.companies;
    if (named) {
      const [company] = await deps.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, named));
      if (!company || (held !== 'all' && !held.includes(company.id))) throw notFound(MESSAGES.staffCompanyUnknown);
      return company.id;
    }
    if (held !== 'all' && held.length === 1) return held[0]!;
    throw invalidField('company', MESSAGES.staffJobCompanyRequired);
  }

  return createRouter()
    .openapi(listJobs, async (c) =>
      c.json({ data: await hiringJobs.list(c.req.valid('query'), c.var.staff.companies, c.var.user.id) }, 200),
    )
    .openapi(createJob, async (c) => {
      const body = c.req.valid('json');
      const companyId = await companyForNewJob(c, body.company);
      return c.json({ data: await hiringJobs.create(staffActor(c, deps.config), companyId, body) }, 201);
    })
    .openapi(getJob, async (c) => {
      const { id } = c.req.valid('param');
      return c.json({ data: await hiringJobs.get(id, c.var.user.id) }, 200);
    })
    .openapi(updateJob, async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      return c.json({ data: await hiringJobs.update(staffActor(c, deps.config), id, body) }, 200);
    })
    .openapi(publishJob, async (c) => {
      const { id } = c.req.valid('param');
      return c.json({ data: await hiringJobs.publish(staffActor(c, deps.config), id) }, 200);
    })
    .openapi(closeJob, async (c) => {
      const { id } = c.req.valid('param');
      return c.json({ data: await hiringJobs.close(staffActor(c, deps.config), id) }, 200);
    })
    .openapi(listApplications, async (c) => {
      const { id } = c.req.valid('param');
      const query = c.req.valid('query');
      return c.json({ data: await hiringApplications.list(id, query, c.var.user.id) }, 200);
    })
    .openapi(moveApplication, async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      return c.json({ data: await hiringApplications.move(staffActor(c, deps.config), id, body) }, 200);
    })
    .openapi(resume, async (c) => {
      const range = c.req.header('range');
      const firstRequest = !range || /^bytes=0-/.test(range.trim());
      const { id } = c.req.valid('param');
      const file = await hiringApplications.resumeFor(staffActor(c, deps.config), id, firstRequest);
      const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return serveStored(c, deps.storage, file.key, {
        contentType: 'application/pdf',
        headers: {
          'Content-Disposition': `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          'Cache-Control': 'private, no-store',
        },
      });
    });
}
