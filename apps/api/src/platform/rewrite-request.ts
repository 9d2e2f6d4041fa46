import type { Context } from 'hono';

/**
 * Hands the rest of the chain the same request with another URL or headers (a guard that drops
 * what Auth.js must not read). The body is passed on unread, as a stream.
 */
export function rewriteRequest(c: Context, changes: { url?: string | URL; headers: Headers }): void {
  const original = c.req.raw;
  c.req.raw = new Request(changes.url ?? original.url, {
    method: original.method,
    headers: changes.headers,
    body: original.body,
    signal: original.signal,
    duplex: 'half',
  } as RequestInit);
}
