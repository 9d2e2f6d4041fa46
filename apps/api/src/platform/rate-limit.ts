import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from './errors.ts';
import type { Logger } from './logger.ts';
import { connectRedis, REDIS_TIMEOUT_MS } from './redis.ts';
import { requireWhenNeeded } from './require-when-needed.ts';

const limiterStores = requireWhenNeeded<typeof import('rate-limiter-flexible')>('rate-limiter-flexible');

export type RateLimiter = {
  /**
   * Takes one point from each key's budget; throws a 429 ApiError when any is spent. A bucket's
   * budget per minute is the limiter's default unless its first use names another.
   */
  consume(bucket: string, keys: string[], options?: { pointsPerMinute?: number }): Promise<void>;
  /** Resolves once Redis is connected (at once in memory); for tests and benches. */
  ready(): Promise<void>;
  close(): Promise<void>;
};

type Options = {
  pointsPerMinute: number;
  redisUrl?: string | undefined;
  logger?: Logger | undefined;
  /** After Redis failed, how long this process counts locally before it tries Redis again. */
  redisRetryMs?: number;
};

/** A Redis that failed is tried again after this long; meanwhile no request waits for it. */
const REDIS_RETRY_MS = 5_000;

/**
 * In memory by default; shared through Redis when REDIS_URL is set, so every instance counts
 * together. When Redis is down or slow (a call unanswered after REDIS_TIMEOUT_MS), this process
 * counts in memory for a while (the budgets hold per process instead of across them), says so
 * once in the log, and goes back to Redis when it answers again.
 */
export function createRateLimiter({ pointsPerMinute, redisUrl, logger, redisRetryMs = REDIS_RETRY_MS }: Options): RateLimiter {
  const redis = redisUrl ? connectRedis(redisUrl, logger) : undefined;
  const limiters = new Map<string, { shared: RateLimiterAbstract | undefined; local: RateLimiterAbstract }>();
  const limitersFor = (bucket: string, points: number) => {
    let pair = limiters.get(bucket);
    if (!pair) {
      const { RateLimiterMemory, RateLimiterRedis } = limiterStores();
      const opts = { keyPrefix: `rl:${bucket}`, points, duration: 60 };
      pair = {
        shared: redis ? new RateLimiterRedis({ ...opts, storeClient: redis, useRedisPackage: false }) : undefined,
        local: new RateLimiterMemory(opts),
      };
      limiters.set(bucket, pair);
    }
    return pair;
  };

  /** While set, Redis failed and calls count locally until this time. */
  let degradedUntil = 0;
  const degrade = (error: unknown) => {
    if (degradedUntil === 0) {
      logger?.warn(
        { err: error, retryMs: redisRetryMs },
        'rate limits degraded: Redis did not answer, so this process counts the limits on its own until it does',
      );
    }
    degradedUntil = Date.now() + redisRetryMs;
  };

  async function consumeShared(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    // ioredis's commandTimeout bounds each command; this bounds the whole call whatever the client does.
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${REDIS_TIMEOUT_MS} ms`)), REDIS_TIMEOUT_MS);
    });
    try {
      await Promise.race([limiter.consume(key), late]);
      if (degradedUntil !== 0) {
        degradedUntil = 0;
        logger?.info('rate limits recovered: Redis answers again, the limits are shared between instances');
      }
      return true;
    } catch (rejection) {
      if (rejection instanceof limiterStores().RateLimiterRes) throw rejection;
      degrade(rejection);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async consume(bucket, keys, options) {
      const { shared, local } = limitersFor(bucket, options?.pointsPerMinute ?? pointsPerMinute);
      for (const key of keys) {
        try {
          const counted = shared && Date.now() >= degradedUntil ? await consumeShared(shared, key) : false;
          if (!counted) await local.consume(key);
        } catch (rejection) {
          if (rejection instanceof limiterStores().RateLimiterRes) throw tooManyRequests(rejection.msBeforeNext / 1000);
          throw rejection;
        }
      }
    },
    async ready() {
      if (redis && redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
    },
    async close() {
      redis?.disconnect();
    },
  };
}
