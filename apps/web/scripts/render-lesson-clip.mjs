// Renders the seed's short lesson clip once (canvas + MediaRecorder in Chromium, VP8 WebM) and
// writes its WebVTT captions. Run: node apps/web/scripts/render-lesson-clip.mjs (the output is committed).
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const SCENES = [
  ['How browsers load a page', 'From the address bar to the first pixel'],
  ['1. DNS lookup', 'example.in becomes an IP address'],
  ['2. TCP and TLS', 'A connection opens and keys are agreed'],
  ['3. HTTP request', 'GET / returns the HTML'],
  ['4. Parsing', 'HTML becomes the DOM, CSS the CSSOM'],
  ['5. Layout and paint', 'Every box is measured, then drawn'],
];
const SCENE_MS = 2000;
const out = new URL('../public/media/', import.meta.url);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
});
const page = await browser.newPage();
const base64 = await page.evaluate(
  async ({ scenes, sceneMs }) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    document.body.append(canvas);
    const ctx = canvas.getContext('2d');
    const stream = canvas.captureStream(15);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 180_000 });
    const chunks = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const done = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const start = performance.now();
    const total = scenes.length * sceneMs;
    await new Promise((resolve) => {
      const frame = () => {
        const t = performance.now() - start;
        if (t >= total) return resolve();
        const i = Math.min(scenes.length - 1, Math.floor(t / sceneMs));
        const local = (t % sceneMs) / sceneMs;
        const [title, line] = scenes[i];
        const g = ctx.createLinearGradient(0, 0, 640, 360);
        g.addColorStop(0, '#312e81');
        g.addColorStop(1, '#4f46e5');
        ctx.fillStyle = g;
        ctx.fillRect(0, 0, 640, 360);
        ctx.globalAlpha = Math.min(1, local * 4);
        ctx.fillStyle = '#ffffff';
        ctx.font = 'bold 34px sans-serif';
        ctx.textAlign = 'center';
        ctx.fillText(title, 320, 165);
        ctx.font = '22px sans-serif';
        ctx.fillStyle = '#c7d2fe';
        ctx.fillText(line, 320, 210);
        ctx.globalAlpha = 1;
        ctx.fillStyle = 'rgba(255,255,255,0.25)';
        ctx.fillRect(40, 320, 560, 6);
        ctx.fillStyle = '#a5b4fc';
        ctx.fillRect(40, 320, 560 * (t / total), 6);
        requestAnimationFrame(frame);
      };
      frame();
    });
    recorder.stop();
    await done;
    const blob = new Blob(chunks, { type: 'video/webm' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  },
  { scenes: SCENES, sceneMs: SCENE_MS },
);
await browser.close();
await writeFile(new URL('browsers-load-a-page.webm', out), Buffer.from(base64, 'base64'));
const stamp = (ms) => new Date(ms).toISOString().slice(11, 23);
const cues = SCENES.map(
  ([title, line], i) => `${i + 1}\n${stamp(i * SCENE_MS)} --> ${stamp((i + 1) * SCENE_MS)}\n${title}: ${line}.`,
);
await writeFile(new URL('browsers-load-a-page.vtt', out), `WEBVTT\n\n${cues.join('\n\n')}\n`);
console.log('written');
