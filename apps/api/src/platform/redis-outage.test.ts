import { connect, createServer, type Server, type Socket } from 'node:net';
import { MESSAGES } from '@lp/contract/messages';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../config.ts';
import { insertUser } from '../db/seed/factories.ts';
import { createTestContext } from '../test/test-app.ts';
import { redisBroadcast } from './broadcast.ts';
import { ApiError } from './errors.ts';
import { createRateLimiter } from './rate-limit.ts';

/** Well above the 200 ms a Redis call may take before the limiter counts locally, well below the 10-17 s of before. */
const ANSWER_WITHIN_MS = 1_000;

/** A logger whose lines the test reads. */
function capturingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines, degraded: () => lines.filter((line) => line.level >= 40 && /degraded/i.test(line.msg)) };
}

const servers: Server[] = [];
const sockets = new Set<Socket>();
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `redis://127.0.0.1:${address.port}`;
}

/** A "Redis" that accepts connections and never answers (a hung server, a black-holed route). */
function silentRedis(): Promise<string> {
  return listen(
    createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
    }),
  );
}

/**
 * A proxy to the real Redis whose route can be cut: connections stay open and nothing goes
 * through until it heals, when what was held back arrives late (as TCP delivers it after a partition).
 */
async function cuttableProxy(target: string) {
  const upstream = new URL(target);
  let cut = false;
  const held: [Socket, Buffer][] = [];
  const forward = (to: Socket, chunk: Buffer) => (cut ? held.push([to, chunk]) : to.write(chunk));
  const url = await listen(
    createServer((client) => {
      const server = connect(Number(upstream.port || 6379), upstream.hostname);
      for (const socket of [client, server]) {
        sockets.add(socket);
        socket.on('error', () => {});
      }
      client.on('data', (chunk) => forward(server, chunk));
      server.on('data', (chunk) => forward(client, chunk));
    }),
  );
  return {
    url,
    cut: () => {
      cut = true;
    },
    heal: () => {
      cut = false;
      for (const [to, chunk] of held.splice(0)) to.write(chunk);
    },
  };
}

/** Runs `work`, failing when it takes longer than `withinMs` (and giving up instead of hanging the test). */
async function answersQuickly<T>(work: () => Promise<T>, withinMs = ANSWER_WITHIN_MS): Promise<T> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${withinMs + 2_000} ms`)), withinMs + 2_000);
  });
  try {
    return await Promise.race([work(), late]);
  } finally {
    clearTimeout(timer);
    expect(Date.now() - started).toBeLessThan(withinMs);
  }
}

async function consumeAll(limiter: ReturnType<typeof createRateLimiter>, bucket: string, times: number) {
  for (let i = 0; i < times; i++) await answersQuickly(() => limiter.consume(bucket, ['ip:1', 'email:a@b.in']));
}

describe('the rate limiter while Redis does not answer', () => {
  it('counts in this process within 200 ms a call, and logs that it is degraded', async () => {
    const { logger, degraded } = capturingLogger();
    const limiter = createRateLimiter({ pointsPerMinute: 3, redisUrl: await silentRedis(), logger });
    try {
      await consumeAll(limiter, 'silent', 3);
      // The local limiter still limits: the fourth is refused.
      const refused = await answersQuickly(() => limiter.consume('silent', ['ip:1']).catch((error: unknown) => error));
      expect(refused).toBeInstanceOf(ApiError);
      expect((refused as ApiError).status).toBe(429);
      // Said once for the outage, not once per request.
      expect(degraded()).toHaveLength(1);
    } finally {
      await limiter.close();
    }
  });

  const redisUrl = testRedisUrl();
  it.skipIf(!redisUrl)('Redis cut after it worked: counted locally at once, back to the shared count when it heals', async () => {
    const { logger, lines, degraded } = capturingLogger();
    const proxy = await cuttableProxy(redisUrl ?? '');
    const bucket = `cut-${Date.now()}`;
    const limiter = createRateLimiter({ pointsPerMinute: 10, redisUrl: proxy.url, logger, redisRetryMs: 300 });
    const direct = new Redis(redisUrl ?? '');
    const sharedCount = async () => Number(await direct.get(`rl:${bucket}:ip:1`));
    try {
      await limiter.ready();
      await consumeAll(limiter, bucket, 2);
      expect(await sharedCount()).toBe(2);
      expect(degraded()).toHaveLength(0);
      proxy.cut();
      // Past the budget of 10 in all, but the local count starts afresh: none refused, none waits.
      await consumeAll(limiter, bucket, 9);
      expect(degraded()).toHaveLength(1);
      proxy.heal();
      await new Promise((resolve) => setTimeout(resolve, 400));
      const before = await sharedCount();
      await consumeAll(limiter, bucket, 1);
      expect(await sharedCount()).toBe(before + 1);
      expect(lines.some((line) => /recovered/.test(line.msg))).toBe(true);
    } finally {
      await limiter.close();
      direct.disconnect();
    }
  });
});

describe('live messages while Redis does not answer', () => {
  it('a publish fails within a second instead of holding the request or job that sent it', async () => {
    const { logger } = capturingLogger();
    const broadcast = redisBroadcast({ url: await silentRedis(), logger });
    try {
      const outcome = await answersQuickly(() =>
        broadcast.publish('lp_live', '{}').then(
          () => 'sent',
          () => 'failed',
        ),
      );
      expect(outcome).toBe('failed');
    } finally {
      await broadcast.close();
    }
  });
});

const blackHole = await silentRedis();
const log = capturingLogger();
const t = await createTestContext({ redisUrl: blackHole }, { logger: log.logger });

describe('the API while Redis does not answer', () => {
  it('signs in and takes a limited write within a second, counting locally', async () => {
    const email = `redis-outage-${Date.now()}@example.in`;
    await insertUser(t.db, { email, password: 'OldPass123' });
    // The first sign-in of a cold app takes up to 2 s on a busy test machine without any Redis;
    // it is also the one that waits for Redis (200 ms) and finds it degraded.
    expect(await answersQuickly(() => t.signIn(email, 'OldPass123'), 3_000)).toContain('session-token');
    expect(log.degraded()).toHaveLength(1);
    const cookie = await answersQuickly(() => t.signIn(email, 'OldPass123'));
    expect(cookie).toContain('session-token');
    const res = await answersQuickly(() => t.post('/api/accounts/forgot-password', { email }));
    expect(res.status).toBe(200);
    // Still limited: the per-address budget of forgot-password runs out in this process.
    const ip = t.newIp();
    const answers: number[] = [];
    for (let i = 0; i <= t.config.rateLimitAuthPerMinute; i++) {
      const other = `redis-outage-${i}-${Date.now()}@example.in`;
      const res = await answersQuickly(() => t.post('/api/accounts/forgot-password', { email: other }, { ip }));
      answers.push(res.status);
      if (res.status === 429) expect(res.body.error).toBe(MESSAGES.rateLimited);
    }
    expect(answers).toEqual([...Array(t.config.rateLimitAuthPerMinute).fill(200), 429]);
  });
});

describe('marking notifications read on an instance whose live messages go through a Redis that does not answer', () => {
  it('saves the read and answers 200 within a second; the failed broadcast is logged', async () => {
    const user = await insertUser(t.db);
    const cookie = await t.signIn(user.email, 'Learnly@123');
    await t.platform.services.notifications.notify(undefined, {
      userId: user.id,
      type: 'account',
      key: 'redis-outage:read',
      title: 'Welcome',
      body: 'Read me while Redis is down',
      link: '/account',
    });
    const other = await t.anotherInstance({ redisUrl: blackHole });
    const listed = await other.get('/api/core/notifications', { cookie });
    const [notification] = listed.body.data.results;
    const res = await answersQuickly(() => other.post('/api/core/notifications', { id: notification.id }, { cookie }));
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.unread).toBe(0);
    const after = await t.get('/api/core/notifications', { cookie });
    expect(after.body.data.results[0].read).toBe(true);
    expect(log.lines.some((line) => line.msg === 'unread count not broadcast to the other tabs')).toBe(true);
  });
});
