import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { AppConfig } from '@lp/api/config';

/**
 * How many server processes to run: WEB_CONCURRENCY when set, else one per core with
 * PostgreSQL (DATABASE_URL), else one. The embedded database can be opened by one process only,
 * so it always runs one (and says so when more were asked for).
 */
export function processCount(config: AppConfig): { count: number; note?: string } {
  const usesEmbedded = !config.databaseUrl && config.role !== 'web';
  if (usesEmbedded) {
    const asked = config.webConcurrency ?? 1;
    return asked > 1
      ? {
          count: 1,
          note: `WEB_CONCURRENCY=${asked} ignored: the embedded database (no DATABASE_URL) can be opened by one process only, so one process runs. Set DATABASE_URL to use more.`,
        }
      : { count: 1 };
  }
  return { count: config.webConcurrency ?? (config.databaseUrl ? availableParallelism() : 1) };
}

/**
 * The primary of a cluster: forks `count` server processes sharing one port, replaces one that
 * dies after it was serving, and on SIGTERM/SIGINT passes the signal on and waits for them
 * (each has its own shutdown deadline) a little longer than that deadline.
 */
export function superviseWorkers(options: { count: number; deadlineMs: number; log: (message: string) => void }): void {
  const served = new Set<number>();
  let stopping = false;
  let exitCode = 0;
  cluster.on('listening', (worker) => served.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    const alive = Object.keys(cluster.workers ?? {}).length;
    if (stopping || !served.has(worker.id)) {
      // A process that never served (a bad port, a bad setting) would fail again: do not loop.
      if (!stopping) {
        exitCode = code || 1;
        options.log(`A server process exited before it served (${signal ?? code}); stopping.`);
        stopAll('SIGTERM');
      }
      if (alive === 0) process.exit(exitCode);
      return;
    }
    options.log(`Server process ${worker.process.pid} exited (${signal ?? code}); starting another.`);
    cluster.fork();
  });

  function stopAll(signal: NodeJS.Signals): void {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => {
      options.log('Server processes did not exit in time; exiting anyway.');
      process.exit(1);
    }, options.deadlineMs + 2_000).unref();
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
  }
  process.on('SIGTERM', () => stopAll('SIGTERM'));
  process.on('SIGINT', () => stopAll('SIGINT'));
  for (let i = 0; i < options.count; i++) cluster.fork();
}
