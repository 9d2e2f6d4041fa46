import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../config.ts';
import { scrapeMetrics } from '../platform/metrics.ts';
import { READ_PRIMARY_COOKIE } from '../platform/read-your-writes.ts';
import { postgresBinaries, type ReplicatedCluster, startReplicatedCluster } from '../test/pg-replica.ts';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { openPostgres } from './client.ts';
import { insertCourse } from './seed/catalogue-factories.ts';
import { insertTaxonomy, insertUser } from './seed/factories.ts';

// The PostgreSQL pass only (TEST_DATABASE_URL set): it builds a primary and a streaming replica of
// its own with PostgreSQL's server binaries, which the PGlite pass neither needs nor assumes.
const bin = postgresBinaries();
const enabled = Boolean(testDatabaseUrl()) && Boolean(bin);

let cluster: ReplicatedCluster | undefined;
let t: TestContext | undefined;
if (enabled) {
  cluster = await startReplicatedCluster(bin as string);
  // Registered before the context's own afterAll, so it runs after it (after hooks run last first).
  afterAll(() => cluster?.stop());
  const { primaryUrl, replicaUrl } = cluster;
  t = await createTestContext(
    { databaseReadUrls: [replicaUrl] },
    {
      database: async (fresh) => {
        await fresh.close();
        const handle = await openPostgres(primaryUrl, 4, [replicaUrl]);
        await handle.migrate();
        await insertTaxonomy(handle.db);
        return handle;
      },
    },
  );
}

/** Waits until the replica has replayed everything the primary has written; the time it took. */
async function replicaCatchUp(context: TestContext, replica: ReplicatedCluster): Promise<number> {
  const started = performance.now();
  const result = (await context.db.execute(sql`select pg_current_wal_lsn()::text as lsn`)) as unknown as {
    rows: { lsn: string }[];
  };
  const [row] = result.rows;
  for (;;) {
    const { rows } = await replica.onReplica(
      `select pg_last_wal_replay_lsn() >= '${row?.lsn}'::pg_lsn as caught_up, pg_is_in_recovery() as replica`,
    );
    expect(rows[0]?.replica).toBe(true);
    if (rows[0]?.caught_up) return performance.now() - started;
    if (performance.now() - started > 5_000) throw new Error('the replica did not catch up within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** db_replica_lag_bytes of the first replica, as a scrape shows it. */
async function replicaLagBytes(): Promise<number> {
  const { body } = await scrapeMetrics();
  const line = body.split('\n').find((l) => l.startsWith('db_replica_lag_bytes{replica="1"}'));
  return Number(line?.split(' ').at(-1));
}

const withoutPin = (cookie: string) =>
  cookie
    .split('; ')
    .filter((pair) => !pair.startsWith(`${READ_PRIMARY_COOKIE}=`))
    .join('; ');

// In this order even when CI shuffles tests (--sequence.shuffle): the last one stops the replica,
// which the first needs.
describe.skipIf(!enabled)('read replicas (DATABASE_READ_URL) against a streaming replica', { shuffle: false }, () => {
  it('reads the catalogue from the replica, and a learner’s own reads after their write from the primary', async () => {
    const context = t as TestContext;
    const replica = cluster as ReplicatedCluster;
    const course = await insertCourse(context.db, { title: 'Replicated Python' }, { moduleCount: 1 });
    const learner = await insertUser(context.db, { email: 'replica-reader@example.in' });
    const lagMs = await replicaCatchUp(context, replica);
    // Made visible: how far behind the replica was after the inserts (streaming on one machine).
    console.info(`replica caught up with the primary's inserts in ${lagMs.toFixed(1)} ms`);
    expect(lagMs).toBeLessThan(5_000);
    const session = withoutPin(await context.signIn(learner.email, 'Learnly@123'));

    // Replay paused: from now on the replica shows the state before the learner's write.
    await replica.onReplica('select pg_wal_replay_pause()');
    const enrolled = await context.post(`/api/core/courses/${course.id}/enrol`, undefined, { cookie: session });
    expect(enrolled.status).toBe(201);
    const pin = enrolled.headers.getSetCookie().find((line) => line.startsWith(`${READ_PRIMARY_COOKIE}=`));
    expect(pin).toMatch(/Max-Age=5; Path=\/; HttpOnly; SameSite=Lax/);

    const contextOf = (cookie: string) => context.get(`/api/core/courses/${course.slug}/context`, { cookie });
    // Without the cookie the read went to the replica, which has not seen the enrolment yet.
    expect((await contextOf(session)).body.data.enrolment).toBeNull();
    // With it (the browser that just enrolled) the read went to the primary: the learner sees it.
    expect((await contextOf(`${session}; ${READ_PRIMARY_COOKIE}=1`)).body.data.enrolment).not.toBeNull();
    // The metrics show the replica behind by the enrolment's write-ahead log.
    const behind = await replicaLagBytes();
    console.info(`replica lag with replay paused: ${behind} bytes of WAL`);
    expect(behind).toBeGreaterThan(0);

    await replica.onReplica('select pg_wal_replay_resume()');
    const resumed = performance.now();
    let seen = false;
    while (!seen && performance.now() - resumed < 5_000) {
      seen = (await contextOf(session)).body.data.enrolment !== null;
    }
    console.info(`the replica served the enrolment ${(performance.now() - resumed).toFixed(1)} ms after replay resumed`);
    expect(seen).toBe(true);
    // And caught up again (polled: background writes on the primary may add a few bytes meanwhile).
    let lag = await replicaLagBytes();
    for (const deadline = performance.now() + 2_000; lag !== 0 && performance.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      lag = await replicaLagBytes();
    }
    expect(lag).toBe(0);
  });

  it('answers a read from the primary when the replica is down', async () => {
    const context = t as TestContext;
    const replica = cluster as ReplicatedCluster;
    await insertCourse(context.db, { title: 'Written before the replica went down' }, { moduleCount: 1 });
    await replica.stopReplica();
    const listed = await context.get('/api/core/courses');
    expect(listed.status).toBe(200);
    expect(listed.body.data.results.map((c: { title: string }) => c.title)).toContain('Written before the replica went down');
  });
});
