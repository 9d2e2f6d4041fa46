import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A response that starts before the request body was read to the end (a 413 for a body over
 * the limit, a 401 before an upload is read) says `Connection: close`: the unread rest of the
 * body is still on the wire, so the connection cannot carry another request. Without it the
 * client believes the connection stays open and its next request on it fails. (A body of at most
 * 64 KB the API reads to its end before answering, ADR 0026: this is for the larger ones.)
 */
export function closeConnectionWhenBodyUnread(req: IncomingMessage, res: ServerResponse): void {
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (!hasBody) return;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (!req.complete && !res.headersSent) res.setHeader('Connection', 'close');
    return writeHead.apply(this, args);
  } as typeof writeHead;
}
