import cluster from 'node:cluster';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { loadConfig, shareWithWeb } from '@lp/api/config';
import { openDatabase } from '@lp/api/db/client';
import { DataDirLockedError } from '@lp/api/db/data-dir-lock';
import { DEMO_ACCOUNTS, isEmpty, seed } from '@lp/api/db/seed/seed';
import { createLogger } from '@lp/api/platform/logger';
import { answerClusterScrapes } from '@lp/api/platform/metrics';
import { prewarmPdfChecks } from '@lp/api/platform/pdf-worker';
import { storageFromConfig } from '@lp/api/platform/storage-s3';
import { flushSpans } from '@lp/api/platform/trace-spans';
import { createApiRuntime } from '@lp/api/runtime';
import { processCount, superviseWorkers } from './cluster.ts';
import { takeEarlyDatabase } from './early-database.ts';
import { startMetricsServer } from './metrics-server.ts';
import { createShutdown } from './shutdown.ts';
import { closeConnectionWhenBodyUnread } from './unread-body.ts';
import { buildWeb, webBuildStaleness } from './web-build.ts';
import { createWebRequestHandler } from './web-requests.ts';

/** The one-process entry (DESIGN §1): /api/* to the Hono app, everything else to Next.js. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const webDir = path.join(root, 'apps/web');
const contractDir = path.join(root, 'packages/contract/src');

const config = loadConfig();
const dev = config.env === 'development';
const logger = createLogger({ level: config.logLevel, pretty: dev });
if (config.payments.gateway === 'test' && config.payments.allowedInProduction) {
  const warning =
    'PAYMENTS_ALLOW_TEST_GATEWAY=true: payments go to the built-in TEST gateway, whose checkout approves without taking money. Anyone can get premium for free. Never use this for real customers.';
  console.warn(`\n${'!'.repeat(100)}\n${warning}\n${'!'.repeat(100)}\n`);
  logger.warn({ paymentsGateway: 'test' }, warning);
}
const serveApi = config.role !== 'web';
const serveWeb = config.role !== 'api';
const shutdown = createShutdown({
  deadlineMs: config.shutdownDeadlineSeconds * 1000,
  log: (message) => console.log(message),
  // In a cluster the primary passes every signal on; a terminal's Ctrl-C also reaches each process.
  exitOnSecondSignal: !cluster.isWorker,
});
// The last spans leave before the process exits (nothing to do when tracing is off).
shutdown.afterRequests(() => flushSpans());
const processes = processCount(config);
/** One of several processes: the primary has migrated, seeded and built before forking it. */
const prepared = cluster.isWorker;

async function prepareDatabase(handle: Awaited<ReturnType<typeof openDatabase>>) {
  await handle.migrate();
  if (config.seedOnEmpty && (await isEmpty(handle.db))) {
    console.log('Empty database: seeding demo data...');
    await seed(handle.db, undefined, { storage: storageFromConfig(config), demoVideo: config.seedDemoVideo });
  }
}

async function buildWebIfStale() {
  const reason = webBuildStaleness(webDir, contractDir);
  if (reason) {
    console.log(`Building the web app because ${reason} (this takes a minute or two)...`);
    if (!(await buildWeb(webDir))) {
      console.error('The web build failed; see the output above. Fix the error and run npm start again.');
      process.exit(1);
    }
  }
}

async function startApi() {
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  try {
    handle = await openDatabase(config, takeEarlyDatabase());
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  shutdown.afterRequests(() => handle.close());
  if (!prepared) await prepareDatabase(handle);
  const api = createApiRuntime(config, { database: handle, logger });
  // Streams end and the runner stops at once; the listeners close after the last request.
  shutdown.onShutdown(() => api.stop());
  shutdown.afterRequests(() => api.close());
  api.start();
  prewarmPdfChecks();
  return getRequestListener(api.app.fetch);
}

async function startWeb() {
  if (!dev && !prepared) await buildWebIfStale();
  // Imported here, not at the top: an API-only process (APP_ROLE=api) does not load Next.js at all.
  const { default: next } = await import('next');
  const web = next({ dev, dir: webDir, hostname: 'localhost', port: config.port });
  await web.prepare();
  shutdown.afterRequests(() => web.close());
  const servedOverHttps = Boolean(config.publicUrl?.startsWith('https:'));
  return createWebRequestHandler({ handle: web.getRequestHandler(), webDir, dev, servedOverHttps, scriptsAfterFirstPaint: !dev });
}

/** How long an idle keep-alive connection stays open: longer than the proxies' idle timeout in front. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

async function serve() {
  // Side by side: the database's migrations and Next.js's preparation do not wait for each other.
  const [apiListener, web] = await Promise.all([serveApi ? startApi() : undefined, serveWeb ? startWeb() : undefined]);

  function notServedHere(res: ServerResponse) {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'This instance does not serve that address.' }));
  }

  if (config.metrics) {
    // A worker of several answers the primary's scrapes; the primary alone listens (below).
    if (cluster.isWorker) answerClusterScrapes();
    else await serveMetrics(false);
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    closeConnectionWhenBodyUnread(req, res);
    const url = req.url ?? '/';
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
      if (apiListener) return void apiListener(req, res);
      return notServedHere(res);
    }
    if (!web) return notServedHere(res);
    return web(req, res);
  });

  // An idle keep-alive connection is closed by the client or the load balancer in front (60 s is
  // the usual idle timeout), never by us first: with Node's 5 s, a request sent on a connection the
  // server was closing at that instant failed with ECONNRESET (a proxy answers those with a 502).
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    shareWithWeb(`http://127.0.0.1:${port}`);
    const url = config.publicUrl ?? `http://localhost:${port}`;
    console.log(`\nLearnly is running at ${url} (role: ${config.role}${dev ? ', development' : ''})`);
    if (serveApi && (cluster.worker?.id ?? 1) === 1) {
      console.log('Demo sign-in:');
      for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email} / ${account.password}  (${account.note})`);
      if (!config.smtpUrl) console.log(`Mail (sign-up and reset codes) is written to ${path.join(config.dataDir, 'outbox')}`);
    }
  });

  process.on('SIGINT', () => void shutdown.run(server, 'SIGINT'));
  process.on('SIGTERM', () => void shutdown.run(server, 'SIGTERM'));
}

/** /metrics on METRICS_PORT; the listener does not keep the process alive on shutdown. */
async function serveMetrics(ofCluster: boolean) {
  if (!config.metrics) return;
  const metricsServer = await startMetricsServer({ ...config.metrics, cluster: ofCluster });
  metricsServer.unref();
  console.log(`Metrics (Prometheus) at http://${config.metrics.host}:${config.metrics.port}/metrics`);
}

if (processes.note) console.log(processes.note);
if (cluster.isPrimary && processes.count > 1) {
  // Migrations, the demo seed and the web build happen once, here, before the processes start.
  if (serveApi) {
    const handle = await openDatabase(config, takeEarlyDatabase());
    try {
      await prepareDatabase(handle);
    } finally {
      await handle.close();
    }
  }
  if (serveWeb && !dev) await buildWebIfStale();
  await serveMetrics(true);
  console.log(`Starting ${processes.count} server processes (WEB_CONCURRENCY) on one port...`);
  superviseWorkers({ count: processes.count, deadlineMs: config.shutdownDeadlineSeconds * 1000, log: (m) => console.log(m) });
} else {
  await serve();
}
