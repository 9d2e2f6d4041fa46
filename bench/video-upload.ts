import { request } from 'node:http';
import { generate } from 'otplib';
import { signInCookie, startProcess, tempDataDir } from './harness.ts';
import { processTree, rssBytes, sampleRss } from './process-memory.ts';

/**
 * `npm run bench:video` (issue 31 point 3): a real listening API server (APP_ROLE=api, demo seed,
 * PGlite) takes one VIDEO_MB (500) MB video through the studio's resumable upload (tus: a creation,
 * then PATCHes of CHUNK_MB (64) MB, as the web's tus client sends them), written in 64 KiB pieces
 * honouring back-pressure as a browser would. Reports the server's RSS growth over its idle RSS
 * (whole process tree, sampled every 10 ms on a thread of its own): the upload streams to disk, so
 * it stays under 100 MB whatever the size. The file is not a real video (zeros after an MP4
 * signature): the transcode that follows fails quickly, which is not what is measured here.
 */
const videoBytes = Math.round(Number(process.env.VIDEO_MB ?? 500) * 1024 * 1024);
const chunkBytes = Math.round(Number(process.env.CHUNK_MB ?? 64) * 1024 * 1024);
const INSTRUCTOR = { email: 'instructor@learnly.in', secret: 'BO3CPZTRENYRQ2BJMV2ABXN5I4OU5PFD' };

/** One tus PATCH of `length` bytes at `offset`, generated piece by piece (never held whole here either). */
function patch(
  port: number,
  location: string,
  cookie: string,
  offset: number,
  length: number,
): Promise<{ status: number; offset: number }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: location,
        method: 'PATCH',
        headers: {
          cookie,
          origin: `http://127.0.0.1:${port}`,
          'tus-resumable': '1.0.0',
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
          'content-length': String(length),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, offset: Number(res.headers['upload-offset']) }));
      },
    );
    req.on('error', reject);
    const zeros = Buffer.alloc(64 * 1024);
    // An MP4 signature first, so the file starts as what an instructor would send.
    const first = Buffer.alloc(64 * 1024);
    Buffer.from('00000018667479706d703432', 'hex').copy(first);
    let sent = 0;
    const write = () => {
      while (sent < length) {
        const source = offset === 0 && sent === 0 ? first : zeros;
        const size = Math.min(source.length, length - sent);
        sent += size;
        if (!req.write(size === source.length ? source : source.subarray(0, size))) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

const data = tempDataDir();
const server = await startProcess(
  'apps/server/src/main.ts',
  { APP_ROLE: 'api', PORT: '0', DATA_DIR: data.dir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  '/api/ready',
);
try {
  const base = `http://127.0.0.1:${server.port}`;
  // biome-ignore lint/suspicious/noExplicitAny: the bench reads a few fields of the API's answers
  const json = async (res: Response): Promise<any> => {
    const body = await res.json();
    if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
    return body.data;
  };
  const cookie = await signInCookie(base, INSTRUCTOR.email, 'Learnly@123', {
    totp: await generate({ secret: INSTRUCTOR.secret }),
  });
  const headers = { cookie, origin: base, 'content-type': 'application/json' };
  const courses = await json(await fetch(`${base}/api/studio/courses?page=1`, { headers }));
  const course = courses.results[0];
  if (!course) throw new Error('the instructor has no studio course');
  const module = await json(
    await fetch(`${base}/api/studio/courses/${course.id}/modules`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Bench uploads' }),
    }),
  );
  const item = await json(
    await fetch(`${base}/api/studio/modules/${module.id}/items`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ kind: 'video', title: 'A long lecture recording' }),
    }),
  );
  const session = await json(
    await fetch(`${base}/api/studio/items/${item.id}/video`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ filename: 'lecture.mp4', size: videoBytes, type: 'video/mp4' }),
    }),
  );
  const created = await fetch(`${base}/api/studio/uploads`, {
    method: 'POST',
    headers: {
      cookie,
      origin: base,
      'tus-resumable': '1.0.0',
      'upload-length': String(videoBytes),
      'upload-metadata': `mediaId ${Buffer.from(String(session.media.id)).toString('base64')}`,
    },
  });
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) throw new Error(`tus creation failed: ${created.status} ${await created.text()}`);

  const tree = processTree(server.child.pid ?? 0);
  await new Promise((r) => setTimeout(r, 1000));
  const idleRss = rssBytes(tree);
  const sampler = sampleRss(tree);
  const started = performance.now();
  let offset = 0;
  let patches = 0;
  while (offset < videoBytes) {
    const length = Math.min(chunkBytes, videoBytes - offset);
    const answer = await patch(server.port, location, cookie, offset, length);
    if (answer.status !== 204) throw new Error(`PATCH at ${offset} answered ${answer.status}`);
    offset = answer.offset;
    patches += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const sampled = await sampler.stop();
  const media = await json(await fetch(`${base}/api/studio/media/${session.media.id}`, { headers }));
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  const growth = Math.max(idleRss, sampled.peak) - idleRss;
  console.log(
    `\n[video] one ${mb(videoBytes)} MB upload in ${patches} tus PATCHes of up to ${mb(chunkBytes)} MB: ${seconds.toFixed(1)} s`,
  );
  console.log(`[video] media ${session.media.id} after the last byte: ${media.status}, ${mb(media.bytes)} MB stored`);
  console.log(
    `[video] server RSS: idle ${mb(idleRss)} MB, peak ${mb(Math.max(idleRss, sampled.peak))} MB, growth ${mb(growth)} MB (limit 100 MB; ${sampled.samples} samples)`,
  );
  if (growth >= 100 * 1024 * 1024) process.exitCode = 1;
} finally {
  await server.stop();
  data.remove();
}
