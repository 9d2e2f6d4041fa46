import { z } from 'zod';
import { idOf, listingSchema, pageQuerySchema } from './common.ts';
import { formatDate } from './format.ts';
import type { Locale } from './locale.ts';
import { MESSAGES } from './messages.ts';

/**
 * The staff side (issue 30): roles, the second factor, users and suspensions, moderation cases,
 * the audit log and the dashboard's metrics. Every request and answer of `/api/staff/*`.
 */

export const STAFF_ROLES = ['admin', 'moderator', 'instructor', 'institute_staff', 'employer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Roles that carry the institute they act for (`institute`) or the company (`company`). */
export const INSTITUTE_ROLES: readonly StaffRole[] = ['instructor', 'institute_staff'];
export const COMPANY_ROLES: readonly StaffRole[] = ['employer'];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  moderator: 'Moderator',
  instructor: 'Instructor',
  institute_staff: 'Institute staff',
  employer: 'Employer',
};

/** What the audit log names as the actor's role besides a staff role: the `npm run staff` command, the platform itself. */
export const AUDIT_ACTOR_ROLES = [...STAFF_ROLES, 'cli', 'system'] as const;
export type AuditActorRole = (typeof AUDIT_ACTOR_ROLES)[number];

/** A scope a role is held for (an institute or a company). */
export const scopeRefSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type ScopeRef = z.infer<typeof scopeRefSchema>;

export const staffRoleGrantSchema = z.object({
  role: z.enum(STAFF_ROLES),
  institute: scopeRefSchema.nullable(),
  company: scopeRefSchema.nullable(),
});
export type StaffRoleGrant = z.infer<typeof staffRoleGrantSchema>;

/** GET /api/staff/me */
export const staffMeSchema = z.object({
  user: z.object({ id: z.number().int(), email: z.string(), fullName: z.string() }),
  roles: z.array(staffRoleGrantSchema),
  secondFactor: z.boolean(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

/** Reason text for a staff action: required, as the audit log and the author's notice show it. */
export const staffReasonSchema = z
  .string({ error: MESSAGES.staffReasonLength })
  .trim()
  .min(3, MESSAGES.staffReasonLength)
  .max(500, MESSAGES.staffReasonLength);

// ——— Users ———

export const staffUsersQuerySchema = pageQuerySchema.extend({
  /** Part of an email or a name; empty lists everyone, newest first. */
  q: z.string().trim().max(200).optional(),
});
export type StaffUsersQuery = z.infer<typeof staffUsersQuerySchema>;

export const suspensionSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  /** Null: until lifted. */
  until: z.string().nullable(),
  createdAt: z.string(),
  by: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  liftedAt: z.string().nullable(),
  liftedBy: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
});
export type Suspension = z.infer<typeof suspensionSchema>;

export const staffUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  createdAt: z.string(),
  roles: z.array(staffRoleGrantSchema),
  /** The suspension in force now, if any. */
  suspension: suspensionSchema.nullable(),
  secondFactor: z.boolean(),
  /** Activity: the last time a session of theirs was seen, and what they wrote. */
  lastSeenAt: z.string().nullable(),
  activity: z.object({
    questions: z.number().int(),
    answers: z.number().int(),
    posts: z.number().int(),
    comments: z.number().int(),
    enrolments: z.number().int(),
  }),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffUsersListingSchema = listingSchema(staffUserSchema);
export type StaffUsersListing = z.infer<typeof staffUsersListingSchema>;

/** GET /api/staff/users/{id}: the row plus every suspension and open or past moderation cases about their content. */
export const staffUserDetailSchema = staffUserSchema.extend({
  suspensions: z.array(suspensionSchema),
});
export type StaffUserDetail = z.infer<typeof staffUserDetailSchema>;

export const staffUserParamSchema = z.object({ id: idOf() });

/** POST /api/staff/users/{id}/suspend */
export const suspendBodySchema = z.object({
  reason: staffReasonSchema,
  /** ISO date-time in the future; absent or null: until lifted. */
  until: z.iso.datetime({ offset: true, error: MESSAGES.suspendUntilInvalid }).nullable().optional(),
});
export type SuspendBody = z.infer<typeof suspendBodySchema>;

/** POST /api/staff/users/{id}/unsuspend */
export const unsuspendBodySchema = z.object({ reason: staffReasonSchema.optional() });
export type UnsuspendBody = z.infer<typeof unsuspendBodySchema>;

/** POST /api/staff/users/{id}/roles: the institute or company by slug, required for the roles that carry one. */
export const grantRoleBodySchema = z
  .object({
    role: z.enum(STAFF_ROLES, { error: MESSAGES.staffRoleInvalid }),
    institute: z.string().trim().min(1).max(200).optional(),
    company: z.string().trim().min(1).max(200).optional(),
  })
  .superRefine((body, ctx) => {
    if (INSTITUTE_ROLES.includes(body.role) && !body.institute) {
      ctx.addIssue({ code: 'custom', path: ['institute'], message: MESSAGES.staffRoleNeedsInstitute });
    }
    if (COMPANY_ROLES.includes(body.role) && !body.company) {
      ctx.addIssue({ code: 'custom', path: ['company'], message: MESSAGES.staffRoleNeedsCompany });
    }
  });
export type GrantRoleBody = z.infer<typeof grantRoleBodySchema>;

export const roleParamSchema = z.object({ id: idOf(), role: z.enum(STAFF_ROLES, { error: MESSAGES.staffRoleInvalid }) });

/** What a grant or revoke answers: the user's roles now. */
export const staffRolesResponseSchema = z.object({ roles: z.array(staffRoleGrantSchema) });

// ——— Moderation cases ———

export const CASE_STATUSES = ['open', 'hidden', 'dismissed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const CASE_OBJECT_TYPES = ['question', 'answer', 'post', 'comment'] as const;
export type CaseObjectType = (typeof CASE_OBJECT_TYPES)[number];

export const casesQuerySchema = pageQuerySchema.extend({
  status: z.enum(CASE_STATUSES, { error: MESSAGES.caseStatusInvalid }).default('open'),
});
export type CasesQuery = z.infer<typeof casesQuerySchema>;

export const caseParamSchema = z.object({ id: idOf() });

const personSchema = z.object({ id: z.number().int(), name: z.string() });

export const caseSchema = z.object({
  id: z.number().int(),
  status: z.enum(CASE_STATUSES),
  object: z.object({
    type: z.enum(CASE_OBJECT_TYPES),
    id: z.number().int(),
    text: z.string(),
    /** Where the object is shown on the site, when it has a page. */
    url: z.string().optional(),
    /** Null once the author deleted their account (ADR 0012). */
    author: personSchema.extend({ email: z.string() }).nullable(),
  }),
  reports: z.array(z.object({ reason: z.string(), reporter: personSchema, createdAt: z.string() })),
  reportCount: z.number().int(),
  openedAt: z.string(),
  decidedAt: z.string().nullable().optional(),
  decidedBy: personSchema.nullable().optional(),
  decisionReason: z.string().nullable().optional(),
  /** Hidden by the report threshold (MODERATION_AUTO_HIDE_REPORTS), pending review. */
  autoHidden: z.boolean().optional(),
  /** Whether the object is hidden now (a hidden case, or an open one hidden by the threshold): restore brings it back. */
  hidden: z.boolean().optional(),
});
export type ModerationCase = z.infer<typeof caseSchema>;

/** The queue: oldest first; `counts` for the header (every status). */
export const casesListingSchema = listingSchema(caseSchema).extend({
  counts: z.object({ open: z.number().int(), hidden: z.number().int(), dismissed: z.number().int() }),
});
export type CasesListing = z.infer<typeof casesListingSchema>;

export const caseDetailSchema = caseSchema.extend({
  authorHistory: z.object({
    /** The author's other cases, newest first. */
    cases: z.array(
      caseSchema.pick({ id: true, status: true, openedAt: true, decidedAt: true, decisionReason: true }).extend({
        object: z.object({ type: z.enum(CASE_OBJECT_TYPES), id: z.number().int() }),
      }),
    ),
    suspensions: z.array(suspensionSchema),
  }),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

/** POST /api/staff/cases/{id}/hide|restore|dismiss */
export const caseActionBodySchema = z.object({ reason: staffReasonSchema });
export type CaseActionBody = z.infer<typeof caseActionBodySchema>;
export const CASE_ACTIONS = ['hide', 'restore', 'dismiss'] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];

// ——— Audit log ———

export const auditQuerySchema = pageQuerySchema.extend({
  actor: idOf().optional(),
  action: z.string().trim().min(1).max(100).optional(),
  objectType: z.string().trim().min(1).max(100).optional(),
  objectId: z.string().trim().min(1).max(100).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
/** The CSV export takes the same filters, without paging (capped at AUDIT_CSV_MAX_ROWS). */
export const auditCsvQuerySchema = auditQuerySchema.omit({ page: true, page_size: true });
export const AUDIT_CSV_MAX_ROWS = 50_000;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), fullName: z.string(), email: z.string() }).nullable(),
  actorRole: z.string(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string().nullable(),
  ip: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListingSchema = listingSchema(auditEntrySchema);
export type AuditListing = z.infer<typeof auditListingSchema>;

/** The audit log's action names (`<object>.<verb>`), one list so that filters and tests agree. */
export const AUDIT_ACTIONS = {
  roleGrant: 'role.grant',
  roleRevoke: 'role.revoke',
  userSuspend: 'user.suspend',
  userUnsuspend: 'user.unsuspend',
  caseHide: 'case.hide',
  caseRestore: 'case.restore',
  caseDismiss: 'case.dismiss',
  caseAutoHide: 'case.auto-hide',
  // Lead inbox (issue 32)
  enquiryUpdate: 'enquiry.update',
  enquiryExport: 'enquiry.export',
  enquiryAnonymise: 'enquiry.anonymise',
  // Hiring (issue 32)
  jobCreate: 'job.create',
  jobUpdate: 'job.update',
  jobPublish: 'job.publish',
  jobClose: 'job.close',
  applicationStatus: 'application.status',
  resumeView: 'resume.view',
  // Studio video (issue 31 point 3)
  mediaUploadStart: 'media.upload-start',
  mediaCaptions: 'media.captions',
  mediaRegisterRendition: 'media.register-rendition',
  // Course studio (issue 31)
  studioCourseCreate: 'studio-course.create',
  studioCourseUpdate: 'studio-course.update',
  studioCoursePublish: 'studio-course.publish',
  studioCourseReorder: 'studio-course.reorder',
  studioCourseCover: 'studio-course.cover',
  studioModuleCreate: 'studio-module.create',
  studioModuleUpdate: 'studio-module.update',
  studioModuleDelete: 'studio-module.delete',
  studioItemCreate: 'studio-item.create',
  studioItemUpdate: 'studio-item.update',
  studioItemDelete: 'studio-item.delete',
  // Studio content (issue 31)
  quizCreate: 'quiz.create',
  quizUpdate: 'quiz.update',
  quizPublish: 'quiz.publish',
  quizQuestionAdd: 'quiz.question-add',
  quizQuestionRemove: 'quiz.question-remove',
  questionCreate: 'question.create',
  questionUpdate: 'question.update',
  deckCreate: 'deck.create',
  deckUpdate: 'deck.update',
  deckPublish: 'deck.publish',
  collectionCreate: 'collection.create',
  collectionUpdate: 'collection.update',
  roadmapStepsUpdate: 'roadmap.steps-update',
} as const;

// ——— Metrics (the dashboard) ———

export const METRIC_MEASURES = [
  'signups',
  'activeLearners',
  'enrolments',
  'completions',
  'questions',
  'answers',
  'posts',
  'revenueInr',
  'openCases',
] as const;
export type MetricMeasure = (typeof METRIC_MEASURES)[number];

export const metricsQuerySchema = z.object({
  days: z.coerce
    .number({ error: MESSAGES.metricsDaysInvalid })
    .int(MESSAGES.metricsDaysInvalid)
    .min(1, MESSAGES.metricsDaysInvalid)
    .max(366, MESSAGES.metricsDaysInvalid)
    .default(30),
});
export type MetricsQuery = z.infer<typeof metricsQuerySchema>;

export const metricsSchema = z.object({
  days: z.number().int(),
  series: z.array(
    z.object({
      measure: z.enum(METRIC_MEASURES),
      /** One point per day, oldest first, every day present (0 when nothing happened); `day` is YYYY-MM-DD. */
      points: z.array(z.object({ day: z.string(), value: z.number() })),
    }),
  ),
});
export type Metrics = z.infer<typeof metricsSchema>;

// ——— Second factor (TOTP), under the account's security section ———

/** GET /api/accounts/security/totp */
export const totpStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TotpStatus = z.infer<typeof totpStatusSchema>;

/** POST /api/accounts/security/totp/setup: a new secret, not in force until confirmed. */
export const totpSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code, a `data:image/png;base64,...` URL. */
  qrCode: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const totpCodeSchema = z
  .string({ error: MESSAGES.totpCodeInvalid })
  .trim()
  .regex(/^\d{6}$/, MESSAGES.totpCodeInvalid);

/** POST /api/accounts/security/totp/confirm */
export const totpConfirmBodySchema = z.object({ code: totpCodeSchema });
/** What confirming answers: the recovery codes, shown once. */
export const totpConfirmedSchema = z.object({ recoveryCodes: z.array(z.string()), status: totpStatusSchema });
export type TotpConfirmed = z.infer<typeof totpConfirmedSchema>;

/** DELETE /api/accounts/security/totp: turning it off takes a current code (or a recovery code). */
export const totpDisableBodySchema = z.object({ code: z.string().trim().min(6).max(32) });

export const RECOVERY_CODE_COUNT = 10;

/** The `totp` field of the credentials sign-in form: a 6-digit code or a recovery code. */
export const signInTotpSchema = z.string().trim().min(6).max(32);

/**
 * "30 Nov 2026, 6:00 pm IST": the end of a suspension in the reader's language and time zone (India
 * time when theirs is unknown or not a zone the runtime knows).
 */
export function formatSuspensionEnd(until: Date | string, timeZone = 'Asia/Kolkata', locale: Locale = 'en'): string {
  const options: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return formatDate(until, locale, { ...options, timeZone });
  } catch {
    return formatDate(until, locale, options);
  }
}

/** What a suspended user reads when they try to sign in. */
export function suspensionMessage(suspension: { reason: string; until: Date | string | null }, timeZone?: string): string {
  return suspension.until === null
    ? MESSAGES.suspendedIndefinitely.replace('{reason}', () => suspension.reason)
    : MESSAGES.suspendedUntil
        .replace('{until}', () => formatSuspensionEnd(suspension.until ?? '', timeZone))
        .replace('{reason}', () => suspension.reason);
}
