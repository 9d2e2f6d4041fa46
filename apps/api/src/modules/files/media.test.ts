import { writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { MESSAGES } from '@lp/contract/messages';
import { describe, expect, it } from 'vitest';
import { contentHashedKey, publicMediaUrl, storePublicMedia } from '../../platform/media.ts';
import { createTestContext } from '../../test/test-app.ts';
import { mediaKeyFromPath } from './routes.ts';

const t = await createTestContext();

const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50, 9, 9, 9, 9]);
const coverKey = await storePublicMedia(t.storage, 'covers', webp, 'webp');

// Files a traversal would reach: beside the uploads folder and a private (non-public) stored file.
writeFileSync(path.join(t.dataDir, 'secret.txt'), 'top secret');
await t.storage.put('resumes/2026/01/private.pdf', new TextEncoder().encode('%PDF-1.4 private'), 'application/pdf');
await mkdir(path.join(t.dataDir, 'uploads', 'public'), { recursive: true });

/** Sends a request line exactly as written (no URL normalisation by a client) to a real listening server. */
async function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('public media: GET /api/media/<key>', () => {
  it('stores under a content-hashed public key and names its URL', () => {
    expect(coverKey).toBe(contentHashedKey('covers', webp, 'webp'));
    expect(coverKey).toMatch(/^public\/covers\/[0-9a-f]{32}\.webp$/);
    expect(publicMediaUrl(coverKey)).toBe(`/api/media/${coverKey.slice('public/'.length)}`);
    expect(() => publicMediaUrl('resumes/x.pdf')).toThrow();
  });

  it('serves the bytes with the content type, a year of immutable caching, an ETag and nosniff', async () => {
    const res = await t.app.request(`http://localhost${publicMediaUrl(coverKey)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-length')).toBe(String(webp.byteLength));
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(webp);
  });

  it('answers 304 to a matching If-None-Match and a range with 206', async () => {
    const url = `http://localhost${publicMediaUrl(coverKey)}`;
    const etag = (await t.app.request(url)).headers.get('etag') ?? '';
    const again = await t.app.request(url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const part = await t.app.request(url, { headers: { range: 'bytes=8-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 8-11/${webp.byteLength}`);
    expect(new TextDecoder().decode(await part.arrayBuffer())).toBe('WEBP');
  });

  it('storing the same bytes again keeps one file under the same key', async () => {
    expect(await storePublicMedia(t.storage, 'covers', webp, 'webp')).toBe(coverKey);
  });

  it('a missing file is the 404 envelope, not cached', async () => {
    const res = await t.get('/api/media/covers/0123456789abcdef.webp');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: MESSAGES.notFound });
    expect(res.headers.get('cache-control')).toBeNull();
  });

  it.each([
    '/api/media/../secret.txt',
    '/api/media/../../secret.txt',
    '/api/media/%2e%2e/secret.txt',
    '/api/media/%2e%2e/%2e%2e/secret.txt',
    '/api/media/covers/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/api/media/..%2f..%2fsecret.txt',
    '/api/media/..%5c..%5csecret.txt',
    '/api/media/%2e%2e/resumes/2026/01/private.pdf',
    '/api/media/../resumes/2026/01/private.pdf',
    '/api/media//etc/passwd',
    '/api/media/%2fetc%2fpasswd',
    '/api/media/covers/x.webp%00.txt',
    '/api/media/covers/%00',
    '/api/media/',
    '/api/media/covers/%zz.webp',
  ])('refuses %s with a 404 and never the file', async (rawPath) => {
    const res = await rawGet(rawPath);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('private');
    expect(JSON.parse(res.body)).toEqual({ error: expect.any(String) });
  });

  it.each([
    '..',
    '../x.webp',
    'covers/../../x',
    '%2e%2e/x',
    'covers/%2e%2e',
    'a%2fb',
    'a%5cb',
    '/etc/passwd',
    'x%00.webp',
    '',
    'covers/',
    'Covers/X.webp',
    '%',
  ])('the key check refuses %s even before any URL normalisation', (rest) => {
    expect(mediaKeyFromPath(rest)).toBeNull();
  });

  it('the key check keeps ordinary keys', () => {
    expect(mediaKeyFromPath('covers/ab12.webp')).toBe('public/covers/ab12.webp');
  });
});
