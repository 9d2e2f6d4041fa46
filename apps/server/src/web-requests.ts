import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { constants } from 'node:zlib';
import compression from 'compression';
import { addAssetSecurityHeaders } from './asset-headers.ts';
import { createBrotliAssets } from './brotli-assets.ts';
import { deferPageScripts } from './deferred-scripts.ts';
import { allowBackForwardCacheForVisitors } from './page-cache.ts';

type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/**
 * Pages and everything else Next.js answers are compressed here, not by Next (which knows gzip
 * only: `compress: false` in apps/web/next.config.ts): brotli at quality 5 to a browser that
 * accepts it, else gzip (ADR 0038). Next flushes after each streamed chunk (`res.flush()`), so
 * Suspense boundaries still arrive as they resolve.
 */
const compressResponse = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } });

/**
 * How the server answers a request for the web (everything but /api): the assets' security
 * headers, the brotli copy of a built script or stylesheet when one is ready, else Next.js,
 * compressed, with the path passed to layouts and a visitor's page allowed into the back/forward
 * cache. Also what
 * `npm run bench:lighthouse` serves its framework floor with (bench/framework-floor/serve.ts), so
 * that the floor and our pages differ only in the app.
 */
export function createWebRequestHandler(options: {
  handle: NextHandler;
  /** The web app's directory; built assets are served with brotli from its .next/static. */
  webDir: string;
  /** The development server rebuilds its chunks as files change: brotli only for a build. */
  dev: boolean;
  servedOverHttps: boolean;
  /**
   * Pages start their scripts after their first screen has painted (deferred-scripts.ts, ADR 0049).
   * The product's server does; the framework floor of `npm run bench:lighthouse` is Next.js as it
   * comes, so it does not.
   */
  scriptsAfterFirstPaint: boolean;
}): (req: IncomingMessage, res: ServerResponse) => void {
  const serveBrotliAsset = options.dev ? undefined : createBrotliAssets(path.join(options.webDir, '.next', 'static'));
  return (req, res) => {
    addAssetSecurityHeaders(req, res, options.servedOverHttps);
    if (serveBrotliAsset?.(req, res)) return;
    // Layouts read the path to send a visitor to sign in and back (they cannot see the URL otherwise).
    req.headers['x-pathname'] = req.url ?? '/';
    allowBackForwardCacheForVisitors(req, res);
    // compression's types are Express's; it uses only Node's request and response.
    compressResponse(req as never, res as never, () => {
      if (options.scriptsAfterFirstPaint) deferPageScripts(res);
      void options.handle(req, res);
    });
  };
}
