import { createRoute } from '@hono/zod-openapi';
import { STAFF_ROLES } from '@lp/contract/staff';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Operation, operationsOf } from '../test/openapi-walk.ts';
import { createTestContext } from '../test/test-app.ts';
import { publicAccess, signedIn } from './access.ts';
import { ACCESS_EXTENSION, createRouter, dataResponse, defineRoute } from './openapi.ts';

/**
 * Every route declares who may call it (DESIGN §3): a route without an access level does not
 * compile (defineRoute), does not register (createRouter throws), and this file fails on any route
 * the app serves that its OpenAPI document does not show with one.
 */
const t = await createTestContext();
const doc = (await t.get('/api/openapi.json')).body;
const operations = operationsOf(doc);
const LEVELS = ['public', 'optional-session', 'signed-in', 'premium', ...STAFF_ROLES.map((role) => `staff:${role}`)];
const SESSION_LEVELS = LEVELS.filter((level) => !['public', 'optional-session'].includes(level));

/** Routes served outside the OpenAPI document, each with why. Adding one here is a review decision. */
const UNDOCUMENTED: { method: string; path: RegExp; why: string }[] = [
  {
    method: '*',
    path: /^\/api\/auth\/\*$/,
    why: "Auth.js's own endpoints (session, csrf, sign-in, callbacks), guarded in app.ts",
  },
  { method: 'GET', path: /^\/api\/docs(\/.*)?$/, why: 'the Swagger UI page and its assets: public documentation' },
  { method: 'GET', path: /^\/api\/openapi\.json$/, why: 'the OpenAPI document itself: public' },
  { method: 'GET', path: /^\/api\/core\/fixme\/runtime\/:file$/, why: "the sandbox's browser runtime files: public static code" },
];

function documented(method: string, path: string): Operation | undefined {
  const openApiPath = path.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{key}');
  return operations.find((op) => op.method === method && op.path === openApiPath);
}

describe('access is declared on every route', () => {
  it('documents an access level on every operation, and a session requirement exactly for the levels that need one', () => {
    expect(operations.length).toBeGreaterThan(150);
    const raw = doc.paths as Record<string, Record<string, Record<string, unknown>>>;
    for (const op of operations) {
      const level = raw[op.path]?.[op.method.toLowerCase()]?.[ACCESS_EXTENSION];
      expect(LEVELS, `${op.method} ${op.path}`).toContain(level);
      expect(op.needsSession, `${op.method} ${op.path}`).toBe(SESSION_LEVELS.includes(level as string));
    }
  });

  it('serves no route that the document does not show with a level, beyond the reasoned list', () => {
    const served = new Map<string, { method: string; path: string }>();
    for (const route of t.app.routes) {
      if (route.method === 'ALL') continue; // middleware (`app.use`), not a route
      served.set(`${route.method} ${route.path}`, route);
    }
    const missing = [...served.values()].filter(
      ({ method, path }) =>
        !documented(method, path) &&
        !UNDOCUMENTED.some((u) => (u.method === '*' || u.method === method) && u.path.test(path)) &&
        !(method === 'HEAD' && documented('GET', path)),
    );
    expect(missing.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('refuses to register a route without exactly one access level', () => {
    const bare = createRoute({
      method: 'get',
      path: '/core/nothing',
      responses: { 200: dataResponse(z.object({}), 'Nothing') },
    });
    expect(() => createRouter().openapi(bare, (c) => c.json({ data: {} }, 200))).toThrow(
      /GET \/core\/nothing: a route's middleware starts with exactly one access level/,
    );
    const twice = { ...bare, middleware: [publicAccess, signedIn] };
    expect(() => createRouter().openapi(twice, (c) => c.json({ data: {} }, 200))).toThrow(/exactly one access level/);
  });

  it('does not compile a route without an access level', () => {
    const route = () =>
      // @ts-expect-error: defineRoute requires `middleware` to start with an access level.
      defineRoute({ method: 'get', path: '/core/nothing', responses: { 200: dataResponse(z.object({}), 'Nothing') } });
    expect(route).toBeTypeOf('function');
  });

  it('answers a visitor on the live notification stream with 401 and documents it as signed-in', async () => {
    const res = await t.get('/api/core/notifications/stream');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: expect.any(String) });
    expect(documented('GET', '/api/core/notifications/stream')?.needsSession).toBe(true);
  });
});
