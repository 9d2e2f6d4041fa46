import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createWebRequestHandler } from './web-requests.ts';

/** A stylesheet-sized text, as a page carries it inline (and again in its RSC payload). */
const STYLES = Array.from(
  { length: 2000 },
  (_, i) => `.c${(i * 7919) % 9973}{margin:${(i * 31) % 97}px;color:#${((i * 2654435761) % 16777216).toString(16)}}`,
).join('');

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** The web handler in front of a stand-in for Next that streams a page in two parts, flushing after each as Next does. */
async function serve(secondPart: Promise<void>): Promise<string> {
  const handle = async (_req: http.IncomingMessage, res: http.ServerResponse) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.write(`<!doctype html><style>${STYLES}</style><h1>Shell</h1>`);
    (res as http.ServerResponse & { flush?: () => void }).flush?.();
    await secondPart;
    res.end(`<p>Streamed later</p><script>self.__next_f.push([1,${JSON.stringify(STYLES)}])</script>`);
  };
  const listening = http.createServer(
    createWebRequestHandler({
      handle,
      webDir: '/nonexistent',
      dev: false,
      servedOverHttps: false,
      scriptsAfterFirstPaint: false,
    }),
  );
  server = listening;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
}

/** The raw (still compressed) body and headers, without fetch's own decoding. */
function getRaw(url: string, acceptEncoding: string, onFirstBytes?: (bytes: Buffer) => void) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          if (chunks.length === 0) onFirstBytes?.(chunk);
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('pages through the web handler', () => {
  it('are sent with brotli to a browser that accepts it, the inline styles and their copy in the payload costing about one copy', async () => {
    const base = await serve(Promise.resolve());
    const { headers, body } = await getRaw(`${base}/courses`, 'gzip, deflate, br, zstd');
    expect(headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(body).toString();
    expect(html).toContain('<h1>Shell</h1>');
    expect(html).toContain('<p>Streamed later</p>');
    // gzip's 32 KB window cannot reach back to the first copy; brotli's can.
    const styles = Buffer.byteLength(STYLES);
    expect(styles).toBeGreaterThan(32_768);
    const { body: gzipped } = await getRaw(`${base}/courses`, 'gzip');
    expect(gunzipSync(gzipped).toString()).toBe(html);
    expect(body.length).toBeLessThan(gzipped.length * 0.75);
  });

  it('still stream: the shell arrives before the rest of the page is rendered', async () => {
    let release = () => {};
    const base = await serve(new Promise<void>((resolve) => (release = resolve)));
    let shellArrived = false;
    const answer = getRaw(`${base}/`, 'br', () => {
      shellArrived = true;
      release();
    });
    const { body } = await answer;
    expect(shellArrived).toBe(true);
    expect(brotliDecompressSync(body).toString()).toContain('<p>Streamed later</p>');
  });
});
