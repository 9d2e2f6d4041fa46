import type { IncomingMessage, ServerResponse } from 'node:http';

/** What the page proxy (apps/web/proxy.ts) leaves out: built files, icons, optimised images, the app's manifest and service worker. */
const ASSET_PATH =
  /^\/(?:_next\/static\/|_next\/image(?:[/?]|$)|favicon\.ico(?:\?|$)|icon\.svg(?:\?|$)|icons\/|manifest\.webmanifest(?:\?|$)|sw\.js(?:\?|$))/;
/** A file is never a document that runs scripts or may be framed. */
const ASSET_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
/**
 * A script's own policy governs it only when it runs as a worker (a page's scripts run under the
 * page's policy): the fix-me workbench's worker imports our chunks, evaluates the learner's code
 * (`new Function`, by design: that is what it is for, off the page) and compiles Pyodide's
 * WebAssembly, all from this origin. With `default-src 'none'` it could not even import its chunks.
 */
const SCRIPT_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
  "connect-src 'self'",
  "img-src 'self' data: blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');
const SCRIPT_PATH = /^\/_next\/static\/[^?]*\.m?js(?:\?|$)/;
/**
 * The service worker's own policy (ADR 0045): one bundled script (no imports, no eval) that fetches
 * and caches this origin's pages, files and API answers.
 */
const SERVICE_WORKER_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');
const SERVICE_WORKER_PATH = /^\/sw\.js(?:\?|$)/;
const PERMISSIONS_POLICY =
  'camera=(self), microphone=(self), geolocation=(), payment=(), usb=(), bluetooth=(), serial=(), hid=()';

/**
 * The security headers of ADR 0011 on what the page proxy does not run for: `/_next/static/*`
 * (ours or Next's answer), `/favicon.ico` (a 404 page when there is none) and the like. Set before
 * the handler answers, so Next's or the brotli copy's own headers are added to them. Pages keep
 * the proxy's (its nonce CSP replaces nothing here: this runs for asset paths only).
 */
export function addAssetSecurityHeaders(req: IncomingMessage, res: ServerResponse, https: boolean): void {
  if (!ASSET_PATH.test(req.url ?? '/')) return;
  const url = req.url ?? '/';
  res.setHeader(
    'Content-Security-Policy',
    SERVICE_WORKER_PATH.test(url)
      ? SERVICE_WORKER_CONTENT_SECURITY_POLICY
      : SCRIPT_PATH.test(url)
        ? SCRIPT_CONTENT_SECURITY_POLICY
        : ASSET_CONTENT_SECURITY_POLICY,
  );
  // The browser asks for a new worker on each visit; a stale one would keep old rules for a day.
  if (SERVICE_WORKER_PATH.test(url)) res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}
