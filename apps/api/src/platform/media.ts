import { createHash } from 'node:crypto';
import type { Storage } from './storage.ts';

/** Stored keys under this folder are public: served to anyone at `/api/media/<rest of key>`. */
export const PUBLIC_PREFIX = 'public/';
export const MEDIA_ROUTE_PREFIX = '/api/media/';

/** Content types of the public files we store and serve, by extension. Anything else is served as bytes. */
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  txt: 'text/plain; charset=utf-8',
  vtt: 'text/vtt; charset=utf-8',
};

export function contentTypeForKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** `public/covers/ab12.webp` → `/api/media/covers/ab12.webp` (same origin as the web pages). */
export function publicMediaUrl(key: string): string {
  if (!key.startsWith(PUBLIC_PREFIX)) throw new Error(`not a public storage key: ${key}`);
  return `${MEDIA_ROUTE_PREFIX}${key.slice(PUBLIC_PREFIX.length)}`;
}

/** `public/<folder>/<sha256 of the bytes>.<extension>`: the key changes whenever the bytes do. */
export function contentHashedKey(folder: string, bytes: Uint8Array, extension: string): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return `${PUBLIC_PREFIX}${folder}/${hash}.${extension}`;
}

/**
 * Stores a public file under a key made from its content hash (so it can be cached forever) and
 * returns the key; storing the same bytes again is a no-op. `folder` is e.g. `covers` or `avatars`.
 */
export async function storePublicMedia(storage: Storage, folder: string, bytes: Uint8Array, extension: string): Promise<string> {
  const key = contentHashedKey(folder, bytes, extension);
  if (!(await storage.stat(key))) await storage.put(key, bytes, contentTypeForKey(key));
  return key;
}
