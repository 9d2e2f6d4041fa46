import { JSON_BODY_LIMIT_BYTES } from '@lp/contract/constants';
import { MESSAGES } from '@lp/contract/messages';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';
import { ApiError } from './errors.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The largest multipart body any route reads; each upload route checks its own, smaller, limit. */
export const MULTIPART_BODY_LIMIT_BYTES = 12 * 1024 * 1024;

const isMultipart = (c: Context) => (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

const jsonLimit = bodyLimit({
  maxSize: JSON_BODY_LIMIT_BYTES,
  onError: () => {
    throw new ApiError(413, MESSAGES.bodyTooLarge);
  },
});
/** The error a multipart body stream fails with once it passes MULTIPART_BODY_LIMIT_BYTES. */
export class BodyTooLargeError extends Error {
  constructor() {
    super('multipart body over the limit');
  }
}

/**
 * Hono's bodyLimit buffers a body sent without Content-Length to count it; an upload must stream.
 * A declared length over the limit is refused at once; otherwise the body is counted as it is read
 * and the stream fails past the limit (the upload reader answers 413).
 */
const multipartLimit = createMiddleware<AppEnv>(async (c, next) => {
  const declared = c.req.header('content-length');
  if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
    if (Number(declared) > MULTIPART_BODY_LIMIT_BYTES) {
      throw new ApiError(413, MESSAGES.bodyTooLarge, undefined, { Connection: 'close' });
    }
    return next();
  }
  const body = c.req.raw.body;
  if (!body) return next();
  let size = 0;
  const counted = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > MULTIPART_BODY_LIMIT_BYTES) controller.error(new BodyTooLargeError());
        else controller.enqueue(chunk);
      },
    }),
  );
  c.req.raw = new Request(c.req.raw, { body: counted, duplex: 'half' } as RequestInit);
  await next();
});

/**
 * Paths whose handler streams its own, larger body to disk and bounds it itself: the studio's
 * resumable video uploads (tus, ADR 0035: @tus/server refuses an Upload-Length over 2 GB and
 * writes each PATCH body to its file as it arrives, never holding it).
 */
export const SELF_LIMITED_BODY_PATHS = ['/api/studio/uploads'] as const;
const selfLimited = (c: Context) => SELF_LIMITED_BODY_PATHS.some((p) => c.req.path === p || c.req.path.startsWith(`${p}/`));

/** Caps every body before anything reads it: JSON and forms small, multipart larger. */
export const bodyLimits = createMiddleware<AppEnv>((c, next) =>
  selfLimited(c) ? next() : isMultipart(c) ? multipartLimit(c, next) : jsonLimit(c, next),
);

/** A body declared this small is read to its end before any answer (drainSmallBodies); a larger one is not waited for. */
export const DRAIN_BODY_MAX_BYTES = 64 * 1024;
/** How long a small body may take to arrive before the answer goes out anyway (and the connection closes). */
export const DRAIN_DEADLINE_MS = 5_000;

/** Whether the request declares a body of at most DRAIN_BODY_MAX_BYTES (a chunked body is never small: its length is unknown). */
export function hasSmallDeclaredBody(c: Context): boolean {
  if (c.req.header('transfer-encoding') !== undefined) return false;
  const length = Number(c.req.header('content-length') ?? 0);
  return length > 0 && length <= DRAIN_BODY_MAX_BYTES;
}

/**
 * An answer sent before the request body arrived (a visitor's 401 before an upload is read) is
 * otherwise lost half the time: the server closes the connection with the rest unread, and the
 * client, still writing, gets EPIPE or a reset instead of the answer. So a small body (declared
 * length up to DRAIN_BODY_MAX_BYTES) that the route left unread is read to its end and dropped
 * before the answer goes out, and the connection stays open. A larger or chunked body is not
 * waited for: the answer says `Connection: close` and the rest is never read (ADR 0026).
 */
export const drainSmallBodies = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!hasSmallDeclaredBody(c)) return;
  const body = c.req.raw.body;
  if (!body || body.locked) return;
  if (await readToEnd(body, DRAIN_DEADLINE_MS)) c.res.headers.delete('Connection');
});

/** Reads `body` to its end and drops it; false if it failed or did not end within `deadlineMs`. */
export async function readToEnd(body: ReadableStream<Uint8Array>, deadlineMs: number): Promise<boolean> {
  const reader = body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), deadlineMs);
  });
  try {
    for (;;) {
      const chunk = await Promise.race([reader.read(), late]);
      if (chunk === 'late') {
        void reader.cancel().catch(() => {});
        return false;
      }
      if (chunk.done) return true;
    }
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Our JSON routes take JSON (or multipart where an upload is expected); anything else is a 415. */
export const jsonOrMultipartOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (UNSAFE_METHODS.has(c.req.method)) {
    const hasBody = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const accepted = type === 'application/json' || type.endsWith('+json') || type === 'multipart/form-data';
    if (hasBody && !accepted) throw new ApiError(415, MESSAGES.unsupportedMediaType);
  }
  await next();
});

/**
 * Cookie-authenticated unsafe requests must come from our own pages (DESIGN §4): a browser
 * always sends Origin (or Sec-Fetch-Site) on them, and a foreign one is refused.
 */
export function sameOrigin(publicUrl: string | undefined) {
  const allowed = publicUrl ? new URL(publicUrl).origin : undefined;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (UNSAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      if (origin !== undefined) {
        const own = new URL(c.req.url).origin;
        if (origin !== own && origin !== allowed) throw new ApiError(403, MESSAGES.crossOrigin);
      } else if (c.req.header('sec-fetch-site') === 'cross-site') {
        throw new ApiError(403, MESSAGES.crossOrigin);
      }
    }
    await next();
  });
}

/** What every API answer carries; a route that serves a page of its own (e.g. /api/docs) sets its own CSP first. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Security headers on every API answer, errors included; a header the route already set is kept. */
export function securityHeaders(publicUrl: string | undefined) {
  const headers: Record<string, string> = {
    'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
  if (publicUrl?.startsWith('https:')) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  const entries = Object.entries(headers);
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    for (const [name, value] of entries) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  });
}
