import { listingSchema, pageQuerySchema } from '@lp/contract/common';
import { idOrSlugParamSchema } from '@lp/contract/courses';
import {
  certificateCodeParamSchema,
  certificateSchema,
  enrolmentSchema,
  itemIdParamSchema,
  itemNoteBodySchema,
  itemNoteSchema,
  itemPositionBodySchema,
  itemPositionSchema,
  itemStateSchema,
  myCoursesListingSchema,
  myCoursesQuerySchema,
  playerItemSchema,
  publicCourseSchema,
  streakSchema,
  userIdParamSchema,
} from '@lp/contract/learning';
import { publicAccess, signedIn } from '../../platform/access.ts';
import { createRouter, dataResponse, defineRoute, errorResponses, jsonBody } from '../../platform/openapi.ts';
import type { LearningService } from './service.ts';

const tags = ['learning'];

const enrol = defineRoute({
  method: 'post',
  path: '/core/courses/{id}/enrol',
  middleware: [signedIn] as const,
  tags,
  summary: 'Enrol in a course (idempotent: 201 the first time, 200 after)',
  request: { params: idOrSlugParamSchema },
  responses: {
    201: dataResponse(enrolmentSchema, 'Enrolled'),
    200: dataResponse(enrolmentSchema, 'Already enrolled'),
    ...errorResponses(401, 404, 422),
  },
});

const leave = defineRoute({
  method: 'delete',
  path: '/core/courses/{id}/enrol',
  middleware: [signedIn] as const,
  tags,
  summary: 'Leave a course (idempotent; progress, points and certificates stay)',
  request: { params: idOrSlugParamSchema },
  responses: { 200: dataResponse(enrolmentSchema, 'Not enrolled'), ...errorResponses(401, 404, 422) },
});

const getItem = defineRoute({
  method: 'get',
  path: '/core/courses/module-item/{id}',
  middleware: [signedIn] as const,
  tags,
  summary: "A module item's content (article, video, quiz, slides) and the caller's progress; enrolled learners only",
  request: { params: itemIdParamSchema },
  responses: { 200: dataResponse(playerItemSchema, 'The item'), ...errorResponses(401, 403, 404, 422) },
});

const startItem = defineRoute({
  method: 'post',
  path: '/core/courses/module-item/{id}/start',
  middleware: [signedIn] as const,
  tags,
  summary: 'Open an item (idempotent): records the start and makes it the resume point',
  request: { params: itemIdParamSchema },
  responses: { 200: dataResponse(itemStateSchema, 'The item state'), ...errorResponses(401, 403, 404, 422) },
});

const completeItem = defineRoute({
  method: 'post',
  path: '/core/courses/module-item/{id}/complete',
  middleware: [signedIn] as const,
  tags,
  summary:
    'Complete an item (idempotent: points once, a certificate when it finishes the course); a video only after most of it was watched (409)',
  request: { params: itemIdParamSchema },
  responses: { 200: dataResponse(itemStateSchema, 'The item state'), ...errorResponses(401, 403, 404, 409, 422) },
});

const savePosition = defineRoute({
  method: 'post',
  path: '/core/courses/module-item/{id}/position',
  middleware: [signedIn] as const,
  tags,
  summary: 'Remember where a video was left (seconds) and report the seconds played since the last report',
  request: { params: itemIdParamSchema, body: jsonBody(itemPositionBodySchema) },
  responses: {
    200: dataResponse(itemPositionSchema, 'Saved, with the watched time credited so far'),
    ...errorResponses(400, 401, 403, 404, 415, 422),
  },
});

const getNote = defineRoute({
  method: 'get',
  path: '/core/courses/module-item/{id}/note',
  middleware: [signedIn] as const,
  tags,
  summary: "The caller's private note on an item (an empty body when none); enrolled learners only",
  request: { params: itemIdParamSchema },
  responses: { 200: dataResponse(itemNoteSchema, 'The note'), ...errorResponses(401, 403, 404, 422) },
});

const saveNote = defineRoute({
  method: 'put',
  path: '/core/courses/module-item/{id}/note',
  middleware: [signedIn] as const,
  tags,
  summary: "Replace the caller's private note on an item (at most 5000 characters; a blank body deletes it)",
  request: { params: itemIdParamSchema, body: jsonBody(itemNoteBodySchema) },
  responses: { 200: dataResponse(itemNoteSchema, 'Saved'), ...errorResponses(400, 401, 403, 404, 415, 422) },
});

const myCourses = defineRoute({
  method: 'get',
  path: '/accounts/courses',
  middleware: [signedIn] as const,
  tags,
  summary: 'Registered courses (type in-progress | completed), most recently active first, with progress and where to resume',
  request: { query: myCoursesQuerySchema },
  responses: { 200: dataResponse(myCoursesListingSchema, 'Your courses'), ...errorResponses(401, 404, 422) },
});

const userCourses = defineRoute({
  method: 'get',
  path: '/accounts/users/{id}/courses',
  middleware: [publicAccess] as const,
  tags,
  summary: "A user's public course list",
  request: { params: userIdParamSchema, query: pageQuerySchema },
  responses: { 200: dataResponse(listingSchema(publicCourseSchema), 'Courses'), ...errorResponses(404, 422) },
});

const streak = defineRoute({
  method: 'get',
  path: '/accounts/streak',
  middleware: [signedIn] as const,
  tags,
  summary: "Days with points in the last year (the user's time zone), current and longest streak, total points",
  responses: { 200: dataResponse(streakSchema, 'Streak'), ...errorResponses(401) },
});

const certificate = defineRoute({
  method: 'get',
  path: '/core/certificates/{code}',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Verify a certificate by its public code',
  request: { params: certificateCodeParamSchema },
  responses: { 200: dataResponse(certificateSchema, 'The certificate'), ...errorResponses(404, 422) },
});

/** Mounted at /api. Static paths (`/accounts/courses`) sit beside the courses module's `/accounts/courses/recommended`. */
export function learningRouter({ learning }: { learning: LearningService }) {
  return createRouter()
    .openapi(enrol, async (c) => {
      const user = c.var.user;
      const { created, enrolment } = await learning.enrol(user.id, c.req.valid('param').id);
      return created ? c.json({ data: enrolment }, 201) : c.json({ data: enrolment }, 200);
    })
    .openapi(leave, async (c) => {
      const user = c.var.user;
      return c.json({ data: await learning.leave(user.id, c.req.valid('param').id) }, 200);
    })
    .openapi(getItem, async (c) => {
      const user = c.var.user;
      return c.json({ data: await learning.item(user.id, c.req.valid('param').id) }, 200);
    })
    .openapi(startItem, async (c) => {
      const user = c.var.user;
      return c.json({ data: await learning.start(user.id, c.req.valid('param').id) }, 200);
    })
    .openapi(completeItem, async (c) => {
      const user = c.var.user;
      return c.json({ data: await learning.complete(user.id, c.req.valid('param').id) }, 200);
    })
    .openapi(savePosition, async (c) => {
      const user = c.var.user;
      const { positionSeconds, watchedSeconds } = c.req.valid('json');
      return c.json(
        { data: await learning.savePosition(user.id, c.req.valid('param').id, positionSeconds, watchedSeconds) },
        200,
      );
    })
    .openapi(getNote, async (c) => {
      const user = c.var.user;
      return c.json({ data: await learning.note(user.id, c.req.valid('param').id) }, 200);
    })
    .openapi(saveNote, async (c) => {
      const user = c.var.user;
      const { body } = c.req.valid('json');
      return c.json({ data: await learning.saveNote(user.id, c.req.valid('param').id, body) }, 200);
    })
    .openapi(myCourses, async (c) => {
      const user = c.var.user;
      return c.json({ data: await learning.myCourses(user.id, c.req.valid('query')) }, 200);
    })
    .openapi(userCourses, async (c) =>
      c.json({ data: await learning.publicCourses(c.req.valid('param').id, c.req.valid('query')) }, 200),
    )
    .openapi(streak, async (c) => {
      const user = c.var.user;
      return c.json({ data: await learning.streak(user.id) }, 200);
    })
    .openapi(certificate, async (c) => c.json({ data: await learning.certificate(c.req.valid('param').code) }, 200));
}
