import { Readable } from 'node:stream';
import { MESSAGES } from '@lp/contract/messages';
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';
import { ApiError } from './errors.ts';
import type { ByteRange, Storage } from './storage.ts';

/** The one range of `Range: bytes=a-b | a- | -n`, or 'unsatisfiable', or null to send the whole file. */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges or another unit: answering with the whole file is allowed (RFC 9110 §14.2).
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

const etagMatches = (header: string | undefined, etag: string) =>
  header?.split(',').some((value) => value.trim().replace(/^W\//, '') === etag || value.trim() === '*') ?? false;

/**
 * Answers with a stored file, streamed: ETag and If-None-Match (304), Range (206/416), HEAD.
 * A missing file is the 404 envelope without the caller's caching headers.
 */
export async function serveStored<E extends AppEnv>(
  c: Context<E>,
  storage: Storage,
  key: string,
  options: { contentType: string; headers: Record<string, string> },
): Promise<Response> {
  const info = await storage.stat(key);
  if (!info) throw new ApiError(404, MESSAGES.notFound);
  const headers: Record<string, string> = {
    ...options.headers,
    'Content-Type': options.contentType,
    ETag: info.etag,
    'Last-Modified': info.lastModified.toUTCString(),
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
  };
  if (etagMatches(c.req.header('if-none-match'), info.etag)) return c.body(null, 304, headers);

  const range = parseRange(c.req.header('range'), info.size);
  if (range === 'unsatisfiable') {
    throw new ApiError(416, MESSAGES.rangeNotSatisfiable, undefined, { 'Content-Range': `bytes */${info.size}` });
  }
  const status = range ? 206 : 200;
  if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${info.size}`;
  headers['Content-Length'] = String(range ? range.end - range.start + 1 : info.size);
  if (c.req.method === 'HEAD' || info.size === 0) return c.body(null, status, headers);

  const stream = await storage.getStream(key, range ?? undefined);
  if (!stream) throw new ApiError(404, MESSAGES.notFound);
  return c.body(Readable.toWeb(stream) as ReadableStream, status, headers);
}
