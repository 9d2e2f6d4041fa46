import { OpenAPIHono } from '@hono/zod-openapi';
import { errorBodySchema } from '@lp/contract/common';
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

const sessionMiddleware = new WeakSet<object>();

/**
 * Marks a route middleware as one that needs a session: every route using it is documented with
 * `security: [{ session: [] }]`, which the generated security suite reads to expect a 401.
 */
export function needsSession<T extends object>(middleware: T): T {
  sessionMiddleware.add(middleware);
  return middleware;
}

/** Every router shares the 422 answer for input that does not match its schema, and documents its access. */
export function createRouter() {
  const router = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error.issues);
    },
  });
  const register = router.openapi;
  router.openapi = ((route, handler, hook) => register(documentAccess(route), handler, hook)) as typeof router.openapi;
  return router;
}

function documentAccess<R extends { middleware?: unknown; security?: unknown }>(route: R): R {
  const middleware: unknown[] = Array.isArray(route.middleware) ? route.middleware : [route.middleware];
  const needs = middleware.some((m) => typeof m === 'function' && sessionMiddleware.has(m));
  return needs && route.security === undefined ? { ...route, security: [{ [SESSION_SCHEME]: [] }] } : route;
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
