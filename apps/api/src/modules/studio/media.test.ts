import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES } from '@lp/contract/messages';
import { AUDIT_ACTIONS } from '@lp/contract/staff';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/staff.ts';
import { studioCourses, studioItems } from '../../db/schema/studio.ts';
import { mediaAssets } from '../../db/schema/studio-media.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { createMediaSigner } from '../../platform/signed-media.ts';
import { subscribe } from '../../test/premium.ts';
import { insertStaff } from '../../test/staff.ts';
import { insertStudioItem, makeTestVideo, tusCreate, tusOffset, tusPatch, tusUpload } from '../../test/studio-media.ts';
import { createTestContext } from '../../test/test-app.ts';
import { toWebVtt } from './media-captions.ts';
import { renditionHeights } from './media-ffmpeg.ts';

// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (where two runners really race).
const t = await createTestContext();

async function instructorOf(instituteId: number) {
  const user = await insertStaff(t.db, 'instructor', { instituteId });
  return t.signIn(user.email, 'Learnly@123');
}

/** An item of a new institute, its instructor's cookie, and a started upload session. */
async function startedVideo(filename = 'lesson.mp4', size = 1000) {
  const item = await insertStudioItem(t.db);
  const cookie = await instructorOf(item.instituteId);
  const res = await t.post(`/api/studio/items/${item.itemId}/video`, { filename, size, type: 'video/mp4' }, { cookie });
  expect(res.status, res.text).toBe(201);
  return { ...item, cookie, mediaId: res.body.data.media.id as number, session: res.body.data };
}

const mediaOf = async (id: number, cookie: string) => {
  const res = await t.get(`/api/studio/media/${id}`, { cookie });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};

/** Every file stored under studio-video (the transcoder's outputs, private: ADR 0043). */
async function storedOutputs(): Promise<string[]> {
  const root = path.join(t.dataDir, 'uploads', 'studio-video');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('a video upload session', () => {
  it('makes the media (uploading), links it to the item, writes one audit row and answers the tus endpoint', async () => {
    const { itemId, mediaId, session, cookie } = await startedVideo('Lesson 1.mov', 5_000);
    expect(session).toEqual({
      media: { id: mediaId, status: 'uploading' },
      upload: {
        endpoint: '/api/studio/uploads',
        metadata: { mediaId: String(mediaId), filename: 'Lesson 1.mov' },
        maxBytes: 2_000_000_000,
      },
    });
    const [item] = await t.db.select().from(studioItems).where(eq(studioItems.id, itemId));
    expect(item?.mediaId).toBe(mediaId);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'studio_item'), eq(auditLog.objectId, String(itemId))));
    expect(audits.map((a) => a.action)).toEqual([AUDIT_ACTIONS.mediaUploadStart]);
    expect(await mediaOf(mediaId, cookie)).toMatchObject({
      status: 'uploading',
      progress: 0,
      durationSeconds: null,
      renditions: [],
    });
  });

  it('refuses a file that is not MP4, WebM or MOV, over 2 GB, or an item that is not a video', async () => {
    const item = await insertStudioItem(t.db);
    const cookie = await instructorOf(item.instituteId);
    const avi = await t.post(`/api/studio/items/${item.itemId}/video`, { filename: 'talk.avi', size: 10 }, { cookie });
    expect(avi.status).toBe(422);
    expect(avi.body.error).toBe(MESSAGES.videoWrongType);
    const huge = await t.post(
      `/api/studio/items/${item.itemId}/video`,
      { filename: 'talk.mp4', size: 2_000_000_001 },
      { cookie },
    );
    expect(huge.status).toBe(422);
    expect(huge.body.error).toBe(MESSAGES.videoTooLarge);
    const article = await insertStudioItem(t.db, { instituteId: item.instituteId, kind: 'article' });
    const res = await t.post(`/api/studio/items/${article.itemId}/video`, { filename: 'talk.mp4', size: 10 }, { cookie });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(MESSAGES.videoItemOnly);
  });

  it('answers 404 to an instructor of another institute on the item, the media, its captions and its tus upload', async () => {
    const { itemId, mediaId, cookie } = await startedVideo();
    const created = await tusCreate(t.app, cookie, mediaId, 1000);
    const location = created.headers.get('location') ?? '';
    const stranger = await instructorOf((await insertStudioItem(t.db)).instituteId);
    const start = await t.post(`/api/studio/items/${itemId}/video`, { filename: 'x.mp4', size: 10 }, { cookie: stranger });
    expect([start.status, start.body.error]).toEqual([404, MESSAGES.studioItemNotFound]);
    const status = await t.get(`/api/studio/media/${mediaId}`, { cookie: stranger });
    expect([status.status, status.body.error]).toEqual([404, MESSAGES.mediaNotFound]);
    const captions = new FormData();
    captions.set('file', new File(['WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n'], 'c.vtt'));
    const cap = await t.app.request(`http://localhost:3000/api/studio/items/${itemId}/captions`, {
      method: 'POST',
      headers: { cookie: stranger, origin: 'http://localhost:3000' },
      body: captions,
    });
    expect(cap.status).toBe(404);
    expect((await tusCreate(t.app, stranger, mediaId, 1000)).status).toBe(404);
    const patch = await tusPatch(t.app, stranger, location, 0, new Uint8Array(10));
    expect(patch.status).toBe(404);
    // Nothing arrived from the stranger.
    expect(await tusOffset(t.app, cookie, location)).toBe(0);
  });
});

describe('the transcode', () => {
  it('takes a real (portrait, phone-shaped) video from queued through processing to ready, with its probed duration, two renditions, a poster and a thumbnail', async () => {
    const file = await makeTestVideo({ seconds: 3, width: 540, height: 720 });
    const bytes = new Uint8Array(await readFile(file));
    const { mediaId, cookie, courseId } = await startedVideo('lesson.mp4', bytes.length);
    const done = await tusUpload(t.app, cookie, mediaId, bytes);
    expect(done.status, await done.text()).toBe(204);
    expect(await mediaOf(mediaId, cookie)).toMatchObject({ status: 'queued', progress: 0, bytes: bytes.length });

    const seen = new Set<string>();
    const running = t.runJobs();
    let finished = false;
    void running.finally(() => {
      finished = true;
    });
    while (!finished) {
      const media = await mediaOf(mediaId, cookie);
      seen.add(media.status);
      if (media.status === 'processing') expect(media.progress).toBeLessThan(100);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await running;
    expect(seen.has('processing')).toBe(true);

    const media = await mediaOf(mediaId, cookie);
    expect(media).toMatchObject({ status: 'ready', progress: 100, width: 540, height: 720, error: null });
    expect(media.durationSeconds).toBeGreaterThan(2.9);
    expect(media.durationSeconds).toBeLessThan(3.2);
    expect(media.renditions.map((r: { label: string; width: number }) => [r.label, r.width])).toEqual([
      ['360p', 270],
      ['720p', 540],
    ]);
    for (const url of [...media.renditions.map((r: { url: string }) => r.url), media.posterUrl, media.thumbnailUrl]) {
      const res = await t.app.request(`http://localhost:3000${url}`, { headers: { range: 'bytes=0-9' } });
      expect(res.status, url).toBe(206);
    }
    const mp4 = await t.app.request(`http://localhost:3000${media.renditions[0].url}`);
    expect(mp4.headers.get('content-type')).toBe('video/mp4');

    // Published, the learner's player plays the renditions with the poster, and the item lasts what was probed.
    const published = await t.post(`/api/studio/courses/${courseId}/publish`, undefined, { cookie });
    expect(published.status, published.text).toBe(200);
    const liveItemId = published.body.data.outline[0].items[0].liveItemId as number;
    const learner = await insertUser(t.db);
    const learnerCookie = await t.signIn(learner.email, 'Learnly@123');
    expect(
      (await t.post(`/api/core/courses/${published.body.data.live.slug}/enrol`, undefined, { cookie: learnerCookie })).status,
    ).toBeLessThan(300);
    const player = await t.get(`/api/core/courses/module-item/${liveItemId}`, { cookie: learnerCookie });
    expect(player.status, player.text).toBe(200);
    // The same files, by links signed for this request (the studio's and the player's links are made alike).
    expect(player.body.data.content).toMatchObject({
      videoUrl: media.renditions[1].url,
      posterUrl: media.posterUrl,
      renditions: media.renditions,
    });
    expect(media.renditions[1].url).toMatch(
      /^\/api\/signed-media\/studio-video\/[0-9a-f-]+\/720p\.mp4\?expires=\d+&signature=[\w-]+$/,
    );
    expect(player.body.data.content.videoSeconds).toBeCloseTo(media.durationSeconds, 3);
  }, 120_000);

  it('processes each video once when two runners look at the same time', async () => {
    const file = await makeTestVideo({ seconds: 1 });
    const bytes = new Uint8Array(await readFile(file));
    const uploads = [await startedVideo('a.mp4', bytes.length), await startedVideo('b.mp4', bytes.length)];
    for (const u of uploads) expect((await tusUpload(t.app, u.cookie, u.mediaId, bytes)).status).toBe(204);
    const before = (await storedOutputs()).length;
    const other = await t.anotherInstance();
    await Promise.all([t.runJobs(), other.platform.services.jobRunner.runOnce(), t.runJobs()]);
    for (const u of uploads) {
      const media = await mediaOf(u.mediaId, u.cookie);
      expect(media.status).toBe('ready');
      // A 360-pixel source gives one rendition (no upscaling).
      expect(media.renditions.map((r: { label: string }) => r.label)).toEqual(['360p']);
    }
    // One rendition, a poster and a thumbnail each: a second run would have stored a second set.
    expect((await storedOutputs()).length - before).toBe(6);
  }, 120_000);

  it('marks a text file named .mp4 failed with a clear error', async () => {
    const bytes = new TextEncoder().encode('These are my lecture notes, not a video.\n'.repeat(20));
    const { mediaId, cookie } = await startedVideo('notes.mp4', bytes.length);
    expect((await tusUpload(t.app, cookie, mediaId, bytes)).status).toBe(204);
    await t.runJobs();
    const media = await mediaOf(mediaId, cookie);
    expect(media.status).toBe('failed');
    expect(media.error).toMatch(/^We could not read that video: .+\. Export it again as MP4 \(H\.264\) and upload it\.$/);
    expect(media.renditions).toEqual([]);
  });

  it('makes no rendition larger than the source', () => {
    expect(renditionHeights(1080, [360, 720])).toEqual([360, 720]);
    expect(renditionHeights(720, [360, 720])).toEqual([360, 720]);
    expect(renditionHeights(480, [360, 720])).toEqual([360]);
    expect(renditionHeights(241, [360, 720])).toEqual([240]);
  });
});

describe('a resumable upload', () => {
  it('goes on from the offset the server holds after a dropped connection', async () => {
    const bytes = new Uint8Array(200_000).map((_, i) => i % 251);
    const { mediaId, cookie } = await startedVideo('lesson.webm', bytes.length);
    const created = await tusCreate(t.app, cookie, mediaId, bytes.length, 'lesson.webm');
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    expect(location).toMatch(/^\/api\/studio\/uploads\/\d+-[0-9a-f]{32}$/);
    expect((await tusPatch(t.app, cookie, location, 0, bytes.subarray(0, 80_000))).status).toBe(204);
    // The client lost its connection: it asks where to go on from.
    const offset = await tusOffset(t.app, cookie, location);
    expect(offset).toBe(80_000);
    expect((await mediaOf(mediaId, cookie)).status).toBe('uploading');
    expect((await tusPatch(t.app, cookie, location, offset, bytes.subarray(offset))).status).toBe(204);
    const [row] = await t.db.select().from(mediaAssets).where(eq(mediaAssets.id, mediaId));
    expect(row).toMatchObject({ status: 'queued', bytes: bytes.length, uploadId: null });
    const stored = await t.storage.get(row?.sourceKey ?? '');
    expect(stored && Buffer.from(stored).equals(Buffer.from(bytes))).toBe(true);
    // A second session for a media that already has its file is refused.
    expect((await tusCreate(t.app, cookie, mediaId, 10)).status).toBe(409);
  });
});

describe('captions', () => {
  const srt =
    '1\r\n00:00:00,500 --> 00:00:02,000\r\nNamaste, and welcome.\r\n\r\n2\r\n00:00:02,500 --> 00:00:04,250\r\nLet us build an endpoint.\r\n';

  async function sendCaptions(itemId: number, cookie: string, text: string, name: string) {
    const form = new FormData();
    form.set('file', new File([text], name));
    const res = await t.app.request(`http://localhost:3000/api/studio/items/${itemId}/captions`, {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost:3000' },
      body: form,
    });
    return { status: res.status, body: await res.json() };
  }

  it('converts SRT to WebVTT, serves it and writes one audit row', async () => {
    const { itemId, mediaId, cookie } = await startedVideo();
    const res = await sendCaptions(itemId, cookie, srt, 'lesson.srt');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const url = res.body.data.captionsUrl as string;
    const served = await t.app.request(`http://localhost:3000${url}`);
    expect(served.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await served.text()).toBe(
      'WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nNamaste, and welcome.\n\n00:00:02.500 --> 00:00:04.250\nLet us build an endpoint.\n',
    );
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'media'), eq(auditLog.objectId, String(mediaId))));
    expect(audits.map((a) => a.action)).toEqual([AUDIT_ACTIONS.mediaCaptions]);
  });

  it('refuses captions that are not WebVTT or SRT, or whose times are broken', async () => {
    const { itemId, cookie } = await startedVideo();
    const wrongName = await sendCaptions(itemId, cookie, srt, 'lesson.txt');
    expect([wrongName.status, wrongName.body.error]).toEqual([422, MESSAGES.captionsWrongType]);
    const broken = await sendCaptions(itemId, cookie, '1\n00:00:05,000 --> 00:00:01,000\nBackwards\n', 'lesson.srt');
    expect(broken.status).toBe(422);
    expect(broken.body.error).toBe('We could not read those captions: a caption ends before it starts (00:00:05.000).');
    const binary = await sendCaptions(itemId, cookie, '\u0000\u0001\u0002', 'lesson.vtt');
    expect(binary.status).toBe(415);
  });

  it('keeps WebVTT cue ids and settings and drops NOTE blocks', () => {
    expect(toWebVtt('WEBVTT - lesson\n\nNOTE made by hand\n\nintro\n00:01.000 --> 00:02.000 align:start\nHello\n')).toBe(
      'WEBVTT\n\nintro\n00:00:01.000 --> 00:00:02.000 align:start\nHello\n',
    );
  });
});

describe('a learner', () => {
  it('is refused the media status (403)', async () => {
    const { mediaId } = await startedVideo();
    const learner = await insertUser(t.db);
    const res = await t.get(`/api/studio/media/${mediaId}`, { cookie: await t.signIn(learner.email, 'Learnly@123') });
    expect([res.status, res.body.error]).toEqual([403, MESSAGES.staffOnly]);
  });
});

describe("a premium course's video", () => {
  const VTT = 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nNamaste.\n';

  /** A published premium course whose video is ready: its files stored privately as the transcoder leaves them. */
  async function publishedPremiumVideo() {
    const { itemId, courseId, instituteId } = await insertStudioItem(t.db);
    const cookie = await instructorOf(instituteId);
    await t.db.update(studioCourses).set({ isPremium: true }).where(eq(studioCourses.id, courseId));
    const base = `studio-video/${crypto.randomUUID()}`;
    const mp4 = new Uint8Array(4096).map((_, i) => i % 256);
    await t.storage.put(`${base}/360p.mp4`, mp4, 'video/mp4');
    await t.storage.put(`${base}/poster.jpg`, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg');
    await t.storage.put(`${base}/captions.vtt`, new TextEncoder().encode(VTT), 'text/vtt');
    const [media] = await t.db
      .insert(mediaAssets)
      .values({
        instituteId,
        filename: 'lesson.mp4',
        bytes: mp4.length,
        status: 'ready',
        progress: 100,
        durationSeconds: 2,
        width: 480,
        height: 360,
        renditions: [{ height: 360, width: 480, key: `${base}/360p.mp4`, bytes: mp4.length }],
        posterKey: `${base}/poster.jpg`,
        thumbnailKey: `${base}/poster.jpg`,
        captionsKey: `${base}/captions.vtt`,
      })
      .returning();
    await t.db.update(studioItems).set({ mediaId: media!.id }).where(eq(studioItems.id, itemId));
    const published = await t.post(`/api/studio/courses/${courseId}/publish`, undefined, { cookie });
    expect(published.status, published.text).toBe(200);
    return {
      slug: published.body.data.live.slug as string,
      liveItemId: published.body.data.outline[0].items[0].liveItemId as number,
      base,
      mp4,
    };
  }

  async function enrolledLearner(slug: string, premium: boolean) {
    const cookie = await t.signIn((await insertUser(t.db)).email, 'Learnly@123');
    if (premium) await subscribe(t, cookie);
    const enrol = await t.post(`/api/core/courses/${slug}/enrol`, undefined, { cookie });
    return { cookie, enrolStatus: enrol.status };
  }

  const fetchUrl = (url: string, headers: Record<string, string> = {}) =>
    t.app.request(`http://localhost:3000${url}`, { headers });

  it('plays for a premium learner by the signed links the player hands out (Range kept); without a valid link it is 403', async () => {
    const { slug, liveItemId, base, mp4 } = await publishedPremiumVideo();
    const { cookie } = await enrolledLearner(slug, true);
    const player = await t.get(`/api/core/courses/module-item/${liveItemId}`, { cookie });
    expect(player.status, player.text).toBe(200);
    const { content } = player.body.data;
    const signed = /^\/api\/signed-media\/studio-video\/[0-9a-f-]+\/[\w.]+\?expires=\d+&signature=[\w-]{43}$/;
    for (const url of [content.videoUrl, content.renditions[0].url, content.posterUrl, content.captionsUrl])
      expect(url).toMatch(signed);
    const expires = Number(new URL(content.videoUrl, 'http://x').searchParams.get('expires'));
    const hoursLeft = (expires * 1000 - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(3);
    expect(hoursLeft).toBeLessThanOrEqual(4);

    const whole = await fetchUrl(content.renditions[0].url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(Buffer.from(await whole.arrayBuffer()).equals(Buffer.from(mp4))).toBe(true);
    const part = await fetchUrl(content.renditions[0].url, { range: 'bytes=100-109' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-109/${mp4.length}`);
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([...mp4.subarray(100, 110)]);
    const captions = await fetchUrl(content.captionsUrl);
    expect([captions.status, await captions.text()]).toEqual([200, VTT]);
    expect((await fetchUrl(content.posterUrl)).status).toBe(200);

    const refused = async (url: string, message: string) => {
      const res = await fetchUrl(url);
      expect([res.status, (await res.json()).error], url).toEqual([403, message]);
    };
    // Unsigned: the path alone, with or without a session, and the public media route for the same file.
    const path = content.renditions[0].url.split('?')[0];
    await refused(path, MESSAGES.mediaLinkInvalid);
    expect((await t.get(path, { cookie })).status).toBe(403);
    await refused(`/api/media/${base}/360p.mp4`, MESSAGES.mediaLinkInvalid);
    // Tampered: another file under the same signature, a changed expiry, a changed signature.
    const query = content.renditions[0].url.split('?')[1];
    await refused(`/api/signed-media/${base}/poster.jpg?${query}`, MESSAGES.mediaLinkInvalid);
    await refused(
      content.renditions[0].url.replace(/expires=(\d+)/, (_: string, e: string) => `expires=${Number(e) + 3600}`),
      MESSAGES.mediaLinkInvalid,
    );
    await refused(
      content.renditions[0].url.replace(/signature=(.)/, (_: string, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`),
      MESSAGES.mediaLinkInvalid,
    );
    // Expired: a link signed with the app's secret five hours ago.
    const past = createMediaSigner(t.config.authSecret, () => Date.now() - 5 * 3_600_000);
    await refused(past.signKey(`${base}/360p.mp4`), MESSAGES.mediaLinkExpired);
  });

  it('gives a learner without premium and a visitor no link, and 403 on the file', async () => {
    const { slug, liveItemId, base } = await publishedPremiumVideo();
    const { cookie, enrolStatus } = await enrolledLearner(slug, false);
    expect(enrolStatus).toBe(403);
    const learner = await t.get(`/api/core/courses/module-item/${liveItemId}`, { cookie });
    expect(learner.status).toBe(403);
    expect(learner.text).not.toContain('signed-media');
    const visitor = await t.get(`/api/core/courses/module-item/${liveItemId}`);
    expect(visitor.status).toBe(401);
    for (const headers of [{ cookie }, {}] as Record<string, string>[]) {
      const res = await fetchUrl(`/api/signed-media/${base}/360p.mp4`, headers);
      expect([res.status, (await res.json()).error]).toEqual([403, MESSAGES.mediaLinkInvalid]);
    }
  });
});
