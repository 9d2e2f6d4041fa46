import { idOrSlugParamSchema, idParamSchema, listingSchema } from '@lp/contract/common';
import {
  fixmeCardSchema,
  fixmeDetailSchema,
  fixmeFacetsSchema,
  fixmeFiltersSchema,
  fixmeQuerySchema,
  fixmeSubmitSchema,
  mySubmissionsQuerySchema,
  submissionSchema,
  submitResultSchema,
} from '@lp/contract/fixme';
import { MESSAGES } from '@lp/contract/messages';
import { optionalSession, publicAccess, signedIn } from '../../platform/access.ts';
import { readSessionUser } from '../../platform/auth.ts';
import { ApiError } from '../../platform/errors.ts';
import { createRouter, dataResponse, defineRoute, errorResponses, jsonBody } from '../../platform/openapi.ts';
import { pythonRuntimeFile } from '../../platform/sandbox/python-runtime.ts';
import type { FixmeService } from './service.ts';

const tags = ['fixme'];

const listProblems = defineRoute({
  method: 'get',
  path: '/core/fixme',
  middleware: [optionalSession] as const,
  tags,
  summary: 'Fix-me problems filtered by language, difficulty, topic (comma-separated) and text; solved flags for the caller',
  request: { query: fixmeQuerySchema },
  responses: { 200: dataResponse(listingSchema(fixmeCardSchema), 'A page of problems'), ...errorResponses(404, 422) },
});

const problemFilters = defineRoute({
  method: 'get',
  path: '/core/fixme/filters',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Values of each fix-me filter with the number of problems each gives, given the other active filters',
  request: { query: fixmeFiltersSchema },
  responses: { 200: dataResponse(fixmeFacetsSchema, 'Filter values with counts'), ...errorResponses(422) },
});

const problemDetail = defineRoute({
  method: 'get',
  path: '/core/fixme/{idOrSlug}',
  middleware: [optionalSession] as const,
  tags,
  summary:
    'A problem by id or slug: description, faulty code and visible tests (hidden tests are only counted). A premium problem is `locked` for a visitor or a non-member: what it is and how many tests, without the code or the tests',
  request: { params: idOrSlugParamSchema },
  responses: { 200: dataResponse(fixmeDetailSchema, 'The problem'), ...errorResponses(404, 422) },
});

const submit = defineRoute({
  method: 'post',
  path: '/core/fixme/{id}/submit',
  middleware: [signedIn] as const,
  tags,
  summary:
    'Judge a fix on the visible and hidden tests in the sandbox (time and memory limits); the first solve earns points. 429 while the judge queue is full.',
  request: { params: idParamSchema, body: jsonBody(fixmeSubmitSchema) },
  responses: {
    200: dataResponse(submitResultSchema, 'The judged submission'),
    ...errorResponses(400, 401, 403, 404, 422, 429),
  },
});

const mySubmissions = defineRoute({
  method: 'get',
  path: '/accounts/fixme',
  middleware: [signedIn] as const,
  tags,
  summary: "The signed-in user's fix-me submissions, newest first; type filters by result",
  request: { query: mySubmissionsQuerySchema },
  responses: { 200: dataResponse(listingSchema(submissionSchema), 'A page of submissions'), ...errorResponses(401, 404, 422) },
});

/** Mounted at /api: paths start with /core/ or /accounts/ (SPEC §7). */
export function fixmeRouter({ fixme }: { fixme: FixmeService }) {
  return (
    createRouter()
      .openapi(listProblems, async (c) => {
        const user = await readSessionUser(c);
        return c.json({ data: await fixme.list(c.req.valid('query'), user?.id ?? null) }, 200);
      })
      .openapi(problemFilters, async (c) => c.json({ data: await fixme.facets(c.req.valid('query')) }, 200))
      .openapi(problemDetail, async (c) => {
        const user = await readSessionUser(c);
        return c.json({ data: await fixme.detail(c.req.valid('param').idOrSlug, user?.id ?? null) }, 200);
      })
      .openapi(submit, async (c) => {
        const user = c.var.user;
        const result = await fixme.submit(c.req.valid('param').id, user.id, c.req.valid('json').code);
        return c.json({ data: result }, 200);
      })
      .openapi(mySubmissions, async (c) => {
        const user = c.var.user;
        return c.json({ data: await fixme.mySubmissions(user.id, c.req.valid('query')) }, 200);
      })
      // Pyodide for the browser's own run of the visible tests (the problem page's Web Worker).
      .get('/core/fixme/runtime/:file', async (c) => {
        const file = await pythonRuntimeFile(c.req.param('file'));
        if (!file) throw new ApiError(404, MESSAGES.notFound);
        return c.body(file.body, 200, {
          'Content-Type': file.contentType,
          'Content-Length': String(file.size),
          'Cache-Control': 'public, max-age=604800',
        });
      })
  );
}
