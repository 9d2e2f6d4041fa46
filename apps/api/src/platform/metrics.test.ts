import { describe, expect, it } from 'vitest';
import { createTestContext } from '../test/test-app.ts';
import { scrapeMetrics, watchJobQueue, watchOutbox } from './metrics.ts';

const t = await createTestContext();

/** The value of one series in a scrape (0 when absent): `name{a="1",b="2"}` with its labels in any order. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const wanted = Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`));
    if (wanted) total += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return total;
}

const scrape = async () => (await scrapeMetrics()).body;

describe('metrics', () => {
  it('counts API requests by route template and status, never by the raw address', async () => {
    const before = await scrape();
    expect((await t.get('/api/core/jobs/no-such-opening-1')).status).toBe(404);
    expect((await t.get('/api/core/jobs/no-such-opening-2')).status).toBe(404);
    expect((await t.get('/api/core/jobs')).status).toBe(200);
    expect((await t.get('/api/core/no-such-route')).status).toBe(404);
    const after = await scrape();

    const count = (text: string, route: string, status: string) =>
      sample(text, 'http_request_duration_seconds_count', { method: 'GET', route, status });
    expect(count(after, '/api/core/jobs/:idOrSlug', '404') - count(before, '/api/core/jobs/:idOrSlug', '404')).toBe(2);
    expect(count(after, '/api/core/jobs', '200') - count(before, '/api/core/jobs', '200')).toBe(1);
    expect(count(after, 'unmatched', '404') - count(before, 'unmatched', '404')).toBe(1);
    expect(after).not.toContain('no-such-opening');
    expect(after).not.toContain('no-such-route');
    // The histogram has its buckets: a request under 10 s is in the 10 s bucket.
    const bucket = (text: string) =>
      sample(text, 'http_request_duration_seconds_bucket', { route: '/api/core/jobs', status: '200', le: '10' });
    expect(bucket(after) - bucket(before)).toBe(1);
    // The requests read the database: their queries were timed.
    const queries = (text: string) => sample(text, 'db_query_duration_seconds_count', { driver: t.driver, outcome: 'ok' });
    expect(queries(after)).toBeGreaterThan(queries(before));
  });

  it('counts job runs and failures by job name, and reads the queue and the outbox when scraped', async () => {
    const runner = t.platform.services.jobRunner;
    runner.define('metrics-test.fails', async () => {
      throw new Error('always');
    });
    await runner.enqueue('metrics-test.fails', {});
    const unwatchQueue = watchJobQueue(runner.queueDepth);
    const unwatchOutbox = watchOutbox(t.platform.services.events.lag);
    try {
      const queued = await scrape();
      expect(sample(queued, 'job_queue_depth', { name: 'metrics-test.fails', state: 'pending' })).toBe(1);
      expect(queued).toMatch(/^outbox_lag_seconds \d/m);

      await runner.runOnce();
      const ran = await scrape();
      expect(sample(ran, 'job_runs_total', { name: 'metrics-test.fails', outcome: 'retrying' })).toBe(1);
      expect(sample(ran, 'job_duration_seconds_count', { name: 'metrics-test.fails' })).toBe(1);
      // Failed with attempts left: pending again, with a back-off.
      expect(sample(ran, 'job_queue_depth', { name: 'metrics-test.fails', state: 'pending' })).toBe(1);
    } finally {
      unwatchQueue();
      unwatchOutbox();
    }
  });
});
