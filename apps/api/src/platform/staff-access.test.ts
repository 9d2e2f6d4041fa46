import { MESSAGES } from '@lp/contract/messages';
import type { SessionUser } from '@lp/contract/session';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type StaffEnv, staff } from './access.ts';
import type { AppEnv } from './context.ts';
import { handleError } from './error-handler.ts';
import { createLogger } from './logger.ts';
import { createRouter, dataResponse, defineRoute, SCOPE_EXTENSION } from './openapi.ts';
import type { HeldRole, StaffDirectory, StandingSuspension } from './staff-directory.ts';

const alice: SessionUser = { id: 7, email: 'alice@example.com', fullName: 'Alice', showPreferences: false };
const saraswati = { id: 3, slug: 'saraswati', name: 'Saraswati Institute' };

/** A bare app whose session (and whether it used a second factor), roles, second factor and suspension are given. */
function appWith(
  roles: HeldRole[],
  options: { secondFactor?: boolean; usedSecondFactor?: boolean; suspension?: StandingSuspension | null } = {},
) {
  let reads = 0;
  const directory = {
    rolesOf: async () => roles,
    hasSecondFactor: async () => options.secondFactor ?? true,
    suspensionOf: async () => {
      reads += 1;
      return options.suspension ?? null;
    },
  } as unknown as StaffDirectory;
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('logger', createLogger({ level: 'silent', pretty: false }));
    c.set('sessionUser', alice);
    c.set('sessionUsedSecondFactor', options.usedSecondFactor ?? true);
    c.set('staffDirectory', directory);
    await next();
  });
  const answer = (c: { var: StaffEnv['Variables'] }) => ({ data: { user: c.var.user.id, actingAs: c.var.staff.actingAs } });
  app.get('/institutes/:institute/courses', staff('instructor', { institute: (c) => c.req.param('institute') }), (c) =>
    c.json(answer(c as unknown as { var: StaffEnv['Variables'] })),
  );
  // An object route: the owner is looked up from the object's id (course 11 is Saraswati's, 12 another's, 13 none).
  const courseOwners: Record<string, number> = { '11': saraswati.id, '12': 99 };
  app.get(
    '/courses/:id',
    staff('instructor', { institute: async (c) => courseOwners[c.req.param('id') ?? ''] ?? null, missing: 'No such course.' }),
    (c) => {
      const v = (c as unknown as { var: StaffEnv['Variables'] }).var;
      return c.json({ data: { institutes: v.staff.institutes, companies: v.staff.companies } });
    },
  );
  // The same scope on a defined route: checked after the request's validation, before the handler.
  const scopedRoute = defineRoute({
    method: 'patch',
    path: '/defined/courses/{id}',
    middleware: [
      staff('instructor', { institute: async (c) => courseOwners[c.req.param('id') ?? ''] ?? null, missing: 'No such course.' }),
    ] as const,
    request: {
      params: z.object({ id: z.coerce.number().int().positive() }),
      body: { content: { 'application/json': { schema: z.object({ title: z.string().min(3) }) } }, required: true },
    },
    responses: { 200: dataResponse(z.object({ title: z.string() }), 'Renamed') },
  });
  const router = createRouter().openapi(scopedRoute, (c) => c.json({ data: { title: c.req.valid('json').title } }, 200));
  app.route('/', router);
  app.post('/moderate', staff('moderator'), (c) => c.json(answer(c as unknown as { var: StaffEnv['Variables'] })));
  app.onError(handleError);
  return { app, reads: () => reads };
}

const instructorOf = (institute: typeof saraswati): HeldRole => ({ role: 'instructor', institute, company: null });

describe('staff(role, scope)', () => {
  it('lets in the role for its own institute, by id or slug, and not for another', async () => {
    const { app } = appWith([instructorOf(saraswati)]);
    for (const path of ['/institutes/saraswati/courses', '/institutes/3/courses']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ data: { user: 7, actingAs: 'instructor' } });
    }
    // Another institute's object answers 404, as if it did not exist.
    const other = await app.request('/institutes/another/courses');
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: MESSAGES.notFound });
  });

  it("looks up the owner of the object a request names: 404 for another institute's or a missing one", async () => {
    const { app } = appWith([instructorOf(saraswati)]);
    const own = await app.request('/courses/11');
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ data: { institutes: [saraswati.id], companies: [] } });
    for (const id of ['12', '13']) {
      const res = await app.request(`/courses/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'No such course.' });
    }
    // Staff without the role at all are refused before anything is looked up.
    const stranger = await appWith([
      { role: 'employer', institute: null, company: { id: 5, slug: 'acme', name: 'Acme' } },
    ]).app.request('/courses/11');
    expect(stranger.status).toBe(403);
    const admin = await appWith([{ role: 'admin', institute: null, company: null }]).app.request('/courses/12');
    expect(await admin.json()).toEqual({ data: { institutes: 'all', companies: 'all' } });
    expect((await appWith([{ role: 'admin', institute: null, company: null }]).app.request('/courses/13')).status).toBe(404);
  });

  it('lets an admin in anywhere, acting as admin', async () => {
    const { app } = appWith([{ role: 'admin', institute: null, company: null }]);
    const res = await app.request('/institutes/another/courses');
    expect(await res.json()).toEqual({ data: { user: 7, actingAs: 'admin' } });
    expect((await app.request('/moderate', { method: 'POST' })).status).toBe(200);
  });

  it('on a defined route, refuses malformed input first (422 whoever owns the object), then checks the scope', async () => {
    const { app } = appWith([instructorOf(saraswati)]);
    const patch = (id: string, body: unknown) =>
      app.request(`/defined/courses/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await patch('12', { title: 'x' })).status).toBe(422);
    expect((await patch('abc', { title: 'A title' })).status).toBe(422);
    const other = await patch('12', { title: 'A title' });
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: 'No such course.' });
    expect((await patch('13', { title: 'A title' })).status).toBe(404);
    const own = await patch('11', { title: 'A title' });
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ data: { title: 'A title' } });
    // Learners are still refused by role before anything else.
    expect((await appWith([]).app.request('/defined/courses/11', { method: 'PATCH' })).status).toBe(403);
  });

  it('documents a scoped route with x-scope', () => {
    const doc = createRouter()
      .openapi(
        defineRoute({
          method: 'get',
          path: '/x/{id}',
          middleware: [staff('employer', { company: () => 1 })] as const,
          responses: { 200: dataResponse(z.object({}), 'ok') },
        }),
        (c) => c.json({ data: {} }, 200),
      )
      .getOpenAPIDocument({ openapi: '3.0.0', info: { title: 't', version: '1' } });
    const operation = doc.paths['/x/{id}']?.get as unknown as Record<string, unknown>;
    expect(operation[SCOPE_EXTENSION]).toBe('company');
  });

  it('asks for the role first, then for the second factor', async () => {
    expect((await appWith([], { secondFactor: false }).app.request('/moderate', { method: 'POST' })).status).toBe(403);
    const bare = await appWith([{ role: 'moderator', institute: null, company: null }], { secondFactor: false }).app.request(
      '/moderate',
      { method: 'POST' },
    );
    expect(bare.status).toBe(403);
    expect(await bare.json()).toEqual({ error: MESSAGES.secondFactorRequired });
  });

  it('then asks that this session used the second factor, not only that one exists', async () => {
    const moderator: HeldRole = { role: 'moderator', institute: null, company: null };
    // No factor at all: "set up one" comes first, whatever the session.
    const none = await appWith([moderator], { secondFactor: false, usedSecondFactor: false }).app.request('/moderate', {
      method: 'POST',
    });
    expect(await none.json()).toEqual({ error: MESSAGES.secondFactorRequired });
    const passwordOnly = await appWith([moderator], { usedSecondFactor: false }).app.request('/moderate', { method: 'POST' });
    expect(passwordOnly.status).toBe(403);
    expect(await passwordOnly.json()).toEqual({ error: MESSAGES.secondFactorNotUsed });
  });

  it('refuses a write of a suspended user, reading the suspension once per request, and not a read', async () => {
    const suspension = { id: 1, reason: 'Spam', until: null };
    const held: HeldRole[] = [{ role: 'admin', institute: null, company: null }];
    const { app, reads } = appWith(held, { suspension });
    const write = await app.request('/moderate', { method: 'POST' });
    expect(write.status).toBe(403);
    expect(await write.json()).toEqual({ error: MESSAGES.suspendedNoWrites });
    expect(reads()).toBe(1);
    expect((await app.request('/institutes/saraswati/courses')).status).toBe(200);
    expect(reads()).toBe(1);
  });
});
