import { z } from 'zod';
import { emailSchema } from './accounts.ts';
import { REVIEWABLE_MODELS } from './catalogue.ts';
import { idOf, jsonIdOf, listingSchema, pageQuerySchema } from './common.ts';
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

// ——— The lead inbox (issue 32): institutes answer their enquiries ———

/** `new → contacted → enrolled | not_interested | unreachable` (staff may also set any status back). */
export const ENQUIRY_STATUSES = ['new', 'contacted', 'enrolled', 'not_interested', 'unreachable'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  enrolled: 'Enrolled',
  not_interested: 'Not interested',
  unreachable: 'Unreachable',
};

/** Enquiries older than this many days lose their contact details (ENQUIRY_RETENTION_DAYS). */
export const DEFAULT_ENQUIRY_RETENTION_DAYS = 365;

const instituteRefSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/** What the learner sees of their enquiry: its course or institute, the institute that answers, and the status. */
export const myEnquirySchema = enquirySchema.extend({
  target: reviewTargetSchema,
  institute: instituteRefSchema,
  status: z.enum(ENQUIRY_STATUSES),
  /** When the status last changed (null while it is `new`). */
  statusChangedAt: z.string().nullable(),
});
export type MyEnquiry = z.infer<typeof myEnquirySchema>;

/** "Contacted by Hillside Institute on 28 Nov 2026": the learner's line for a status. */
export function enquiryStatusLine(enquiry: Pick<MyEnquiry, 'status' | 'statusChangedAt' | 'institute'>): string {
  if (enquiry.status === 'new' || !enquiry.statusChangedAt) return `Sent to ${enquiry.institute.name}; not answered yet`;
  const on = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(enquiry.statusChangedAt));
  const verb: Record<Exclude<EnquiryStatus, 'new'>, string> = {
    contacted: 'Contacted by',
    enrolled: 'Enrolled with',
    not_interested: 'Closed as not interested by',
    unreachable: 'Could not be reached by',
  };
  return `${verb[enquiry.status]} ${enquiry.institute.name} on ${on}`;
}

const isoDay = z
  .string({ error: MESSAGES.enquiryDateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.enquiryDateInvalid)
  // A real calendar day (not 2026-02-30), in years PostgreSQL and the browser agree on.
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day && date.getUTCFullYear() >= 1900;
  }, MESSAGES.enquiryDateInvalid);

/** The inbox's filters (GET /api/staff/enquiries and its CSV): days are India days, both ends included. */
export const inboxFiltersSchema = z.object({
  status: z.enum(ENQUIRY_STATUSES, { error: MESSAGES.enquiryStatusInvalid }).optional(),
  course: idOf(MESSAGES.enquiryCourseInvalid).optional(),
  /** Part of the learner's name, or of their mobile number (digits). */
  q: z.string().trim().max(100).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type InboxFilters = z.infer<typeof inboxFiltersSchema>;
export const inboxQuerySchema = pageQuerySchema.extend(inboxFiltersSchema.shape);
export type InboxQuery = z.infer<typeof inboxQuerySchema>;
export const INBOX_CSV_MAX_ROWS = 50_000;

const personRefSchema = z.object({ id: z.number().int(), fullName: z.string() });

/** An enquiry as its institute's staff see it (contact details included: only they and admins do). */
export const inboxEnquirySchema = z.object({
  id: z.number().int(),
  status: z.enum(ENQUIRY_STATUSES),
  statusChangedAt: z.string().nullable(),
  createdAt: z.string(),
  target: reviewTargetSchema,
  institute: instituteRefSchema,
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  pinCode: z.string(),
  message: z.string(),
  /** Set once the retention job removed the contact details. */
  anonymisedAt: z.string().nullable(),
  assignee: personRefSchema.nullable(),
  notesCount: z.number().int(),
  /** Sent by a signed-in learner (who is told when the status changes). */
  fromAccount: z.boolean(),
});
export type InboxEnquiry = z.infer<typeof inboxEnquirySchema>;

export const inboxListingSchema = listingSchema(inboxEnquirySchema).extend({
  /** Per status, within the staff member's institutes (the other filters not applied). */
  counts: z.object(Object.fromEntries(ENQUIRY_STATUSES.map((s) => [s, z.number().int()])) as Record<EnquiryStatus, z.ZodNumber>),
  retentionDays: z.number().int(),
  /** The courses that have enquiries in the staff member's institutes, for the course filter. */
  courses: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type InboxListing = z.infer<typeof inboxListingSchema>;

export const enquiryNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  author: personRefSchema.nullable(),
  createdAt: z.string(),
});
export type EnquiryNote = z.infer<typeof enquiryNoteSchema>;

/** GET /api/staff/enquiries/{id}: the enquiry, its private notes (oldest first) and who it may be assigned to. */
export const inboxEnquiryDetailSchema = inboxEnquirySchema.extend({
  notes: z.array(enquiryNoteSchema),
  assignees: z.array(personRefSchema),
});
export type InboxEnquiryDetail = z.infer<typeof inboxEnquiryDetailSchema>;

export const inboxEnquiryParamSchema = z.object({ id: idOf() });

export const ENQUIRY_NOTE_MAX_LENGTH = 2000;

/** PATCH /api/staff/enquiries/{id}: any of the three; `assigneeId: null` unassigns. */
export const inboxEnquiryPatchSchema = z
  .object({
    status: z.enum(ENQUIRY_STATUSES, { error: MESSAGES.enquiryStatusInvalid }).optional(),
    assigneeId: jsonIdOf(MESSAGES.enquiryAssigneeInvalid).nullable().optional(),
    note: z
      .string({ error: MESSAGES.enquiryNoteLength })
      .trim()
      .min(1, MESSAGES.enquiryNoteLength)
      .max(ENQUIRY_NOTE_MAX_LENGTH, MESSAGES.enquiryNoteLength)
      .optional(),
  })
  .refine((body) => body.status !== undefined || body.assigneeId !== undefined || body.note !== undefined, {
    message: MESSAGES.enquiryUpdateEmpty,
  });
export type InboxEnquiryPatch = z.infer<typeof inboxEnquiryPatchSchema>;
