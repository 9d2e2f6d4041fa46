import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { deferHeadScripts, STARTER_ID } from './deferred-scripts.ts';
import { createWebRequestHandler } from './web-requests.ts';

const NONCE = 'bm9uY2U=';
const HEAD =
  `<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/><style>body{margin:0}</style>` +
  `<script src="/_next/static/chunks/a1.js" async="" nonce="${NONCE}"></script>` +
  `<script src="/_next/static/chunks/b2.js" async="" nonce="${NONCE}"></script>` +
  `<title>Learnly</title><script src="/_next/static/chunks/poly.js" noModule="" nonce="${NONCE}"></script></head>`;

/** The chunk list the starter was given, read back from the HTML. */
function startedScripts(html: string): string[] {
  const list = html.match(
    new RegExp(`<script id="${STARTER_ID}" nonce="${NONCE}">[\\s\\S]*?\\((\\[[^\\]]*\\]),\\d+\\)</script>`),
  )?.[1];
  return JSON.parse(list ?? 'null') as string[];
}

describe('deferHeadScripts', () => {
  it("takes the head's chunks out and starts them, in order, from one script with the page's nonce", () => {
    const head = deferHeadScripts(HEAD);
    expect(head).not.toContain('src="/_next/static/chunks/a1.js"');
    expect(head).not.toContain('src="/_next/static/chunks/b2.js"');
    expect(startedScripts(head)).toEqual(['/_next/static/chunks/a1.js', '/_next/static/chunks/b2.js']);
    // The legacy polyfills and everything else stay where they were.
    expect(head).toContain(`<script src="/_next/static/chunks/poly.js" noModule="" nonce="${NONCE}"></script>`);
    expect(head).toContain('<style>body{margin:0}</style>');
    expect(head.endsWith('</head>')).toBe(true);
  });

  it('leaves a head without chunks as it is', () => {
    const head = '<!DOCTYPE html><html><head><title>Bad gateway</title></head>';
    expect(deferHeadScripts(head)).toBe(head);
  });
});

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** The product's web handler in front of a stand-in for Next that writes `parts` one by one. */
async function serve(contentType: string, parts: (string | Buffer)[], length?: number): Promise<string> {
  const handle = async (_req: http.IncomingMessage, res: http.ServerResponse) => {
    res.setHeader('Content-Type', contentType);
    if (length !== undefined) res.setHeader('Content-Length', length);
    for (const part of parts.slice(0, -1)) {
      res.write(part);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    res.end(parts.at(-1));
  };
  const listening = http.createServer(
    createWebRequestHandler({ handle, webDir: '/nonexistent', dev: false, servedOverHttps: false, scriptsAfterFirstPaint: true }),
  );
  server = listening;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
}

function get(url: string, acceptEncoding = '') {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('pages through the web handler', () => {
  it('have their chunks started after the first paint, however the head was split, with every byte of the body kept', async () => {
    // The head cut inside a tag, and a Devanagari letter (3 bytes) cut between two writes.
    const body = '<body><h1>पाठ्यक्रम</h1><p>Streamed later</p></body></html>';
    const bodyBytes = Buffer.from(body);
    const cut = bodyBytes.indexOf(Buffer.from('पा')) + 1;
    const parts = [HEAD.slice(0, 150), HEAD.slice(150), bodyBytes.subarray(0, cut), bodyBytes.subarray(cut)];
    const base = await serve('text/html; charset=utf-8', parts);
    const plain = await get(`${base}/`);
    expect(plain.body.toString()).toBe(deferHeadScripts(HEAD) + body);
    const compressed = await get(`${base}/`, 'br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.body).toString()).toBe(deferHeadScripts(HEAD) + body);
  });

  it('drop a page length that the rewritten head would make untrue', async () => {
    const page = `${HEAD}<body>Terms</body></html>`;
    const base = await serve('text/html; charset=utf-8', [page], Buffer.byteLength(page));
    const { headers, body } = await get(`${base}/terms`);
    expect(startedScripts(body.toString())).toHaveLength(2);
    expect(headers['content-length']).toBeUndefined();
  });

  it('pass anything but a page through untouched', async () => {
    const text = HEAD;
    const base = await serve('text/plain; charset=utf-8', [text.slice(0, 40), text.slice(40)]);
    expect((await get(`${base}/robots.txt`)).body.toString()).toBe(text);
  });
});
