import type { Database } from '../../db/client.ts';
import type { Live } from '../../platform/live.ts';
import type { Logger } from '../../platform/logger.ts';
import type { ModuleDefinition } from '../../platform/module.ts';
import type { Notifications } from '../../platform/notifications.ts';
import { notificationsRouter } from './routes.ts';
import { createNotificationsListService } from './service.ts';

/** The in-app notification list and mark-read (every notice is sent by the module whose change causes it). */
export function defineNotifications(deps: { db: Database; notifications: Notifications; live: Live; logger: Logger }) {
  const notificationsList = createNotificationsListService(deps.db, deps);
  return {
    router: notificationsRouter({ notificationsList }),
    reactions: [],
    jobs: [],
    offers: {},
  } satisfies ModuleDefinition<unknown, object>;
}
