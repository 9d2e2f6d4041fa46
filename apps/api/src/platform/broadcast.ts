import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { Database, Executor } from '../db/client.ts';
import type { Logger } from './logger.ts';
import { connectRedis } from './redis.ts';
import { requireWhenNeeded } from './require-when-needed.ts';

const postgresDriver = requireWhenNeeded<typeof import('pg')>('pg');
const redisDriver = requireWhenNeeded<typeof import('ioredis')>('ioredis');

/**
 * A message to every API instance (this one included). Used for live updates and for waking
 * the job runners. Three transports behind one shape:
 * - memory: one process (PGlite, tests);
 * - postgres: LISTEN on a dedicated connection, NOTIFY through the pool; a NOTIFY sent inside a
 *   transaction is delivered when it commits, and not at all when it rolls back;
 * - redis: pub/sub on two connections (REDIS_URL); a publish is immediate, whatever the transaction.
 */
export type Broadcast = {
  /** `executor` lets a PostgreSQL NOTIFY ride on the caller's transaction. */
  publish(channel: string, message: string, executor?: Executor): Promise<void>;
  subscribe(channel: string, listener: (message: string) => void): () => void;
  close(): Promise<void>;
};

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_BROADCAST_BYTES = 7_900;

export function memoryBroadcast(): Broadcast {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, message) {
      // Asynchronous like the other transports, so that a publisher never runs a listener inline.
      setImmediate(() => emitter.emit(channel, message));
    },
    subscribe(channel, listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const RECONNECT_MS = 1_000;

export function postgresBroadcast(options: { url: string; db: Database; logger: Logger }): Broadcast {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const channels = new Set<string>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = (): Promise<void> => {
    if (connecting) return connecting;
    const next = new (postgresDriver().Client)({ connectionString: options.url });
    next.on('notification', (message) => local.emit(message.channel, message.payload ?? ''));
    next.on('error', (error) => {
      options.logger.warn({ err: error }, 'broadcast listener lost its connection; reconnecting');
      reconnect(next);
    });
    connecting = (async () => {
      await next.connect();
      client = next;
      for (const channel of channels) await next.query(`LISTEN ${quoteChannel(channel)}`);
    })().catch((error) => {
      options.logger.warn({ err: error }, 'broadcast listener could not connect; retrying');
      reconnect(next);
    });
    return connecting;
  };
  const reconnect = (failed: pg.Client) => {
    if (client === failed) client = undefined;
    connecting = undefined;
    failed.end().catch(() => {});
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (!closed) void connect();
    }, RECONNECT_MS);
  };
  const ready = connect();

  return {
    async publish(channel, message, executor) {
      await (executor ?? options.db).execute(sql`select pg_notify(${channel}, ${message})`);
    },
    subscribe(channel, listener) {
      local.on(channel, listener);
      if (!channels.has(channel)) {
        channels.add(channel);
        void ready.then(() => client?.query(`LISTEN ${quoteChannel(channel)}`)).catch(() => {});
      }
      return () => local.off(channel, listener);
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      local.removeAllListeners();
      await connecting?.catch(() => {});
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}

export function redisBroadcast(options: { url: string; logger: Logger }): Broadcast {
  const { Redis: RedisClient } = redisDriver();
  // A publish fails within REDIS_TIMEOUT_MS while Redis does not answer, instead of holding its caller.
  const publisher: Redis = connectRedis(options.url, options.logger);
  const subscriber: Redis = new RedisClient(options.url, { connectTimeout: 2_000 });
  const local = new EventEmitter();
  local.setMaxListeners(0);
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error) => options.logger.warn({ err: error }, 'broadcast redis connection error'));
  }
  subscriber.on('message', (channel: string, message: string) => local.emit(channel, message));
  const channels = new Set<string>();
  return {
    async publish(channel, message) {
      await publisher.publish(channel, message);
    },
    subscribe(channel, listener) {
      local.on(channel, listener);
      if (!channels.has(channel)) {
        channels.add(channel);
        subscriber.subscribe(channel).catch((error) => options.logger.warn({ err: error }, 'redis subscribe failed'));
      }
      return () => local.off(channel, listener);
    },
    async close() {
      local.removeAllListeners();
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

/** Resolves once the listener is connected and listening (tests and benches wait for it). */
export async function broadcastReady(broadcast: Broadcast, channel = 'lp_ready_probe'): Promise<void> {
  const token = `${process.pid}-${Math.random()}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const heard = new Promise<boolean>((resolve) => {
      const stop = broadcast.subscribe(channel, (message) => {
        if (message === token) {
          stop();
          resolve(true);
        }
      });
      setTimeout(() => {
        stop();
        resolve(false);
      }, 200).unref();
    });
    await broadcast.publish(channel, token);
    if (await heard) return;
  }
  throw new Error('the broadcast transport did not deliver a probe message within 10 s');
}

/** Channel names are ours (constants), but quote them so that LISTEN never takes SQL. */
function quoteChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid broadcast channel name: ${channel}`);
  return `"${channel}"`;
}
