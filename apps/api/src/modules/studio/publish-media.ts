import type { Executor } from '../../db/client.ts';

/**
 * What publishing needs to know of a video item's media (the studio-media part of this module owns
 * the media tables): whether it is ready, its probed length, and what the player plays. The one
 * place the course studio reads media, so that the media pipeline fills it in.
 */
export type MediaForPublish = {
  id: number;
  status: 'queued' | 'processing' | 'ready' | 'failed';
  /** Probed from the file, never typed. */
  durationSeconds: number | null;
  /** What the learner's player plays (the best rendition), and its captions when there are any. */
  videoUrl: string | null;
  captionsUrl: string | null;
};

/** The media of these ids, by id (missing ids are absent). */
export async function readMediaForPublish(_db: Executor, ids: number[]): Promise<Map<number, MediaForPublish>> {
  if (ids.length === 0) return new Map();
  // Filled in by the media pipeline (media_assets.duration_seconds, its renditions and captions).
  return new Map();
}
