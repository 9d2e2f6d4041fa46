import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppConfig } from '../config.ts';

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
