import {
  consentBodySchema,
  consentIdParamSchema,
  consentResponseSchema,
  consentsSchema,
  updateUserSettingsBodySchema,
  userSettingsSchema,
} from '@lp/contract/settings';
import { signedIn } from '../../platform/access.ts';
import { createRouter, dataResponse, defineRoute, errorResponses, jsonBody } from '../../platform/openapi.ts';
import type { SettingsService } from './service.ts';

const tags = ['settings'];

const getSettings = defineRoute({
  method: 'get',
  path: '/core/user-settings',
  middleware: [signedIn] as const,
  tags,
  summary: "The caller's settings: notification preferences per type and channel, theme, language",
  responses: { 200: dataResponse(userSettingsSchema, 'Settings'), ...errorResponses(401) },
});

const saveSettings = defineRoute({
  method: 'post',
  path: '/core/user-settings',
  middleware: [signedIn] as const,
  tags,
  summary: 'Save any part of the settings; the notification service obeys the preferences from the next notification',
  request: { body: jsonBody(updateUserSettingsBodySchema) },
  responses: { 200: dataResponse(userSettingsSchema, 'Saved settings'), ...errorResponses(400, 401, 415, 422) },
});

const listConsents = defineRoute({
  method: 'get',
  path: '/core/consent/all',
  middleware: [signedIn] as const,
  tags,
  summary: 'The privacy consents with the caller’s decision for each current version',
  responses: { 200: dataResponse(consentsSchema, 'Consents'), ...errorResponses(401) },
});

const decideConsent = defineRoute({
  method: 'post',
  path: '/core/consent/{id}',
  middleware: [signedIn] as const,
  tags,
  summary: 'Grant or withdraw consent {id}; recorded with its version and the time',
  request: { params: consentIdParamSchema, body: jsonBody(consentBodySchema) },
  responses: { 200: dataResponse(consentResponseSchema, 'The decision'), ...errorResponses(400, 401, 404, 415, 422) },
});

export function settingsRouter({ settings: service }: { settings: SettingsService }) {
  return createRouter()
    .openapi(getSettings, async (c) => {
      const user = c.var.user;
      return c.json({ data: await service.read(user.id) }, 200);
    })
    .openapi(saveSettings, async (c) => {
      const user = c.var.user;
      return c.json({ data: await service.update(user.id, c.req.valid('json')) }, 200);
    })
    .openapi(listConsents, async (c) => {
      const user = c.var.user;
      return c.json({ data: { results: await service.consents(user.id) } }, 200);
    })
    .openapi(decideConsent, async (c) => {
      const user = c.var.user;
      const consent = await service.decide(user.id, c.req.valid('param').id, c.req.valid('json').granted);
      return c.json({ data: { consent } }, 200);
    });
}
