import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { withReplicaReads } from '../db/read-routing.ts';
import type { AppEnv } from './context.ts';

/** Set on a browser for a few seconds after its write: its reads go to the primary meanwhile. */
export const READ_PRIMARY_COOKIE = 'lp_read_primary';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Read-your-writes with read replicas (ADR 0042): a safe request may read from a replica unless
 * its browser wrote within `seconds`; a write that succeeded sets a cookie that says so for that
 * long. A replica a few hundred milliseconds behind would otherwise show a learner the page without
 * the answer they just posted. The cookie carries no identity (a browser that sends it always
 * only reads from the primary). Without replicas this does nothing.
 */
export function readYourWrites(options: { replicas: boolean; seconds: number; secure: boolean }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!options.replicas) return next();
    const safe = SAFE_METHODS.has(c.req.method);
    const pinned = getCookie(c, READ_PRIMARY_COOKIE) !== undefined;
    await withReplicaReads(safe && !pinned, next);
    if (!safe && c.res.status < 400) {
      setCookie(c, READ_PRIMARY_COOKIE, '1', {
        maxAge: options.seconds,
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        secure: options.secure,
      });
    }
  });
}
