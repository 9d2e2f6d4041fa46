import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MESSAGES } from '@lp/contract/messages';
import { RENDITION_HEIGHTS } from '@lp/contract/studio-media';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mediaAssets, type StoredRendition } from '../../db/schema/studio-media.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Storage } from '../../platform/storage.ts';
import { frame, oneAtATime, type Probe, probe, renditionHeights, transcode, UnreadableVideoError } from './media-ffmpeg.ts';

/** Runs of the transcode job in all; the last failure marks the media failed. */
export const TRANSCODE_ATTEMPTS = 3;
/** The job's lease: longer than any transcode of a 2 GB lesson should take on one core. */
export const TRANSCODE_LEASE_MS = 2 * 60 * 60_000;
/** How often progress is written to the row at most. */
const PROGRESS_EVERY_MS = 500;
const POSTER_WIDTH = 1280;
const THUMBNAIL_WIDTH = 320;

/**
 * A video's poster and thumbnail, a frame a second in (or mid-way through a shorter one), stored
 * under `base` beside its renditions; each stored key is added to `outputs` (removed on failure).
 */
export async function storeStills(
  storage: Storage,
  video: { source: string; folder: string; base: string; info: Probe; outputs: string[] },
): Promise<{ posterKey: string; thumbnailKey: string }> {
  const { source, folder, base, info, outputs } = video;
  const at = Math.min(1, info.durationSeconds / 2);
  const posterFile = path.join(folder, 'poster.jpg');
  const thumbFile = path.join(folder, 'thumb.jpg');
  await frame(source, posterFile, { atSeconds: at, width: Math.min(POSTER_WIDTH, info.width - (info.width % 2)) });
  await frame(source, thumbFile, { atSeconds: at, width: THUMBNAIL_WIDTH });
  const posterKey = `${base}/poster.jpg`;
  const thumbnailKey = `${base}/thumb.jpg`;
  await storage.putStream(posterKey, createReadStream(posterFile), 'image/jpeg');
  outputs.push(posterKey);
  await storage.putStream(thumbnailKey, createReadStream(thumbFile), 'image/jpeg');
  outputs.push(thumbnailKey);
  return { posterKey, thumbnailKey };
}

/**
 * The transcode job (payload `{ mediaId }`): takes the media from `queued` to `processing` (one
 * UPDATE decides, so two runners never both work on it), copies the source from storage to a
 * temporary folder, probes it, renders each rendition with ffmpeg (progress on the row), a poster
 * and a thumbnail, stores them under `studio-video/<random>/` (private: signed links serve them)
 * and marks it `ready` with the
 * probed duration. A file ffmpeg cannot read is `failed` at once with the reason; any other
 * failure is retried, and `failed` after the last attempt.
 */
export function createTranscoder(db: Database, deps: { storage: Storage; logger: Logger }) {
  const { storage, logger } = deps;
  /** This instance's transcodes, one at a time (ADR 0035): a second job waits for the first. */
  const queue = oneAtATime();

  async function claim(mediaId: number) {
    const [row] = await db
      .update(mediaAssets)
      .set({ status: 'processing', progress: 0, error: null, processingStartedAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(mediaAssets.id, mediaId),
          or(
            eq(mediaAssets.status, 'queued'),
            // A runner that died mid-transcode: the job's lease ran out and the job came back.
            and(
              eq(mediaAssets.status, 'processing'),
              lt(mediaAssets.processingStartedAt, sql`now() - make_interval(secs => ${TRANSCODE_LEASE_MS / 1000})`),
            ),
          ),
        ),
      )
      .returning();
    return row;
  }

  async function fail(mediaId: number, error: string) {
    await db
      .update(mediaAssets)
      .set({ status: 'failed', error, progress: 0, updatedAt: new Date() })
      .where(and(eq(mediaAssets.id, mediaId), eq(mediaAssets.status, 'processing')));
  }

  async function work(mediaId: number, attempt: number): Promise<void> {
    const row = await claim(mediaId);
    if (!row) return; // already done, or another runner has it
    const folder = await mkdtemp(path.join(tmpdir(), 'lp-transcode-'));
    const outputs: string[] = [];
    try {
      if (!row.sourceKey) throw new UnreadableVideoError('the file never arrived');
      const source = path.join(folder, 'source');
      const stream = await storage.getStream(row.sourceKey);
      if (!stream) throw new UnreadableVideoError('the file is no longer stored');
      await pipeline(stream, createWriteStream(source));

      const info = await probe(source);
      const heights = renditionHeights(info.height, RENDITION_HEIGHTS);
      await db
        .update(mediaAssets)
        .set({ durationSeconds: info.durationSeconds, width: info.width, height: info.height, updatedAt: new Date() })
        .where(eq(mediaAssets.id, mediaId));

      let lastWrite = 0;
      let lastPercent = -1;
      const report = (done: number) => {
        const percent = Math.min(99, Math.floor((done / (info.durationSeconds * heights.length)) * 100));
        const now = Date.now();
        if (percent === lastPercent || now - lastWrite < PROGRESS_EVERY_MS) return;
        lastWrite = now;
        lastPercent = percent;
        void db
          .update(mediaAssets)
          .set({ progress: percent, updatedAt: new Date() })
          .where(and(eq(mediaAssets.id, mediaId), eq(mediaAssets.status, 'processing')))
          .catch((error: unknown) => logger.warn({ err: error, mediaId }, 'transcode progress not saved'));
      };

      // Private: served only by signed links (ADR 0043).
      const base = `studio-video/${randomUUID()}`;
      const renditions: StoredRendition[] = [];
      for (const [index, height] of heights.entries()) {
        const file = path.join(folder, `${height}p.mp4`);
        await transcode(source, file, {
          height,
          hasAudio: info.hasAudio,
          onProgress: (seconds) => report(index * info.durationSeconds + Math.min(seconds, info.durationSeconds)),
        });
        const bytes = (await stat(file)).size;
        const key = `${base}/${height}p.mp4`;
        await storage.putStream(key, createReadStream(file), 'video/mp4', bytes);
        outputs.push(key);
        const width = Math.round((info.width * height) / info.height / 2) * 2;
        renditions.push({ height, width, key, bytes });
      }

      const { posterKey, thumbnailKey } = await storeStills(storage, { source, folder, base, info, outputs });

      await db
        .update(mediaAssets)
        .set({ status: 'ready', progress: 100, renditions, posterKey, thumbnailKey, error: null, updatedAt: new Date() })
        .where(and(eq(mediaAssets.id, mediaId), eq(mediaAssets.status, 'processing')));
      logger.info({ mediaId, heights, seconds: info.durationSeconds }, 'video transcoded');
    } catch (error) {
      await Promise.all(outputs.map((key) => storage.delete(key).catch(() => undefined)));
      if (error instanceof UnreadableVideoError) {
        await fail(mediaId, MESSAGES.videoUnreadable.replace('{reason}', error.message));
        return;
      }
      const reason = error instanceof Error ? error.message : String(error);
      if (attempt >= TRANSCODE_ATTEMPTS) {
        await fail(mediaId, MESSAGES.videoTranscodeFailed.replace('{reason}', reason.slice(0, 200)));
        return;
      }
      // Back in the queue for the job's retry.
      await db
        .update(mediaAssets)
        .set({ status: 'queued', progress: 0, updatedAt: new Date() })
        .where(and(eq(mediaAssets.id, mediaId), eq(mediaAssets.status, 'processing')));
      throw error;
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  return {
    handle: (payload: { mediaId: number }, job: { attempt: number }) => queue(() => work(payload.mediaId, job.attempt)),
  };
}
