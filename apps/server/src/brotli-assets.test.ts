import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, createBrotliAssets } from './brotli-assets.ts';

const root = mkdtempSync(path.join(tmpdir(), 'brotli-assets-'));
const staticDir = path.join(root, 'static');
mkdirSync(path.join(staticDir, 'chunks'), { recursive: true });
const SCRIPT = `(globalThis.TURBOPACK ||= []).push(${JSON.stringify('x'.repeat(5000))});\n`.repeat(20);
writeFileSync(path.join(staticDir, 'chunks', 'app-0a1b.js'), SCRIPT);
writeFileSync(path.join(staticDir, 'chunks', 'app-0a1b.css'), 'body{color:red}'.repeat(200));
writeFileSync(path.join(root, 'secret.js'), 'the server config');

let server: http.Server;
let base: string;
beforeAll(async () => {
  const serveBrotliAsset = createBrotliAssets(staticDir);
  // Stands in for Next.js: what it answers when the brotli copy is not (yet) there.
  server = http.createServer((req, res) => {
    if (serveBrotliAsset(req, res)) return;
    res.writeHead(200, { 'Content-Type': 'text/plain', 'X-Answered-By': 'next' });
    res.end('from next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
});

/** Raw HTTP (fetch would decode the body and hide the encoding). */
function get(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function untilBrotli(pathname: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await get(pathname, { 'Accept-Encoding': 'gzip, deflate, br' });
    if (response.headers['content-encoding'] === 'br') return response;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${pathname} was never served with brotli`);
}

describe('brotli for the built scripts and stylesheets', () => {
  it('leaves the first request to Next, then serves the same bytes brotli-compressed and smaller', async () => {
    const first = await get('/_next/static/chunks/app-0a1b.js', { 'Accept-Encoding': 'gzip, br' });
    expect(first.headers['x-answered-by']).toBe('next');

    const later = await untilBrotli('/_next/static/chunks/app-0a1b.js');
    expect(later.status).toBe(200);
    expect(later.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(later.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(later.headers.vary).toBe('Accept-Encoding');
    expect(Number(later.headers['content-length'])).toBe(later.body.length);
    expect(later.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(later.body).toString()).toBe(SCRIPT);
  });

  it('serves stylesheets too, and HEAD without a body', async () => {
    await untilBrotli('/_next/static/chunks/app-0a1b.css');
    const head = await get('/_next/static/chunks/app-0a1b.css', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(head.body.length).toBe(0);
  });

  it('leaves to Next a browser that does not accept br, and everything outside the static scripts', async () => {
    await untilBrotli('/_next/static/chunks/app-0a1b.js');
    for (const [pathname, encoding] of [
      ['/_next/static/chunks/app-0a1b.js', 'gzip, deflate'],
      ['/_next/static/chunks/app-0a1b.js', 'gzip, br;q=0'],
      ['/courses', 'br'],
      ['/_next/static/chunks/missing.js', 'br'],
      ['/_next/static/../secret.js', 'br'],
      ['/_next/static/%2e%2e/secret.js', 'br'],
      ['/_next/static/chunks/..%2f..%2fsecret.js', 'br'],
    ] as const) {
      const response = await get(pathname, { 'Accept-Encoding': encoding });
      expect(response.headers['x-answered-by'], pathname).toBe('next');
    }
    // A name that is not a file never becomes a brotli answer either.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await get('/_next/static/chunks/missing.js', { 'Accept-Encoding': 'br' })).headers['x-answered-by']).toBe('next');
  });

  it('reads Accept-Encoding as browsers send it', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsBrotli('BR')).toBe(true);
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false);
    expect(acceptsBrotli('gzip')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});
