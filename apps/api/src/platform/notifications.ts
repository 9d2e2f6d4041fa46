import { DEFAULT_LOCALE, type Locale } from '@lp/contract/locale';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { type NOTIFICATION_TYPES, notifications } from '../db/schema/platform.ts';
import type { JobRunner } from './jobs.ts';
import type { Live } from './live.ts';
import type { Mailer } from './mail.ts';
import { mailIn, type NoticeMessage, type NoticeText, renderNotice, wordNotice } from './notice-texts.ts';

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export type ChannelChoice = { inApp: boolean; email: boolean };

/**
 * The user's choice per notification type and channel. The single place that reads it: until
 * the community module stores preferences (`/user-settings`), every channel is on.
 * `executor` is the caller's transaction when there is one (PGlite deadlocks on a second handle).
 */
export type NotificationPreferences = {
  forUser(executor: Executor, userId: number, type: NotificationType): Promise<ChannelChoice>;
  /** The language the user reads the platform in (the account's setting), null when never chosen. */
  languageOf?(executor: Executor, userId: number): Promise<Locale | null>;
};

// TODO(lead): the community issue replaces this with a reader of the user's stored settings.
export const allChannelsOn: NotificationPreferences = {
  async forUser() {
    return { inApp: true, email: true };
  },
};

export type NotifyInput = {
  userId: number;
  type: NotificationType;
  /**
   * Unique per user: the same key notifies once, however often the caller runs (an event
   * handler runs at least once). Build it from the cause, e.g. `answer.accepted:<answerId>`.
   */
  key: string;
  /** A path of the web app (`/questions/12`); the email makes it absolute. */
  link?: string;
} & (
  | {
      /** What the platform says: worded in the reader's language whenever it is read (notice-texts.ts). */
      message: NoticeMessage;
    }
  | {
      /** A text a person wrote, shown as written in every language (the platform's own words go in `message`). */
      title: string;
      body: string;
    }
);

type NotificationRow = typeof notifications.$inferSelect;

/**
 * The row's title and body in `locale`: worded from its message, or as stored for a row written
 * before messages were (or of a kind this release does not know).
 */
export function notificationTexts(row: Pick<NotificationRow, 'title' | 'body' | 'message'>, locale: Locale): NoticeText {
  return renderNotice(row.message, locale) ?? { title: row.title, body: row.body };
}

/** What a browser receives in the `notification` event of the live stream. */
export type LiveNotification = {
  id: number;
  type: NotificationType;
  title: string;
  body: string;
  link: string | null;
  createdAt: string;
};

export type Notifications = ReturnType<typeof createNotifications>;

const EMAIL_JOB = 'notifications.email';
const PUBLISH_JOB = 'notifications.publish';
/** A resuming stream also gets the notifications of this many seconds below its Last-Event-ID (see `since`). */
export const RESUME_OVERLAP_SECONDS = 120;
/** The live message carries at most this much of the body (a PostgreSQL NOTIFY holds < 8 kB). */
const LIVE_BODY_CHARS = 1_000;

export function createNotifications(options: {
  db: Database;
  jobs: JobRunner;
  live: Live;
  mailer: Mailer;
  /** The web's public address, for links in emails. */
  publicUrl: string;
  preferences?: NotificationPreferences;
}) {
  const { db, jobs, live, mailer } = options;
  const preferences = options.preferences ?? allChannelsOn;

  /** The user's chosen language, else `fallback` (a request's Accept-Language), else English. */
  async function readerLocale(userId: number, fallback: Locale | null = null, executor: Executor = db): Promise<Locale> {
    const chosen = preferences.languageOf ? await preferences.languageOf(executor, userId) : null;
    return chosen ?? fallback ?? DEFAULT_LOCALE;
  }

  const toLive = (row: NotificationRow, locale: Locale): LiveNotification => {
    const { title, body } = notificationTexts(row, locale);
    return {
      id: row.id,
      type: row.type,
      title,
      body: body.slice(0, LIVE_BODY_CHARS),
      link: row.link,
      createdAt: row.createdAt.toISOString(),
    };
  };

  // Worded once for all the user's streams, in the language their account has now.
  async function publishLive(row: NotificationRow): Promise<void> {
    await live.publish(row.userId, 'notification', toLive(row, await readerLocale(row.userId)));
  }

  // A short lease: publishing is one read and one message, and a publish held by an instance that
  // died would otherwise wait the default minute (bench:cluster saw it); running twice only sends
  // the message twice, which clients dedupe by id.
  jobs.define<{ id: number }>(
    PUBLISH_JOB,
    async ({ id }) => {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
      if (row?.inApp) await publishLive(row);
    },
    { leaseMs: 5_000 },
  );

  jobs.define<{ id: number }>(
    EMAIL_JOB,
    async ({ id }) => {
      const [row] = await db
        .select({ notification: notifications, email: users.email })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .where(eq(notifications.id, id));
      if (!row || row.notification.emailedAt) return;
      const locale = await readerLocale(row.notification.userId);
      const { title, body } = notificationTexts(row.notification, locale);
      const { link } = row.notification;
      const url = link ? new URL(link, options.publicUrl).toString() : null;
      await mailer.send({ to: row.email, ...mailIn('notification', locale, { title, body, url }) });
      await db.update(notifications).set({ emailedAt: sql`now()` }).where(eq(notifications.id, id));
    },
    { retry: { maxAttempts: 6, backoffMs: 30_000 } },
  );

  return {
    /**
     * Creates a notification as the user's preferences allow: stored for the in-app list and
     * pushed live, and/or mailed (by a job, never inside the transaction). Returns the stored
     * row's id, or null when the user wants neither channel, `key` was already used or the user
     * no longer exists.
     * Given `tx`, everything happens only if that transaction commits.
     */
    async notify(
      tx: Executor | undefined,
      input: NotifyInput,
      /** `email`: the caller's own mail choice for this notice, in place of the type's (a staff member's enquiry digest). */
      override: { email?: boolean } = {},
    ): Promise<{ id: number } | null> {
      const executor = tx ?? db;
      // The account may have been deleted since the cause (ADR 0012): nobody is left to tell, and
      // the insert would fail on its foreign key at every retry of the event handler.
      const [recipient] = await executor.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
      if (!recipient) return null;
      const stored = await preferences.forUser(executor, input.userId, input.type);
      const choice = { ...stored, email: override.email ?? stored.email };
      if (!choice.inApp && !choice.email) return null;
      // The English wording is stored too: the previous release reads it during a rolling deploy.
      const texts =
        'message' in input
          ? { ...wordNotice(input.message, 'en'), message: input.message }
          : { title: input.title, body: input.body, message: null };
      const [row] = await executor
        .insert(notifications)
        .values({
          userId: input.userId,
          type: input.type,
          key: input.key,
          ...texts,
          link: input.link ?? null,
          inApp: choice.inApp,
          emailRequested: choice.email,
        })
        .onConflictDoNothing({ target: [notifications.userId, notifications.key] })
        .returning();
      if (!row) return null;
      if (choice.email) await jobs.enqueue(EMAIL_JOB, { id: row.id }, { tx: executor, key: `notification-email:${row.id}` });
      if (choice.inApp) {
        // Inside a transaction the row is not visible yet: a job publishes it once committed.
        if (tx) await jobs.enqueue(PUBLISH_JOB, { id: row.id }, { tx });
        else await publishLive(row);
      }
      return { id: row.id };
    },

    /**
     * What a stream that reconnects with Last-Event-ID may have missed, oldest first, as the live
     * stream sends them (at most `limit`): the user's in-app notifications after `afterId`, and
     * those of the last RESUME_OVERLAP_SECONDS below it. Notifications made in a transaction are
     * published by a job after commit, not in id order, so one below the last id a client saw may
     * have been published while it was away; the client dedupes by id.
     */
    async since(
      userId: number,
      afterId: number,
      options: { limit?: number; fallbackLocale?: Locale | null } = {},
    ): Promise<LiveNotification[]> {
      const { limit = 100 } = options;
      const locale = await readerLocale(userId, options.fallbackLocale);
      const rows = await db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.inApp, true),
            or(
              gt(notifications.id, afterId),
              gt(notifications.createdAt, sql`now() - make_interval(secs => ${RESUME_OVERLAP_SECONDS})`),
            ),
          ),
        )
        .orderBy(asc(notifications.id))
        .limit(limit);
      return rows.map((row) => toLive(row, locale));
    },

    /** The language `userId` reads notices and mails in: their setting, else `fallback`, else English. */
    readerLocale,

    /** Unread in-app notifications: the badge, and the first message of the live stream. */
    async unreadCount(userId: number, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ count: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.inApp, true), isNull(notifications.readAt)));
      return Number(row?.count ?? 0);
    },
  };
}
