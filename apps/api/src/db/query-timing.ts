import type pg from 'pg';
import { dbQueryDuration, watchPool } from '../platform/metrics.ts';
import { inSpan, tracingOn } from '../platform/trace-spans.ts';

type Driver = 'pglite' | 'postgres';

function observe(driver: Driver, started: number, failed: boolean): void {
  dbQueryDuration.observe({ driver, outcome: failed ? 'error' : 'ok' }, (performance.now() - started) / 1000);
}

/**
 * Times every query of a pg pool (db_query_duration_seconds) and lets the pool gauges read it.
 * Each client's `query` is wrapped as the pool makes it: pool.query and the transactions drizzle
 * runs on a client it checked out both end there. pg calls it with a callback (pool.query) or
 * for a promise (drizzle's transactions); both are timed. Returns the removal from the gauges.
 */
export function timePostgresQueries(pool: pg.Pool): () => void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const started = performance.now();
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (error: unknown, result: unknown) => {
          observe('postgres', started, Boolean(error));
          return callback(error, result);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        (result as Promise<unknown>).then(
          () => observe('postgres', started, false),
          () => observe('postgres', started, true),
        );
      }
      return result;
    };
  });
  return watchPool(pool as unknown as Parameters<typeof watchPool>[0]);
}

type Queryable = { query: (...args: never[]) => Promise<unknown> };
type WithTransactions = Queryable & { transaction: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T> };

function timedQuery<Q extends Queryable>(target: Q): Q['query'] {
  const query = target.query.bind(target) as (...args: unknown[]) => Promise<unknown>;
  const timed = async (args: unknown[]) => {
    const started = performance.now();
    try {
      const result = await query(...args);
      observe('pglite', started, false);
      return result;
    } catch (error) {
      observe('pglite', started, true);
      throw error;
    }
  };
  // The pg instrumentation traces PostgreSQL's queries; the embedded database's get a span here.
  return ((...args: unknown[]) => {
    if (!tracingOn()) return timed(args);
    const statement = typeof args[0] === 'string' ? args[0] : '';
    return inSpan(
      `pglite ${statement.trimStart().split(/\s/, 1)[0]?.toUpperCase() ?? 'query'}`,
      { 'db.system.name': 'postgresql', 'db.query.text': statement.slice(0, 2_000) },
      { kind: 'client' },
      () => timed(args),
    );
  }) as Q['query'];
}

/**
 * Times the queries of a PGlite client (in process, or the embedded database's worker handle):
 * `query` and the `query` of each transaction, the two that drizzle's PGlite driver calls.
 * Changes the client in place and returns it.
 */
export function timePgliteQueries<C extends WithTransactions>(client: C): C {
  const transaction = client.transaction.bind(client);
  client.query = timedQuery(client);
  client.transaction = (<T>(fn: (tx: Queryable) => Promise<T>) =>
    transaction((tx) => {
      tx.query = timedQuery(tx);
      return fn(tx);
    })) as C['transaction'];
  return client;
}
