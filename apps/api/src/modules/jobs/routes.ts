import { courseCardSchema, jobCardSchema } from '@lp/contract/catalogue';
import { idOrSlugParamSchema, idParamSchema, listingSchema, pageQuerySchema } from '@lp/contract/common';
import {
  appliedSchema,
  COVER_NOTE_MAX_LENGTH,
  jobDetailSchema,
  jobFacetsSchema,
  jobFiltersSchema,
  jobsQuerySchema,
  myApplicationSchema,
  myApplicationsQuerySchema,
  RESUME_MAX_BYTES,
  RESUME_MAX_LABEL,
} from '@lp/contract/jobs';
import { MESSAGES } from '@lp/contract/messages';
import { PDF_LIMITS } from '@lp/contract/uploads';
import { optionalSession, publicAccess, signedIn } from '../../platform/access.ts';
import { readSessionUser } from '../../platform/auth.ts';
import { ApiError, invalidField } from '../../platform/errors.ts';
import { createRouter, dataResponse, defineRoute, errorResponses } from '../../platform/openapi.ts';
import type { PdfRefusal } from '../../platform/pdf-check.ts';
import { checkUploadedPdf } from '../../platform/upload-step.ts';
import { readUpload } from '../../platform/uploads.ts';
import type { JobsService } from './service.ts';

const tags = ['jobs'];

const listJobs = defineRoute({
  method: 'get',
  path: '/core/jobs',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Jobs, newest first, filtered by city, stream, company (slugs, comma-separated), type, work mode, experience, text',
  request: { query: jobsQuerySchema },
  responses: { 200: dataResponse(listingSchema(jobCardSchema), 'A page of jobs'), ...errorResponses(404, 422) },
});

const jobFilters = defineRoute({
  method: 'get',
  path: '/core/jobs/filters',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Values of each job filter with the number of jobs each gives, given the other active filters',
  request: { query: jobFiltersSchema },
  responses: { 200: dataResponse(jobFacetsSchema, 'Filter values with counts'), ...errorResponses(422) },
});

const jobDetail = defineRoute({
  method: 'get',
  path: '/core/jobs/{idOrSlug}',
  middleware: [optionalSession] as const,
  tags,
  summary: "A job by id or slug, with its company and the signed-in user's application",
  request: { params: idOrSlugParamSchema },
  responses: { 200: dataResponse(jobDetailSchema, 'The job'), ...errorResponses(404, 422) },
});

const similarJobs = defineRoute({
  method: 'get',
  path: '/core/jobs/{idOrSlug}/similar',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Up to 6 other jobs sharing its tags or stream, nearby first',
  request: { params: idOrSlugParamSchema },
  responses: { 200: dataResponse(listingSchema(jobCardSchema), 'Similar jobs'), ...errorResponses(404, 422) },
});

const recommendedCourses = defineRoute({
  method: 'get',
  path: '/core/jobs/{idOrSlug}/recommended-courses',
  middleware: [publicAccess] as const,
  tags,
  summary: "Up to 6 courses sharing the job's tags, else of its stream, best rated first",
  request: { params: idOrSlugParamSchema },
  responses: { 200: dataResponse(listingSchema(courseCardSchema), 'Recommended courses'), ...errorResponses(404, 422) },
});

const apply = defineRoute({
  method: 'post',
  path: '/core/jobs/{id}/apply',
  middleware: [signedIn] as const,
  tags,
  summary: `Apply with a résumé (PDF, at most ${RESUME_MAX_LABEL}) and an optional cover note`,
  request: {
    params: idParamSchema,
    // Documented only: the handler reads the multipart body itself, so that a wrong file gets 413/415 with its own message.
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['resume'],
            properties: {
              resume: {
                type: 'string',
                format: 'binary',
                description: `PDF (checked from its bytes), at most ${RESUME_MAX_BYTES} bytes`,
              },
              cover_note: { type: 'string', maxLength: COVER_NOTE_MAX_LENGTH },
            },
          },
        },
      },
    },
  },
  responses: {
    201: dataResponse(appliedSchema, 'Application sent'),
    ...errorResponses(400, 401, 404, 409, 413, 415, 422, 429),
  },
});

const myApplications = defineRoute({
  method: 'get',
  path: '/accounts/jobs',
  middleware: [signedIn] as const,
  tags,
  summary: "The signed-in user's job applications, newest first; type filters by status",
  request: { query: myApplicationsQuerySchema },
  responses: {
    200: dataResponse(listingSchema(myApplicationSchema), 'A page of applications'),
    ...errorResponses(401, 404, 422),
  },
});

const recommendedJobs = defineRoute({
  method: 'get',
  path: '/accounts/jobs/recommended',
  middleware: [signedIn] as const,
  tags,
  summary: "Jobs for the signed-in user's stream and tags that they have not applied to, newest first",
  request: { query: pageQuerySchema },
  responses: { 200: dataResponse(listingSchema(jobCardSchema), 'Recommended jobs'), ...errorResponses(401, 404, 422) },
});

/** The message a person reads for each reason a PDF is refused. */
const PDF_REFUSALS: Record<PdfRefusal, string> = {
  unreadable: MESSAGES.resumeUnreadable,
  encrypted: MESSAGES.resumeUnreadable,
  pages: MESSAGES.resumeTooManyPages,
  objects: MESSAGES.resumeTooComplex,
  decompressed: MESSAGES.resumeTooComplex,
  polyglot: MESSAGES.resumeMixedContent,
};

/** Mounted at /api: paths start with /core/ or /accounts/ (SPEC §7). */
export function jobsRouter({ jobs }: { jobs: JobsService }) {
  const list = <T>(results: T[]) => ({ results, next: null, count: results.length });

  return createRouter()
    .openapi(listJobs, async (c) => c.json({ data: await jobs.list(c.req.valid('query')) }, 200))
    .openapi(jobFilters, async (c) => c.json({ data: await jobs.facets(c.req.valid('query')) }, 200))
    .openapi(jobDetail, async (c) => {
      const user = await readSessionUser(c);
      return c.json({ data: await jobs.detail(c.req.valid('param').idOrSlug, user?.id ?? null) }, 200);
    })
    .openapi(similarJobs, async (c) => c.json({ data: list(await jobs.similar(c.req.valid('param').idOrSlug)) }, 200))
    .openapi(recommendedCourses, async (c) =>
      c.json({ data: list(await jobs.recommendedCourses(c.req.valid('param').idOrSlug)) }, 200),
    )
    .openapi(apply, async (c) => {
      const user = c.var.user;
      const contentType = (c.req.header('content-type') ?? '').toLowerCase();
      if (!contentType.startsWith('multipart/form-data')) throw new ApiError(415, MESSAGES.applyMultipartOnly);
      // A missing job or a second application is refused before the body is read, so it stores nothing.
      const job = await jobs.jobToApplyFor(c.req.valid('param').id, user.id);
      const upload = await readUpload(c, {
        field: 'resume',
        maxBytes: RESUME_MAX_BYTES,
        accept: ['pdf'],
        uploader: `user:${user.id}`,
        textFields: { cover_note: MESSAGES.coverNoteTooLong },
        messages: {
          missing: MESSAGES.resumeRequired,
          empty: MESSAGES.resumeEmpty,
          tooLarge: MESSAGES.resumeTooLarge,
          wrongType: MESSAGES.resumeNotPdf,
        },
      });
      try {
        const coverNote = (upload.fields.cover_note ?? '').trim();
        if (coverNote.length > COVER_NOTE_MAX_LENGTH) throw invalidField('cover_note', MESSAGES.coverNoteTooLong);
        await checkUploadedPdf(upload, 'resume', PDF_LIMITS, PDF_REFUSALS);
        const applied = await jobs.apply(job, user.id, upload, coverNote);
        return c.json({ data: applied }, 201);
      } finally {
        await upload.release();
      }
    })
    .openapi(recommendedJobs, async (c) => {
      const user = c.var.user;
      return c.json({ data: await jobs.recommendedForUser(user.id, c.req.valid('query')) }, 200);
    })
    .openapi(myApplications, async (c) => {
      const user = c.var.user;
      return c.json({ data: await jobs.myApplications(user.id, c.req.valid('query')) }, 200);
    });
}
