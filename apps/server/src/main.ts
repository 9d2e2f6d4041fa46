import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { createApp } from '@lp/api/app';
import { loadConfig, shareWithWeb } from '@lp/api/config';
import { DataDirLockedError, openDatabase } from '@lp/api/db/client';
import { DEMO_ACCOUNTS, isEmpty, seed } from '@lp/api/db/seed/seed';
import { createLogger } from '@lp/api/platform/logger';
import { outboxMailer, smtpMailer } from '@lp/api/platform/mail';
import { createRateLimiter } from '@lp/api/platform/rate-limit';
import { storageFor } from '@lp/api/platform/storage';
import next from 'next';
import { buildWeb, webBuildStaleness } from './web-build.ts';

/** The one-process entry (DESIGN §1): /api/* to the Hono app, everything else to Next.js. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const webDir = path.join(root, 'apps/web');
const contractDir = path.join(root, 'packages/contract/src');

const config = loadConfig();
const dev = config.env === 'development';
const logger = createLogger({ level: config.logLevel, pretty: dev });
const serveApi = config.role !== 'web';
const serveWeb = config.role !== 'api';
const closers: (() => Promise<void>)[] = [];

async function startApi() {
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  try {
    handle = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  closers.push(() => handle.close());
  await handle.migrate();
  if (config.seedOnEmpty && (await isEmpty(handle.db))) {
    console.log('Empty database: seeding demo data...');
    await seed(handle.db);
  }
  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom);
  const rateLimiter = createRateLimiter({ pointsPerMinute: config.rateLimitAuthPerMinute, redisUrl: config.redisUrl });
  closers.push(() => rateLimiter.close());
  const app = createApp({ config, db: handle.db, mailer, rateLimiter, storage: storageFor(config.dataDir), logger });
  return getRequestListener(app.fetch);
}

async function startWeb() {
  if (!dev) {
    const reason = webBuildStaleness(webDir, contractDir);
    if (reason) {
      console.log(`Building the web app because ${reason} (this takes a minute or two)...`);
      if (!(await buildWeb(webDir))) {
        console.error('The web build failed; see the output above. Fix the error and run npm start again.');
        process.exit(1);
      }
    }
  }
  const web = next({ dev, dir: webDir, hostname: 'localhost', port: config.port });
  await web.prepare();
  closers.push(() => web.close());
  return web.getRequestHandler();
}

const apiListener = serveApi ? await startApi() : undefined;
const webHandler = serveWeb ? await startWeb() : undefined;

function notServedHere(res: ServerResponse) {
  res.writeHead(404, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: 'This instance does not serve that address.' }));
}

const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  const url = req.url ?? '/';
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
    if (apiListener) return void apiListener(req, res);
    return notServedHere(res);
  }
  if (!webHandler) return notServedHere(res);
  // Layouts read the path to send a visitor to sign in and back (they cannot see the URL otherwise).
  req.headers['x-pathname'] = url;
  return void webHandler(req, res);
});

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  shareWithWeb(`http://127.0.0.1:${port}`);
  const url = config.publicUrl ?? `http://localhost:${port}`;
  console.log(`\nLearnly is running at ${url} (role: ${config.role}${dev ? ', development' : ''})`);
  if (serveApi) {
    console.log('Demo sign-in:');
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email} / ${account.password}  (${account.note})`);
    if (!config.smtpUrl) console.log(`Mail (sign-up and reset codes) is written to ${path.join(config.dataDir, 'outbox')}`);
  }
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: shutting down...`);
  server.close();
  server.closeAllConnections();
  for (const close of closers.reverse()) {
    await close().catch((error) => logger.error({ err: error }, 'error while closing'));
  }
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
