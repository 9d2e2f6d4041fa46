import type { Server } from 'node:http';

export type ShutdownHook = () => Promise<void> | void;

/**
 * Stopping the process in three steps, all inside one deadline:
 * 1. stop accepting connections and run the `onShutdown` hooks (services end what never ends
 *    by itself: live streams, job runners, timers);
 * 2. let in-flight requests finish (idle keep-alive connections are closed as they go idle);
 * 3. close the resources requests used (`afterRequests`, last registered first: Next, the rate
 *    limiter, the database) and exit 0.
 * Whatever is still pending at the deadline (a stuck request, a hook that never settles) is
 * abandoned: the process exits 1 and says so. A second signal exits at once (outside a cluster).
 */
export function createShutdown(options: { deadlineMs: number; log: (message: string) => void; exitOnSecondSignal: boolean }) {
  const early: ShutdownHook[] = [];
  const late: ShutdownHook[] = [];
  let stopping = false;

  async function run(server: Server, signal: string): Promise<void> {
    if (stopping) {
      if (!options.exitOnSecondSignal) return;
      options.log(`${signal} again: exiting now.`);
      process.exit(1);
    }
    stopping = true;
    options.log(`${signal}: finishing in-flight requests (at most ${options.deadlineMs / 1000} s), then exiting...`);
    const deadline = setTimeout(() => {
      options.log('The shutdown deadline passed with work still pending; exiting anyway.');
      process.exit(1);
    }, options.deadlineMs);

    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    await Promise.allSettled(early.map((hook) => Promise.resolve().then(hook)));
    await drained;
    clearInterval(idleSweep);
    for (const hook of [...late].reverse()) {
      await Promise.resolve()
        .then(hook)
        .catch((error: unknown) => options.log(`Error while closing: ${(error as Error)?.message ?? error}`));
    }
    clearTimeout(deadline);
    process.exit(0);
  }

  return {
    /** Runs as soon as shutdown starts: end streams, stop runners and timers. */
    onShutdown: (hook: ShutdownHook) => void early.push(hook),
    /** Runs once in-flight requests have finished: close what they were using. */
    afterRequests: (hook: ShutdownHook) => void late.push(hook),
    run,
  };
}
