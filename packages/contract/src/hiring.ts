import { z } from 'zod';
import { APPLICATION_STATUSES, JOB_STATUSES, JOB_TYPES, WORK_MODES } from './catalogue.ts';
import { listingSchema, pageQuerySchema } from './common.ts';
import { EXPERIENCE_MAX_YEARS } from './constants.ts';
import { MESSAGES } from './messages.ts';

/**
 * Hiring (issue 32): an employer's jobs (draft → published → closed) and their applicants
 * (applied → shortlisted → interview → offered → hired | rejected). Every request and answer of
 * `/api/staff/jobs*` and `/api/staff/applications/*`.
 */

export type JobStatus = (typeof JOB_STATUSES)[number];
export type HiringStatus = (typeof APPLICATION_STATUSES)[number];

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  closed: 'Closed',
};

/** The order an application moves in; `rejected` may follow any status that is not final. */
export const APPLICATION_FLOW: readonly HiringStatus[] = ['applied', 'shortlisted', 'interview', 'offered', 'hired'];
export const FINAL_APPLICATION_STATUSES: readonly HiringStatus[] = ['hired', 'rejected'];

/** Whether an employer may move an application from `from` to `to` (forward only, skipping allowed). */
export function canMoveApplication(from: HiringStatus, to: HiringStatus): boolean {
  if (FINAL_APPLICATION_STATUSES.includes(from) || from === to) return false;
  if (to === 'rejected') return true;
  return APPLICATION_FLOW.indexOf(to) > APPLICATION_FLOW.indexOf(from);
}

export const JOB_SKILLS_MAX = 12;
export const APPLICATION_MESSAGE_MAX = 1000;
/** ₹1 crore a year: stored in paise, within a 32-bit column. */
export const SALARY_MAX_INR = 10_000_000;

const slug = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);
const years = z
  .number({ error: MESSAGES.staffJobExperienceInvalid })
  .int(MESSAGES.staffJobExperienceInvalid)
  .min(0, MESSAGES.staffJobExperienceInvalid)
  .max(EXPERIENCE_MAX_YEARS, MESSAGES.staffJobExperienceInvalid);
const rupees = z
  .number({ error: MESSAGES.staffJobSalaryInvalid })
  .int(MESSAGES.staffJobSalaryInvalid)
  .min(0, MESSAGES.staffJobSalaryInvalid)
  .max(SALARY_MAX_INR, MESSAGES.staffJobSalaryInvalid)
  .nullable();

/** The fields of a job an employer writes (all of them on create; any of them on edit). */
const jobFields = {
  title: z
    .string({ error: MESSAGES.staffJobTitleLength })
    .trim()
    .min(3, MESSAGES.staffJobTitleLength)
    .max(120, MESSAGES.staffJobTitleLength),
  role: z
    .string({ error: MESSAGES.staffJobRoleLength })
    .trim()
    .min(2, MESSAGES.staffJobRoleLength)
    .max(80, MESSAGES.staffJobRoleLength),
  /** Markdown, shown through the platform's safe renderer. */
  description: z
    .string({ error: MESSAGES.staffJobDescriptionLength })
    .trim()
    .min(20, MESSAGES.staffJobDescriptionLength)
    .max(20_000, MESSAGES.staffJobDescriptionLength),
  /** Stream slug (the field the job is in). */
  stream: slug(MESSAGES.staffJobStreamUnknown),
  type: z.enum(JOB_TYPES, { error: `Choose a job type: ${JOB_TYPES.join(', ')}.` }),
  workMode: z.enum(WORK_MODES, { error: `Choose a work mode: ${WORK_MODES.join(', ')}.` }),
  /** City slug; a remote job may leave it out (the company's city is its base). */
  city: slug(MESSAGES.staffJobCityUnknown).nullable(),
  experienceMinYears: years,
  experienceMaxYears: years,
  salaryMinInr: rupees,
  salaryMaxInr: rupees,
  /** Tag slugs. */
  skills: z
    .array(slug(MESSAGES.staffJobSkillUnknown), { error: MESSAGES.staffJobSkillUnknown })
    .max(JOB_SKILLS_MAX, MESSAGES.staffJobSkillsTooMany),
  openings: z
    .number({ error: MESSAGES.staffJobOpeningsInvalid })
    .int(MESSAGES.staffJobOpeningsInvalid)
    .min(1, MESSAGES.staffJobOpeningsInvalid)
    .max(500, MESSAGES.staffJobOpeningsInvalid),
  /** The last day applications are taken (India time); null: until closed by hand. */
  closesOn: z.iso.date({ error: MESSAGES.staffJobClosesInvalid }).nullable(),
};

function rangesInOrder(
  body: { experienceMinYears?: number; experienceMaxYears?: number; salaryMinInr?: number | null; salaryMaxInr?: number | null },
  ctx: z.RefinementCtx,
) {
  if (
    body.experienceMinYears !== undefined &&
    body.experienceMaxYears !== undefined &&
    body.experienceMinYears > body.experienceMaxYears
  ) {
    ctx.addIssue({ code: 'custom', path: ['experienceMaxYears'], message: MESSAGES.staffJobExperienceInvalid });
  }
  if (body.salaryMinInr != null && body.salaryMaxInr != null && body.salaryMinInr > body.salaryMaxInr) {
    ctx.addIssue({ code: 'custom', path: ['salaryMaxInr'], message: MESSAGES.staffJobSalaryInvalid });
  }
}

/** POST /api/staff/jobs: a new draft. `company` (slug) is required of an admin or of staff of several companies. */
export const createJobBodySchema = z
  .object({
    company: slug(MESSAGES.staffJobCompanyRequired).optional(),
    ...jobFields,
    city: jobFields.city.optional().default(null),
    experienceMinYears: years.default(0),
    experienceMaxYears: years.default(0),
    salaryMinInr: rupees.optional().default(null),
    salaryMaxInr: rupees.optional().default(null),
    skills: jobFields.skills.default([]),
    openings: jobFields.openings.default(1),
    closesOn: jobFields.closesOn.optional().default(null),
  })
  .superRefine(rangesInOrder);
export type CreateJobBody = z.output<typeof createJobBodySchema>;

/** PATCH /api/staff/jobs/{id}: any of the fields. */
export const updateJobBodySchema = z
  .object({
    title: jobFields.title.optional(),
    role: jobFields.role.optional(),
    description: jobFields.description.optional(),
    stream: jobFields.stream.optional(),
    type: jobFields.type.optional(),
    workMode: jobFields.workMode.optional(),
    city: jobFields.city.optional(),
    experienceMinYears: years.optional(),
    experienceMaxYears: years.optional(),
    salaryMinInr: rupees.optional(),
    salaryMaxInr: rupees.optional(),
    skills: jobFields.skills.optional(),
    openings: jobFields.openings.optional(),
    closesOn: jobFields.closesOn.optional(),
  })
  .superRefine(rangesInOrder);
export type UpdateJobBody = z.output<typeof updateJobBodySchema>;

export const staffJobsQuerySchema = pageQuerySchema.extend({
  status: z.enum(JOB_STATUSES, { error: MESSAGES.staffJobStatusInvalid }).optional(),
});
export type StaffJobsQuery = z.output<typeof staffJobsQuerySchema>;

const ref = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

export const staffJobSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  role: z.string(),
  status: z.enum(JOB_STATUSES),
  company: ref,
  city: ref,
  stream: ref,
  type: z.enum(JOB_TYPES),
  workMode: z.enum(WORK_MODES),
  experienceMinYears: z.number().int(),
  experienceMaxYears: z.number().int(),
  salaryMinInr: z.number().int().nullable(),
  salaryMaxInr: z.number().int().nullable(),
  description: z.string(),
  skills: z.array(ref),
  openings: z.number().int(),
  closesOn: z.string().nullable(),
  postedAt: z.string(),
  closedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** Every application, and those sent since the signed-in staff member last opened the applicants. */
  applicants: z.number().int(),
  newApplicants: z.number().int(),
});
export type StaffJob = z.infer<typeof staffJobSchema>;

export const staffJobsListingSchema = listingSchema(staffJobSchema).extend({
  counts: z.object({ draft: z.number().int(), published: z.number().int(), closed: z.number().int() }),
});
export type StaffJobsListing = z.infer<typeof staffJobsListingSchema>;

export const staffApplicationsQuerySchema = pageQuerySchema.extend({
  status: z.enum(APPLICATION_STATUSES, { error: `Choose a status: ${APPLICATION_STATUSES.join(', ')}.` }).optional(),
});
export type StaffApplicationsQuery = z.output<typeof staffApplicationsQuerySchema>;

export const staffApplicationSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  statusMessage: z.string().nullable(),
  statusChangedAt: z.string(),
  createdAt: z.string(),
  coverNote: z.string(),
  resumeName: z.string(),
  resumeBytes: z.number().int(),
  /** `GET /api/staff/applications/{id}/resume`: the PDF, inline (each view is audited). */
  resumeUrl: z.string(),
  applicant: z.object({
    id: z.number().int(),
    name: z.string(),
    /** Their designation (or the start of their bio). */
    headline: z.string().nullable(),
    city: z.string().nullable(),
    skills: z.array(z.string()),
  }),
});
export type StaffApplication = z.infer<typeof staffApplicationSchema>;

export const staffApplicationsListingSchema = listingSchema(staffApplicationSchema).extend({
  job: staffJobSchema,
  counts: z.object(
    Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, z.number().int()])) as Record<HiringStatus, z.ZodNumber>,
  ),
});
export type StaffApplicationsListing = z.infer<typeof staffApplicationsListingSchema>;

/** PATCH /api/staff/applications/{id} */
export const moveApplicationBodySchema = z.object({
  status: z.enum(['shortlisted', 'interview', 'offered', 'hired', 'rejected'], { error: MESSAGES.staffApplicationStatusInvalid }),
  message: z
    .string({ error: MESSAGES.staffApplicationMessageLength })
    .trim()
    .max(APPLICATION_MESSAGE_MAX, MESSAGES.staffApplicationMessageLength)
    .optional()
    .transform((value) => value || undefined),
});
export type MoveApplicationBody = z.output<typeof moveApplicationBodySchema>;
