import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@lp/contract/messages';
import { AUDIT_ACTIONS } from '@lp/contract/staff';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backgroundJobs } from '../../db/schema/platform.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { studioItems } from '../../db/schema/studio.ts';
import { mediaAssets } from '../../db/schema/studio-media.ts';
import { insertStaff } from '../../test/staff.ts';
import { insertStudioItem, makeTestVideo } from '../../test/studio-media.ts';
import { createTestContext } from '../../test/test-app.ts';
import { createMediaService } from './media-service.ts';

/**
 * A finished rendition registered as it is (the seed's clips, ADR 0043): a file that is already
 * what the transcoder makes becomes ready media at once, with its probed length; anything else is
 * refused with the reason, and nothing is stored or queued.
 */
const t = await createTestContext();
const SYSTEM = { actor: null, role: 'system', ip: null } as const;
const queued: string[] = [];
const media = createMediaService(t.db, {
  storage: t.storage,
  jobRunner: {
    enqueue: async (name: string) => {
      queued.push(name);
      return true;
    },
  },
});
const made: string[] = [];
afterAll(() => Promise.all(made.map((file) => rm(path.dirname(file), { recursive: true, force: true }))));
const video = async (options: Parameters<typeof makeTestVideo>[0]) => {
  const file = await makeTestVideo(options);
  made.push(file);
  return file;
};
const mediaCount = async () => (await t.db.select({ id: mediaAssets.id }).from(mediaAssets)).length;

describe('registering a finished rendition', () => {
  it('makes an H.264/AAC MP4 at 360 lines ready media at once: its probed length, that file as its rendition, a poster', async () => {
    const file = await video({ seconds: 2, width: 480, height: 360 });
    const { itemId, instituteId } = await insertStudioItem(t.db);
    const row = await media.registerRendition(SYSTEM, itemId, { path: file, filename: 'lesson-360p.mp4' });
    expect(row).toMatchObject({
      status: 'ready',
      progress: 100,
      width: 480,
      height: 360,
      instituteId,
      filename: 'lesson-360p.mp4',
    });
    expect(row.durationSeconds).toBeGreaterThan(1.9);
    expect(row.durationSeconds).toBeLessThan(2.2);
    expect(row.renditions).toHaveLength(1);
    const [rendition] = row.renditions;
    expect(rendition).toMatchObject({ height: 360, width: 480, bytes: (await stat(file)).size });
    // The very bytes that were given, stored privately under studio-video/.
    expect(rendition!.key).toMatch(/^studio-video\/[0-9a-f-]{36}\/360p\.mp4$/);
    expect(Buffer.from((await t.storage.get(rendition!.key))!).equals(await readFile(file))).toBe(true);
    expect((await t.storage.stat(row.posterKey!))?.size).toBeGreaterThan(1000);
    expect((await t.storage.stat(row.thumbnailKey!))?.size).toBeGreaterThan(500);
    const [item] = await t.db.select().from(studioItems).where(eq(studioItems.id, itemId));
    expect(item?.mediaId).toBe(row.id);
    expect(queued).toEqual([]);
    expect(
      await t.db
        .select()
        .from(backgroundJobs)
        .where(eq(backgroundJobs.key, `transcode:${row.id}`)),
    ).toEqual([]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, AUDIT_ACTIONS.mediaRegisterRendition), eq(auditLog.objectId, String(itemId))));
    expect(audits).toHaveLength(1);

    // The instructor sees it ready, its length and its one rendition, like a transcoded video.
    const instructor = await insertStaff(t.db, 'instructor', { instituteId });
    const cookie = await t.signIn(instructor.email, 'Learnly@123');
    const shown = await t.get(`/api/studio/media/${row.id}`, { cookie });
    expect(shown.body.data).toMatchObject({ status: 'ready', progress: 100, durationSeconds: row.durationSeconds });
    expect(shown.body.data.renditions.map((r: { label: string }) => r.label)).toEqual(['360p']);
  });

  it('refuses a WebM, an MP4 at a height the transcoder does not make, and a text file named .mp4, storing nothing', async () => {
    const { itemId } = await insertStudioItem(t.db);
    const before = await mediaCount();
    const webm = fileURLToPath(new URL('../../../../web/public/media/jupyter-notebooks.webm', import.meta.url));
    const attempts = [
      { file: webm, filename: 'jupyter-notebooks.webm', error: MESSAGES.videoNotARendition },
      { file: await video({ seconds: 1, width: 960, height: 540 }), filename: 'lesson.mp4', error: MESSAGES.videoNotARendition },
    ];
    for (const { file, filename, error } of attempts) {
      const refused = media.registerRendition(SYSTEM, itemId, { path: file, filename });
      await expect(refused, filename).rejects.toMatchObject({ status: 422, fields: { file: error } });
    }
    const text = path.join(path.dirname(made[0]!), 'notes.mp4');
    await writeFile(text, 'not a video at all');
    await expect(media.registerRendition(SYSTEM, itemId, { path: text, filename: 'notes.mp4' })).rejects.toMatchObject({
      status: 422,
      fields: { file: expect.stringMatching(/^We could not read that video: /) },
    });
    expect(await mediaCount()).toBe(before);
    const [item] = await t.db.select().from(studioItems).where(eq(studioItems.id, itemId));
    expect(item?.mediaId).toBeNull();
  });

  it('takes a video for a video item only', async () => {
    const { itemId } = await insertStudioItem(t.db, { kind: 'article' });
    const file = await video({ seconds: 1, width: 480, height: 360 });
    await expect(media.registerRendition(SYSTEM, itemId, { path: file, filename: 'lesson.mp4' })).rejects.toMatchObject({
      status: 409,
      message: MESSAGES.videoItemOnly,
    });
  });
});
