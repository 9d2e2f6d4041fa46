import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { hasSessionCookie } from '@lp/contract/session-cookie';

/** What a visitor's page may be kept as: by the browser only, revalidated before reuse. */
export const VISITOR_PAGE_CACHE_CONTROL = 'private, no-cache';

/**
 * Next.js marks every dynamic page `no-store`, and Chromium never keeps a `no-store` page in the
 * back/forward cache. A page served to a visitor without a session holds nothing of theirs, so it
 * is sent `private, no-cache` instead: the browser may keep it for Back and Forward but asks again
 * before reusing it otherwise, and no shared cache keeps it. A signed-in page stays `no-store`,
 * so Back after signing out never shows an account's page (ADR 0019).
 */
export function allowBackForwardCacheForVisitors(req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return;
  if (hasSessionCookie(req.headers.cookie)) return;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const passed = rest.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
    if (
      statusCode === 200 &&
      isHtml(headerOf(res, passed, 'content-type')) &&
      isNoStore(headerOf(res, passed, 'cache-control'))
    ) {
      if (passed) for (const name of Object.keys(passed)) if (name.toLowerCase() === 'cache-control') delete passed[name];
      res.setHeader('Cache-Control', VISITOR_PAGE_CACHE_CONTROL);
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as typeof writeHead;
}

/** A header as the response will send it: one passed to writeHead wins over one set before. */
function headerOf(res: ServerResponse, passed: OutgoingHttpHeaders | undefined, name: string): string | undefined {
  const fromPassed = passed && Object.entries(passed).find(([key]) => key.toLowerCase() === name)?.[1];
  const value = fromPassed ?? res.getHeader(name);
  return value === undefined ? undefined : String(value);
}

function isHtml(contentType: string | undefined): boolean {
  return contentType?.startsWith('text/html') ?? false;
}

/** Only Next's blanket `no-store` is replaced; a page that chose its own caching keeps it. */
function isNoStore(cacheControl: string | undefined): boolean {
  return cacheControl === undefined || cacheControl.includes('no-store');
}
