import { MEDIA_STATUSES } from '@lp/contract/studio-media';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../columns.ts';
import { users } from './accounts.ts';
import { institutes } from './institutes.ts';

/** One transcoded rendition as stored (the API answers its URL). */
export type StoredRendition = { height: number; width: number; key: string; bytes: number };

/**
 * The studio's video assets (issue 31 point 3, ADR 0035). A row is made when an instructor starts
 * an upload for a video item (`uploading`); the tus upload's end moves the file into storage and
 * queues the transcode (`queued`); the job probes and renders it (`processing`, with `progress`)
 * and leaves renditions, a poster and a thumbnail (`ready`) or an error (`failed`). A studio item
 * (and, after publish, the live item's content) points here by `media_id`; the row belongs to the
 * institute whose item it was made for, which scopes every studio route on it.
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: MEDIA_STATUSES }).notNull().default('uploading'),
    /** The name the browser sent, shown back to the instructor; never a storage key. */
    filename: text('filename').notNull(),
    /** The size the upload announced (and, once it arrived, its real size). */
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    /** The tus upload's id while the file is arriving (the PATCH path names it). */
    uploadId: text('upload_id'),
    /** The original file in storage (private, under `studio-sources/`), once it arrived. */
    sourceKey: text('source_key'),
    /** Per cent of the transcode done, from ffmpeg's `-progress` output. */
    progress: integer('progress').notNull().default(0),
    /** Probed from the file (never typed). */
    durationSeconds: real('duration_seconds'),
    width: integer('width'),
    height: integer('height'),
    renditions: jsonb('renditions').$type<StoredRendition[]>().notNull().default([]),
    posterKey: text('poster_key'),
    thumbnailKey: text('thumbnail_key'),
    /** WebVTT captions (SRT is converted on upload), a public key. */
    captionsKey: text('captions_key'),
    error: text('error'),
    /** When the transcode started (a stale `processing` row is taken again by the job's retry). */
    processingStartedAt: timestamp('processing_started_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('media_assets_institute_idx').on(t.instituteId, t.id.desc()),
    index('media_assets_upload_idx').on(t.uploadId),
    check('media_assets_progress_range', sql`${t.progress} between 0 and 100`),
    check('media_assets_bytes_positive', sql`${t.bytes} > 0`),
  ],
);
