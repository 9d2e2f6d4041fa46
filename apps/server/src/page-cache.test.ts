import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowBackForwardCacheForVisitors } from './page-cache.ts';

const NEXT_DYNAMIC = 'private, no-cache, no-store, max-age=0, must-revalidate';

/** A real HTTP server whose handler answers the way Next.js does for each kind of response. */
function handler(req: IncomingMessage, res: ServerResponse) {
  allowBackForwardCacheForVisitors(req, res);
  const url = req.url ?? '/';
  if (url === '/page') {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', NEXT_DYNAMIC);
    return res.end('<!doctype html><p>page</p>');
  }
  if (url === '/page-head-args') {
    res.writeHead(200, { 'content-type': 'text/html', 'cache-control': NEXT_DYNAMIC });
    return res.end('<p>page</p>');
  }
  if (url === '/missing') {
    res.writeHead(404, { 'Content-Type': 'text/html', 'Cache-Control': NEXT_DYNAMIC });
    return res.end('<p>not found</p>');
  }
  if (url === '/data') {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    return res.end('{}');
  }
  if (url === '/static') {
    res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'public, max-age=31536000, immutable' });
    return res.end('<p>static</p>');
  }
  res.writeHead(500);
  res.end();
}

let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function cacheControl(path: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${path}`, init);
  await response.arrayBuffer();
  return response.headers.get('cache-control');
}

describe('pages for visitors may enter the back/forward cache', () => {
  it('a visitor’s page is private, no-cache instead of no-store, however the header was set', async () => {
    expect(await cacheControl('/page')).toBe('private, no-cache');
    expect(await cacheControl('/page-head-args')).toBe('private, no-cache');
  });

  it('a signed-in page stays no-store, with the plain, secure or chunked session cookie', async () => {
    for (const cookie of [
      'authjs.session-token=abc',
      'x=1; __Secure-authjs.session-token=abc',
      'authjs.session-token.0=a; authjs.session-token.1=b',
    ]) {
      expect(await cacheControl('/page', { headers: { cookie } })).toBe(NEXT_DYNAMIC);
    }
  });

  it('a cookie that merely resembles the session cookie does not count as signed in', async () => {
    expect(await cacheControl('/page', { headers: { cookie: 'not-authjs.session-token=abc' } })).toBe('private, no-cache');
  });

  it('errors, data and responses with their own caching keep their headers', async () => {
    expect(await cacheControl('/missing')).toBe(NEXT_DYNAMIC);
    expect(await cacheControl('/data')).toBe('no-store');
    expect(await cacheControl('/static')).toBe('public, max-age=31536000, immutable');
  });

  it('an unsafe method is never made cacheable', async () => {
    expect(await cacheControl('/page', { method: 'POST', body: 'x' })).toBe(NEXT_DYNAMIC);
  });
});
