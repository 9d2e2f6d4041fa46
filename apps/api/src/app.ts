import { authHandler, initAuthConfig } from '@hono/auth-js';
import { OpenAPIHono } from '@hono/zod-openapi';
import { MESSAGES } from '@lp/contract/messages';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { requestId } from 'hono/request-id';
import { accountsRouter } from './modules/accounts/routes.ts';
import { createAccountsService } from './modules/accounts/service.ts';
import { bannersRouter } from './modules/banners/routes.ts';
import { coursesRouter } from './modules/courses/routes.ts';
import { enquiriesRouter } from './modules/enquiries/routes.ts';
import { institutesRouter } from './modules/institutes/routes.ts';
import { jobsRouter } from './modules/jobs/routes.ts';
import { reviewsRouter } from './modules/reviews/routes.ts';
import { roadmapsRouter } from './modules/roadmaps/routes.ts';
import { searchRouter } from './modules/search/routes.ts';
import { docsRouter, systemRouter } from './modules/system/routes.ts';
import { taxonomyRouter } from './modules/taxonomy/routes.ts';
import { createTaxonomyService } from './modules/taxonomy/service.ts';
import { createAuthConfig } from './platform/auth.ts';
import { clientIp } from './platform/client-ip.ts';
import type { AppDeps, AppEnv } from './platform/context.ts';
import { handleError } from './platform/error-handler.ts';
import { ApiError } from './platform/errors.ts';
import { bodyLimits, jsonOrMultipartOnly, sameOrigin } from './platform/http-guards.ts';

/** Builds the whole API (no listen): middleware, routers, error envelope. */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ strict: false });

  app.use('*', requestId());
  // One line per request at info level; skipped whole (no object built) when the level is higher.
  const logRequests = deps.logger.isLevelEnabled('info');
  app.use('*', async (c, next) => {
    const started = performance.now();
    c.set('logger', deps.logger);
    await next();
    if (logRequests) {
      deps.logger.info(
        {
          requestId: c.var.requestId,
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  });
  app.use('/api/*', bodyLimits);
  app.use('/api/*', sameOrigin(deps.config.publicUrl));
  app.use('/api/accounts/*', jsonOrMultipartOnly);
  app.use('/api/core/*', jsonOrMultipartOnly);

  const accounts = createAccountsService(deps);
  const taxonomy = createTaxonomyService(deps.db);
  const authConfig = createAuthConfig(deps, accounts);
  app.use(
    '*',
    initAuthConfig(() => authConfig),
  );

  // Sign-in attempts are limited per address here and per account inside the credentials check.
  app.use(
    '/api/auth/callback/*',
    createMiddleware<AppEnv>(async (c, next) => {
      if (c.req.method === 'POST') await deps.rateLimiter.consume('signin-ip', [`ip:${clientIp(c, deps.config.trustProxy)}`]);
      await next();
    }),
  );
  app.use(
    '/api/auth/*',
    createMiddleware<AppEnv>(async (c, next) => {
      await next();
      // Auth.js answers a malformed request with a bare "Bad request." string; give it our envelope.
      if (c.res.status === 400) c.res = c.json({ error: MESSAGES.authBadRequest }, 400);
    }),
  );
  app.on(['GET', 'POST'], '/api/auth/*', authHandler());

  app.route('/api', systemRouter(deps));
  app.route('/api/docs', docsRouter());
  app.route('/api/accounts', accountsRouter(deps, accounts));
  app.route('/api/core', taxonomyRouter(taxonomy));
  app.route('/api', coursesRouter(deps));
  app.route('/api', institutesRouter(deps));
  app.route('/api', reviewsRouter(deps));
  app.route('/api', enquiriesRouter(deps));
  app.route('/api', jobsRouter(deps));
  app.route('/api', roadmapsRouter(deps));
  app.route('/api', searchRouter(deps));
  app.route('/api', bannersRouter(deps));

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Learnly API',
      version: '1.0.0',
      description: 'Every call of the learning platform. Success: { data }; failure: { error, fields? }.',
    },
  });

  const routeTable = app.routes
    .filter((r) => r.method !== 'ALL')
    .map((r) => ({ method: r.method, pattern: routePattern(r.path) }));

  app.notFound((c: Context<AppEnv>) => {
    const path = c.req.path.replace(/\/+$/, '') || '/';
    const otherMethods = routeTable.filter((r) => r.pattern.test(path)).map((r) => r.method);
    if (otherMethods.length > 0) {
      const allow = [...new Set(otherMethods)].join(', ');
      return handleError(new ApiError(405, MESSAGES.methodNotAllowed, undefined, { Allow: allow }), c);
    }
    return handleError(new ApiError(404, MESSAGES.routeNotFound), c);
  });
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;

/** `/api/core/tags/:id` → a RegExp that matches the same paths, for telling 405 from 404. */
function routePattern(path: string): RegExp {
  const escaped = path
    .replace(/\/+$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped || '/'}$`);
}
