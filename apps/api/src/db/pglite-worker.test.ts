import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openEmbedded } from './client.ts';
import { isUniqueViolation } from './errors.ts';
import { startPgliteWorker } from './pglite-remote.ts';
import { cities } from './schema/taxonomy.ts';

/**
 * The embedded database as the server runs it: PGlite in a worker thread behind a message port
 * (the rest of the suite uses PGlite in process, which is faster to copy per test file).
 */
let scratch: string;
let handle: DatabaseHandle;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'lp-worker-'));
  handle = await openEmbedded(scratch);
  await handle.migrate();
}, 120_000);
afterAll(async () => {
  await handle?.close();
  await rm(scratch, { recursive: true, force: true });
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('PGlite in a worker thread', () => {
  it('answers drizzle queries, with timestamps as text as in process', async () => {
    const [city] = await handle.db.insert(cities).values({ name: 'Pune', slug: 'pune', state: 'Maharashtra' }).returning();
    expect(city).toMatchObject({ name: 'Pune', slug: 'pune' });
    const found = await handle.db.select().from(cities).where(eq(cities.slug, 'pune'));
    expect(found).toHaveLength(1);
    const now = rowsOf<{ now: unknown }>(await handle.db.execute(sql`select now() as now`));
    expect(typeof now[0]?.now).toBe('string');
  });

  it('runs with the smaller buffer pool that keeps a restart quick (ADR 0020)', async () => {
    const shown = rowsOf<{ shared_buffers: string }>(await handle.db.execute(sql`show shared_buffers`));
    expect(shown[0]?.shared_buffers).toBe('32MB');
  });

  it('reports a unique violation with its code, as the services expect', async () => {
    // Its own row: tests run in random order in CI, so none may rely on another's.
    await handle.db.insert(cities).values({ name: 'Nashik', slug: 'nashik', state: 'Maharashtra' });
    const error = await handle.db
      .insert(cities)
      .values({ name: 'Nashik again', slug: 'nashik', state: 'Maharashtra' })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('commits a transaction, and rolls one back when its callback throws', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.insert(cities).values({ name: 'Goa', slug: 'goa', state: 'Goa' });
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(cities).values({ name: 'Kochi', slug: 'kochi', state: 'Kerala' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const slugs = (await handle.db.select({ slug: cities.slug }).from(cities)).map((c) => c.slug);
    expect(slugs).toContain('goa');
    expect(slugs).not.toContain('kochi');
  });

  it('keeps a transaction to itself: a query outside it waits and then sees the committed row', async () => {
    let outside: Promise<number> | undefined;
    await handle.db.transaction(async (tx) => {
      await tx.insert(cities).values({ name: 'Mysuru', slug: 'mysuru', state: 'Karnataka' });
      outside = handle.db
        .select()
        .from(cities)
        .where(eq(cities.slug, 'mysuru'))
        .then((rows) => rows.length);
      await tx.execute(sql`select 1`);
    });
    expect(await outside).toBe(1);
  });

  it('runs nested transactions as savepoints', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.insert(cities).values({ name: 'Agra', slug: 'agra', state: 'Uttar Pradesh' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(cities).values({ name: 'Surat', slug: 'surat', state: 'Gujarat' });
          throw new Error('inner only');
        })
        .catch(() => {});
    });
    const slugs = (await handle.db.select({ slug: cities.slug }).from(cities)).map((c) => c.slug);
    expect(slugs).toContain('agra');
    expect(slugs).not.toContain('surat');
  });
});

describe('PGlite worker crash', () => {
  it('fails the calls in flight, starts a new worker on the same data and answers again', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'lp-worker-crash-'));
    const remote = await startPgliteWorker(dir);
    try {
      await remote.client.query('create table notes (body text)');
      await remote.client.query('insert into notes values ($1)', ['written before the crash']);

      const inFlight = remote.client.query('select pg_sleep(2)');
      await remote.simulateCrash();
      await expect(inFlight).rejects.toThrow(/embedded database stopped/);

      // Called during the restart: waits for the new worker instead of failing.
      const after = await remote.client.query('select body from notes');
      expect(after.rows).toEqual([{ body: 'written before the crash' }]);
      expect(remote.crashes()).toBe(1);
    } finally {
      await remote.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
