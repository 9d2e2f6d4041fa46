import { setTimeout as sleep } from 'node:timers/promises';
import { MESSAGES } from '@lp/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../config.ts';
import { users } from '../db/schema/accounts.ts';
import { insertUser } from '../db/seed/factories.ts';
import { applySetCookies, createTestContext } from '../test/test-app.ts';

const t = await createTestContext();
type Instance = Awaited<ReturnType<typeof t.anotherInstance>>;

/** Well under the 5 to 10 s a process used to trust what it had cached (ADR 0004). */
const REFUSED_WITHIN_MS = 1_000;

let sequence = 0;
async function signedInUser(password = 'OldPass123') {
  const email = `revocation-${++sequence}-${Date.now()}@example.in`;
  const user = await insertUser(t.db, { email, password });
  return { user, email, password, cookie: await t.signIn(email, password) };
}

/** A signed-in route on `instance` answers for the cookie (and caches that the session is current). */
async function expectAccepted(instance: Instance, cookie: string) {
  expect((await instance.get('/api/accounts/tags', { cookie })).status).toBe(200);
}

/** Polls `instance` until it refuses the cookie; fails when that takes longer than REFUSED_WITHIN_MS. */
async function expectRefusedSoon(instance: Instance, cookie: string) {
  const started = Date.now();
  let last = 0;
  while (Date.now() - started < REFUSED_WITHIN_MS) {
    const res = await instance.get('/api/accounts/tags', { cookie });
    last = res.status;
    if (last === 401) {
      expect(res.body).toEqual({ error: MESSAGES.notSignedIn });
      // And the session the web reads has ended there too.
      const session = await instance.get('/api/auth/session', { cookie });
      expect(session.body?.user ?? null).toBeNull();
      return;
    }
    await sleep(20);
  }
  expect.fail(`instance B still accepted the ended session ${REFUSED_WITHIN_MS} ms later (last answer ${last})`);
}

const redisUrl = testRedisUrl();
const setups = [
  { name: 'PostgreSQL LISTEN/NOTIFY', redisUrl: undefined },
  { name: 'PostgreSQL with Redis configured', redisUrl },
];

// Two processes need a shared database server: PGlite is embedded in one process, where ending a
// session has always been immediate (the process that ends it forgets its cache at once).
describe.runIf(t.driver === 'postgres')('an ended session is refused by every instance at once (ADR 0004)', () => {
  for (const setup of setups) {
    describe.skipIf(setup.name.includes('Redis') && !setup.redisUrl)(`${setup.name} (Redis: TEST_REDIS_URL)`, () => {
      let a: Instance;
      let b: Instance;
      beforeAll(async () => {
        a = await t.anotherInstance({ redisUrl: setup.redisUrl });
        b = await t.anotherInstance({ redisUrl: setup.redisUrl });
        await Promise.all([a.platform.ready(), b.platform.ready()]);
      });
      afterAll(async () => {
        await a.close();
        await b.close();
      });

      it('a password change on A ends the other sessions on B; the caller keeps its fresh cookie there', async () => {
        const { email, password, cookie: otherDevice } = await signedInUser();
        const caller = await t.signIn(email, password);
        await expectAccepted(b, otherDevice);
        await expectAccepted(b, caller);
        const res = await a.post(
          '/api/accounts/change-password',
          { oldPassword: password, newPassword: 'NewPass456' },
          { cookie: caller },
        );
        expect(res.status).toBe(200);
        await expectRefusedSoon(b, otherDevice);
        await expectRefusedSoon(b, caller);
        await expectAccepted(b, applySetCookies(caller, res));
      });

      it('"sign out everywhere" on A ends every session on B', async () => {
        const { email, password, cookie } = await signedInUser();
        const otherDevice = await t.signIn(email, password);
        await expectAccepted(b, cookie);
        await expectAccepted(b, otherDevice);
        expect((await a.post('/api/accounts/sessions/revoke-all', {}, { cookie })).status).toBe(200);
        await expectRefusedSoon(b, otherDevice);
        await expectRefusedSoon(b, cookie);
      });

      it('signing one session out from another on A ends it on B; the other goes on', async () => {
        const { email, password, cookie } = await signedInUser();
        const otherDevice = await t.signIn(email, password);
        await expectAccepted(b, otherDevice);
        const listed = await a.get('/api/accounts/sessions', { cookie: otherDevice });
        const sid = (listed.body.data as Array<{ id: string; current: boolean }>).find((s) => s.current)?.id;
        expect(sid).toEqual(expect.any(String));
        expect((await a.call('DELETE', `/api/accounts/sessions/${sid}`, undefined, { cookie })).status).toBe(200);
        await expectRefusedSoon(b, otherDevice);
        await expectAccepted(b, cookie);
      });

      it('the platform function any module calls ends the sessions when its transaction commits', async () => {
        const { user, cookie } = await signedInUser();
        await expectAccepted(b, cookie);
        // A rolled-back change ends nothing (a NOTIFY in it is never sent, and the version stays).
        await t.db
          .transaction(async (tx) => {
            await a.platform.services.sessions.endAll(tx, user.id);
            throw new Error('roll back');
          })
          .catch(() => {});
        await expectAccepted(b, cookie);
        expect((await t.get('/api/accounts/tags', { cookie })).status).toBe(200);
        await t.db.transaction(async (tx) => {
          await a.platform.services.sessions.endAll(tx, user.id);
        });
        const [row] = await t.db.select({ version: users.sessionVersion }).from(users).where(eq(users.id, user.id));
        expect(row?.version).toBe(1);
        await expectRefusedSoon(b, cookie);
      });
    });
  }
});
