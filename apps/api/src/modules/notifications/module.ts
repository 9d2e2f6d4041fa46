import type { Database } from '../../db/client.ts';
import type { Live } from '../../platform/live.ts';
import type { Logger } from '../../platform/logger.ts';
import type { ModuleDefinition } from '../../platform/module.ts';
import type { Notifications } from '../../platform/notifications.ts';
import { notificationsReactions } from './reactions.ts';
import { notificationsRouter } from './routes.ts';
import { createNotificationsListService } from './service.ts';

/** The in-app notification list and mark-read, and the notifications no other module sends. */
export function defineNotifications(deps: { db: Database; notifications: Notifications; live: Live; logger: Logger }) {
  const notificationsList = createNotificationsListService(deps.db, deps);
  return {
    router: notificationsRouter({ notificationsList }),
    reactions: notificationsReactions(deps.db, deps.notifications),
    jobs: [],
    offers: {},
  } satisfies ModuleDefinition<unknown, object>;
}
