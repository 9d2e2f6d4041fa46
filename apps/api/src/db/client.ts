import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { watchReplicaLag } from '../platform/metrics.ts';
import { type StartedEmbedded, startEmbedded } from './embedded-start.ts';
import { timePgliteQueries, timePostgresQueries } from './query-timing.ts';
import { routingPool } from './read-routing.ts';

/** The one database type both drivers share (DESIGN §2a). */
export type Database = PgDatabase<PgQueryResultHKT>;
/** The handle inside `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either: for helpers that run alone or inside the caller's transaction. */
export type Executor = Database | Tx;

export type DatabaseHandle = {
  db: Database;
  /**
   * For read-only queries that may be served by a read replica (catalogue, search): the same as
   * `db` unless DATABASE_READ_URL is set; then routed per request (db/read-routing.ts).
   */
  readDb?: Database;
  driver: 'pglite' | 'postgres';
  /** The PostgreSQL server's address (for a dedicated LISTEN connection); undefined on PGlite. */
  url?: string;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Arbitrary constant key: only one instance applies migrations at a time on PostgreSQL. */
const MIGRATION_LOCK_KEY = 724_311_001;

/** At most this many distinct statements are prepared per connection; later ones run unprepared. */
const MAX_NAMED_STATEMENTS = 2_000;

/**
 * Names every parameterised statement after its text, so that PostgreSQL parses and plans it
 * once per connection and reuses the plan (planning a list query took 1.5 ms, running it 0.4 ms).
 * Query texts are bounded (values travel as parameters), and the cap keeps a runaway caller from
 * growing every connection's statement cache without end.
 */
function prepareStatementsByText(pool: pg.Pool): void {
  const names = new Map<string, string>();
  const nameFor = (text: string): string | undefined => {
    let name = names.get(text);
    if (!name && names.size < MAX_NAMED_STATEMENTS) {
      name = `lp_${createHash('sha1').update(text).digest('hex')}`;
      names.set(text, name);
    }
    return name;
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
    if (config && typeof config === 'object' && 'text' in config && !('name' in config && (config as { name?: string }).name)) {
      const text = (config as { text: string }).text;
      const name = nameFor(text);
      if (name) return query({ ...(config as object), name }, ...rest);
    }
    return query(config, ...rest);
  };
}

export async function openPostgres(url: string, poolSize = 10, readUrls: string[] = []): Promise<DatabaseHandle> {
  // Loaded here, not at the top: a server on the embedded database never needs them (ADR 0020).
  const [{ default: postgres }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new postgres.Pool({ connectionString: url, max: poolSize });
  prepareStatementsByText(pool);
  const unwatchPool = timePostgresQueries(pool);
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries in flight still see their own error.
  });
  const db = drizzlePg(pool) as unknown as Database;
  const replicas = readUrls.map((readUrl) => {
    const replica = new postgres.Pool({ connectionString: readUrl, max: poolSize });
    prepareStatementsByText(replica);
    replica.on('error', () => {});
    return { pool: replica, unwatch: timePostgresQueries(replica) };
  });
  const readDb =
    replicas.length > 0
      ? (drizzlePg(
          routingPool(
            pool,
            replicas.map((r) => r.pool),
          ),
        ) as unknown as Database)
      : db;
  const unwatchLag =
    replicas.length > 0
      ? watchReplicaLag(async () => {
          const { rows } = await pool.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
          const primaryLsn = rows[0]?.lsn;
          return Promise.all(
            replicas.map(async ({ pool: replica }) => {
              try {
                const lag = await replica.query<{ bytes: string }>(
                  'select greatest(pg_wal_lsn_diff($1::pg_lsn, pg_last_wal_replay_lsn()), 0)::text as bytes',
                  [primaryLsn],
                );
                return Number(lag.rows[0]?.bytes ?? -1);
              } catch {
                return -1;
              }
            }),
          );
        })
      : () => {};
  return {
    db,
    readDb,
    driver: 'postgres',
    url,
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close: async () => {
      unwatchPool();
      unwatchLag();
      for (const replica of replicas) replica.unwatch();
      await Promise.all([pool.end(), ...replicas.map((r) => r.pool.end())]);
    },
  };
}

/**
 * PGlite with the extensions our migrations use. `dataDir` undefined means in memory;
 * `loadDataDir` starts from a dump (tests copy a migrated template this way).
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<{
  handle: DatabaseHandle;
  client: PGlite;
}> {
  const client = await PGlite.create(options.dataDir, {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(timePgliteQueries(client)) as unknown as Database;
  return {
    client,
    handle: {
      db,
      driver: 'pglite',
      migrate: async () => {
        await migratePglite(drizzlePglite(client), { migrationsFolder });
      },
      close: () => client.close(),
    },
  };
}

/**
 * The embedded database under DATA_DIR/db, with a lock so that a second process cannot
 * open (and corrupt) the same files (DESIGN §2a). PGlite runs in a worker thread of its own
 * (pglite-worker.ts), so its queries never block the server's main thread. `started` is a boot
 * the caller began earlier (embedded-start.ts).
 */
export async function openEmbedded(dataDir: string, started?: Promise<StartedEmbedded>): Promise<DatabaseHandle> {
  const { remote, release } = await (started ?? startEmbedded(dataDir));
  const db = drizzlePglite(timePgliteQueries(remote.client) as unknown as PGlite) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: async () => {
      await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
    },
    close: async () => {
      try {
        await remote.close();
      } finally {
        release();
      }
    },
  };
}

export async function openDatabase(
  config: {
    databaseUrl: string | undefined;
    databasePoolSize: number;
    dataDir: string;
    databaseReadUrls?: string[];
  },
  /** The embedded database's boot, when the caller started it already (embedded-start.ts). */
  startedEmbedded?: Promise<StartedEmbedded>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePoolSize, config.databaseReadUrls);
  return openEmbedded(config.dataDir, startedEmbedded);
}

export async function isDatabaseReady(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
