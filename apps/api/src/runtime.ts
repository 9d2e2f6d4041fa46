import path from 'node:path';
import { createApp } from './app.ts';
import { createModules } from './composition-root.ts';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { storedNotificationPreferences } from './modules/settings/service.ts';
import type { Clock } from './platform/clock.ts';
import type { AppDeps } from './platform/context.ts';
import { createLogger, type Logger } from './platform/logger.ts';
import { type Mailer, outboxMailer, smtpMailer } from './platform/mail.ts';
import { createRateLimiter } from './platform/rate-limit.ts';
import { createPlatformServices } from './platform/services.ts';
import type { Storage } from './platform/storage.ts';
import { storageFromConfig } from './platform/storage-s3.ts';
import { startUploadTempSweeper } from './platform/uploads.ts';

export type ApiRuntimeOptions = {
  /** The opened (and migrated) database. Its opener closes it, after `close()`. */
  database: Pick<DatabaseHandle, 'db' | 'url' | 'readDb'>;
  logger?: Logger;
  /** SMTP when SMTP_URL is set, otherwise files in DATA_DIR/outbox; tests read a memory mailer. */
  mailer?: Mailer;
  /** Local disk under DATA_DIR/uploads, or the S3 bucket when S3_BUCKET is set. */
  storage?: Storage;
  /** The time as services that decide by the date see it (a test moves it). */
  clock?: Clock;
  /**
   * Where live messages fan out: REDIS_URL by default. A test that points only the rate limits
   * at a Redis passes `undefined` here to keep live delivery on the database broadcast.
   */
  liveRedisUrl?: string | undefined;
  /** How often an idle job runner polls (tests and benches). */
  jobPollMs?: number;
};

export type ApiRuntime = ReturnType<typeof createApiRuntime>;

/**
 * The whole API built once from its configuration: mail, storage, rate limits, the platform
 * services, every module's service and the Hono app. The server mounts `app` and calls `start()`;
 * the tests build the same runtime with their overrides and never start it (they run jobs by hand).
 *
 * Shutdown is two steps: `stop()` at once (the job runner, live streams, timers, the sandbox's
 * threads), `close()` after the last request (listeners, Redis connections, the rate limiter).
 */
export function createApiRuntime(config: AppConfig, options: ApiRuntimeOptions) {
  const logger = options.logger ?? createLogger({ level: config.logLevel, pretty: config.env === 'development' });
  const mailer =
    options.mailer ??
    (config.smtpUrl
      ? smtpMailer(config.smtpUrl, config.mailFrom)
      : outboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom));
  const storage = options.storage ?? storageFromConfig(config);
  const rateLimiter = createRateLimiter({
    pointsPerMinute: config.rateLimitAuthPerMinute,
    redisUrl: config.redisUrl,
    logger,
  });
  const platform = createPlatformServices({
    database: options.database,
    redisUrl: 'liveRedisUrl' in options ? options.liveRedisUrl : config.redisUrl,
    mailer,
    logger,
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    // What /user-settings stores is what the notification service obeys.
    preferences: storedNotificationPreferences,
    ...(options.jobPollMs ? { pollMs: options.jobPollMs } : {}),
  });
  const stopHooks: (() => Promise<void> | void)[] = [];
  const deps: AppDeps = {
    config,
    db: options.database.db,
    readDb: options.database.readDb ?? options.database.db,
    mailer,
    rateLimiter,
    storage,
    logger,
    onShutdown: (hook) => void stopHooks.push(hook),
    ...platform.services,
    ...(options.clock ? { clock: options.clock } : {}),
  };
  const services = createModules(deps);
  const app = createApp(deps, services);

  let sweeper: { stop: () => void } | undefined;
  let stopping: Promise<void> | undefined;
  let closing: Promise<void> | undefined;

  /** Starts the job runner (and the outbox relay) and the hourly sweep of abandoned upload files. */
  function start() {
    platform.start();
    sweeper ??= startUploadTempSweeper((error) => logger.warn({ err: error }, 'upload temp sweep failed'));
  }

  /** The start of a shutdown: streams end, the runner and timers stop. Safe to call twice. */
  function stop(): Promise<void> {
    stopping ??= (async () => {
      sweeper?.stop();
      await Promise.allSettled([platform.stop(), ...stopHooks.map((hook) => Promise.resolve().then(hook))]);
    })();
    return stopping;
  }

  /** After the last request: stops if not yet stopped, then closes listeners and the rate limiter. */
  function close(): Promise<void> {
    closing ??= (async () => {
      await stop();
      await platform.close();
      await rateLimiter.close();
    })();
    return closing;
  }

  return { app, platform, services, deps, config, logger, mailer, storage, rateLimiter, start, stop, close };
}
