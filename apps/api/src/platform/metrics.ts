import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (ADR 0042, docs/metrics.md). One registry per process, like
 * the process itself: every runtime built in it (tests build several) counts into the same
 * metrics. They are always counted (a counter is an addition); they are served only on
 * METRICS_PORT, by apps/server (metrics-server.ts), never on the public port.
 *
 * Gauges that describe a current state (queue depth, pool use, open streams, outbox lag) are read
 * when scraped, from sources the platform registers here: `watch*` returns the removal.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];
/** Request and query times are short: buckets from 1 ms to 10 s. */
const FAST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Jobs and sandbox runs last longer (a transcode runs minutes). */
const SLOW_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900];

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'API request time until the response headers, by matched route template (not the raw path), method and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: FAST_BUCKETS,
  registers,
});

export const dbQueryDuration = new Histogram({
  name: 'db_query_duration_seconds',
  help: 'Database query time as the API waits for it (pool wait included on PostgreSQL), by driver and outcome.',
  labelNames: ['driver', 'outcome'] as const,
  buckets: FAST_BUCKETS,
  registers,
});

export const jobRuns = new Counter({
  name: 'job_runs_total',
  help: 'Job runs finished by this process, by job name and outcome (succeeded, retrying: failed with attempts left, failed: attempts used up).',
  labelNames: ['name', 'outcome'] as const,
  registers,
});

export const jobDuration = new Histogram({
  name: 'job_duration_seconds',
  help: 'Time one job run took, by job name.',
  labelNames: ['name'] as const,
  buckets: SLOW_BUCKETS,
  registers,
});

export const sandboxRunDuration = new Histogram({
  name: 'sandbox_run_duration_seconds',
  help: 'Code sandbox run time from the thread taking the run to its result, by language and how it stopped.',
  labelNames: ['language', 'stop'] as const,
  buckets: SLOW_BUCKETS,
  registers,
});

export const sandboxQueueWait = new Histogram({
  name: 'sandbox_queue_wait_seconds',
  help: 'Time a sandbox run waited for a free thread, by language.',
  labelNames: ['language'] as const,
  buckets: SLOW_BUCKETS,
  registers,
});

export const sandboxRefused = new Counter({
  name: 'sandbox_refused_total',
  help: 'Sandbox runs refused at once (a 429), by reason: queue (the shared queue is full) or owner (the learner has their runs in).',
  labelNames: ['reason'] as const,
  registers,
});

export const uploadBytes = new Counter({
  name: 'upload_bytes_total',
  help: 'Bytes of uploaded files that passed the type and size checks, by kind (image, pdf, media, text; video-resumable for tus studio videos).',
  labelNames: ['kind'] as const,
  registers,
});

/** A set of sources a gauge reads when scraped; `watch` adds one and returns its removal. */
function sources<T>() {
  const set = new Set<T>();
  return {
    set,
    watch(source: T): () => void {
      set.add(source);
      return () => void set.delete(source);
    },
  };
}

export type PoolSource = { totalCount: number; idleCount: number; waitingCount: number; options: { max?: number } };
const pools = sources<PoolSource>();
export const watchPool = pools.watch;

new Gauge({
  name: 'db_pool_connections',
  help: 'PostgreSQL pool connections by state: in_use, idle, max (the pool size); waiting counts queries waiting for a connection.',
  labelNames: ['state'] as const,
  registers,
  collect() {
    this.reset();
    if (pools.set.size === 0) return;
    let total = 0;
    let idle = 0;
    let waiting = 0;
    let max = 0;
    for (const pool of pools.set) {
      total += pool.totalCount;
      idle += pool.idleCount;
      waiting += pool.waitingCount;
      max += pool.options.max ?? 10;
    }
    this.set({ state: 'in_use' }, total - idle);
    this.set({ state: 'idle' }, idle);
    this.set({ state: 'waiting' }, waiting);
    this.set({ state: 'max' }, max);
  },
});

/** The stored jobs by name and state (pending, running, failed); read from the database when scraped. */
export type JobQueueSource = () => Promise<{ name: string; state: string; count: number }[]>;
const jobQueues = sources<JobQueueSource>();
export const watchJobQueue = jobQueues.watch;

new Gauge({
  name: 'job_queue_depth',
  // Read from the shared database: in a cluster every process sees the same number, not a share of it.
  aggregator: 'max',
  help: 'Stored jobs by name and state: pending (waiting to run, due or scheduled), running (leased), failed (attempts used up, kept).',
  labelNames: ['name', 'state'] as const,
  registers,
  async collect() {
    this.reset();
    for (const read of jobQueues.set) {
      for (const row of await read().catch(() => [])) this.inc({ name: row.name, state: row.state }, row.count);
    }
  },
});

/** Outbox events not yet handed to their subscribers: how many, and the oldest one's age. */
export type OutboxSource = () => Promise<{ undispatched: number; oldestAgeSeconds: number }>;
const outboxes = sources<OutboxSource>();
export const watchOutbox = outboxes.watch;
let outboxReading: Promise<{ undispatched: number; oldestAgeSeconds: number }[]> | undefined;
/** Both outbox gauges from one read per scrape. */
function readOutboxes() {
  // A database that does not answer leaves the gauge at 0 rather than failing the whole scrape.
  outboxReading ??= Promise.all(
    [...outboxes.set].map((read) => read().catch(() => ({ undispatched: 0, oldestAgeSeconds: 0 }))),
  ).finally(() => {
    outboxReading = undefined;
  });
  return outboxReading;
}

new Gauge({
  name: 'outbox_lag_seconds',
  // Read from the shared database: in a cluster every process sees the same number, not a share of it.
  aggregator: 'max',
  help: 'Age of the oldest domain event not yet handed to its subscribers (0 when none waits): how far the relay is behind.',
  registers,
  async collect() {
    const read = await readOutboxes();
    this.set(read.reduce((oldest, o) => Math.max(oldest, o.oldestAgeSeconds), 0));
  },
});

new Gauge({
  name: 'outbox_undispatched_events',
  // Read from the shared database: in a cluster every process sees the same number, not a share of it.
  aggregator: 'max',
  help: 'Domain events stored but not yet handed to their subscribers.',
  registers,
  async collect() {
    const read = await readOutboxes();
    this.set(read.reduce((sum, o) => sum + o.undispatched, 0));
  },
});

/** How far each read replica is behind the primary, in WAL bytes (read when scraped). */
export type ReplicaLagSource = () => Promise<number[]>;
const replicaLags = sources<ReplicaLagSource>();
export const watchReplicaLag = replicaLags.watch;

new Gauge({
  name: 'db_replica_lag_bytes',
  help: 'Write-ahead log each read replica (DATABASE_READ_URL, numbered from 1 in its order) has yet to replay; -1 when it does not answer.',
  labelNames: ['replica'] as const,
  aggregator: 'max',
  registers,
  async collect() {
    this.reset();
    for (const read of replicaLags.set) {
      const lags = await read().catch(() => []);
      for (const [i, lag] of lags.entries()) this.set({ replica: String(i + 1) }, lag);
    }
  },
});

export type SandboxSource = () => { running: number; waiting: number };
const sandboxes = sources<SandboxSource>();
export const watchSandbox = sandboxes.watch;

new Gauge({
  name: 'sandbox_runs',
  help: 'Code sandbox runs now, by state: running (on a thread) or waiting (queued for one).',
  labelNames: ['state'] as const,
  registers,
  collect() {
    let running = 0;
    let waiting = 0;
    for (const load of sandboxes.set) {
      const now = load();
      running += now.running;
      waiting += now.waiting;
    }
    this.set({ state: 'running' }, running);
    this.set({ state: 'waiting' }, waiting);
  },
});

export type LiveSource = () => number;
const liveStreams = sources<LiveSource>();
export const watchLiveStreams = liveStreams.watch;

new Gauge({
  name: 'sse_connections',
  help: 'Live notification streams (server-sent events) open on this process.',
  registers,
  collect() {
    let open = 0;
    for (const count of liveStreams.set) open += count();
    this.set(open);
  },
});

/** The Prometheus text of every metric of this process, and its content type. */
export async function scrapeMetrics(): Promise<{ body: string; contentType: string }> {
  return { body: await metricsRegistry.metrics(), contentType: metricsRegistry.contentType };
}

/**
 * With several server processes (node:cluster), one scrape must see them all: the primary asks
 * each worker for its metrics over the cluster's channel and sums them (prom-client's
 * AggregatorRegistry). A worker calls `answerClusterScrapes`; the primary serves `scrapeCluster`.
 */
export function answerClusterScrapes(): void {
  AggregatorRegistry.setRegistries([metricsRegistry]);
  new AggregatorRegistry();
}

let aggregator: AggregatorRegistry<'text/plain; version=0.0.4; charset=utf-8'> | undefined;
export async function scrapeCluster(): Promise<{ body: string; contentType: string }> {
  aggregator ??= new AggregatorRegistry();
  return { body: await aggregator.clusterMetrics(), contentType: aggregator.contentType };
}
