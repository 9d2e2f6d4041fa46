import type { DatabaseHandle } from '../db/client.ts';
import { type Broadcast, broadcastReady, memoryBroadcast, postgresBroadcast, redisBroadcast } from './broadcast.ts';
import { createEvents } from './events.ts';
import { createJobRunner } from './jobs.ts';
import { createLive } from './live.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail.ts';
import { watchOutbox } from './metrics.ts';
import { createNotifications, type NotificationPreferences } from './notifications.ts';
import { createPoints } from './points.ts';
import { createSessionVersions } from './session-versions.ts';

export type PlatformServices = ReturnType<typeof createPlatformServices>['services'];

/**
 * Events, jobs, points, notifications, live delivery and session versions, built together because
 * they share the runner and the broadcast. The database broadcast (LISTEN/NOTIFY on PostgreSQL,
 * in-process on PGlite) wakes job runners and announces ended sessions (sent when the
 * transaction that ended them commits); live messages use Redis instead when `redisUrl` is set.
 */
export function createPlatformServices(options: {
  database: Pick<DatabaseHandle, 'db' | 'url'>;
  redisUrl?: string | undefined;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  preferences?: NotificationPreferences;
  pollMs?: number;
}) {
  const { db, url } = options.database;
  const { logger } = options;
  const databaseBroadcast: Broadcast = url ? postgresBroadcast({ url, db, logger }) : memoryBroadcast();
  const liveBroadcast = options.redisUrl ? redisBroadcast({ url: options.redisUrl, logger }) : databaseBroadcast;

  const jobs = createJobRunner({
    db,
    broadcast: databaseBroadcast,
    logger,
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
  });
  const events = createEvents({ db, jobs });
  const points = createPoints(db);
  const sessions = createSessionVersions(db, { broadcast: databaseBroadcast, logger });
  const live = createLive({ broadcast: liveBroadcast, logger });
  const notifications = createNotifications({
    db,
    jobs,
    live,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    ...(options.preferences ? { preferences: options.preferences } : {}),
  });

  let unwatchOutbox: (() => void) | undefined;

  return {
    services: { events, jobRunner: jobs, points, notifications, live, sessions },
    /** Resolves once both broadcasts deliver (a LISTEN connection is up); for tests and benches. */
    async ready() {
      await broadcastReady(databaseBroadcast);
      if (liveBroadcast !== databaseBroadcast) await broadcastReady(liveBroadcast);
    },
    /** Starts the job runner (and with it the outbox relay) polling. */
    start() {
      jobs.start();
      unwatchOutbox ??= watchOutbox(events.lag);
    },
    /** Stops the runner (waiting for jobs in hand) and ends the live streams: the start of a shutdown. */
    async stop() {
      unwatchOutbox?.();
      unwatchOutbox = undefined;
      await jobs.stop();
      await live.close();
    },
    /** Stops, then closes the listeners and Redis connections (after the last request). */
    async close() {
      await jobs.stop();
      await live.close();
      await liveBroadcast.close();
      if (liveBroadcast !== databaseBroadcast) await databaseBroadcast.close();
    },
  };
}
