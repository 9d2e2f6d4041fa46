import { localeFromAcceptLanguage } from '@lp/contract/locale';
import {
  markReadBodySchema,
  markReadResponseSchema,
  notificationsListingSchema,
  notificationsQuerySchema,
} from '@lp/contract/notifications';
import { signedIn } from '../../platform/access.ts';
import { createRouter, dataResponse, defineRoute, errorResponses, jsonBody } from '../../platform/openapi.ts';
import type { NotificationsListService } from './service.ts';

const tags = ['notifications'];

const listNotifications = defineRoute({
  method: 'get',
  path: '/core/notifications',
  middleware: [signedIn] as const,
  tags,
  summary: "The caller's notifications, newest first, optionally of one type; with the unread count",
  description:
    "Titles and bodies are in the language of the caller's settings, else Accept-Language's (English or Hindi); what people wrote stays as written.",
  request: { query: notificationsQuerySchema },
  responses: { 200: dataResponse(notificationsListingSchema, 'A page of notifications'), ...errorResponses(401, 404, 422) },
});

const markRead = defineRoute({
  method: 'post',
  path: '/core/notifications',
  middleware: [signedIn] as const,
  tags,
  summary: 'Mark one notification ({id}) or all ({all: true}) read',
  request: { body: jsonBody(markReadBodySchema) },
  responses: { 200: dataResponse(markReadResponseSchema, 'The unread count after'), ...errorResponses(400, 401, 404, 415, 422) },
});

export function notificationsRouter({ notificationsList: service }: { notificationsList: NotificationsListService }) {
  return createRouter()
    .openapi(listNotifications, async (c) => {
      const user = c.var.user;
      const requestLocale = localeFromAcceptLanguage(c.req.header('accept-language'));
      return c.json({ data: await service.list(user.id, c.req.valid('query'), requestLocale) }, 200);
    })
    .openapi(markRead, async (c) => {
      const user = c.var.user;
      return c.json({ data: await service.markRead(user.id, c.req.valid('json')) }, 200);
    });
}
