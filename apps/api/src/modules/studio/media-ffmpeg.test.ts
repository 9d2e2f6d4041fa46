import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ffmpegBinaries, probe, transcode } from './media-ffmpeg.ts';

const run = promisify(execFile);
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** How many frames a video file holds, counted by decoding it. */
async function frameCount(file: string): Promise<number> {
  const { ffprobe } = ffmpegBinaries();
  const { stdout } = await run(ffprobe, [
    '-v',
    'error',
    '-count_frames',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=nb_read_frames',
    '-of',
    'csv=p=0',
    file,
  ]);
  return Number(stdout.trim());
}

describe('transcode', () => {
  it("keeps a browser recording's own frames: a MediaRecorder WebM (1000 frames a second announced) is not filled out to 1000 a second", async () => {
    // Recorded in Chromium with MediaRecorder (apps/web/scripts/render-lesson-clip.mjs): it says 1000 fps.
    const recording = fileURLToPath(new URL('../../../../web/public/media/your-first-select.webm', import.meta.url));
    const source = await probe(recording);
    const sourceFrames = await frameCount(recording);
    const folder = await mkdtemp(path.join(tmpdir(), 'lp-transcode-'));
    folders.push(folder);
    const output = path.join(folder, '360p.mp4');
    await transcode(recording, output, { height: 360, hasAudio: source.hasAudio, onProgress: () => undefined });

    const made = await probe(output);
    expect(made).toMatchObject({ videoCodec: 'h264', pixelFormat: 'yuv420p', height: 360 });
    // Its own frames (two sharing a timestamp may become one), not 1000 a second of repeats.
    const frames = await frameCount(output);
    expect(frames).toBeLessThanOrEqual(sourceFrames);
    expect(frames).toBeGreaterThan(sourceFrames * 0.95);
    // Frames repeated to 1000 a second would make it several megabytes.
    expect((await stat(output)).size).toBeLessThan(1_000_000);
  });
});
