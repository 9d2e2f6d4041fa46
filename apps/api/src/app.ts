import { authHandler, initAuthConfig } from '@hono/auth-js';
import { OpenAPIHono } from '@hono/zod-openapi';
import { MESSAGES } from '@lp/contract/messages';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { requestId } from 'hono/request-id';
import { matchedRoutes } from 'hono/route';
import { type Modules, mountRouters } from './composition-root.ts';
import { createAuthConfig, keepSessionThroughOutage } from './platform/auth.ts';
import { dropMalformedCallbackUrl } from './platform/auth-callback-url.ts';
import { forwardedOriginOnlyWhenTrusted } from './platform/client-ip.ts';
import type { AppDeps, AppEnv } from './platform/context.ts';
import { handleError } from './platform/error-handler.ts';
import { localizeErrors } from './platform/error-locale.ts';
import { ApiError } from './platform/errors.ts';
import { bodyLimits, drainSmallBodies, jsonOrMultipartOnly, sameOrigin, securityHeaders } from './platform/http-guards.ts';
import { refuseNulInAddress, refuseNulInJson } from './platform/input-guards.ts';
import { httpRequestDuration } from './platform/metrics.ts';
import { SESSION_SCHEME } from './platform/openapi.ts';
import { readYourWrites } from './platform/read-your-writes.ts';
import { signInGuard } from './platform/sign-in-guard.ts';

/**
 * The Hono app over services already built (no listen): middleware, routers, error envelope.
 * runtime.ts builds both; call `createApiRuntime`, not this.
 */
export function createApp(deps: AppDeps, services: Modules) {
  const app = new OpenAPIHono<AppEnv>({ strict: false });

  app.use('*', requestId());
  // One line per request at info level; skipped whole (no object built) when the level is higher.
  const logRequests = deps.logger.isLevelEnabled('info');
  app.use('*', async (c, next) => {
    const started = performance.now();
    c.set('logger', deps.logger);
    await next();
    const ms = performance.now() - started;
    httpRequestDuration.observe({ method: c.req.method, route: routeTemplate(c), status: String(c.res.status) }, ms / 1000);
    if (logRequests) {
      deps.logger.info(
        {
          requestId: c.var.requestId,
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(ms),
        },
        'request',
      );
    }
  });
  app.use('/api/*', securityHeaders(deps.config.publicUrl));
  // Error texts in the user's language (issue 35); outside the guards below, so their refusals are translated too.
  app.use('/api/*', localizeErrors(services.localeOf));
  app.use(
    '/api/*',
    readYourWrites({
      replicas: deps.readDb !== deps.db,
      seconds: deps.config.readYourWritesSeconds,
      secure: Boolean(deps.config.publicUrl?.startsWith('https:')),
    }),
  );
  app.use('/api/*', drainSmallBodies);
  app.use('/api/*', bodyLimits);
  app.use('/api/*', sameOrigin(deps.config.publicUrl));
  app.use('/api/accounts/*', jsonOrMultipartOnly);
  app.use('/api/core/*', jsonOrMultipartOnly);
  app.use('/api/staff/*', jsonOrMultipartOnly);
  app.use('/api/*', refuseNulInAddress);
  app.use('/api/accounts/*', refuseNulInJson);
  app.use('/api/core/*', refuseNulInJson);
  app.use('/api/staff/*', refuseNulInJson);
  app.use('/api/studio/*', refuseNulInJson);

  app.use('*', async (c, next) => {
    c.set('sessionVersions', services.sessions);
    c.set('isPremium', services.isPremium);
    c.set('staffDirectory', services.staffDirectory);
    await next();
  });
  const authConfig = createAuthConfig(deps, services.accounts, services.sessions, services.passkeys, services.signInGate);
  app.use(
    '*',
    initAuthConfig(() => authConfig),
  );

  app.use('/api/auth/*', forwardedOriginOnlyWhenTrusted(deps.config));
  // Sign-in attempts are limited before Auth.js, keyed so that nobody elsewhere can lock the owner out (ADR 0005).
  app.use('/api/auth/callback/*', signInGuard(deps));
  app.use(
    '/api/auth/*',
    createMiddleware<AppEnv>(async (c, next) => {
      await next();
      // Auth.js answers a malformed request with a bare "Bad request." string; give it our envelope.
      if (c.res.status === 400) c.res = c.json({ error: MESSAGES.authBadRequest }, 400);
    }),
  );
  app.use('/api/auth/*', dropMalformedCallbackUrl);
  app.use('/api/auth/session', keepSessionThroughOutage);
  app.on(['GET', 'POST'], '/api/auth/*', authHandler());

  mountRouters(app, services, deps);

  app.openAPIRegistry.registerComponent('securitySchemes', SESSION_SCHEME, {
    type: 'apiKey',
    in: 'cookie',
    name: 'authjs.session-token',
    description: 'The Auth.js session cookie (sign in through /api/auth); unsafe methods also need a same-origin request.',
  });
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

/**
 * The template of the route that answered (`/api/core/courses/:slug`), never the raw path, so
 * that the metric's series stay a bounded set. A request no route took (answered by notFound, or
 * refused by a middleware before any route) is `unmatched`, or the middleware's own pattern.
 */
function routeTemplate(c: Context<AppEnv>): string {
  const route = matchedRoutes(c)[c.req.routeIndex];
  if (!route || (route.method === 'ALL' && c.res.status === 404)) return 'unmatched';
  return route.path;
}

/** `/api/core/tags/:id` → a RegExp that matches the same paths, for telling 405 from 404. */
function routePattern(path: string): RegExp {
  const escaped = path
    .replace(/\/+$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped || '/'}$`);
}
