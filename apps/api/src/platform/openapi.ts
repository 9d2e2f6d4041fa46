import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import { errorBodySchema } from '@lp/contract/common';
import type { StaffRole } from '@lp/contract/staff';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from './context.ts';
import { validationError } from './validation.ts';

/** The OpenAPI security scheme of the Auth.js session cookie. */
export const SESSION_SCHEME = 'session';

/**
 * The OpenAPI extension on an operation whose path id names an object that belongs to a user
 * (`'x-owned': 'review'`): the generated security suite sends another user's id to it and
 * expects a refusal. The value names the kind, for which that suite has a factory.
 */
export const OWNED_EXTENSION = 'x-owned';

/**
 * Who may call a route. Every route declares one, as the first of its `middleware` (DESIGN §3):
 * `publicAccess`, `optionalSession`, `signedIn`, `premiumOnly` or `staff(role)` from platform/access.ts.
 */
export type AccessLevel = 'public' | 'optional-session' | 'signed-in' | 'premium' | `staff:${StaffRole}`;

/** Levels that need a session: documented with `security: [{ session: [] }]`, which the generated security suite reads. */
const needsSession = (level: AccessLevel) => level === 'signed-in' || level === 'premium' || level.startsWith('staff:');

/** The OpenAPI extension naming an operation's access level (`'x-access': 'signed-in'`). */
export const ACCESS_EXTENSION = 'x-access';

/** Exported only so that declaration files can name the brand; read it through accessLevelOf. */
export const ACCESS = Symbol('access level');

export type AccessBrand = { readonly [ACCESS]: AccessLevel };

/** A middleware that decides who may call a route; only these may stand first in a route's `middleware`. */
// biome-ignore lint/suspicious/noExplicitAny: a middleware of any env may carry a level (signedIn adds `user`).
export type AccessMiddleware = MiddlewareHandler<any> & AccessBrand;

/** Marks `middleware` as deciding `level`; see platform/access.ts. */
export function accessLevel<T extends object>(level: AccessLevel, middleware: T): T & AccessBrand {
  return Object.assign(middleware, { [ACCESS]: level }) as T & AccessBrand;
}

/**
 * A scoped `staff(role, scope)` carries its scope check here: `createRouter` runs it after the
 * request's validation and before the handler (and documents it as `x-scope`).
 */
export const SCOPE_CHECK = Symbol('scope check');
export type DeferredScope = {
  kind: 'institute' | 'company';
  // biome-ignore lint/suspicious/noExplicitAny: the check reads the request through any env.
  check: (c: any) => Promise<void>;
  defer: () => void;
};

/** The OpenAPI extension naming what a scoped staff route's object belongs to (`'x-scope': 'institute'`). */
export const SCOPE_EXTENSION = 'x-scope';

function scopeOf(middleware: unknown): DeferredScope | undefined {
  return typeof middleware === 'function' ? (middleware as { [SCOPE_CHECK]?: DeferredScope })[SCOPE_CHECK] : undefined;
}

function levelOf(middleware: unknown): AccessLevel | undefined {
  return typeof middleware === 'function' ? (middleware as Partial<AccessBrand>)[ACCESS] : undefined;
}

/**
 * A route of the API: `createRoute` whose `middleware` must start with an access level, so that a
 * route without one does not compile (biome.json forbids `createRoute` itself outside this file).
 */
export function defineRoute<P extends string, R extends Omit<RouteConfig, 'path'> & { path: P }>(
  route: R &
    (R['middleware'] extends readonly [AccessBrand, ...unknown[]]
      ? unknown
      : { middleware: 'must start with an access level from platform/access.ts' }),
) {
  return createRoute<P, R>(route);
}

/**
 * A path documented by hand (a wildcard route, whose key has slashes) with its access level, as
 * `documentAccess` documents a defined route: pass the level its handler's middleware enforces.
 */
export function documentedPath<R extends { method: string; path: string }>(level: AccessMiddleware, route: R): R {
  const { middleware: _level, ...documented } = documentAccess({ ...route, middleware: [level] });
  return documented as unknown as R;
}

/** Every router shares the 422 answer for input that does not match its schema, and documents its access. */
export function createRouter() {
  const router = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error.issues);
    },
  });
  const register = router.openapi;
  router.openapi = ((route, handler, hook) => {
    const documented = documentAccess(route);
    const first = Array.isArray(route.middleware) ? route.middleware[0] : route.middleware;
    const scope = scopeOf(first);
    if (!scope) return register(documented, handler, hook);
    scope.defer();
    const scoped = (async (c, next) => {
      await scope.check(c);
      return handler(c, next);
    }) as typeof handler;
    return register({ ...documented, [SCOPE_EXTENSION]: scope.kind }, scoped, hook);
  }) as typeof router.openapi;
  return router;
}

/**
 * The route with its access level documented (`x-access`, and `security` for a level that needs a
 * session). Registering a route whose middleware does not start with exactly one level throws, so
 * an app with such a route does not start (and every test fails), whatever the types said.
 */
export function documentAccess<R extends { method: string; path: string; middleware?: unknown; security?: unknown }>(
  route: R,
): R {
  const middleware: unknown[] = Array.isArray(route.middleware) ? route.middleware : [route.middleware];
  const levels = middleware.map(levelOf);
  const level = levels[0];
  if (!level || levels.filter(Boolean).length !== 1) {
    throw new Error(
      `${route.method.toUpperCase()} ${route.path}: a route's middleware starts with exactly one access level (platform/access.ts)`,
    );
  }
  const documented = { ...route, [ACCESS_EXTENSION]: level };
  return needsSession(level) && route.security === undefined
    ? { ...documented, security: [{ [SESSION_SCHEME]: [] }] }
    : documented;
}

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { content: { 'application/json': { schema } }, required: true } as const;
}

/** The success envelope `{ data }` of DESIGN §4. */
export function dataResponse<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema: z.object({ data: schema }) } }, description } as const;
}

const errorDescriptions = {
  400: 'Malformed request',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  413: 'Too large',
  415: 'Wrong media type',
  422: 'Validation failed',
  429: 'Rate limited',
  503: 'Not available on this server',
} as const;

export function errorResponses<S extends keyof typeof errorDescriptions>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { content: { 'application/json': { schema: errorBodySchema } }, description: errorDescriptions[status] },
    ]),
  ) as unknown as { [K in S]: { content: { 'application/json': { schema: typeof errorBodySchema } }; description: string } };
}
