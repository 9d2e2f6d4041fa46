import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { addAssetSecurityHeaders } from './asset-headers.ts';
import { createBrotliAssets } from './brotli-assets.ts';
import { allowBackForwardCacheForVisitors } from './page-cache.ts';

type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/**
 * How the server answers a request for the web (everything but /api): the assets' security
 * headers, the brotli copy of a built script or stylesheet when one is ready, else Next.js, with
 * the path passed to layouts and a visitor's page allowed into the back/forward cache. Also what
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
}): (req: IncomingMessage, res: ServerResponse) => void {
  const serveBrotliAsset = options.dev ? undefined : createBrotliAssets(path.join(options.webDir, '.next', 'static'));
  return (req, res) => {
    addAssetSecurityHeaders(req, res, options.servedOverHttps);
    if (serveBrotliAsset?.(req, res)) return;
    // Layouts read the path to send a visitor to sign in and back (they cannot see the URL otherwise).
    req.headers['x-pathname'] = req.url ?? '/';
    allowBackForwardCacheForVisitors(req, res);
    void options.handle(req, res);
  };
}
