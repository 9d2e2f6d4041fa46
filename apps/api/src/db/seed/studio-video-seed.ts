import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { studioItemCreateSchema } from '@lp/contract/studio';
import { and, asc, eq, isNull } from 'drizzle-orm';
// biome-ignore lint/style/noRestrictedImports: issue 31, "the seed uses the same path": the demo's upload goes through the media service
import { createMediaService } from '../../modules/studio/media-service.ts';
// biome-ignore lint/style/noRestrictedImports: as above (the job's attempts, as the runner stores them)
import { TRANSCODE_ATTEMPTS } from '../../modules/studio/media-transcode.ts';
// biome-ignore lint/style/noRestrictedImports: as above (the studio's service adds the lesson)
import { createStudioService, type StudioActor } from '../../modules/studio/service.ts';
import type { EnqueueOptions } from '../../platform/jobs.ts';
import type { Storage } from '../../platform/storage.ts';
import type { Database } from '../client.ts';
import { backgroundJobs } from '../schema/platform.ts';
import { studioCourses, studioItems, studioModules } from '../schema/studio.ts';

const SEED_ACTOR: StudioActor = { actor: null, role: 'system', ip: null };
/** A clip rendered by apps/web/scripts/render-lesson-clip.mjs (committed): what the seeded upload sends. */
const CLIP = new URL('../../../../web/public/media/jupyter-notebooks.webm', import.meta.url);

/**
 * The studio's video pipeline in the demo (issue 31 point 3): in the draft course still in the
 * works (the first unpublished studio course with a video lesson waiting for its upload), a
 * "Jupyter notebooks" video lesson whose upload has just arrived, through the same service calls
 * the routes make (session, tus creation and last byte): its media is `queued`, with the
 * transcode job stored, so the first `npm start` converts it while a newcomer watches (queued →
 * processing → ready). Needs storage (the server's seed and `npm run db:seed` pass it).
 */
export async function seedStudioVideo(db: Database, storage: Storage): Promise<void> {
  const [waiting] = await db
    .select({ moduleId: studioItems.studioModuleId })
    .from(studioItems)
    .innerJoin(studioModules, eq(studioModules.id, studioItems.studioModuleId))
    .innerJoin(studioCourses, eq(studioCourses.id, studioModules.studioCourseId))
    .where(and(eq(studioItems.kind, 'video'), isNull(studioItems.mediaId), isNull(studioCourses.publishedAt)))
    .orderBy(asc(studioCourses.id), asc(studioItems.id))
    .limit(1);
  if (!waiting) return;
  const size = (await stat(CLIP).catch(() => null))?.size;
  if (!size) return;

  const item = await createStudioService(db).addItem(
    SEED_ACTOR,
    waiting.moduleId,
    studioItemCreateSchema.parse({
      kind: 'video',
      title: 'Jupyter notebooks',
      body: 'Cells, the kernel and running code out of order: how a notebook remembers what you ran.',
    }),
  );
  // The runner is not started during the seed: the job is stored as enqueue would store it.
  const jobRunner = {
    async enqueue(name: string, payload: unknown = {}, options: EnqueueOptions = {}) {
      const inserted = await (options.tx ?? db)
        .insert(backgroundJobs)
        .values({ name, payload: payload ?? {}, key: options.key ?? null, maxAttempts: TRANSCODE_ATTEMPTS })
        .onConflictDoNothing()
        .returning({ id: backgroundJobs.id });
      return inserted.length > 0;
    },
  };
  const media = createMediaService(db, { storage, jobRunner });
  const session = await media.startUpload(SEED_ACTOR, item.id, { filename: 'jupyter-notebooks.webm', size, type: 'video/webm' });
  const uploadId = `${session.media.id}-${randomUUID().replaceAll('-', '')}`;
  await media.uploadCreated(session.media.id, uploadId, size);
  await media.uploadFinished(uploadId, fileURLToPath(CLIP), size);
}
