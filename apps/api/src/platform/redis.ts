import type { Redis, RedisOptions } from 'ioredis';
import type { Logger } from './logger.ts';
import { requireWhenNeeded } from './require-when-needed.ts';

const redisDriver = requireWhenNeeded<typeof import('ioredis')>('ioredis');

/**
 * How long a Redis command may take before its caller treats Redis as down. Redis answers in
 * about a millisecond; without a bound, a Redis that accepts connections but does not answer
 * held sign-in for 11-17 s and writes for 10 s (issue 29).
 */
export const REDIS_TIMEOUT_MS = 200;

/**
 * A Redis connection whose commands fail after REDIS_TIMEOUT_MS instead of waiting (pass
 * `commandTimeout: undefined` for a subscriber, whose SUBSCRIBE may wait for a reconnection).
 * Connection errors are logged at debug level: the callers log what an outage means for them.
 */
export function connectRedis(url: string, logger: Logger | undefined, options: RedisOptions = {}): Redis {
  const { Redis: RedisClient } = redisDriver();
  const client = new RedisClient(url, {
    connectTimeout: 2_000,
    commandTimeout: REDIS_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    ...options,
  });
  client.on('error', (error) => logger?.debug({ err: error }, 'redis connection error'));
  return client;
}
