import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppConfig } from '../config.ts';
import { rewriteRequest } from './rewrite-request.ts';

export type ProxyTrust = Pick<AppConfig, 'trustProxy' | 'trustProxyHops'>;

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
}

/**
 * The caller's address for rate limits. Without TRUST_PROXY, the socket's address. Behind
 * TRUST_PROXY_HOPS proxies of our own, counted from the right as Express's `trust proxy` does:
 * each proxy appends the address it was called from to X-Forwarded-For, so only the last
 * `hops` entries were written by someone we trust; whatever stands left of them the client wrote.
 */
export function clientIp(c: Context, { trustProxy, trustProxyHops }: ProxyTrust): string {
  const socket = socketAddress(c);
  if (!trustProxy) return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // The socket is the nearest proxy; then the entries from the right, one per hop.
  const chain = [socket, ...forwarded.reverse()];
  return chain[Math.min(trustProxyHops, chain.length - 1)] as string;
}

const FORWARDED_ORIGIN_HEADERS = ['x-forwarded-host', 'x-forwarded-proto'];

/**
 * In front of Auth.js, which builds its own address (redirects, callbackUrl, secure cookie names)
 * from X-Forwarded-Host and -Proto: without TRUST_PROXY those are whatever the client wrote, so
 * they are dropped and the request's own Host and scheme count.
 */
export function forwardedOriginOnlyWhenTrusted({ trustProxy }: ProxyTrust) {
  return createMiddleware(async (c, next) => {
    if (trustProxy || !FORWARDED_ORIGIN_HEADERS.some((name) => c.req.raw.headers.has(name))) return next();
    const headers = new Headers(c.req.raw.headers);
    for (const name of FORWARDED_ORIGIN_HEADERS) headers.delete(name);
    rewriteRequest(c, { headers });
    await next();
  });
}
