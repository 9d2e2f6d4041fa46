import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { MAX_ID } from '@lp/contract/common';
import { MESSAGES } from '@lp/contract/messages';
import { VIDEO_MAX_BYTES } from '@lp/contract/studio-media';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { ApiError } from '../../platform/errors.ts';
import type { Logger } from '../../platform/logger.ts';
import { uploadBytes } from '../../platform/metrics.ts';
import { type MediaService, TUS_PATH } from './media-service.ts';

/** How long an unfinished upload is kept on disk for a resume. */
const UNFINISHED_KEPT_MS = 24 * 60 * 60_000;

/** The media id a tus creation names in its `Upload-Metadata` (`mediaId <base64>`), or null. */
export function mediaIdOfMetadata(header: string | undefined): number | null {
  if (!header) return null;
  for (const pair of header.split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key !== 'mediaId' || !value) continue;
    const id = Number(Buffer.from(value, 'base64').toString('utf8'));
    return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null;
  }
  return null;
}

/** A refusal tus answers as it is (its errors are `{ status_code, body }`): the body is the API's `{ error }`. */
const tusRefusal = (status: number, message: string) => ({ status_code: status, body: JSON.stringify({ error: message }) });

/**
 * The resumable upload endpoint (tus 1.0, ADR 0035): `POST /api/studio/uploads` creates an upload
 * for a media row waiting for its file, `PATCH /api/studio/uploads/{id}` appends bytes at an
 * offset, `HEAD` says how many arrived (the client resumes from there after a dropped connection).
 * Bytes are written to a file under DATA_DIR/tus as they arrive (never held in memory); when the
 * last byte is in, the file is streamed into storage and the transcode queued.
 */
export function createVideoUploads(deps: { media: MediaService; dataDir: string; logger: Logger }) {
  const directory = path.join(deps.dataDir, 'tus');
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: UNFINISHED_KEPT_MS });
  const server = new Server({
    path: TUS_PATH,
    datastore: store,
    maxSize: VIDEO_MAX_BYTES,
    relativeLocation: true,
    // Same origin only: no CORS answer for anyone else.
    allowedOrigins: () => false,
    namingFunction: (_req, metadata) => `${Number(metadata?.mediaId) || 0}-${randomUUID().replaceAll('-', '')}`,
    onUploadCreate: async (_req, upload) => {
      const mediaId = Number(upload.metadata?.mediaId);
      if (!Number.isInteger(mediaId) || mediaId <= 0) throw tusRefusal(404, MESSAGES.mediaNotFound);
      if (upload.sizeIsDeferred) throw tusRefusal(422, MESSAGES.videoTooLarge);
      try {
        await deps.media.uploadCreated(mediaId, upload.id, upload.size);
      } catch (error) {
        if (error instanceof ApiError) throw tusRefusal(error.status, error.message);
        throw error;
      }
      return {};
    },
    onUploadFinish: async (_req, upload) => {
      const file = path.join(directory, upload.id);
      await deps.media.uploadFinished(upload.id, file, upload.offset);
      uploadBytes.inc({ kind: 'video-resumable' }, upload.offset);
      await store.remove(upload.id).catch((error: unknown) => deps.logger.warn({ err: error }, 'tus file not removed'));
      return {};
    },
  });
  return {
    handle: (request: Request) => server.handleWeb(request),
    /** Removes unfinished uploads past their day (run by the housekeeping job). */
    deleteExpired: () => store.deleteExpired(),
  };
}

export type VideoUploads = ReturnType<typeof createVideoUploads>;
