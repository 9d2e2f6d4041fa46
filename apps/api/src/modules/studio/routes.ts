import { okSchema } from '@lp/contract/common';
import { courseDetailSchema } from '@lp/contract/courses';
import { MESSAGES } from '@lp/contract/messages';
import {
  studioCourseCreateSchema,
  studioCoursePatchSchema,
  studioCourseSchema,
  studioCoursesListingSchema,
  studioCoursesQuerySchema,
  studioInstitutesQuerySchema,
  studioInstitutesSchema,
  studioItemCreateSchema,
  studioItemPatchSchema,
  studioItemSchema,
  studioModuleBodySchema,
  studioModuleSchema,
  studioParamSchema,
  studioReorderSchema,
} from '@lp/contract/studio';
import { IMAGE_MAX_BYTES } from '@lp/contract/uploads';
import type { Context } from 'hono';
import type { Database } from '../../db/client.ts';
import { staff, staffActor } from '../../platform/access.ts';
import type { ProxyTrust } from '../../platform/client-ip.ts';
import type { AppEnv } from '../../platform/context.ts';
import { invalidField } from '../../platform/errors.ts';
import { ImageRefusedError, storeImage } from '../../platform/images.ts';
import { createRouter, dataResponse, defineRoute, errorResponses, jsonBody } from '../../platform/openapi.ts';
import type { Storage } from '../../platform/storage.ts';
import { readUpload } from '../../platform/uploads.ts';
import { instituteOfCourse, instituteOfItem, instituteOfModule } from './records.ts';
import type { StudioService } from './service.ts';

const tags = ['studio'];

type Deps = { db: Database; config: ProxyTrust; storage: Storage };

export function studioRouter({ studio }: { studio: StudioService }, deps: Deps) {
  /**
   * The object's institute must be one the caller authors for (any for an admin): 404 otherwise,
   * as if it did not exist (the declared scope, checked after the request's validation).
   */
  const idOf = (c: Context<AppEnv>) => Number(c.req.param('id'));
  const ownCourse = staff('instructor', {
    institute: (c) => instituteOfCourse(deps.db, idOf(c)),
    missing: MESSAGES.studioCourseNotFound,
  });
  const ownModule = staff('instructor', {
    institute: (c) => instituteOfModule(deps.db, idOf(c)),
    missing: MESSAGES.studioModuleNotFound,
  });
  const ownItem = staff('instructor', {
    institute: (c) => instituteOfItem(deps.db, idOf(c)),
    missing: MESSAGES.studioItemNotFound,
  });
  const instructor = staff('instructor');

  const listCourses = defineRoute({
    method: 'get',
    path: '/studio/courses',
    middleware: [instructor] as const,
    tags,
    summary: "The studio's courses of the institutes the instructor authors for (every course for an admin), last edited first",
    request: { query: studioCoursesQuerySchema },
    responses: { 200: dataResponse(studioCoursesListingSchema, 'Courses'), ...errorResponses(401, 403, 404, 422) },
  });
  const listInstitutes = defineRoute({
    method: 'get',
    path: '/studio/institutes',
    middleware: [instructor] as const,
    tags,
    summary:
      "The institutes the caller may create a course for, by name (an instructor's own; any for an admin, narrowed by `q`)",
    request: { query: studioInstitutesQuerySchema },
    responses: { 200: dataResponse(studioInstitutesSchema, 'Institutes'), ...errorResponses(401, 403, 422) },
  });
  const createCourse = defineRoute({
    method: 'post',
    path: '/studio/courses',
    middleware: [instructor] as const,
    tags,
    summary: "A new draft course of the instructor's institute (invisible to learners until published)",
    request: { body: jsonBody(studioCourseCreateSchema) },
    responses: { 201: dataResponse(studioCourseSchema, 'The draft'), ...errorResponses(401, 403, 415, 422) },
  });
  const courseDetail = defineRoute({
    method: 'get',
    path: '/studio/courses/{id}',
    middleware: [ownCourse] as const,
    tags,
    summary: 'A draft course with its outline and items, and whether it has unpublished changes',
    request: { params: studioParamSchema },
    responses: { 200: dataResponse(studioCourseSchema, 'The draft'), ...errorResponses(401, 403, 404, 422) },
  });
  const preview = defineRoute({
    method: 'get',
    path: '/studio/courses/{id}/preview',
    middleware: [ownCourse] as const,
    tags,
    summary: "The draft as the learner's course page will show it once published (the course detail's shape)",
    request: { params: studioParamSchema },
    responses: {
      200: dataResponse(courseDetailSchema, 'The course as learners will see it'),
      ...errorResponses(401, 403, 404, 422),
    },
  });
  const editCourse = defineRoute({
    method: 'patch',
    path: '/studio/courses/{id}',
    middleware: [ownCourse] as const,
    tags,
    summary: "Edit a course's details (learners see them after the next publish)",
    request: { params: studioParamSchema, body: jsonBody(studioCoursePatchSchema) },
    responses: { 200: dataResponse(studioCourseSchema, 'The draft'), ...errorResponses(401, 403, 404, 415, 422) },
  });
  const uploadCover = defineRoute({
    method: 'post',
    path: '/studio/courses/{id}/cover',
    middleware: [ownCourse] as const,
    tags,
    summary: "The course's cover picture (multipart field `picture`; JPEG, PNG or WebP, stored as WebP)",
    request: { params: studioParamSchema },
    responses: { 200: dataResponse(studioCourseSchema, 'The draft'), ...errorResponses(401, 403, 404, 413, 415, 422, 429) },
  });
  const publish = defineRoute({
    method: 'post',
    path: '/studio/courses/{id}/publish',
    middleware: [ownCourse] as const,
    tags,
    summary:
      'Publish the draft into the catalogue (first publish) or publish its changes: item ids stay the same, removed items are archived',
    request: { params: studioParamSchema },
    responses: { 200: dataResponse(studioCourseSchema, 'The published draft'), ...errorResponses(401, 403, 404, 409, 422) },
  });
  const addModule = defineRoute({
    method: 'post',
    path: '/studio/courses/{id}/modules',
    middleware: [ownCourse] as const,
    tags,
    summary: 'Add a module at the end of the outline',
    request: { params: studioParamSchema, body: jsonBody(studioModuleBodySchema) },
    responses: { 201: dataResponse(studioModuleSchema, 'The module'), ...errorResponses(401, 403, 404, 415, 422) },
  });
  const reorder = defineRoute({
    method: 'post',
    path: '/studio/courses/{id}/reorder',
    middleware: [ownCourse] as const,
    tags,
    summary: 'The whole outline in its new order: every module and item of the course exactly once',
    request: { params: studioParamSchema, body: jsonBody(studioReorderSchema) },
    responses: { 200: dataResponse(studioCourseSchema, 'The draft'), ...errorResponses(401, 403, 404, 415, 422) },
  });
  const renameModule = defineRoute({
    method: 'patch',
    path: '/studio/modules/{id}',
    middleware: [ownModule] as const,
    tags,
    summary: 'Rename a module',
    request: { params: studioParamSchema, body: jsonBody(studioModuleBodySchema) },
    responses: { 200: dataResponse(studioModuleSchema, 'The module'), ...errorResponses(401, 403, 404, 415, 422) },
  });
  const deleteModule = defineRoute({
    method: 'delete',
    path: '/studio/modules/{id}',
    middleware: [ownModule] as const,
    tags,
    summary: 'Remove a module and its items from the draft (archived in the catalogue at the next publish)',
    request: { params: studioParamSchema },
    responses: { 200: dataResponse(okSchema, 'Removed'), ...errorResponses(401, 403, 404, 422) },
  });
  const addItem = defineRoute({
    method: 'post',
    path: '/studio/modules/{id}/items',
    middleware: [ownModule] as const,
    tags,
    summary: 'Add an item (article, video, slide deck, quiz or exercise) at the end of a module',
    request: { params: studioParamSchema, body: jsonBody(studioItemCreateSchema) },
    responses: { 201: dataResponse(studioItemSchema, 'The item'), ...errorResponses(401, 403, 404, 415, 422) },
  });
  const editItem = defineRoute({
    method: 'patch',
    path: '/studio/items/{id}',
    middleware: [ownItem] as const,
    tags,
    summary: "Edit an item: its title, an article's Markdown, the quiz, deck or fix-me problem it opens",
    request: { params: studioParamSchema, body: jsonBody(studioItemPatchSchema) },
    responses: { 200: dataResponse(studioItemSchema, 'The item'), ...errorResponses(401, 403, 404, 415, 422) },
  });
  const deleteItem = defineRoute({
    method: 'delete',
    path: '/studio/items/{id}',
    middleware: [ownItem] as const,
    tags,
    summary: 'Remove an item from the draft (archived in the catalogue at the next publish: kept for those who completed it)',
    request: { params: studioParamSchema },
    responses: { 200: dataResponse(okSchema, 'Removed'), ...errorResponses(401, 403, 404, 422) },
  });

  return createRouter()
    .openapi(listCourses, async (c) => c.json({ data: await studio.list(c.var.staff.institutes, c.req.valid('query')) }, 200))
    .openapi(listInstitutes, async (c) =>
      c.json({ data: await studio.institutes(c.var.staff.institutes, c.req.valid('query').q) }, 200),
    )
    .openapi(createCourse, async (c) => {
      const data = await studio.create(staffActor(c, deps.config), c.var.staff.institutes, c.req.valid('json'));
      return c.json({ data }, 201);
    })
    .openapi(courseDetail, async (c) => c.json({ data: await studio.detail(c.req.valid('param').id) }, 200))
    .openapi(preview, async (c) => c.json({ data: await studio.preview(c.req.valid('param').id) }, 200))
    .openapi(editCourse, async (c) => {
      const data = await studio.update(staffActor(c, deps.config), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ data }, 200);
    })
    .openapi(uploadCover, async (c) => {
      const id = c.req.valid('param').id;
      const upload = await readUpload(c, {
        field: 'picture',
        maxBytes: IMAGE_MAX_BYTES,
        accept: ['image'],
        uploader: `user:${c.var.user.id}`,
        messages: { missing: MESSAGES.selectImage, empty: MESSAGES.selectImage },
      });
      try {
        const images = await storeImage(deps.storage, 'covers', upload.path).catch((error) => {
          if (error instanceof ImageRefusedError) {
            throw invalidField(
              'picture',
              error.reason === 'too-many-pixels' ? MESSAGES.imageTooManyPixels : MESSAGES.imageUnreadable,
            );
          }
          throw error;
        });
        const largest = images[images.length - 1]!;
        return c.json({ data: await studio.setCover(staffActor(c, deps.config), id, largest.url) }, 200);
      } finally {
        await upload.release();
      }
    })
    .openapi(publish, async (c) =>
      c.json({ data: await studio.publish(staffActor(c, deps.config), c.req.valid('param').id) }, 200),
    )
    .openapi(addModule, async (c) => {
      const data = await studio.addModule(staffActor(c, deps.config), c.req.valid('param').id, c.req.valid('json').title);
      return c.json({ data }, 201);
    })
    .openapi(reorder, async (c) => {
      const id = c.req.valid('param').id;
      await studio.reorder(staffActor(c, deps.config), id, c.req.valid('json'));
      return c.json({ data: await studio.detail(id) }, 200);
    })
    .openapi(renameModule, async (c) => {
      const data = await studio.renameModule(staffActor(c, deps.config), c.req.valid('param').id, c.req.valid('json').title);
      return c.json({ data }, 200);
    })
    .openapi(deleteModule, async (c) => {
      await studio.deleteModule(staffActor(c, deps.config), c.req.valid('param').id);
      return c.json({ data: { ok: true as const } }, 200);
    })
    .openapi(addItem, async (c) => {
      const data = await studio.addItem(staffActor(c, deps.config), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ data }, 201);
    })
    .openapi(editItem, async (c) => {
      const data = await studio.updateItem(staffActor(c, deps.config), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ data }, 200);
    })
    .openapi(deleteItem, async (c) => {
      await studio.deleteItem(staffActor(c, deps.config), c.req.valid('param').id);
      return c.json({ data: { ok: true as const } }, 200);
    });
}
