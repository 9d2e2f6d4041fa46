import type { Locale } from '@lp/contract/locale';
import { MESSAGES } from '@lp/contract/messages';
import type { MarkReadBody, NotificationKind, NotificationsListing } from '@lp/contract/notifications';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/platform.ts';
import { notFound } from '../../platform/errors.ts';
import type { Live } from '../../platform/live.ts';
import type { Logger } from '../../platform/logger.ts';
import { type Notifications, notificationTexts } from '../../platform/notifications.ts';
import { paginate } from '../../platform/paging.ts';

/** The in-app list and mark-read of the platform's notifications (docs/platform-services.md). */
export function createNotificationsListService(db: Database, deps: { notifications: Notifications; live: Live; logger: Logger }) {
  /**
   * The new count, told to the user's other tabs. Telling them is a courtesy: the write is saved
   * and the tabs refetch, so a broadcast that fails (Redis down) is logged, not the request's failure.
   */
  async function publishCount(userId: number): Promise<number> {
    const unread = await deps.notifications.unreadCount(userId);
    try {
      await deps.live.publish(userId, 'unread-count', { count: unread });
    } catch (error) {
      deps.logger.warn({ err: error, userId }, 'unread count not broadcast to the other tabs');
    }
    return unread;
  }

  return {
    /**
     * A page of the user's notifications, worded in the language of their settings (else
     * `requestLocale`, the request's Accept-Language): switching language rewords the old ones too.
     */
    async list(
      userId: number,
      query: { page: number; page_size: number; type?: NotificationKind | undefined },
      requestLocale: Locale | null = null,
    ): Promise<NotificationsListing> {
      const locale = await deps.notifications.readerLocale(userId, requestLocale);
      const where = and(
        eq(notifications.userId, userId),
        eq(notifications.inApp, true),
        query.type ? eq(notifications.type, query.type) : undefined,
      );
      const [listing, unread] = await Promise.all([
        paginate(
          query,
          {
            rows: async ({ limit, offset }) => {
              const rows = await db
                .select()
                .from(notifications)
                .where(where)
                .orderBy(sql`${notifications.createdAt} desc`, sql`${notifications.id} desc`)
                .limit(limit)
                .offset(offset);
              return rows.map((row) => ({
                id: row.id,
                type: row.type,
                ...notificationTexts(row, locale),
                link: row.link,
                read: row.readAt !== null,
                createdAt: row.createdAt.toISOString(),
              }));
            },
            count: () => db.$count(notifications, where),
          },
          MESSAGES.noMoreNotifications,
        ),
        deps.notifications.unreadCount(userId),
      ]);
      return { ...listing, unread };
    },

    /** Marks one (404 when it is not the caller's) or all read; the other tabs' badges follow live. */
    async markRead(userId: number, body: MarkReadBody): Promise<{ unread: number }> {
      if ('id' in body) {
        const updated = await db
          .update(notifications)
          .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
          .where(and(eq(notifications.id, body.id), eq(notifications.userId, userId)))
          .returning({ id: notifications.id });
        if (updated.length === 0) throw notFound(MESSAGES.notificationNotFound);
      } else {
        await db
          .update(notifications)
          .set({ readAt: sql`now()` })
          .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      }
      return { unread: await publishCount(userId) };
    },
  };
}

export type NotificationsListService = ReturnType<typeof createNotificationsListService>;
