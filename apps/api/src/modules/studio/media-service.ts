import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@lp/contract/messages';
import { AUDIT_ACTIONS, type AuditActorRole } from '@lp/contract/staff';
import {
  type Media,
  RENDITION_HEIGHTS,
  VIDEO_EXTENSIONS,
  VIDEO_MAX_BYTES,
  VIDEO_TYPES,
  type VideoUploadRequest,
  type VideoUploadSession,
} from '@lp/contract/studio-media';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { studioItems } from '../../db/schema/studio.ts';
import { mediaAssets } from '../../db/schema/studio-media.ts';
import { audit } from '../../platform/audit.ts';
import { conflict, invalidField, notFound } from '../../platform/errors.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import type { MediaSigner } from '../../platform/signed-media.ts';
import { newStorageKey, type Storage } from '../../platform/storage.ts';
import type { Upload } from '../../platform/uploads.ts';
import { CaptionsError, toWebVtt } from './media-captions.ts';
import { type Probe, probe, UnreadableVideoError } from './media-ffmpeg.ts';
import { storeStills } from './media-transcode.ts';
import { instituteOfItem, itemRow, touchCourse } from './records.ts';

export const TRANSCODE_JOB = 'studio.media-transcode';
/** Where the tus endpoint lives (the web's tus client is given it). */
export const TUS_PATH = '/api/studio/uploads';

export type MediaRow = typeof mediaAssets.$inferSelect;
/** Who acts: a staff member through a route, or the platform itself (`actor: null`, role `system`) for the seed. */
export type MediaActor = { actor: number | null; role: AuditActorRole; ip: string | null };

/** The media as the studio shows it, its files by signed links (ADR 0043). */
export function toMedia(row: MediaRow, signer: MediaSigner): Media {
  const url = (key: string | null) => (key ? signer.signKey(key) : null);
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    durationSeconds: row.durationSeconds,
    width: row.width,
    height: row.height,
    renditions: row.renditions.map((r) => ({
      height: r.height,
      width: r.width,
      url: signer.signKey(r.key),
      bytes: r.bytes,
      label: `${r.height}p`,
    })),
    posterUrl: url(row.posterKey),
    thumbnailUrl: url(row.thumbnailKey),
    captionsUrl: url(row.captionsKey),
    error: row.status === 'failed' ? row.error : null,
    filename: row.filename,
    bytes: row.bytes,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function mediaRow(db: Executor, id: number): Promise<MediaRow> {
  const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
  if (!row) throw notFound(MESSAGES.mediaNotFound);
  return row;
}

/** The institute that owns a media asset (the access check's scope); null when missing. */
export async function instituteOfMedia(db: Executor, id: number): Promise<number | null> {
  const [row] = await db.select({ instituteId: mediaAssets.instituteId }).from(mediaAssets).where(eq(mediaAssets.id, id));
  return row?.instituteId ?? null;
}

/** The institute of the media a tus upload id belongs to (ids are `<media id>-<random>`). */
export async function instituteOfUpload(db: Executor, uploadId: string | undefined): Promise<number | null> {
  if (!uploadId) return null;
  const [row] = await db
    .select({ instituteId: mediaAssets.instituteId })
    .from(mediaAssets)
    .where(eq(mediaAssets.uploadId, uploadId));
  return row?.instituteId ?? null;
}

/**
 * What the transcoder would have made of it: H.264 (4:2:0, as browsers play it) in MP4, not MOV,
 * AAC sound or none, at one of the rendition heights with an even width.
 */
export function isRendition(info: Probe): boolean {
  return (
    info.container.split(',').includes('mp4') &&
    info.brand.trim() !== 'qt' &&
    info.videoCodec === 'h264' &&
    info.pixelFormat === 'yuv420p' &&
    (info.audioCodec === null || info.audioCodec === 'aac') &&
    (RENDITION_HEIGHTS as readonly number[]).includes(info.height) &&
    info.width % 2 === 0
  );
}

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot === -1 ? '' : filename.slice(dot + 1).toLowerCase();
}

/** A video item and the institute it belongs to; 409 for another kind of item. */
async function videoItem(db: Executor, itemId: number) {
  const item = await itemRow(db, itemId);
  if (item.kind !== 'video') throw conflict(MESSAGES.videoItemOnly);
  const instituteId = await instituteOfItem(db, itemId);
  if (instituteId === null) throw notFound(MESSAGES.studioItemNotFound);
  return { item, instituteId };
}

/**
 * A new media row becomes the item's video (its course marked changed), recorded in the audit log
 * with the item's previous media and `after` (beside the new media's id and file name).
 */
async function attachNewMedia(
  tx: Executor,
  actor: MediaActor,
  item: Awaited<ReturnType<typeof itemRow>>,
  values: typeof mediaAssets.$inferInsert,
  audited: { action: (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS]; after: Record<string, unknown> },
): Promise<MediaRow> {
  const [media] = await tx.insert(mediaAssets).values(values).returning();
  if (!media) throw new Error('media row not inserted');
  await tx.update(studioItems).set({ mediaId: media.id, updatedAt: new Date() }).where(eq(studioItems.id, item.id));
  await touchCourse(tx, item.studioCourseId);
  await audit.record(tx, {
    ...actor,
    action: audited.action,
    objectType: 'studio_item',
    objectId: item.id,
    before: { mediaId: item.mediaId },
    after: { mediaId: media.id, filename: media.filename, ...audited.after },
  });
  return media;
}

export function createMediaService(db: Database, deps: { storage: Storage; jobRunner: Pick<JobRunner, 'enqueue'> }) {
  const { storage, jobRunner } = deps;

  /** A new upload session for a video item: the media row (uploading), linked to the item at once. */
  async function startUpload(actor: MediaActor, itemId: number, request: VideoUploadRequest): Promise<VideoUploadSession> {
    const extension = extensionOf(request.filename);
    const typeOk = !request.type || (VIDEO_TYPES as readonly string[]).includes(request.type);
    if (!(VIDEO_EXTENSIONS as readonly string[]).includes(extension) || !typeOk) {
      throw invalidField('filename', MESSAGES.videoWrongType);
    }
    return db.transaction(async (tx) => {
      const { item, instituteId } = await videoItem(tx, itemId);
      const media = await attachNewMedia(
        tx,
        actor,
        item,
        { instituteId, uploadedBy: actor.actor, filename: request.filename, bytes: request.size },
        { action: AUDIT_ACTIONS.mediaUploadStart, after: { bytes: request.size } },
      );
      return {
        media: { id: media.id, status: media.status },
        upload: {
          endpoint: TUS_PATH,
          metadata: { mediaId: String(media.id), filename: media.filename },
          maxBytes: VIDEO_MAX_BYTES,
        },
      };
    });
  }

  /** tus names the upload: the media must be waiting for its file; the id is kept on the row (the scope of PATCH/HEAD). */
  async function uploadCreated(mediaId: number, uploadId: string, size: number | undefined): Promise<void> {
    const updated = await db
      .update(mediaAssets)
      .set({ uploadId, ...(size ? { bytes: size } : {}), updatedAt: new Date() })
      .where(and(eq(mediaAssets.id, mediaId), eq(mediaAssets.status, 'uploading')))
      .returning({ id: mediaAssets.id });
    if (updated.length === 0) throw conflict(MESSAGES.videoUploadNotExpected);
  }

  /** The whole file arrived (in the tus folder): stream it into storage, queue the transcode. */
  async function uploadFinished(uploadId: string, path: string, size: number): Promise<void> {
    const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.uploadId, uploadId));
    if (row?.status !== 'uploading') return;
    const key = newStorageKey('studio-sources', extensionOf(row.filename) || 'bin');
    await storage.putStream(key, createReadStream(path), 'application/octet-stream', size);
    await db.transaction(async (tx) => {
      const moved = await tx
        .update(mediaAssets)
        .set({ status: 'queued', sourceKey: key, bytes: size, uploadId: null, progress: 0, updatedAt: new Date() })
        .where(and(eq(mediaAssets.id, row.id), eq(mediaAssets.status, 'uploading')))
        .returning({ id: mediaAssets.id });
      if (moved.length > 0) await jobRunner.enqueue(TRANSCODE_JOB, { mediaId: row.id }, { key: `transcode:${row.id}`, tx });
    });
  }

  async function get(id: number): Promise<MediaRow> {
    return mediaRow(db, id);
  }

  /**
   * A video that is already a rendition (`isRendition`, probed with the bundled ffprobe) becomes
   * the item's media as it is: stored as its one rendition under `studio-video/` with a poster and
   * a thumbnail, and ready at once with its probed length; nothing is transcoded. Any other file
   * is refused (422): it goes through the upload and the transcode. The seed's clips take this
   * path (ADR 0043).
   */
  async function registerRendition(actor: MediaActor, itemId: number, file: { path: string; filename: string }) {
    const { item, instituteId } = await videoItem(db, itemId);
    let info: Probe;
    try {
      info = await probe(file.path);
    } catch (error) {
      if (error instanceof UnreadableVideoError)
        throw invalidField('file', MESSAGES.videoUnreadable.replace('{reason}', error.message));
      throw error;
    }
    if (extensionOf(file.filename) !== 'mp4' || !isRendition(info)) throw invalidField('file', MESSAGES.videoNotARendition);

    const bytes = (await stat(file.path)).size;
    const base = `studio-video/${randomUUID()}`;
    const key = `${base}/${info.height}p.mp4`;
    const outputs: string[] = [];
    const folder = await mkdtemp(path.join(tmpdir(), 'lp-rendition-'));
    try {
      await storage.putStream(key, createReadStream(file.path), 'video/mp4', bytes);
      outputs.push(key);
      const { posterKey, thumbnailKey } = await storeStills(storage, { source: file.path, folder, base, info, outputs });
      return await db.transaction((tx) =>
        attachNewMedia(
          tx,
          actor,
          item,
          {
            instituteId,
            uploadedBy: actor.actor,
            filename: file.filename,
            bytes,
            status: 'ready',
            progress: 100,
            durationSeconds: info.durationSeconds,
            width: info.width,
            height: info.height,
            renditions: [{ height: info.height, width: info.width, key, bytes }],
            posterKey,
            thumbnailKey,
          },
          {
            action: AUDIT_ACTIONS.mediaRegisterRendition,
            after: { bytes, height: info.height, seconds: info.durationSeconds },
          },
        ),
      );
    } catch (error) {
      await Promise.all(outputs.map((stored) => storage.delete(stored).catch(() => undefined)));
      throw error;
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  /** WebVTT or SRT (converted) for the item's video; replaces earlier captions. */
  async function attachCaptions(actor: MediaActor, itemId: number, upload: Pick<Upload, 'filename' | 'path'>): Promise<MediaRow> {
    const item = await itemRow(db, itemId);
    if (item.kind !== 'video') throw conflict(MESSAGES.videoItemOnly);
    if (!item.mediaId) throw conflict(MESSAGES.captionsNeedVideo);
    const extension = extensionOf(upload.filename);
    if (extension !== 'vtt' && extension !== 'srt') throw invalidField('file', MESSAGES.captionsWrongType);
    let vtt: string;
    try {
      vtt = toWebVtt(new TextDecoder('utf-8', { fatal: true }).decode(await readFile(upload.path)));
    } catch (error) {
      const reason = error instanceof CaptionsError ? error.message : 'it is not UTF-8 text';
      throw invalidField('file', MESSAGES.captionsUnreadable.replace('{reason}', reason));
    }
    const media = await mediaRow(db, item.mediaId);
    const key = newStorageKey('studio-captions', 'vtt');
    await storage.put(key, new TextEncoder().encode(vtt), 'text/vtt; charset=utf-8');
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(mediaAssets)
        .set({ captionsKey: key, updatedAt: new Date() })
        .where(eq(mediaAssets.id, media.id))
        .returning();
      if (!row) throw notFound(MESSAGES.mediaNotFound);
      await touchCourse(tx, item.studioCourseId);
      await audit.record(tx, {
        ...actor,
        action: AUDIT_ACTIONS.mediaCaptions,
        objectType: 'media',
        objectId: media.id,
        before: { captions: media.captionsKey !== null },
        after: { captions: true, filename: upload.filename },
      });
      return row;
    });
    if (media.captionsKey) await storage.delete(media.captionsKey).catch(() => undefined);
    return updated;
  }

  return { startUpload, uploadCreated, uploadFinished, registerRendition, get, attachCaptions };
}

export type MediaService = ReturnType<typeof createMediaService>;
