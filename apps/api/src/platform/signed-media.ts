import { createHmac, timingSafeEqual } from 'node:crypto';
import { MEDIA_ROUTE_PREFIX, PUBLIC_PREFIX } from './media.ts';
import { isValidStorageKey } from './storage.ts';

/** Files served only with a signature (ADR 0043): `/api/signed-media/<storage key>?expires=…&signature=…`. */
export const SIGNED_MEDIA_PREFIX = '/api/signed-media/';
/** The studio's video outputs: renditions, posters and thumbnails, and captions. */
const SIGNED_FOLDERS = ['studio-video/', 'studio-captions/'];
/** A link lives between three and four hours: the expiry is rounded up to the hour so that one lesson's links repeat (and cache) within an hour. */
const LINK_HOURS = 3;
const HOUR_SECONDS = 3600;

/**
 * Whether a stored key is a studio video file, served only by a signed link. Newer files are
 * private (`studio-video/…`); those transcoded before signed links (`public/studio-video/…`) are
 * refused by the public media route all the same.
 */
export function isSignedMediaKey(key: string): boolean {
  const rest = key.startsWith(PUBLIC_PREFIX) ? key.slice(PUBLIC_PREFIX.length) : key;
  return SIGNED_FOLDERS.some((folder) => rest.startsWith(folder));
}

/** The unsigned path of a stored key (what publishing writes into a lesson; the player signs it). */
export function signedMediaPath(key: string): string {
  return `${SIGNED_MEDIA_PREFIX}${key.split('/').map(encodeURIComponent).join('/')}`;
}

export type MediaLinkCheck = 'valid' | 'expired' | 'invalid';

/**
 * Short-lived links to the studio's video files: an HMAC-SHA256 (a key derived from the app's
 * secret) over the link's path and its expiry, so that a link opens one file until it expires and
 * a changed path, expiry or signature is refused.
 */
export function createMediaSigner(secret: string, now: () => number = Date.now) {
  const key = createHmac('sha256', secret).update('signed-media-links').digest();
  const mac = (path: string, expires: number) => createHmac('sha256', key).update(`${path}\n${expires}`).digest();

  function expiry(): number {
    const seconds = Math.floor(now() / 1000);
    return (Math.floor(seconds / HOUR_SECONDS) + 1 + LINK_HOURS) * HOUR_SECONDS;
  }

  /** A signed link for a path under SIGNED_MEDIA_PREFIX. */
  function signPath(path: string): string {
    const expires = expiry();
    return `${path}?expires=${expires}&signature=${mac(path, expires).toString('base64url')}`;
  }

  /**
   * A lesson's stored video or captions URL as the player gets it: an unsigned signed-media path,
   * or a public path of a studio video file (transcoded before signed links), is signed; any other
   * URL (the seed's static clips under /media) is answered as it is.
   */
  function signUrl(url: string): string;
  function signUrl(url: string | null): string | null;
  function signUrl(url: string | null): string | null {
    if (url === null) return null;
    if (url.startsWith(SIGNED_MEDIA_PREFIX)) return signPath(url.split('?')[0]!);
    if (url.startsWith(MEDIA_ROUTE_PREFIX)) {
      const key = `${PUBLIC_PREFIX}${url.slice(MEDIA_ROUTE_PREFIX.length)}`;
      if (isSignedMediaKey(key)) return signPath(`${SIGNED_MEDIA_PREFIX}${key}`);
    }
    return url;
  }

  return {
    /** A signed link for a stored key of a studio video file. */
    signKey(storageKey: string): string {
      if (!isValidStorageKey(storageKey) || !isSignedMediaKey(storageKey))
        throw new Error(`not a signed media key: ${storageKey}`);
      return signPath(signedMediaPath(storageKey));
    },
    signUrl,
    /** Checks a link: `path` is the raw request path, `expires` and `signature` its query values. */
    check(path: string, expires: string | undefined, signature: string | undefined): MediaLinkCheck {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return 'invalid';
      // Compared as text: another spelling of the same bytes (base64url's spare bits) is not the link we made.
      const given = Buffer.from(signature);
      const wanted = Buffer.from(mac(path, Number(expires)).toString('base64url'));
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return 'invalid';
      return Number(expires) * 1000 <= now() ? 'expired' : 'valid';
    },
    /** Seconds a link may be cached: until it expires. */
    secondsLeft(expires: string): number {
      return Math.max(0, Number(expires) - Math.floor(now() / 1000));
    },
  };
}

export type MediaSigner = ReturnType<typeof createMediaSigner>;
