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
const multipartLimit = bodyLimit({
  maxSize: MULTIPART_BODY_LIMIT_BYTES,
  onError: () => {
    throw new ApiError(413, MESSAGES.bodyTooLarge);
  },
});

/** Caps every body before anything reads it: JSON and forms small, multipart larger. */
export const bodyLimits = createMiddleware<AppEnv>((c, next) => (isMultipart(c) ? multipartLimit(c, next) : jsonLimit(c, next)));

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
