import { connect, createServer, type Server, type Socket } from 'node:net';
import { MESSAGES } from '@lp/contract/messages';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '../db/client.ts';
import { insertUser } from '../db/seed/factories.ts';
import { createTestContext, ORIGIN } from '../test/test-app.ts';

/**
 * A TCP proxy in front of PostgreSQL that the test can cut (every connection reset, new ones
 * refused at once) and restore: a database restart as the app sees it.
 */
async function cuttableProxy(target: URL): Promise<{ port: number; cut(): void; restore(): void; close(): Promise<void> }> {
  let down = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (down) return void client.destroy();
    const upstream = connect({ host: target.hostname, port: Number(target.port || 5432) });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    cut() {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

let proxy: Awaited<ReturnType<typeof cuttableProxy>> | undefined;
// The proxy needs a database server to stand in front of; PGlite runs inside the process, so this
// runs in the PostgreSQL pass only (TEST_DATABASE_URL, as CI runs it).
const t = inject('postgresTemplateUrl')
  ? await createTestContext(
      {},
      {
        database: async (fresh) => {
          const direct = new URL(fresh.url ?? '');
          proxy = await cuttableProxy(direct);
          const viaProxy = new URL(direct);
          viaProxy.hostname = '127.0.0.1';
          viaProxy.port = String(proxy.port);
          const handle = await openPostgres(viaProxy.toString(), 5);
          return {
            ...handle,
            close: async () => {
              await handle.close();
              await proxy?.close();
              await fresh.close();
            },
          };
        },
      },
    )
  : undefined;

describe.skipIf(!t)('while PostgreSQL is unreachable (PostgreSQL pass only: PGlite has no connection to cut)', () => {
  afterAll(() => proxy?.restore());

  it('keeps the session (503, cookie untouched) and answers reads and writes 503 with Retry-After', async () => {
    if (!t) return;
    await insertUser(t.db, { email: 'outage@example.in', password: 'Right1234' });
    const cookie = await t.signIn('outage@example.in', 'Right1234');
    proxy?.cut();
    try {
      for (let poll = 0; poll < 3; poll++) {
        const session = await t.get('/api/auth/session', { cookie });
        expect(session.status).toBe(503);
        expect(session.headers.get('retry-after')).toMatch(/^\d+$/);
        // Before: 200 `null` and a Set-Cookie that cleared the session token.
        expect(session.headers.getSetCookie()).toEqual([]);
        expect(session.body).toEqual({ error: MESSAGES.default });
      }
      const signedInRead = await t.get('/api/accounts/sessions', { cookie });
      const publicRead = await t.get('/api/core/courses');
      const write = await t.post(
        '/api/accounts/mail-signup',
        { email: 'during-outage@example.in' },
        { headers: { origin: ORIGIN } },
      );
      for (const answer of [signedInRead, publicRead, write]) {
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual({ error: MESSAGES.default });
        expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
      }
      expect((await t.get('/api/ready')).status).toBe(503);
    } finally {
      proxy?.restore();
    }
    // The database is back: the same cookie is still a signed-in session.
    const after = await t.get('/api/auth/session', { cookie });
    expect(after.status).toBe(200);
    expect(after.body?.user?.email).toBe('outage@example.in');
  });
});
