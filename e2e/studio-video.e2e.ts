import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { expectAccessible } from './axe.ts';
import { expect, newLearner, signInStaff, test } from './fixtures.ts';

/**
 * The studio's video (issue 31 point 3): an instructor uploads a small real video to a video item
 * (the upload's progress bar, then the conversion), adds SRT captions, previews it and publishes;
 * a learner plays it in the lesson player with its poster and the captions track. At 1366 and
 * 360 px with axe. The video is made here with ffmpeg's test source (2 s, 480×360: one rendition).
 */
const SRT = '1\n00:00:00,000 --> 00:00:01,500\nNamaste! This is our first endpoint.\n';

async function makeVideo(): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'lp-e2e-video-'));
  const file = path.join(folder, 'first-endpoint.mp4');
  await promisify(execFile)(ffmpegInstaller.path, [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=480x360:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
  return readFile(file);
}

// biome-ignore lint/suspicious/noExplicitAny: the journey reads a few fields of the API's answers
async function data(response: { ok(): boolean; json(): Promise<any>; status(): number }): Promise<any> {
  const body = await response.json();
  expect(response.ok(), JSON.stringify(body)).toBe(true);
  return body.data;
}

test('an instructor uploads a video with captions and publishes it; a learner plays it with captions', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const video = await makeVideo();
  await signInStaff(page, 'instructor');

  // A draft with one module and one video item, made through the studio's API.
  const api = page.request;
  const streams = await data(await api.get('/api/core/course-streams'));
  const stream = streams.results.find((s: { slug: string }) => s.slug === 'computer-applications');
  const course = await data(
    await api.post('/api/studio/courses', {
      data: {
        title: `REST APIs with Spring Boot ${Date.now()}`,
        streamId: stream.id,
        level: 'certificate',
        type: 'online',
        durationWeeks: 4,
      },
    }),
  );
  const module = await data(await api.post(`/api/studio/courses/${course.id}/modules`, { data: { title: 'Your first API' } }));
  await data(await api.post(`/api/studio/modules/${module.id}/items`, { data: { kind: 'video', title: 'Your first endpoint' } }));

  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 360, height: 780 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/staff/studio/courses/${course.id}`);
    const panel = page.getByTestId('video-item-panel');
    await expect(panel.getByText('No video uploaded yet.')).toBeVisible();
    await expectAccessible(page, `the studio's video panel at ${viewport.width}`);
  }

  // The upload: its progress bar shows while the file goes (held at the first PATCH until seen).
  const uploadBar = page.getByRole('progressbar', { name: 'Upload' });
  await page.route('**/api/studio/uploads/*', async (route) => {
    if (route.request().method() === 'PATCH') await expect(uploadBar).toBeVisible();
    await route.continue();
  });
  const panel = page.getByTestId('video-item-panel');
  await panel
    .locator('input[type=file][accept*="video/mp4"]')
    .setInputFiles({ name: 'first-endpoint.mp4', mimeType: 'video/mp4', buffer: video });
  await expect(panel.getByTestId('video-ready')).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByText(/Ready: 0:02 · 360p/)).toBeVisible();
  // The studio previews by short-lived signed links too (ADR 0043).
  await expect(panel.getByTestId('video-preview')).toHaveAttribute(
    'poster',
    /^\/api\/signed-media\/studio-video\/.+\/poster\.jpg\?expires=\d+&signature=[\w-]+$/,
  );

  await panel
    .locator('input[type=file][accept*=".srt"]')
    .setInputFiles({ name: 'first-endpoint.srt', mimeType: 'application/x-subrip', buffer: Buffer.from(SRT) });
  await expect(panel.getByText('Captions added.', { exact: false })).toBeVisible();
  await expectAccessible(page, 'the studio with a ready video at 360');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: learners see this version now.')).toBeVisible();
  const published = await data(await api.get(`/api/studio/courses/${course.id}`));
  const slug: string = published.live.slug;
  const liveItemId: number = published.outline[0].items[0].liveItemId;

  // A learner of their own enrols and plays the lesson.
  const context = await browser.newContext();
  const learnerPage = await context.newPage();
  try {
    await newLearner(learnerPage);
    expect((await learnerPage.request.post(`/api/core/courses/${slug}/enrol`)).ok()).toBe(true);
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 360, height: 780 },
    ]) {
      await learnerPage.setViewportSize(viewport);
      await learnerPage.goto(`/courses/${slug}/learn?item=${liveItemId}`);
      const player = learnerPage.getByTestId('lesson-video');
      await expect(player).toHaveAttribute('poster', /poster\.jpg\?expires=\d+&signature=[\w-]+$/);
      const signedVideo = /^\/api\/signed-media\/studio-video\/.+\/360p\.mp4\?expires=\d+&signature=[\w-]+$/;
      await expect(player.locator('source')).toHaveAttribute('src', signedVideo);
      // The file's path alone is refused: only the link the player was handed plays.
      const unsigned = (await player.locator('source').getAttribute('src'))!.split('?')[0]!;
      expect((await learnerPage.request.get(unsigned)).status()).toBe(403);
      await expect(player.locator('track')).toHaveAttribute('kind', 'captions');
      // It plays: metadata read (the 2 s length), and the captions track is in the player's captions menu.
      const state = await player.evaluate(async (element: HTMLVideoElement) => {
        element.muted = true;
        if (element.readyState < 1)
          await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }));
        await element.play();
        // Playing: the clock moves (waits for the first timeupdate past 0, up to 10 s on a busy machine).
        await new Promise<void>((resolve) => {
          const moved = () => {
            if (element.currentTime > 0) resolve();
          };
          element.addEventListener('timeupdate', moved);
          moved();
          setTimeout(resolve, 10_000);
        });
        return {
          duration: element.duration,
          time: element.currentTime,
          tracks: Array.from(element.textTracks).map((t) => [t.kind, t.label]),
        };
      });
      expect(state.duration).toBeGreaterThan(1.9);
      expect(state.time).toBeGreaterThan(0);
      expect(state.tracks).toEqual([['captions', 'English']]);
      await expectAccessible(learnerPage, `the lesson player of a studio video at ${viewport.width}`);
    }

    // Data saver (issue 35): turned on in the account, the player says what the video downloads
    // and loads nothing of it before play; a fresh page in this browser renders that way at once.
    await learnerPage.goto('/account/data-saver');
    await learnerPage.getByLabel('Use data saver').check();
    await expect(learnerPage.getByRole('status').filter({ hasText: 'Your settings are saved.' })).toBeVisible();
    await expectAccessible(learnerPage, 'the data saver section at 360');
    await learnerPage.goto(`/courses/${slug}/learn?item=${liveItemId}`);
    await expect(learnerPage.getByTestId('video-download-size')).toHaveText(
      /^Data saver: 360p downloads about \d+(\.\d)? [KM]B\.$/,
    );
    await expect(learnerPage.getByTestId('lesson-video')).toHaveAttribute('preload', 'none');
    const saved = await data(await learnerPage.request.get('/api/core/user-settings'));
    expect(saved.dataSaver).toBe(true);
  } finally {
    await context.close();
  }
});
