import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from './errors.ts';
import { requireWhenNeeded } from './require-when-needed.ts';

const limiterStores = requireWhenNeeded<typeof import('rate-limiter-flexible')>('rate-limiter-flexible');
const redisDriver = requireWhenNeeded<typeof import('ioredis')>('ioredis');

export type RateLimiter = {
  /**
   * Takes one point from each key's budget; throws a 429 ApiError when any is spent. A bucket's
   * budget per minute is the limiter's default unless its first use names another.
   */
  consume(bucket: string, keys: string[], options?: { pointsPerMinute?: number }): Promise<void>;
  close(): Promise<void>;
};

type Options = { pointsPerMinute: number; redisUrl?: string | undefined };

/** In memory by default; shared through Redis when REDIS_URL is set, so every instance counts together. */
export function createRateLimiter({ pointsPerMinute, redisUrl }: Options): RateLimiter {
  const redis = redisUrl ? new (redisDriver().Redis)(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 }) : undefined;
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterFor = (bucket: string, points: number) => {
    let limiter = limiters.get(bucket);
    if (!limiter) {
      const { RateLimiterMemory, RateLimiterRedis } = limiterStores();
      const opts = { keyPrefix: `rl:${bucket}`, points, duration: 60 };
      limiter = redis
        ? new RateLimiterRedis({
            ...opts,
            storeClient: redis,
            useRedisPackage: false,
            insuranceLimiter: new RateLimiterMemory(opts),
          })
        : new RateLimiterMemory(opts);
      limiters.set(bucket, limiter);
    }
    return limiter;
  };
  return {
    async consume(bucket, keys, options) {
      const limiter = limiterFor(bucket, options?.pointsPerMinute ?? pointsPerMinute);
      for (const key of keys) {
        try {
          await limiter.consume(key);
        } catch (rejection) {
          if (rejection instanceof limiterStores().RateLimiterRes) throw tooManyRequests(rejection.msBeforeNext / 1000);
          throw rejection;
        }
      }
    },
    async close() {
      redis?.disconnect();
    },
  };
}
