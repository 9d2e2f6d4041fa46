import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);
const PREFIX = '/_next/static/';
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};
/** A path inside the static folder: plain segments only, so nothing outside it is ever read. */
const SAFE_PATH = /^(?:[\w-]+\/)*[\w.-]+\.(?:js|css)$/;

/** Whether an Accept-Encoding header accepts brotli (`br`, not `br;q=0`). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== 'br') return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Next.js compresses what it serves with gzip only. Its scripts and stylesheets under
 * /_next/static never change once built (their names carry a content hash), so each is
 * compressed once with brotli at its best quality, in the background on its first request, and
 * kept in memory: later requests from a browser that accepts br (every current one) get it,
 * 15-20% smaller than gzip. Until a file is ready, and for everything else, Next answers as before.
 * Returns whether it answered.
 */
export function createBrotliAssets(staticDir: string) {
  const ready = new Map<string, Buffer>();
  const pending = new Set<string>();

  function prepare(relative: string) {
    if (pending.has(relative)) return;
    pending.add(relative);
    readFile(path.join(staticDir, relative))
      .then((source) =>
        compress(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        }),
      )
      .then(
        (body) => ready.set(relative, body),
        // A name that is not a file (a stale page asking for an old build's chunk): Next answers 404.
        () => {},
      )
      .finally(() => pending.delete(relative));
  }

  return function serveBrotliAsset(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    if (!url.startsWith(PREFIX) || !acceptsBrotli(req.headers['accept-encoding'])) return false;
    const relative = url.slice(PREFIX.length).split('?')[0] ?? '';
    if (!SAFE_PATH.test(relative)) return false;
    const body = ready.get(relative);
    if (!body) {
      prepare(relative);
      return false;
    }
    res.writeHead(200, {
      'Content-Type': CONTENT_TYPES[path.extname(relative)],
      'Content-Encoding': 'br',
      'Content-Length': body.length,
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
