import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { backgroundJobs, jobSchedules } from '../db/schema/platform.ts';
import type { Broadcast } from './broadcast.ts';
import type { Logger } from './logger.ts';
import { jobDuration, jobRuns, watchJobQueue } from './metrics.ts';
import { inSpan } from './trace-spans.ts';

/**
 * The job runner (ADR 0009): jobs live in `background_jobs`, so nothing is lost on a restart;
 * a runner claims due jobs with `FOR UPDATE SKIP LOCKED` and a lease, so with several
 * instances each job runs once; a failed run is retried with exponential back-off and, once
 * its attempts are used up, kept as `failed` with its last error.
 *
 * A handler may run more than once (a lease that ran out while it was still working, a crash
 * after it finished but before the row was deleted): make it idempotent.
 */
/** The error kept on a job whose runner stopped during its last attempt. */
export const ABANDONED_MESSAGE = 'The runner stopped during the last attempt (its lease ran out).';

export type JobHandler<P = unknown> = (payload: P, job: { id: number; attempt: number; name: string }) => Promise<void>;

export type RetryPolicy = {
  /** Runs in all, the first included. */
  maxAttempts: number;
  /** Delay before the second run; doubled for each later one, capped at `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
};

export type JobOptions = { retry?: Partial<RetryPolicy>; leaseMs?: number };

export type EnqueueOptions = {
  runAt?: Date;
  /** While a job with this key is stored (pending, running or failed), enqueueing it again is a no-op. */
  key?: string;
  /** Enqueue inside the caller's transaction: the job exists only if the transaction commits. */
  tx?: Executor;
};

export type JobRunner = ReturnType<typeof createJobRunner>;

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 5, backoffMs: 5_000, maxBackoffMs: 60 * 60_000 };
const DEFAULT_LEASE_MS = 60_000;
/** Broadcast channel that wakes every runner when a job is enqueued. */
const WAKE_CHANNEL = 'lp_jobs';

type Definition = { handler: JobHandler<never>; retry: RetryPolicy; leaseMs: number };

export function createJobRunner(options: {
  db: Database;
  broadcast: Broadcast;
  logger: Logger;
  /** How often an idle runner looks for due jobs (a wake-up after an enqueue comes sooner). */
  pollMs?: number;
  /** Jobs run at once by this runner. */
  concurrency?: number;
}) {
  const { db, broadcast, logger } = options;
  const pollMs = options.pollMs ?? 1_000;
  const concurrency = options.concurrency ?? 4;
  const workerId = randomUUID();
  const definitions = new Map<string, Definition>();
  const schedules = new Map<string, number>();
  /** Steps run before each claim (the outbox relay); each returns how much it did. */
  const steps: (() => Promise<number>)[] = [];

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let wakeRequested = false;
  let unsubscribe: (() => void) | undefined;
  let unwatch: (() => void) | undefined;

  /** The stored jobs by name and state, for the job_queue_depth gauge. */
  async function queueDepth() {
    const rows = await db
      .select({ name: backgroundJobs.name, state: backgroundJobs.state, count: sql<number>`count(*)::int` })
      .from(backgroundJobs)
      .groupBy(backgroundJobs.name, backgroundJobs.state);
    return rows.map((row) => ({ ...row, count: Number(row.count) }));
  }

  function define<P>(name: string, handler: JobHandler<P>, jobOptions: JobOptions = {}): void {
    if (definitions.has(name)) throw new Error(`job ${name} is defined twice`);
    definitions.set(name, {
      handler: handler as JobHandler<never>,
      retry: { ...DEFAULT_RETRY, ...jobOptions.retry },
      leaseMs: jobOptions.leaseMs ?? DEFAULT_LEASE_MS,
    });
  }

  /** Stores a job; returns false when its key is already taken. */
  async function enqueue(name: string, payload: unknown = {}, enqueueOptions: EnqueueOptions = {}): Promise<boolean> {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`job ${name} is not defined`);
    const executor = enqueueOptions.tx ?? db;
    const inserted = await executor
      .insert(backgroundJobs)
      .values({
        name,
        payload: payload ?? {},
        key: enqueueOptions.key ?? null,
        maxAttempts: definition.retry.maxAttempts,
        ...(enqueueOptions.runAt ? { runAt: enqueueOptions.runAt } : {}),
      })
      .onConflictDoNothing()
      .returning({ id: backgroundJobs.id });
    if (inserted.length > 0 && (!enqueueOptions.runAt || enqueueOptions.runAt.getTime() <= Date.now())) {
      await broadcast.publish(WAKE_CHANNEL, '', executor);
    }
    return inserted.length > 0;
  }

  /** Runs the named (defined) job every `intervalMs`, once per interval across all instances. */
  function every(name: string, intervalMs: number): void {
    if (!definitions.has(name)) throw new Error(`job ${name} is not defined`);
    schedules.set(name, intervalMs);
  }

  /** Enqueues the recurring jobs whose time has come; the atomic UPDATE picks one winner per interval. */
  async function enqueueDueSchedules(): Promise<number> {
    let enqueued = 0;
    for (const [name, intervalMs] of schedules) {
      await db
        .insert(jobSchedules)
        .values({ name, intervalMs, nextRunAt: new Date() })
        .onConflictDoUpdate({
          target: jobSchedules.name,
          set: { intervalMs },
          where: sql`${jobSchedules.intervalMs} <> ${intervalMs}`,
        });
      const claimed = await db
        .update(jobSchedules)
        .set({ nextRunAt: sql`now() + make_interval(secs => ${intervalMs / 1000})` })
        .where(and(eq(jobSchedules.name, name), lte(jobSchedules.nextRunAt, sql`now()`)))
        .returning({ nextRunAt: jobSchedules.nextRunAt });
      if (claimed.length > 0) {
        await enqueue(name, {});
        enqueued += 1;
      }
    }
    return enqueued;
  }

  async function claim(limit: number) {
    const names = [...definitions.keys()];
    if (names.length === 0 || limit <= 0) return [];
    const due = db
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(
        and(
          inArray(backgroundJobs.name, names),
          or(
            and(eq(backgroundJobs.state, 'pending'), lte(backgroundJobs.runAt, sql`now()`)),
            // A runner that died mid-job: its lease ran out, so the job is due again.
            and(
              eq(backgroundJobs.state, 'running'),
              lt(backgroundJobs.lockedUntil, sql`now()`),
              lt(backgroundJobs.attempts, backgroundJobs.maxAttempts),
            ),
          ),
        ),
      )
      .orderBy(asc(backgroundJobs.runAt), asc(backgroundJobs.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(backgroundJobs)
      .set({
        state: 'running',
        attempts: sql`${backgroundJobs.attempts} + 1`,
        lockedBy: workerId,
        lockedUntil: sql`now() + make_interval(secs => ${DEFAULT_LEASE_MS / 1000})`,
        updatedAt: sql`now()`,
      })
      .where(inArray(backgroundJobs.id, due))
      .returning();
    // The lease is per job: set it for the ones defined with a lease of their own.
    for (const job of claimed) {
      const leaseMs = definitions.get(job.name)?.leaseMs ?? DEFAULT_LEASE_MS;
      if (leaseMs !== DEFAULT_LEASE_MS) {
        await db
          .update(backgroundJobs)
          .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
          .where(and(eq(backgroundJobs.id, job.id), eq(backgroundJobs.lockedBy, workerId)));
      }
    }
    return claimed;
  }

  /**
   * A job whose runner died during its LAST attempt would stay `running` for ever (no attempt
   * left to reclaim it) and its key would block the same work from being enqueued again: once
   * its lease ran out it is kept as `failed`, like any job whose attempts are used up.
   */
  async function failAbandoned(): Promise<number> {
    const abandoned = await db
      .update(backgroundJobs)
      .set({
        state: 'failed',
        lockedBy: null,
        lockedUntil: null,
        lastError: ABANDONED_MESSAGE,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(backgroundJobs.state, 'running'),
          lt(backgroundJobs.lockedUntil, sql`now()`),
          gte(backgroundJobs.attempts, backgroundJobs.maxAttempts),
        ),
      )
      .returning({ id: backgroundJobs.id, name: backgroundJobs.name });
    for (const job of abandoned) logger.warn({ job: job.name, jobId: job.id }, 'job abandoned on its last attempt');
    return abandoned.length;
  }

  function runJob(job: typeof backgroundJobs.$inferSelect): Promise<void> {
    const attributes = { 'job.name': job.name, 'job.id': job.id, 'job.attempt': job.attempts };
    return inSpan(`job ${job.name}`, attributes, { root: true }, () => runJobNow(job));
  }

  async function runJobNow(job: typeof backgroundJobs.$inferSelect): Promise<void> {
    const definition = definitions.get(job.name);
    if (!definition) return;
    const mine = and(eq(backgroundJobs.id, job.id), eq(backgroundJobs.lockedBy, workerId));
    const endTimer = jobDuration.startTimer({ name: job.name });
    try {
      await (definition.handler as JobHandler)(job.payload, { id: job.id, attempt: job.attempts, name: job.name });
      endTimer();
      jobRuns.inc({ name: job.name, outcome: 'succeeded' });
      await db.delete(backgroundJobs).where(mine);
    } catch (error) {
      endTimer();
      const message = error instanceof Error ? error.message : String(error);
      const exhausted = job.attempts >= job.maxAttempts;
      jobRuns.inc({ name: job.name, outcome: exhausted ? 'failed' : 'retrying' });
      const { backoffMs, maxBackoffMs } = definition.retry;
      const delayMs = Math.min(backoffMs * 2 ** (job.attempts - 1), maxBackoffMs);
      logger.warn({ err: error, job: job.name, jobId: job.id, attempt: job.attempts, exhausted }, 'job failed');
      await db
        .update(backgroundJobs)
        .set({
          state: exhausted ? 'failed' : 'pending',
          runAt: exhausted ? job.runAt : sql`now() + make_interval(secs => ${delayMs / 1000})`,
          lockedBy: null,
          lockedUntil: null,
          lastError: message.slice(0, 2_000),
          updatedAt: sql`now()`,
        })
        .where(mine);
    }
  }

  /**
   * Runs the steps, then claims and runs due jobs until none is due. Returns the number of jobs
   * run. Tests call this instead of starting the timer.
   */
  async function runOnce(): Promise<number> {
    let ran = 0;
    for (;;) {
      let stepped = 0;
      for (const step of steps) stepped += await step();
      stepped += await enqueueDueSchedules();
      stepped += await failAbandoned();
      const jobs = await claim(concurrency);
      await Promise.all(jobs.map(runJob));
      ran += jobs.length;
      if (jobs.length === 0 && stepped === 0) return ran;
    }
  }

  /** Jobs the timer's passes started and that are still running (a pass does not wait for them). */
  const inHand = new Set<Promise<void>>();

  /**
   * One pass of the started runner: the steps (the outbox relay), the schedules, then as many due
   * jobs as there is room for beside those still running. Unlike `runOnce`, it does not wait for
   * the jobs it starts: a long job (a video's transcode runs for minutes) must not hold back the
   * relay, and with it every notification, until it ends. A job that ends asks for another pass.
   */
  async function pass(): Promise<void> {
    for (;;) {
      let stepped = 0;
      for (const step of steps) stepped += await step();
      stepped += await enqueueDueSchedules();
      stepped += await failAbandoned();
      const room = concurrency - inHand.size;
      const jobs = room > 0 ? await claim(room) : [];
      for (const job of jobs) {
        const run: Promise<void> = runJob(job)
          .catch((error) => logger.error({ err: error, job: job.name }, 'job run failed'))
          .finally(() => {
            inHand.delete(run);
            schedule(0);
          });
        inHand.add(run);
      }
      if (stepped === 0 && (jobs.length === 0 || inHand.size >= concurrency)) return;
    }
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
  }

  function tick() {
    timer = undefined;
    if (stopped || running) {
      wakeRequested = true;
      return;
    }
    wakeRequested = false;
    running = pass()
      .then(
        () => undefined,
        (error) => logger.error({ err: error }, 'job runner pass failed'),
      )
      .finally(() => {
        running = undefined;
        schedule(wakeRequested ? 0 : pollMs);
      });
  }

  return {
    define,
    enqueue,
    every,
    runOnce,
    queueDepth,
    /** For platform pieces that feed the runner (the outbox relay). */
    addStep(step: () => Promise<number>) {
      steps.push(step);
    },
    /** Polls every `pollMs` and on every wake-up broadcast. */
    start() {
      if (!stopped) return;
      stopped = false;
      unsubscribe = broadcast.subscribe(WAKE_CHANNEL, () => schedule(0));
      unwatch = watchJobQueue(queueDepth);
      schedule(0);
    },
    /** Stops polling and waits for the jobs in hand to finish (their rows stay leased otherwise). */
    async stop() {
      stopped = true;
      unsubscribe?.();
      unsubscribe = undefined;
      unwatch?.();
      unwatch = undefined;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
      await Promise.all(inHand);
    },
    /**
     * Wakes every started runner (enqueue does it itself). Given a transaction, the wake-up
     * leaves when it commits on PostgreSQL; elsewhere the woken pass waits for the commit or the next poll finds the work.
     */
    async wake(executor?: Executor) {
      await broadcast.publish(WAKE_CHANNEL, '', executor);
    },
  };
}
