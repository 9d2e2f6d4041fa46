import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@lp/contract/messages';
import { UPLOADS_IN_FLIGHT_PER_UPLOADER } from '@lp/contract/uploads';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { makePdf } from '../test/pdf-fixtures.ts';
import type { AppEnv } from './context.ts';
import { handleError } from './error-handler.ts';
import { bodyLimits } from './http-guards.ts';
import { createLocalStorage } from './storage.ts';
import { readUpload, sweepUploadTemp, UPLOAD_TEMP_DIR } from './uploads.ts';

const root = await mkdtemp(path.join(tmpdir(), 'lp-upload-test-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const storage = createLocalStorage(root);

/** A route on the platform reader alone: one file of 1 MB at most, images or PDFs, and a caption. */
const app = new Hono<AppEnv>();
app.use('*', bodyLimits);
app.post('/upload/:who', async (c) => {
  const upload = await readUpload(c, {
    field: 'file',
    maxBytes: 1024 * 1024,
    accept: ['image', 'pdf'],
    uploader: `test:${c.req.param('who')}`,
    textFields: { caption: 'Keep the caption short.' },
  });
  try {
    if (c.req.query('fail') === 'after-read') throw new Error('checks after the read failed');
    const key = `files/${c.req.param('who')}-${Date.now()}.${upload.kind}`;
    await upload.commit(storage, key);
    return c.json(
      {
        data: { key, kind: upload.kind, mime: upload.mime, size: upload.size, filename: upload.filename, fields: upload.fields },
      },
      201,
    );
  } finally {
    await upload.release();
  }
});
app.onError(handleError);

const tempFiles = () => (existsSync(UPLOAD_TEMP_DIR) ? readdirSync(UPLOAD_TEMP_DIR) : []);
const storedFiles = () => (existsSync(path.join(root, 'files')) ? readdirSync(path.join(root, 'files')) : []);

function form(parts: {
  file?: { bytes: Uint8Array<ArrayBuffer>; name?: string; type?: string };
  field?: string;
  caption?: string;
}) {
  const body = new FormData();
  if (parts.caption !== undefined) body.append('caption', parts.caption);
  if (parts.file)
    body.append(
      parts.field ?? 'file',
      new File([parts.file.bytes], parts.file.name ?? 'x.bin', { type: parts.file.type ?? 'application/octet-stream' }),
    );
  return body;
}

async function send(who: string, body: BodyInit, headers: Record<string, string> = {}, query = '') {
  const res = await app.request(`http://localhost/upload/${who}${query}`, {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);
  // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies of every shape
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

const png = new Uint8Array(
  await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
    .png()
    .toBuffer(),
);

/** A multipart body streamed piece by piece; `pulled` counts the bytes the server asked for. */
function streamingBody(boundary: string, fileBytes: number, options: { hang?: Promise<void>; chunk?: number } = {}) {
  const chunk = new Uint8Array(options.chunk ?? 64 * 1024).fill(0x41);
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const pdf = makePdf();
  let sentHead = false;
  let sent = 0;
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!sentHead) {
        sentHead = true;
        controller.enqueue(head);
        controller.enqueue(pdf);
        state.pulled += head.length + pdf.length;
        sent = pdf.length;
        return;
      }
      if (options.hang) {
        await options.hang;
        controller.error(new Error('client went away'));
        return;
      }
      if (sent >= fileBytes) {
        controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
        controller.close();
        return;
      }
      controller.enqueue(chunk);
      sent += chunk.length;
      state.pulled += chunk.length;
    },
  });
  return { stream, state, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('readUpload', () => {
  it('reads a file and its caption, sniffing the type from the bytes, not the name or sent type', async () => {
    const res = await send(
      'a',
      form({ file: { bytes: png, name: 'holiday.pdf', type: 'application/pdf' }, caption: 'Red square' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      kind: 'image',
      mime: 'image/png',
      size: png.byteLength,
      filename: 'holiday.pdf',
      fields: { caption: 'Red square' },
    });
    expect(new Uint8Array((await storage.get(res.body.data.key)) ?? [])).toEqual(png);
  });

  it('refuses a type not accepted with 415 before storing anything', async () => {
    const before = storedFiles().length;
    const html = new TextEncoder().encode('<!doctype html><html><script>alert(1)</script></html>'.repeat(100));
    const res = await send('b', form({ file: { bytes: html, name: 'x.png', type: 'image/png' } }));
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: MESSAGES.uploadWrongType, fields: { file: MESSAGES.uploadWrongType } });
    expect(res.headers.get('connection')).toBe('close');
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a missing file, an empty one, a second file, a file in another field and a long caption', async () => {
    expect((await send('c', form({ caption: 'no file' }))).body).toEqual({
      error: MESSAGES.uploadMissing,
      fields: { file: MESSAGES.uploadMissing },
    });
    const empty = await send('c', form({ file: { bytes: new Uint8Array() } }));
    expect(empty.status).toBe(422);
    expect(empty.body.error).toBe(MESSAGES.uploadEmpty);
    const two = form({ file: { bytes: png } });
    two.append('file', new File([png], 'again.png'));
    const second = await send('c', two);
    expect(second.status).toBe(422);
    expect(second.body).toEqual({ error: MESSAGES.uploadUnexpectedFile, fields: { file: MESSAGES.uploadUnexpectedFile } });
    const other = await send('c', form({ file: { bytes: png }, field: 'avatar' }));
    expect(other.status).toBe(422);
    expect(other.body.error).toBe(MESSAGES.uploadUnexpectedFile);
    const long = await send('c', form({ file: { bytes: png }, caption: 'x'.repeat(20_000) }));
    expect(long.status).toBe(422);
    expect(long.body).toEqual({ error: 'Keep the caption short.', fields: { caption: 'Keep the caption short.' } });
  });

  it('reads a small refused body (declared length up to 64 KB) to its end and keeps the connection; a larger one is cut', async () => {
    for (const [size, small] of [
      [10 * 1024, true],
      [200 * 1024, false],
    ] as const) {
      const boundary = `html-${size}`;
      const bytes = new TextEncoder().encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n` +
          `<!doctype html><html>${'<p>x</p>'.repeat(size / 8)}</html>\r\n--${boundary}--\r\n`,
      );
      const state = { pulled: 0 };
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (state.pulled >= bytes.length) return controller.close();
          const piece = bytes.subarray(state.pulled, state.pulled + 1024);
          state.pulled += piece.length;
          controller.enqueue(piece);
        },
      });
      const res = await send(`small-${size}`, stream, {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(bytes.length),
      });
      expect(res.status).toBe(415);
      expect(res.body.error).toBe(MESSAGES.uploadWrongType);
      if (small) {
        // Read to the end before the answer: the client, still sending, sees the 415 on an open connection.
        expect(state.pulled).toBe(bytes.length);
        expect(res.headers.get('connection')).toBeNull();
      } else {
        expect(state.pulled).toBeLessThan(bytes.length);
        expect(res.headers.get('connection')).toBe('close');
      }
    }
  });

  it('stops at the field limit with 413 and Connection: close, without reading the rest of the body', async () => {
    const body = streamingBody('limit-boundary', Math.round(11.5 * 1024 * 1024));
    const res = await send('d', body.stream, { 'content-type': body.contentType });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe(MESSAGES.uploadTooLarge);
    expect(res.headers.get('connection')).toBe('close');
    // 1 MB allowed; what was pulled past it is a few chunks of stream buffering, not the 11.5 MB sent.
    expect(body.state.pulled).toBeLessThan(2 * 1024 * 1024);
  });

  it('refuses a body over the multipart limit with 413 whether or not its length is declared', async () => {
    const declared = await send('e', 'x', {
      'content-type': 'multipart/form-data; boundary=b',
      'content-length': String(13 * 1024 * 1024),
    });
    expect(declared.status).toBe(413);
    expect(declared.headers.get('connection')).toBe('close');
  });

  it(`bounds uploads in flight per uploader at ${UPLOADS_IN_FLIGHT_PER_UPLOADER} (429), and frees the slots when they end`, async () => {
    const releases: (() => void)[] = [];
    const hanging = Array.from({ length: UPLOADS_IN_FLIGHT_PER_UPLOADER }, (_, i) => {
      const hang = new Promise<void>((resolve) => releases.push(resolve));
      const body = streamingBody(`hang-${i}`, 10, { hang });
      return send('f', body.stream, { 'content-type': body.contentType });
    });
    // Let both hanging uploads start reading.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const third = await send('f', form({ file: { bytes: png } }));
    expect(third.status).toBe(429);
    expect(third.body.error).toBe(MESSAGES.uploadsInFlight);
    expect(third.headers.get('retry-after')).toBeTruthy();
    // Another uploader is not held up.
    expect((await send('g', form({ file: { bytes: png } }))).status).toBe(201);

    for (const release of releases) release();
    const abandoned = await Promise.all(hanging);
    expect(abandoned.map((r) => r.status)).toEqual([400, 400]);
    expect((await send('f', form({ file: { bytes: png } }))).status).toBe(201);
  });

  it('leaves no temporary or stored file behind for abandoned, refused or failed uploads', async () => {
    const before = storedFiles().length;
    const tempBefore = tempFiles().length;
    let release = () => {};
    const hang = new Promise<void>((resolve) => {
      release = resolve;
    });
    const body = streamingBody('abandon', 10, { hang });
    const pending = send('h', body.stream, { 'content-type': body.contentType });
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    expect((await pending).status).toBe(400);
    expect((await send('h', form({ file: { bytes: png } }), {}, '?fail=after-read')).status).toBe(500);
    expect(storedFiles().length).toBe(before);
    expect(tempFiles().length).toBeLessThanOrEqual(tempBefore);
  });
});

describe('the upload temp sweep', () => {
  it('deletes temporary files older than an hour, of any process, and keeps newer ones', async () => {
    const deadProcess = path.join(path.dirname(UPLOAD_TEMP_DIR), 'sweep-test-dead-process');
    await mkdir(deadProcess, { recursive: true });
    const old = path.join(deadProcess, 'left-by-a-crash');
    const recent = path.join(deadProcess, 'still-being-written');
    await writeFile(old, 'x');
    await writeFile(recent, 'y');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(old, twoHoursAgo, twoHoursAgo);

    expect(await sweepUploadTemp()).toBeGreaterThanOrEqual(1);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(recent)).toBe(true);
    await rm(deadProcess, { recursive: true, force: true });
  });
});
