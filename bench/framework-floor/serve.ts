import { createServer } from 'node:http';
import next from 'next';
import { createWebRequestHandler } from '../../apps/server/src/web-requests.ts';

/**
 * Serves the framework floor's production build (`next build` in this directory) the way the
 * product's server serves apps/web: the same Node HTTP server, Next.js's request handler behind
 * the same brotli copies of built assets and the same headers (apps/server/src/web-requests.ts).
 * `npm run bench:lighthouse` starts it on FLOOR_PORT; it prints `LISTENING <port>`.
 */
const dir = import.meta.dirname;
const port = Number(process.env.FLOOR_PORT ?? 0);
const app = next({ dev: false, dir, hostname: 'localhost', port });
await app.prepare();
const server = createServer(
  createWebRequestHandler({
    handle: app.getRequestHandler(),
    webDir: dir,
    dev: false,
    servedOverHttps: false,
    scriptsAfterFirstPaint: false,
  }),
);
server.listen(port, () => {
  const address = server.address();
  console.log(`LISTENING ${typeof address === 'object' && address ? address.port : port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
