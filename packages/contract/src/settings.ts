import { z } from 'zod';
import { idSchema } from './common.ts';
import { LOCALES } from './locale.ts';
import { MESSAGES } from './messages.ts';
import { NOTIFICATION_TYPES } from './notifications.ts';

/** `/user-settings` and `/consent` (issue 9; docs/spec-notes.md "Community and notifications"). */

export const THEMES = ['system', 'light', 'dark'] as const;
/** Interface languages: English and Hindi (issue 35; contract locale.ts). */
export const LANGUAGES = LOCALES;

export const channelChoiceSchema = z.object({
  inApp: z.boolean({ error: MESSAGES.preferenceInvalid }),
  email: z.boolean({ error: MESSAGES.preferenceInvalid }),
});

const preferencesShape = Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, channelChoiceSchema])) as Record<
  (typeof NOTIFICATION_TYPES)[number],
  typeof channelChoiceSchema
>;

export const notificationPreferencesSchema = z.object(preferencesShape);

/**
 * How a member of an institute's staff gets mail about new enquiries: one mail per enquiry as it
 * arrives, one daily digest listing those since the last one, or none (the bell is unchanged).
 */
export const ENQUIRY_MAIL_CHOICES = ['each', 'daily', 'none'] as const;
export type EnquiryMailChoice = (typeof ENQUIRY_MAIL_CHOICES)[number];
export const DEFAULT_ENQUIRY_MAIL: EnquiryMailChoice = 'daily';
export type NotificationPreferencesSettings = z.infer<typeof notificationPreferencesSchema>;

export const userSettingsSchema = z.object({
  notifications: notificationPreferencesSchema,
  enquiryMail: z.enum(ENQUIRY_MAIL_CHOICES),
  /** Whether the user is staff of an institute (the web shows the enquiry mail choice to them only). */
  receivesEnquiries: z.boolean(),
  theme: z.enum(THEMES),
  language: z.enum(LANGUAGES),
  /** Data saver (issue 35): the smallest video rendition, smaller pictures, nothing loaded before play. */
  dataSaver: z.boolean(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** Any part may be sent; a type left out keeps its current choice. */
export const updateUserSettingsBodySchema = z
  .object({
    notifications: z.object(preferencesShape).partial().strict().optional(),
    enquiryMail: z.enum(ENQUIRY_MAIL_CHOICES, { error: MESSAGES.enquiryMailInvalid }).optional(),
    theme: z.enum(THEMES, { error: MESSAGES.themeInvalid }).optional(),
    language: z.enum(LANGUAGES, { error: MESSAGES.languageInvalid }).optional(),
    dataSaver: z.boolean({ error: MESSAGES.dataSaverInvalid }).optional(),
  })
  .strict();
export type UpdateUserSettingsBody = z.infer<typeof updateUserSettingsBodySchema>;

export const consentSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  text: z.string(),
  version: z.number().int(),
  required: z.boolean(),
  /** The caller's current decision for this version; null when they have not decided (or the text changed since). */
  granted: z.boolean().nullable(),
  decidedAt: z.string().nullable(),
});
export type Consent = z.infer<typeof consentSchema>;
export const consentsSchema = z.object({ results: z.array(consentSchema) });
export const consentIdParamSchema = z.object({ id: idSchema });
export const consentBodySchema = z.object({ granted: z.boolean({ error: MESSAGES.consentGrantedInvalid }) });
export const consentResponseSchema = z.object({ consent: consentSchema });
