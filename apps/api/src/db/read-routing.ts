import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/**
 * Read replicas (DATABASE_READ_URL, ADR 0042). Reads go to a replica only inside a scope that
 * allows it: an API request that is a safe method and whose browser wrote nothing in the last few
 * seconds (platform/read-your-writes.ts). Everything else (writes, transactions, jobs, a request
 * right after the same browser's write) goes to the primary.
 */
const scope = new AsyncLocalStorage<{ replica: boolean }>();

/** Runs `fn` with reads through the routing pool going to a replica when `allowed`. */
export function withReplicaReads<T>(allowed: boolean, fn: () => T): T {
  return scope.run({ replica: allowed }, fn);
}

/** A connection that never reached the replica (down, restarting): the primary answers instead. */
function unreachable(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  // SQLSTATE codes are five characters; class 57 (operator intervention: shutting down, recovery
  // conflict) and 08 (connection exception) are the replica's trouble, not the query's.
  if (code && /^[0-9A-Z]{5}$/.test(code)) return code.startsWith('08') || code.startsWith('57');
  return true;
}

/**
 * A pool for drizzle whose plain queries go to a replica (in turn) when the scope allows, else to
 * the primary; transactions (`connect`) always take a primary connection. It is the primary pool
 * underneath (drizzle checks `instanceof Pool`), with `query`, `connect` and `end` of its own.
 */
export function routingPool(primary: pg.Pool, replicas: pg.Pool[]): pg.Pool {
  let turn = 0;
  const routing = Object.create(primary) as pg.Pool;
  const query = (...args: unknown[]) => (primary.query as (...a: unknown[]) => unknown)(...args);
  Object.assign(routing, {
    query: (...args: unknown[]) => {
      if (!scope.getStore()?.replica || replicas.length === 0 || typeof args[args.length - 1] === 'function') {
        return query(...args);
      }
      const replica = replicas[turn++ % replicas.length] as pg.Pool;
      return (replica.query as (...a: unknown[]) => Promise<unknown>)(...args).catch((error: unknown) => {
        if (unreachable(error)) return query(...args);
        throw error;
      });
    },
    connect: (...args: unknown[]) => (primary.connect as (...a: unknown[]) => unknown)(...args),
    end: () => primary.end(),
  });
  return routing;
}
