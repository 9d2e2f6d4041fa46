import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import { z } from 'zod';
import { isDatabaseReady } from '../../db/client.ts';
import { publicAccess } from '../../platform/access.ts';
import type { AppDeps, AppEnv } from '../../platform/context.ts';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../../platform/error-handler.ts';
import { ApiError } from '../../platform/errors.ts';
import { createRouter, dataResponse, defineRoute, errorResponses } from '../../platform/openapi.ts';

const health = defineRoute({
  method: 'get',
  path: '/health',
  middleware: [publicAccess] as const,
  tags: ['system'],
  summary: 'The process is up',
  responses: { 200: dataResponse(z.object({ status: z.literal('ok') }), 'Up') },
});

const ready = defineRoute({
  method: 'get',
  path: '/ready',
  middleware: [publicAccess] as const,
  tags: ['system'],
  summary: 'The database answers and the data directory takes writes',
  responses: { 200: dataResponse(z.object({ status: z.literal('ready') }), 'Ready'), ...errorResponses() },
});

/**
 * Whether the data directory (the embedded database, uploads, the outbox) takes a small write: a
 * full disk answered 500 on every write while readiness stayed 200.
 */
async function dataDirTakesWrites(dataDir: string): Promise<boolean> {
  const probe = path.join(dataDir, `.ready-probe-${process.pid}`);
  try {
    await mkdir(dataDir, { recursive: true });
    await writeFile(probe, Buffer.alloc(4096), { flush: true });
    await rm(probe, { force: true });
    return true;
  } catch {
    return false;
  }
}

export function systemRouter({ db, config }: Pick<AppDeps, 'db' | 'config'>) {
  return createRouter()
    .openapi(health, (c) => c.json({ data: { status: 'ok' as const } }, 200))
    .openapi(ready, async (c) => {
      const retry = { 'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS) };
      if (!(await isDatabaseReady(db))) throw new ApiError(503, 'The database is not answering.', undefined, retry);
      if (!(await dataDirTakesWrites(config.dataDir))) {
        throw new ApiError(503, 'The data directory does not take writes (is the disk full?).', undefined, retry);
      }
      return c.json({ data: { status: 'ready' as const } }, 200);
    });
}

const DOC_ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};
/** Served as a file so the page's CSP needs no inline script. */
const DOCS_INIT_SCRIPT = "window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs', deepLinking: true });\n";
/** Swagger UI styles elements inline and draws icons from data: URLs. */
export const DOCS_CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; " +
  "font-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** /api/docs: the OpenAPI reference rendered by Swagger UI, served from our own node_modules (no CDN). */
export function docsRouter() {
  const assetsDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Learnly API reference</title><link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="docs"></div><script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body></html>`;
  return new Hono<AppEnv>()
    .get('/docs', (c) => c.html(page, 200, { 'Content-Security-Policy': DOCS_CONTENT_SECURITY_POLICY }))
    .get('/docs/init.js', (c) =>
      c.body(DOCS_INIT_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
    )
    .get('/docs/:asset', async (c) => {
      const asset = c.req.param('asset');
      const type = DOC_ASSETS[asset];
      if (!type) throw new ApiError(404, 'There is nothing at this address.');
      const body = await readFile(path.join(assetsDir, asset));
      return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
    });
}
