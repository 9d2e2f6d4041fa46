import type { MediaStatus } from '@lp/contract/studio-media';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mediaAssets } from '../../db/schema/studio-media.ts';
import { signedMediaPath } from '../../platform/signed-media.ts';

/**
 * What publishing needs to know of a video item's media (media_assets, the studio's video
 * pipeline): whether it is ready, its probed length, and what the player plays. The one place the
 * course studio reads media.
 */
export type MediaForPublish = {
  id: number;
  status: MediaStatus;
  /** Probed from the file, never typed. */
  durationSeconds: number | null;
  /**
   * The largest rendition (players without the renditions list play it), and the captions when
   * there are any: unsigned signed-media paths, which the player signs for each learner (ADR 0043).
   */
  videoUrl: string | null;
  captionsUrl: string | null;
};

/** The media of these ids, by id (missing ids are absent). */
export async function readMediaForPublish(db: Executor, ids: number[]): Promise<Map<number, MediaForPublish>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(mediaAssets)
    .where(inArray(mediaAssets.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => {
      const best = [...row.renditions].sort((a, b) => b.height - a.height)[0];
      const ready = row.status === 'ready';
      return [
        row.id,
        {
          id: row.id,
          status: row.status,
          durationSeconds: row.durationSeconds,
          videoUrl: ready && best ? signedMediaPath(best.key) : null,
          captionsUrl: ready && row.captionsKey ? signedMediaPath(row.captionsKey) : null,
        },
      ];
    }),
  );
}
