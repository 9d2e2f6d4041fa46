import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAssetSecurityHeaders } from './asset-headers.ts';
import { createBrotliAssets } from './brotli-assets.ts';

const root = mkdtempSync(path.join(tmpdir(), 'asset-headers-'));
mkdirSync(path.join(root, 'chunks'), { recursive: true });
writeFileSync(path.join(root, 'chunks', 'app-1.js'), 'console.log(1);\n'.repeat(100));

let server: http.Server;
let base: string;
beforeAll(async () => {
  const serveBrotliAsset = createBrotliAssets(root);
  // The web branch of server.ts: the headers, our brotli copy, else Next (here: its 404 page).
  server = http.createServer((req, res) => {
    addAssetSecurityHeaders(req, res, true);
    if (serveBrotliAsset(req, res)) return;
    res.writeHead(404, { 'Content-Type': 'text/html' });
    res.end('<!doctype html><p>Not found</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
});

describe('files the page proxy does not run for', () => {
  it('carry the security headers: /favicon.ico (404) and /_next/static/*, plain and brotli', async () => {
    const answers = [await fetch(`${base}/favicon.ico`), await fetch(`${base}/_next/static/chunks/app-1.js`)];
    // The brotli copy is prepared on the first request and served from the next ones.
    for (let i = 0; i < 50; i++) {
      const res = await fetch(`${base}/_next/static/chunks/app-1.js`, { headers: { 'accept-encoding': 'br' } });
      if (res.headers.get('content-encoding') === 'br') {
        answers.push(res);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(answers).toHaveLength(3);
    expect(answers[0]?.status).toBe(404);
    for (const res of answers) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=/);
    }
  });

  it("gives a script a policy it can run under as a worker (its own chunks, the learner's code, Pyodide's WebAssembly), and anything else none", async () => {
    const script = await fetch(`${base}/_next/static/chunks/app-1.js`);
    const policy = script.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'");
    expect(policy).not.toContain("default-src 'none'");
    const icon = await fetch(`${base}/favicon.ico`);
    expect(icon.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('gives the service worker a policy of its own (this origin only, no eval) and asks for it again on each visit', async () => {
    const worker = await fetch(`${base}/sw.js`);
    const policy = worker.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(`${base}/manifest.webmanifest`);
    expect(manifest.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('leaves pages to the proxy (its nonce policy)', async () => {
    const page = await fetch(`${base}/courses`);
    expect(page.headers.get('content-security-policy')).toBeNull();
  });
});
