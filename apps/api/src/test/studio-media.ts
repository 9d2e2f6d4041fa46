import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import type { Database } from '../db/client.ts';
import { studioCourses, studioItems, studioModules } from '../db/schema/studio.ts';
import { firstStreamId, insertInstitute } from '../db/seed/catalogue-factories.ts';
import { ORIGIN } from './test-app.ts';

const run = promisify(execFile);

/**
 * A real small video made with ffmpeg's own test source and a sine tone: H.264/AAC MP4 by
 * default, `seconds` long, `width`×`height`. Written to a fresh temporary folder; returns its path.
 */
export async function makeTestVideo(options: { seconds?: number; width?: number; height?: number } = {}): Promise<string> {
  const { seconds = 3, width = 480, height = 360 } = options;
  const folder = await mkdtemp(path.join(tmpdir(), 'lp-test-video-'));
  const file = path.join(folder, 'lesson.mp4');
  await run(ffmpegInstaller.path, [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc=duration=${seconds}:size=${width}x${height}:rate=25`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    file,
  ]);
  return file;
}

/** A draft course of a new institute (or `instituteId`'s) with one module holding one item of `kind`. */
export async function insertStudioItem(db: Database, options: { instituteId?: number; kind?: 'video' | 'article' } = {}) {
  const instituteId = options.instituteId ?? (await insertInstitute(db)).id;
  const [course] = await db
    .insert(studioCourses)
    .values({
      instituteId,
      title: 'Spring Boot for Freshers',
      streamId: await firstStreamId(db),
      level: 'certificate',
      type: 'online',
      durationWeeks: 6,
    })
    .returning();
  const [module] = await db
    .insert(studioModules)
    .values({ studioCourseId: course!.id, position: 1, title: 'Getting started' })
    .returning();
  const [item] = await db
    .insert(studioItems)
    .values({ studioModuleId: module!.id, position: 1, kind: options.kind ?? 'video', title: 'Your first REST endpoint' })
    .returning();
  return { instituteId, courseId: course!.id, moduleId: module!.id, itemId: item!.id };
}

type App = { request: (input: string, init?: RequestInit) => Response | Promise<Response> };

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** tus creation for a media: answers the response (Location names the upload). */
export async function tusCreate(app: App, cookie: string, mediaId: number, size: number, filename = 'lesson.mp4') {
  return app.request(`${ORIGIN}/api/studio/uploads`, {
    method: 'POST',
    headers: {
      cookie,
      origin: ORIGIN,
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': `mediaId ${b64(String(mediaId))},filename ${b64(filename)}`,
    },
  });
}

/** tus PATCH of `bytes` at `offset`. */
export async function tusPatch(app: App, cookie: string, location: string, offset: number, bytes: Uint8Array) {
  return app.request(`${ORIGIN}${location}`, {
    method: 'PATCH',
    headers: {
      cookie,
      origin: ORIGIN,
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body: bytes as BodyInit,
  });
}

/** tus HEAD: the offset the server holds. */
export async function tusOffset(app: App, cookie: string, location: string): Promise<number> {
  const res = await app.request(`${ORIGIN}${location}`, { method: 'HEAD', headers: { cookie, 'tus-resumable': '1.0.0' } });
  return Number(res.headers.get('upload-offset'));
}

/** The whole file through tus in one PATCH; answers the PATCH's response. */
export async function tusUpload(app: App, cookie: string, mediaId: number, bytes: Uint8Array) {
  const created = await tusCreate(app, cookie, mediaId, bytes.length);
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) throw new Error(`tus creation: ${created.status} ${await created.text()}`);
  return tusPatch(app, cookie, location, 0, bytes);
}
