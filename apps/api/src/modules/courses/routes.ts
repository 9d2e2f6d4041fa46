import { courseCardSchema } from '@lp/contract/catalogue';
import { listingSchema, pageQuerySchema } from '@lp/contract/common';
import {
  courseContextSchema,
  courseDetailSchema,
  courseFacetsSchema,
  courseFiltersSchema,
  courseListingSchema,
  courseListQuerySchema,
  idOrSlugParamSchema,
} from '@lp/contract/courses';
import { isLockedFor, optionalSession, publicAccess, signedIn } from '../../platform/access.ts';
import { readSessionUser } from '../../platform/auth.ts';
import { createRouter, dataResponse, defineRoute, errorResponses } from '../../platform/openapi.ts';
import type { CoursesService } from './service.ts';

const tags = ['courses'];
const courseListing = listingSchema(courseCardSchema);
const courseListPage = courseListingSchema;

const listCourses = defineRoute({
  method: 'get',
  path: '/core/courses',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Courses, filtered (city, institute, stream, level, type, language, tag, q, price; comma-separated values) and sorted',
  request: { query: courseListQuerySchema },
  responses: { 200: dataResponse(courseListPage, 'A page of courses'), ...errorResponses(404, 422) },
});

const featuredCourses = defineRoute({
  method: 'get',
  path: '/core/courses/featured',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Featured courses, best rated first',
  request: { query: pageQuerySchema.extend(courseFiltersSchema.shape) },
  responses: { 200: dataResponse(courseListing, 'A page of featured courses'), ...errorResponses(404, 422) },
});

const courseFacets = defineRoute({
  method: 'get',
  path: '/core/courses/filters',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Values of each course filter with the number of courses for each, given the other active filters',
  request: { query: courseFiltersSchema },
  responses: { 200: dataResponse(courseFacetsSchema, 'Filter values with counts'), ...errorResponses(422) },
});

const courseContext = defineRoute({
  method: 'get',
  path: '/core/courses/{id}/context',
  middleware: [optionalSession] as const,
  tags,
  summary:
    "The learn page's data: outline, the caller's enrolment and progress, the item to resume; public, with `locked` for a premium course the caller cannot open",
  request: { params: idOrSlugParamSchema },
  responses: { 200: dataResponse(courseContextSchema, 'Learn context'), ...errorResponses(401, 403, 404) },
});

const courseDetail = defineRoute({
  method: 'get',
  path: '/core/courses/{id}',
  middleware: [publicAccess] as const,
  tags,
  summary: 'One course by id or slug, with its outline, tags and rating summary',
  request: { params: idOrSlugParamSchema },
  responses: { 200: dataResponse(courseDetailSchema, 'The course'), ...errorResponses(404) },
});

const recommendedCourses = defineRoute({
  method: 'get',
  path: '/accounts/courses/recommended',
  middleware: [signedIn] as const,
  tags,
  summary: "Courses for the signed-in user's stream and tags (most shared tags, then rating), not yet enrolled",
  request: { query: pageQuerySchema },
  responses: { 200: dataResponse(courseListing, 'Recommended courses'), ...errorResponses(401, 404, 422) },
});

const taggedCourses = defineRoute({
  method: 'get',
  path: '/accounts/courses/tagged',
  middleware: [signedIn] as const,
  tags,
  summary: "Courses having any of the signed-in user's tags, newest first",
  request: { query: pageQuerySchema },
  responses: { 200: dataResponse(courseListing, 'Courses with your tags'), ...errorResponses(401, 404, 422) },
});

/** Mounted at /api: paths start with /core/ or /accounts/ (SPEC §7). Static paths before `{id}`. */
export function coursesRouter({ courses }: { courses: CoursesService }) {
  return createRouter()
    .openapi(listCourses, async (c) => c.json({ data: await courses.list(c.req.valid('query')) }, 200))
    .openapi(featuredCourses, async (c) => c.json({ data: await courses.featured(c.req.valid('query')) }, 200))
    .openapi(courseFacets, async (c) => c.json({ data: await courses.facets(c.req.valid('query')) }, 200))
    .openapi(courseContext, async (c) => {
      const user = await readSessionUser(c);
      const context = await courses.context(c.req.valid('param').id, user?.id ?? null);
      // The syllabus is public (as on the detail page); the lessons' content is gated by the learning calls.
      const locked = await isLockedFor(c.var.isPremium, context.course, user?.id ?? null);
      return c.json({ data: { ...context, locked } }, 200);
    })
    .openapi(courseDetail, async (c) => c.json({ data: await courses.detail(c.req.valid('param').id) }, 200))
    .openapi(recommendedCourses, async (c) => {
      const user = c.var.user;
      return c.json({ data: await courses.recommended(user.id, c.req.valid('query')) }, 200);
    })
    .openapi(taggedCourses, async (c) => {
      const user = c.var.user;
      return c.json({ data: await courses.tagged(user.id, c.req.valid('query')) }, 200);
    });
}
