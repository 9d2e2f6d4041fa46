import { z } from 'zod';
import { emailSchema } from './accounts.ts';
import { REVIEWABLE_MODELS } from './catalogue.ts';
import { jsonIdOf } from './common.ts';
import { ENQUIRY_MESSAGE_MAX_LENGTH, FULL_NAME_MAX_LENGTH } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { reviewModelSchema, reviewTargetSchema } from './reviews.ts';

/** Enquiries to a course's or institute's team (POST /api/core/enquiry). */

/**
 * An Indian mobile number: an optional +91, 91 or 0 prefix, spaces or dashes anywhere, then ten
 * digits starting 6-9. Parsed to the ten digits, which is how it is stored.
 */
export const mobileSchema = z
  .string({ error: MESSAGES.mobile })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(?:\+91|91|0)?[6-9]\d{9}$/, MESSAGES.mobile))
  .transform((digits) => digits.slice(-10));

/** A six-digit Indian PIN code; the first digit is never 0. Spaces are ignored ("560 001"). */
export const pinCodeSchema = z
  .string({ error: MESSAGES.pinCode })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^[1-9]\d{5}$/, MESSAGES.pinCode));

export const enquiryNameSchema = z
  .string({ error: MESSAGES.fullNameRequired })
  .trim()
  .min(1, MESSAGES.fullNameRequired)
  .max(FULL_NAME_MAX_LENGTH, `Use at most ${FULL_NAME_MAX_LENGTH} characters.`);

export const enquiryMessageSchema = z
  .string({ error: MESSAGES.enquiryMessageTooLong })
  .trim()
  .max(ENQUIRY_MESSAGE_MAX_LENGTH, MESSAGES.enquiryMessageTooLong);

/** The form's fields, shared by the web form and the API. */
export const enquiryFieldsSchema = z.object({
  name: enquiryNameSchema,
  email: emailSchema,
  mobile: mobileSchema,
  pin_code: pinCodeSchema,
  message: enquiryMessageSchema.default(''),
});
export type EnquiryFields = z.input<typeof enquiryFieldsSchema>;

export const enquiryBodySchema = enquiryFieldsSchema.extend({
  model_name: z.enum(REVIEWABLE_MODELS, { error: MESSAGES.enquiryModelInvalid }),
  model_id: jsonIdOf(MESSAGES.enquiryModelIdInvalid),
});
export type EnquiryBody = z.input<typeof enquiryBodySchema>;

export const enquirySchema = z.object({
  id: z.number().int(),
  modelName: reviewModelSchema,
  modelId: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** Ten digits. */
  mobile: z.string(),
  pinCode: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

/** `authenticated`: whether the enquiry was tied to a signed-in account (a visitor may be offered sign-up). */
export const enquiryCreatedSchema = z.object({ enquiry: enquirySchema, authenticated: z.boolean() });
export type EnquiryCreated = z.infer<typeof enquiryCreatedSchema>;

export const myEnquirySchema = enquirySchema.extend({ target: reviewTargetSchema });
export type MyEnquiry = z.infer<typeof myEnquirySchema>;
