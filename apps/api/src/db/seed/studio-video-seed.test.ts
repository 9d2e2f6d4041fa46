import { AUDIT_ACTIONS } from '@lp/contract/staff';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/test-app.ts';
import { backgroundJobs } from '../schema/platform.ts';
import { auditLog } from '../schema/staff.ts';
import { mediaAssets } from '../schema/studio-media.ts';
import { streams, tags } from '../schema/taxonomy.ts';
import { seed } from './seed.ts';
import { seedStudioVideo } from './studio-video-seed.ts';

/**
 * The demo's video still processing (issue 31): in instructor@learnly.in's draft, a real clip
 * uploaded through the media service, queued with its transcode job stored for the runner (the
 * transcode itself is tested in modules/studio/media.test.ts on a smaller video).
 */
const t = await createTestContext();
// The test database comes with streams and tags; the real seed inserts its own.
await t.db.delete(tags);
await t.db.delete(streams);
await seed(t.db, undefined, { mediaStorage: t.storage });
await seedStudioVideo(t.db, t.storage);
const cookie = await t.signIn('instructor@learnly.in', 'Learnly@123');

type Item = { title: string; kind: string; mediaId: number | null };

describe('the studio video seed', () => {
  it('leaves a video lesson of the draft queued, its source stored and its transcode job waiting for the runner', async () => {
    const list = await t.get('/api/studio/courses?page_size=100', { cookie });
    const draft = list.body.data.results.find((c: { title: string }) => c.title === 'Python for First-Year Engineers');
    const detail = await t.get(`/api/studio/courses/${draft.id}`, { cookie });
    const items: Item[] = detail.body.data.outline.flatMap((m: { items: Item[] }) => m.items);
    const video = items.find((i) => i.title === 'Jupyter notebooks');
    expect(video?.kind).toBe('video');
    const mediaId = video?.mediaId as number;

    const queued = await t.get(`/api/studio/media/${mediaId}`, { cookie });
    expect(queued.body.data).toMatchObject({ status: 'queued', progress: 0, filename: 'jupyter-notebooks.webm' });
    const [row] = await t.db.select().from(mediaAssets).where(eq(mediaAssets.id, mediaId));
    expect((await t.storage.stat(row?.sourceKey ?? ''))?.size).toBe(row?.bytes);
    const jobs = await t.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.key, `transcode:${mediaId}`));
    expect(jobs.map((j) => [j.name, j.state])).toEqual([['studio.media-transcode', 'pending']]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, AUDIT_ACTIONS.mediaUploadStart), eq(auditLog.actorRole, 'system')));
    expect(audits).toHaveLength(1);
  });
});
