import { okSchema, pageQuerySchema } from '@lp/contract/common';
import { POST_IMAGE_MAX_BYTES, POST_IMAGES_MAX, POST_TEXT_MAX } from '@lp/contract/constants';
import { MESSAGES } from '@lp/contract/messages';
import {
  commentBodySchema,
  commentResponseSchema,
  commentsListingSchema,
  editPostBodySchema,
  likeResponseSchema,
  type PostImage,
  postIdParamSchema,
  postResponseSchema,
  postsListingSchema,
  postsQuerySchema,
  postTextSchema,
  reportBodySchema,
  reportResponseSchema,
  saveResponseSchema,
} from '@lp/contract/posts';
import { optionalSession, signedIn } from '../../platform/access.ts';
import { readSessionUser } from '../../platform/auth.ts';
import type { AppDeps } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { createRouter, dataResponse, defineRoute, errorResponses, jsonBody, OWNED_EXTENSION } from '../../platform/openapi.ts';
import { storeUploadedImage } from '../../platform/upload-step.ts';
import { readUploads } from '../../platform/uploads.ts';
import type { PostsService } from './service.ts';

const tags = ['posts'];
const params = postIdParamSchema;

const listPosts = defineRoute({
  method: 'get',
  path: '/core/posts',
  middleware: [optionalSession] as const,
  tags,
  summary: 'The feed, newest first; `hashtag` for the posts that carry one',
  request: { query: postsQuerySchema },
  responses: { 200: dataResponse(postsListingSchema, 'A page of posts'), ...errorResponses(404, 422) },
});

const myPosts = defineRoute({
  method: 'get',
  path: '/core/posts/my-posts',
  middleware: [signedIn] as const,
  tags,
  summary: "The caller's posts, newest first",
  request: { query: pageQuerySchema },
  responses: { 200: dataResponse(postsListingSchema, 'A page of posts'), ...errorResponses(401, 404, 422) },
});

const savedPosts = defineRoute({
  method: 'get',
  path: '/core/posts/saved',
  middleware: [signedIn] as const,
  tags,
  summary: 'The posts the caller saved, last saved first',
  request: { query: pageQuerySchema },
  responses: { 200: dataResponse(postsListingSchema, 'A page of posts'), ...errorResponses(401, 404, 422) },
});

const getPost = defineRoute({
  method: 'get',
  path: '/core/posts/{id}',
  middleware: [optionalSession] as const,
  tags,
  summary: 'One post',
  request: { params },
  responses: { 200: dataResponse(postResponseSchema, 'The post'), ...errorResponses(404, 422) },
});

const createPost = defineRoute({
  method: 'post',
  path: '/core/posts',
  middleware: [signedIn] as const,
  tags,
  summary: `Post to the feed: multipart with \`text\` and up to ${POST_IMAGES_MAX} pictures in \`images\` (checked from their bytes, re-encoded)`,
  request: {
    // Documented only: the handler reads the multipart body itself (readUploads), so a wrong picture gets 413/415 with its message.
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              text: { type: 'string', maxLength: POST_TEXT_MAX },
              images: { type: 'array', maxItems: POST_IMAGES_MAX, items: { type: 'string', format: 'binary' } },
            },
          },
        },
      },
    },
  },
  responses: {
    201: dataResponse(postResponseSchema, 'The new post'),
    ...errorResponses(400, 401, 413, 415, 422, 429),
  },
});

const editPost = defineRoute({
  method: 'post',
  path: '/core/posts/{id}',
  middleware: [signedIn] as const,
  tags,
  summary: "Edit the text of the caller's own post",
  [OWNED_EXTENSION]: 'post',
  request: { params, body: jsonBody(editPostBodySchema) },
  responses: { 200: dataResponse(postResponseSchema, 'Saved'), ...errorResponses(400, 401, 403, 404, 415, 422) },
});

const deletePost = defineRoute({
  method: 'delete',
  path: '/core/posts/{id}',
  middleware: [signedIn] as const,
  tags,
  summary: "Delete the caller's own post",
  [OWNED_EXTENSION]: 'post',
  request: { params },
  responses: { 200: dataResponse(okSchema, 'Deleted'), ...errorResponses(401, 403, 404, 422) },
});

/** Generic in the method, so that each route, chained below, keeps its own method in ApiRoutes (the typed client). */
const likeRoute = <M extends 'post' | 'delete'>(method: M) =>
  defineRoute({
    method,
    path: '/core/posts/like/{id}',
    middleware: [signedIn] as const,
    tags,
    summary: `${method === 'post' ? 'Like' : 'Unlike'} post {id} (idempotent); answers the state and the like count`,
    request: { params },
    responses: { 200: dataResponse(likeResponseSchema, 'The like and the count'), ...errorResponses(401, 404, 422, 429) },
  });

const saveRoute = <M extends 'post' | 'delete'>(method: M) =>
  defineRoute({
    method,
    path: '/core/posts/saved/{id}',
    middleware: [signedIn] as const,
    tags,
    summary: `${method === 'post' ? 'Save' : 'Unsave'} post {id} (idempotent)`,
    request: { params },
    responses: { 200: dataResponse(saveResponseSchema, 'Saved or not'), ...errorResponses(401, 404, 422, 429) },
  });

const listComments = defineRoute({
  method: 'get',
  path: '/core/posts/comments/{id}',
  middleware: [optionalSession] as const,
  tags,
  summary: 'Comments of post {id}, oldest first',
  request: { params, query: pageQuerySchema },
  responses: { 200: dataResponse(commentsListingSchema, 'A page of comments'), ...errorResponses(404, 422) },
});

const addComment = defineRoute({
  method: 'post',
  path: '/core/posts/comments/{id}',
  middleware: [signedIn] as const,
  tags,
  summary: 'Comment on post {id}',
  request: { params, body: jsonBody(commentBodySchema) },
  responses: { 201: dataResponse(commentResponseSchema, 'The comment'), ...errorResponses(400, 401, 404, 415, 422, 429) },
});

const editComment = defineRoute({
  method: 'post',
  path: '/core/posts/comments/{id}/edit',
  middleware: [signedIn] as const,
  tags,
  summary: "Edit the caller's own comment {id}",
  [OWNED_EXTENSION]: 'comment',
  request: { params, body: jsonBody(commentBodySchema) },
  responses: { 200: dataResponse(commentResponseSchema, 'Saved'), ...errorResponses(400, 401, 403, 404, 415, 422) },
});

const deleteComment = defineRoute({
  method: 'delete',
  path: '/core/posts/comments/{id}/delete',
  middleware: [signedIn] as const,
  tags,
  summary: "Delete the caller's own comment {id}",
  [OWNED_EXTENSION]: 'comment',
  request: { params },
  responses: { 200: dataResponse(okSchema, 'Deleted'), ...errorResponses(401, 403, 404, 422) },
});

const report = defineRoute({
  method: 'post',
  path: '/core/reports',
  middleware: [signedIn] as const,
  tags,
  summary: 'Report a question, answer, post or comment for moderation',
  request: { body: jsonBody(reportBodySchema) },
  responses: { 201: dataResponse(reportResponseSchema, 'Stored'), ...errorResponses(400, 401, 404, 409, 415, 422, 429) },
});

/** Mounted at /api (SPEC §7: /posts, /posts/like, /posts/saved, /posts/comments). */
export function postsRouter({ posts: service }: { posts: PostsService }, deps: Pick<AppDeps, 'storage'>) {
  return createRouter()
    .openapi(listPosts, async (c) => {
      const viewer = await readSessionUser(c);
      return c.json({ data: await service.list(c.req.valid('query'), viewer?.id ?? null) }, 200);
    })
    .openapi(myPosts, async (c) => {
      const user = c.var.user;
      return c.json({ data: await service.listMine(user.id, c.req.valid('query')) }, 200);
    })
    .openapi(savedPosts, async (c) => {
      const user = c.var.user;
      return c.json({ data: await service.listSaved(user.id, c.req.valid('query')) }, 200);
    })
    .openapi(listComments, async (c) => {
      const viewer = await readSessionUser(c);
      return c.json({ data: await service.comments(c.req.valid('param').id, viewer?.id ?? null, c.req.valid('query')) }, 200);
    })
    .openapi(addComment, async (c) => {
      const user = c.var.user;
      return c.json(
        { data: { comment: await service.addComment(user.id, c.req.valid('param').id, c.req.valid('json').body) } },
        201,
      );
    })
    .openapi(editComment, async (c) => {
      const user = c.var.user;
      return c.json(
        { data: { comment: await service.editComment(user.id, c.req.valid('param').id, c.req.valid('json').body) } },
        200,
      );
    })
    .openapi(deleteComment, async (c) => {
      const user = c.var.user;
      await service.deleteComment(user.id, c.req.valid('param').id);
      return c.json({ data: { ok: true as const } }, 200);
    })
    .openapi(getPost, async (c) => {
      const viewer = await readSessionUser(c);
      return c.json({ data: { post: await service.get(c.req.valid('param').id, viewer?.id ?? null) } }, 200);
    })
    .openapi(createPost, async (c) => {
      const user = c.var.user;
      await service.checkBudget(user.id);
      const batch = await readUploads(c, {
        field: 'images',
        minFiles: 0,
        maxFiles: POST_IMAGES_MAX,
        tooManyMessage: MESSAGES.postTooManyImages,
        maxBytes: POST_IMAGE_MAX_BYTES,
        accept: ['image'],
        uploader: `user:${user.id}`,
        textFields: { text: MESSAGES.postTextLength },
        messages: { missing: MESSAGES.selectImage },
      });
      try {
        // Text, pictures or both: a post with neither asks for a picture (SPEC §5 "You have to select an image.").
        const rawText = (batch.fields.text ?? '').trim();
        if (!rawText && batch.files.length === 0) {
          throw new ApiError(422, MESSAGES.selectImage, { images: MESSAGES.selectImage, text: MESSAGES.postTextLength });
        }
        const text = rawText ? postTextSchema.safeParse(rawText) : { success: true as const, data: '' };
        if (!text.success) throw new ApiError(422, MESSAGES.postTextLength, { text: MESSAGES.postTextLength });
        const images: PostImage[] = [];
        for (const file of batch.files) {
          const stored = await storeUploadedImage(deps.storage, 'posts', file, 'images');
          const largest = stored[stored.length - 1];
          images.push({
            width: largest?.width ?? 0,
            height: largest?.height ?? 0,
            variants: stored.map(({ width, height, url }) => ({ width, height, url })),
          });
        }
        return c.json({ data: { post: await service.create(user.id, text.data, images) } }, 201);
      } finally {
        await batch.release();
      }
    })
    .openapi(editPost, async (c) => {
      const user = c.var.user;
      return c.json({ data: { post: await service.edit(user.id, c.req.valid('param').id, c.req.valid('json').text) } }, 200);
    })
    .openapi(deletePost, async (c) => {
      const user = c.var.user;
      await service.remove(user.id, c.req.valid('param').id);
      return c.json({ data: { ok: true as const } }, 200);
    })
    .openapi(report, async (c) => {
      const user = c.var.user;
      await service.report(user.id, c.req.valid('json'));
      return c.json({ data: { message: MESSAGES.reported } }, 201);
    })
    .openapi(likeRoute('post'), async (c) => {
      const user = c.var.user;
      return c.json({ data: await service.like(user.id, c.req.valid('param').id, true) }, 200);
    })
    .openapi(saveRoute('post'), async (c) => {
      const user = c.var.user;
      return c.json({ data: await service.save(user.id, c.req.valid('param').id, true) }, 200);
    })
    .openapi(likeRoute('delete'), async (c) => {
      const user = c.var.user;
      return c.json({ data: await service.like(user.id, c.req.valid('param').id, false) }, 200);
    })
    .openapi(saveRoute('delete'), async (c) => {
      const user = c.var.user;
      return c.json({ data: await service.save(user.id, c.req.valid('param').id, false) }, 200);
    });
}
