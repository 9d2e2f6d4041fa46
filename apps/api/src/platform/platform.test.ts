import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../config.ts';
import { openEmbedded } from '../db/client.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { ApiError } from './errors.ts';
import { outboxMailer } from './mail.ts';
import { createRateLimiter } from './rate-limit.ts';

const scratch = await mkdtemp(path.join(tmpdir(), 'lp-platform-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

// Each opener starts PGlite in a worker thread and the first migrates a fresh database: slow on a busy machine.
describe('the embedded database', { timeout: 120_000 }, () => {
  it('refuses a second opener of the same data directory, and opens again once closed', async () => {
    const dataDir = path.join(scratch, 'locked');
    const first = await openEmbedded(dataDir);
    await expect(openEmbedded(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(openEmbedded(dataDir)).rejects.toThrow(/Another process is using the database/);
    await first.migrate();
    await first.close();
    const second = await openEmbedded(dataDir);
    await second.close();
  });

  it('takes over at once a lock whose owner process is gone', async () => {
    const dataDir = path.join(scratch, 'orphaned');
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(dataDir, 'db.lock'), JSON.stringify({ pid: gone, token: 'left-by-a-killed-process' }));
    const handle = await openEmbedded(dataDir);
    await expect(openEmbedded(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    await handle.close();
  });
});

describe('the outbox mailer', () => {
  it('writes each message as a JSON file a person or a test can read', async () => {
    const outbox = path.join(scratch, 'outbox');
    const mailer = outboxMailer(outbox, 'Learnly <no-reply@learnly.local>');
    await mailer.send({ to: 'asha@example.in', subject: '123456 is your code', text: 'Your code is 123456.' });
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/asha@example\.in\.json$/);
    const message = JSON.parse(await readFile(path.join(outbox, files[0] ?? ''), 'utf8'));
    expect(message.subject).toBe('123456 is your code');
    expect(message.to).toEqual([{ address: 'asha@example.in', name: '' }]);
    expect(message.text).toContain('123456');
  });
});

async function expectLimitAfter(limiter: ReturnType<typeof createRateLimiter>, bucket: string, allowed: number) {
  for (let i = 0; i < allowed; i++) await limiter.consume(bucket, ['ip:1', 'email:a@b.in']);
  const refused = await limiter.consume(bucket, ['ip:1']).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(ApiError);
  expect((refused as ApiError).status).toBe(429);
  expect(Number((refused as ApiError).headers?.['Retry-After'])).toBeGreaterThan(0);
  // Another address still gets through.
  await expect(limiter.consume(bucket, ['ip:2'])).resolves.toBeUndefined();
}

describe('the rate limiter', () => {
  it('refuses past the budget per key, in memory', async () => {
    const limiter = createRateLimiter({ pointsPerMinute: 3 });
    await expectLimitAfter(limiter, 'memory-test', 3);
    await limiter.close();
  });

  const redisUrl = testRedisUrl();
  // Redis is optional on a developer's machine (npm test needs nothing installed); CI sets TEST_REDIS_URL.
  it.skipIf(!redisUrl)('shares the budget between instances through Redis', async () => {
    const bucket = `redis-test-${Date.now()}`;
    const one = createRateLimiter({ pointsPerMinute: 4, redisUrl });
    const two = createRateLimiter({ pointsPerMinute: 4, redisUrl });
    await one.consume(bucket, ['ip:1', 'email:a@b.in']);
    await one.consume(bucket, ['ip:1', 'email:a@b.in']);
    await expectLimitAfter(two, bucket, 2);
    await one.close();
    await two.close();
  });
});
