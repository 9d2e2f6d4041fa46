import { z } from 'zod';
import { jsonIdOf, listingSchema, pageQuerySchema } from './common.ts';
import { MESSAGES } from './messages.ts';

/** Notifications (issue 9; docs/spec-notes.md "Community and notifications"). */

export const NOTIFICATION_TYPES = ['community', 'learning', 'jobs', 'enquiries', 'account', 'premium'] as const;
export type NotificationKind = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_TYPE_LABELS: Record<NotificationKind, string> = {
  community: 'Community',
  learning: 'Learning',
  jobs: 'Jobs',
  enquiries: 'Enquiries',
  account: 'Account',
  premium: 'Premium',
};

export const notificationsQuerySchema = pageQuerySchema.extend({
  type: z.enum(NOTIFICATION_TYPES, { error: MESSAGES.notificationTypeInvalid }).optional(),
});

/** `{ id }` marks one read, `{ all: true }` all of them. */
export const markReadBodySchema = z.union(
  [z.object({ id: jsonIdOf(MESSAGES.markReadInvalid) }).strict(), z.object({ all: z.literal(true) }).strict()],
  { error: MESSAGES.markReadInvalid },
);
export type MarkReadBody = z.infer<typeof markReadBodySchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationsListingSchema = listingSchema(notificationSchema).extend({ unread: z.number().int() });
export type NotificationsListing = z.infer<typeof notificationsListingSchema>;

export const markReadResponseSchema = z.object({ unread: z.number().int() });
