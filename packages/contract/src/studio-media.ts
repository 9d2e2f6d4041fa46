import { z } from 'zod';
import { idOf } from './common.ts';
import { MESSAGES } from './messages.ts';

/**
 * The studio's video pipeline (issue 31 point 3, ADR 0035): an upload session per video item
 * (tus, resumable), a transcode job that probes the file and renders H.264/AAC MP4 renditions, a
 * poster and a thumbnail, and WebVTT captions (SRT converted).
 */

/** Largest video an instructor may upload: 2 GB (decimal: below MAX_ID, so a size past the id range is refused as every integer field's is). */
export const VIDEO_MAX_BYTES = 2_000_000_000;
/** Largest captions file: 1 MB of text. */
export const CAPTIONS_MAX_BYTES = 1024 ** 2;
/** The container types accepted, by the browser's type and by extension. */
export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'mov'] as const;
/** Rendition heights, smallest first; a source smaller than one is not upscaled to it (ADR 0035). */
export const RENDITION_HEIGHTS = [360, 720] as const;

/**
 * `uploading`: the session exists, the file has not fully arrived; `queued`: waiting for the
 * transcoder; `processing`: being probed and transcoded (`progress` 0–100); `ready`; `failed` (`error`).
 */
export const MEDIA_STATUSES = ['uploading', 'queued', 'processing', 'ready', 'failed'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

export const mediaIdParamSchema = z.object({ id: idOf(MESSAGES.mediaNotFound) });
export const studioItemIdParamSchema = z.object({ id: idOf(MESSAGES.studioItemNotFound) });

export const videoUploadRequestSchema = z.object({
  filename: z.string().trim().min(1, MESSAGES.videoFilenameRequired).max(255, MESSAGES.videoFilenameRequired),
  size: z
    .number({ error: MESSAGES.videoTooLarge })
    .int(MESSAGES.videoTooLarge)
    .positive(MESSAGES.uploadEmpty)
    .max(VIDEO_MAX_BYTES, MESSAGES.videoTooLarge),
  type: z.string().max(100).optional(),
});
export type VideoUploadRequest = z.infer<typeof videoUploadRequestSchema>;

export const renditionSchema = z.object({
  height: z.number().int(),
  width: z.number().int(),
  /** Where the MP4 is served (same origin). */
  url: z.string(),
  bytes: z.number().int(),
  /** e.g. `360p`. */
  label: z.string(),
});
export type Rendition = z.infer<typeof renditionSchema>;

export const mediaSchema = z.object({
  id: z.number().int(),
  status: z.enum(MEDIA_STATUSES),
  /** Per cent of the transcode done (0 until processing; 100 when ready). */
  progress: z.number().int().min(0).max(100),
  /** The probed length; null until probed. */
  durationSeconds: z.number().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  renditions: z.array(renditionSchema),
  posterUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  captionsUrl: z.string().nullable(),
  /** Why it failed (only when `failed`). */
  error: z.string().nullable(),
  filename: z.string(),
  bytes: z.number().int(),
  updatedAt: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;

/** What `POST /api/studio/items/{id}/video` answers: the media row and where to send the file (tus). */
export const videoUploadSessionSchema = z.object({
  media: z.object({ id: z.number().int(), status: z.enum(MEDIA_STATUSES) }),
  upload: z.object({
    /** The tus endpoint: create the upload there with `Upload-Metadata: mediaId <base64 id>`. */
    endpoint: z.string(),
    /** The metadata the tus client must send. */
    metadata: z.object({ mediaId: z.string(), filename: z.string() }),
    maxBytes: z.number().int(),
  }),
});
export type VideoUploadSession = z.infer<typeof videoUploadSessionSchema>;

/** The live player's view of a video (by item_contents.media_id): renditions, poster, captions. */
export const playableMediaSchema = z.object({
  renditions: z.array(renditionSchema),
  posterUrl: z.string().nullable(),
  captionsUrl: z.string().nullable(),
  durationSeconds: z.number().nullable(),
});
export type PlayableMedia = z.infer<typeof playableMediaSchema>;
