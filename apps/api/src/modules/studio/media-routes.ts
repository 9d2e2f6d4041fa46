import { MESSAGES } from '@lp/contract/messages';
import {
  CAPTIONS_MAX_BYTES,
  mediaIdParamSchema,
  mediaSchema,
  studioItemIdParamSchema,
  VIDEO_MAX_BYTES,
  videoUploadRequestSchema,
  videoUploadSessionSchema,
} from '@lp/contract/studio-media';
import type { Context } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { staff, staffActor } from '../../platform/access.ts';
import type { ProxyTrust } from '../../platform/client-ip.ts';
import type { AppEnv } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { createRouter, dataResponse, defineRoute, errorResponses, jsonBody } from '../../platform/openapi.ts';
import type { MediaSigner } from '../../platform/signed-media.ts';
import { readUpload } from '../../platform/uploads.ts';
import { instituteOfMedia, instituteOfUpload, type MediaService, toMedia } from './media-service.ts';
import { mediaIdOfMetadata, type VideoUploads } from './media-uploads.ts';
import { instituteOfItem } from './records.ts';

const tags = ['studio'];

/**
 * Scopes of the tus routes, checked before tus reads anything: the institute of the media a
 * creation names (Upload-Metadata) or whose upload the path names (404 outside the instructor's).
 */
function uploadScopes(db: Database) {
  return {
    creation: staff('instructor', {
      institute: (c: Context<AppEnv>) => {
        const id = mediaIdOfMetadata(c.req.header('upload-metadata'));
        return id ? instituteOfMedia(db, id) : null;
      },
      missing: MESSAGES.mediaNotFound,
    }),
    upload: staff('instructor', {
      institute: (c: Context<AppEnv>) => instituteOfUpload(db, c.req.param('uploadId')),
      missing: MESSAGES.mediaNotFound,
    }),
  };
}

const uploadIdParamSchema = z.object({ uploadId: z.string().max(80) });
const tusHeaders = {
  description: 'A tus 1.0 answer (Tus-Resumable, Upload-Offset, Location): see https://tus.io/protocols/resumable-upload',
};

export function mediaRouter(
  { media, uploads }: { media: MediaService; uploads: VideoUploads },
  deps: { db: Database; config: ProxyTrust; signer: MediaSigner },
) {
  const access = uploadScopes(deps.db);
  /** The item's or media's institute must be one the caller authors for (any for an admin): 404 otherwise. */
  const idOf = (c: Context<AppEnv>) => Number(c.req.param('id'));
  const ownItem = staff('instructor', {
    institute: (c) => instituteOfItem(deps.db, idOf(c)),
    missing: MESSAGES.studioItemNotFound,
  });
  const ownMedia = staff('instructor', { institute: (c) => instituteOfMedia(deps.db, idOf(c)), missing: MESSAGES.mediaNotFound });

  const startVideo = defineRoute({
    method: 'post',
    path: '/studio/items/{id}/video',
    middleware: [ownItem] as const,
    tags,
    summary:
      "Start a video item's upload: makes its media (status uploading) and answers the tus endpoint to send the file to (MP4, WebM or MOV, up to 2 GB, resumable)",
    request: { params: studioItemIdParamSchema, body: jsonBody(videoUploadRequestSchema) },
    responses: {
      201: dataResponse(videoUploadSessionSchema, 'The media and its upload session'),
      ...errorResponses(401, 403, 404, 409, 415, 422),
    },
  });

  const mediaStatus = defineRoute({
    method: 'get',
    path: '/studio/media/{id}',
    middleware: [ownMedia] as const,
    tags,
    summary:
      "A video's state: uploading, queued, processing (with progress), ready (duration, renditions, poster) or failed (error)",
    request: { params: mediaIdParamSchema },
    responses: { 200: dataResponse(mediaSchema, 'The media'), ...errorResponses(401, 403, 404, 422) },
  });

  const captions = defineRoute({
    method: 'post',
    path: '/studio/items/{id}/captions',
    middleware: [ownItem] as const,
    tags,
    summary: "Upload the video's captions: WebVTT, or SRT (converted to WebVTT); replaces earlier ones",
    request: {
      params: studioItemIdParamSchema,
      // Documented only: the handler reads the multipart body itself (platform/uploads.ts).
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['file'],
              properties: {
                file: {
                  type: 'string',
                  format: 'binary',
                  description: `.vtt or .srt, UTF-8, at most ${CAPTIONS_MAX_BYTES} bytes`,
                },
              },
            },
          },
        },
      },
    },
    responses: { 200: dataResponse(mediaSchema, 'The media'), ...errorResponses(401, 403, 404, 409, 413, 415, 422) },
  });

  const createUpload = defineRoute({
    method: 'post',
    path: '/studio/uploads',
    middleware: [access.creation] as const,
    tags,
    summary: `tus creation: Upload-Length (at most ${VIDEO_MAX_BYTES}) and Upload-Metadata "mediaId <base64 id>" of a media waiting for its file`,
    responses: { 201: tusHeaders, ...errorResponses(401, 403, 404, 409, 413) },
  });

  const appendUpload = defineRoute({
    method: 'patch',
    path: '/studio/uploads/{uploadId}',
    middleware: [access.upload] as const,
    tags,
    summary: 'tus append: the bytes from Upload-Offset (application/offset+octet-stream); the last one queues the transcode',
    request: { params: uploadIdParamSchema },
    responses: { 204: tusHeaders, ...errorResponses(401, 403, 404, 409, 413) },
  });

  const uploadOffset = defineRoute({
    method: 'get',
    path: '/studio/uploads/{uploadId}',
    middleware: [access.upload] as const,
    tags,
    summary: 'tus offset (sent as HEAD): how many bytes arrived, to resume a dropped upload from there',
    request: { params: uploadIdParamSchema },
    responses: { 200: tusHeaders, ...errorResponses(401, 403, 404) },
  });

  return createRouter()
    .openapi(startVideo, async (c) => {
      const id = c.req.valid('param').id;
      const data = await media.startUpload(staffActor(c, deps.config), id, c.req.valid('json'));
      return c.json({ data }, 201);
    })
    .openapi(mediaStatus, async (c) => c.json({ data: toMedia(await media.get(c.req.valid('param').id), deps.signer) }, 200))
    .openapi(captions, async (c) => {
      const contentType = (c.req.header('content-type') ?? '').toLowerCase();
      if (!contentType.startsWith('multipart/form-data')) throw new ApiError(415, MESSAGES.captionsWrongType);
      const id = c.req.valid('param').id;
      const upload = await readUpload(c, {
        field: 'file',
        maxBytes: CAPTIONS_MAX_BYTES,
        accept: ['text'],
        uploader: `user:${c.var.user.id}`,
        messages: { tooLarge: MESSAGES.captionsTooLarge, wrongType: MESSAGES.captionsWrongType },
      });
      try {
        const row = await media.attachCaptions(staffActor(c, deps.config), id, upload);
        return c.json({ data: toMedia(row, deps.signer) }, 200);
      } finally {
        await upload.release();
      }
    })
    .openapi(createUpload, (c) => uploads.handle(c.req.raw) as never)
    .openapi(appendUpload, (c) => uploads.handle(c.req.raw) as never)
    .openapi(uploadOffset, async (c) => {
      // tus asks with HEAD (Hono answers it with this GET route); a GET is answered the same, without a body.
      const answer = await uploads.handle(new Request(c.req.raw.url, { method: 'HEAD', headers: c.req.raw.headers }));
      return new Response(null, { status: answer.status, headers: answer.headers }) as never;
    });
}
