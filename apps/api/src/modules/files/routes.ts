import { MESSAGES } from '@lp/contract/messages';
import { z } from 'zod';
import { publicAccess, signedIn } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { findOwnedFile } from '../../platform/files.ts';
import { contentTypeForKey, PUBLIC_PREFIX } from '../../platform/media.ts';
import { createRouter, documentedPath, errorResponses } from '../../platform/openapi.ts';
import { serveStored } from '../../platform/serve-stored.ts';
import { isSignedMediaKey, type MediaSigner, SIGNED_MEDIA_PREFIX } from '../../platform/signed-media.ts';
import { isValidStorageKey } from '../../platform/storage.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Each raw path segment percent-decoded once; null when one cannot be or hides a slash. */
function decodeSegments(rest: string): string[] | null {
  const segments: string[] = [];
  for (const raw of rest.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment.includes('/') || segment.includes('\\')) return null;
    segments.push(segment);
  }
  return segments;
}

/** The part of the raw request path after `marker` (not a decoded path: decoding is done once, per segment). */
function rawPathAfter(url: string, marker: string): string | null {
  const pathname = new URL(url).pathname;
  const at = pathname.indexOf(marker);
  return at < 0 ? null : pathname.slice(at + marker.length);
}

/**
 * The stored key a media path names, or null: each segment percent-decoded once, then the whole
 * key checked against the server's own key shape (no `..`, no empty or absolute segments, no NUL,
 * no encoded slashes), so nothing outside `public/` can be named.
 */
export function mediaKeyFromPath(rest: string): string | null {
  const segments = decodeSegments(rest);
  if (!segments) return null;
  const key = `${PUBLIC_PREFIX}${segments.join('/')}`;
  return isValidStorageKey(key) ? key : null;
}

/** The private key a files path names (never a public one), or null. */
export function privateKeyFromPath(rest: string): string | null {
  const segments = decodeSegments(rest);
  if (!segments) return null;
  const key = segments.join('/');
  return isValidStorageKey(key) && !key.startsWith(PUBLIC_PREFIX) ? key : null;
}

/** `filename*=UTF-8''…` (RFC 6266 / 8187) with a plain ASCII fallback. */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Mounted at /api: `GET /media/<key>` serves `public/<key>` to anyone, cached for a year (keys carry a content hash). */
export function mediaRouter({ storage }: Pick<AppDeps, 'storage'>) {
  const router = createRouter();
  // Served by a wildcard route (a key has slashes), so documented by hand.
  router.openAPIRegistry.registerPath(
    documentedPath(publicAccess, {
      method: 'get',
      path: '/media/{key}',
      tags: ['files'],
      summary: 'A public stored file (cover, logo, avatar, post image) by its key below public/; cached for a year',
      request: { params: z.object({ key: z.string().openapi({ example: 'covers/3f9a.webp' }) }) },
      responses: {
        200: {
          description: 'The file (Range requests answered with 206)',
          content: { '*/*': { schema: z.string().openapi({ format: 'binary' }) } },
        },
        ...errorResponses(404),
      },
    }),
  );
  return router.get('/media/*', publicAccess, async (c) => {
    const rest = rawPathAfter(c.req.url, '/media/');
    const key = rest === null ? null : mediaKeyFromPath(rest);
    if (!key) throw new ApiError(404, MESSAGES.notFound);
    // A studio video file stored under public/ before signed links existed: only its signed link serves it.
    if (isSignedMediaKey(key)) throw new ApiError(403, MESSAGES.mediaLinkInvalid);
    return serveStored(c, storage, key, { contentType: contentTypeForKey(key), headers: { 'Cache-Control': IMMUTABLE } });
  });
}

/**
 * Mounted at /api: `GET /signed-media/<key>?expires=…&signature=…` serves a studio video file
 * (rendition, poster, thumbnail, captions) to whoever holds a link the API signed for a learner
 * who may watch it (ADR 0043); without one, or with an expired or altered one, 403.
 */
export function signedMediaRouter({ storage, signer }: Pick<AppDeps, 'storage'> & { signer: MediaSigner }) {
  const router = createRouter();
  router.openAPIRegistry.registerPath(
    documentedPath(publicAccess, {
      method: 'get',
      path: '/signed-media/{key}',
      tags: ['files'],
      summary:
        "A studio video's rendition, poster or captions by a signed link (handed out by the course player for a few hours); 403 without a valid one",
      request: {
        params: z.object({ key: z.string().openapi({ example: 'studio-video/0b6e…/720p.mp4' }) }),
        query: z.object({ expires: z.string().openapi({ example: '1764400000' }), signature: z.string() }),
      },
      responses: {
        200: {
          description: 'The file (Range requests answered with 206)',
          content: { '*/*': { schema: z.string().openapi({ format: 'binary' }) } },
        },
        ...errorResponses(403, 404),
      },
    }),
  );
  return router.get('/signed-media/*', publicAccess, async (c) => {
    const path = new URL(c.req.url).pathname;
    const rest = rawPathAfter(c.req.url, SIGNED_MEDIA_PREFIX);
    const segments = rest === null ? null : decodeSegments(rest);
    const key = segments?.join('/') ?? null;
    // Nothing but studio video files is ever served here.
    if (!key || !isValidStorageKey(key) || !isSignedMediaKey(key)) throw new ApiError(404, MESSAGES.notFound);
    const expires = c.req.query('expires');
    const verdict = signer.check(path, expires, c.req.query('signature'));
    if (verdict !== 'valid')
      throw new ApiError(403, verdict === 'expired' ? MESSAGES.mediaLinkExpired : MESSAGES.mediaLinkInvalid);
    return serveStored(c, storage, key, {
      contentType: contentTypeForKey(key),
      headers: { 'Cache-Control': `private, max-age=${signer.secondsLeft(expires!)}` },
    });
  });
}

/**
 * Mounted at /api: `GET /core/files/<key>` serves a private stored file to its owner only; anyone
 * else (signed in) gets the same 404 as for a key that does not exist.
 */
export function filesRouter({ db, storage }: Pick<AppDeps, 'db' | 'storage'>) {
  const router = createRouter();
  router.openAPIRegistry.registerPath(
    documentedPath(signedIn, {
      method: 'get',
      path: '/core/files/{key}',
      tags: ['files'],
      summary: 'A private stored file (a résumé, a recorded answer), to its owner only; anyone else gets 404',
      request: { params: z.object({ key: z.string().openapi({ example: 'resumes/2026/11/3f9a.pdf' }) }) },
      responses: {
        200: {
          description: 'The file, as an attachment',
          content: { '*/*': { schema: z.string().openapi({ format: 'binary' }) } },
        },
        ...errorResponses(401, 404),
      },
    }),
  );
  return router.get('/core/files/*', signedIn, async (c) => {
    const user = c.var.user;
    const rest = rawPathAfter(c.req.url, '/core/files/');
    const key = rest === null ? null : privateKeyFromPath(rest);
    const file = key ? await findOwnedFile(db, key, user.id) : null;
    if (!file) throw new ApiError(404, MESSAGES.notFound);
    return serveStored(c, storage, file.key, {
      contentType: file.mime,
      headers: { 'Content-Disposition': attachmentDisposition(file.filename), 'Cache-Control': 'private, no-store' },
    });
  });
}
