import { z } from 'zod';
import { APPLICATION_STATUSES, JOB_TYPES, jobCardSchema, WORK_MODES } from './catalogue.ts';
import { pageQuerySchema } from './common.ts';
import { EXPERIENCE_MAX_YEARS } from './constants.ts';
import { enumListParam, facetOptionSchema, slugListParam } from './filters.ts';
import type { Locale } from './locale.ts';
import { MESSAGES } from './messages.ts';

/** Jobs: list filters, detail, facets, applications (SPEC §2 jobs, §7 /jobs, /accounts/jobs). */

/** Largest résumé a candidate may upload (multipart field `resume`, PDF only). */
export const RESUME_MAX_BYTES = 2 * 1024 * 1024;
export const RESUME_MAX_LABEL = '2 MB';
export const COVER_NOTE_MAX_LENGTH = 2000;
/** Similar jobs and recommended courses shown on a job's page. */
export const JOB_SIMILAR_LIMIT = 6;
export const JOB_RECOMMENDED_COURSES_LIMIT = 6;
export type JobType = (typeof JOB_TYPES)[number];
export type WorkMode = (typeof WORK_MODES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const JOB_TYPE_LABELS: Record<JobType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  internship: 'Internship',
  contract: 'Contract',
};
export const WORK_MODE_LABELS: Record<WorkMode, string> = {
  'on-site': 'On-site',
  remote: 'Remote',
  hybrid: 'Hybrid',
};
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offered: 'Offered',
  hired: 'Hired',
  rejected: 'Not selected',
};

// ---------------------------------------------------------------------------------------------
// Pure helpers (web and API)

const PAISE_PER_LAKH = 100_000 * 100;

function lakhs(paise: number): string {
  const value = Math.round((paise / PAISE_PER_LAKH) * 10) / 10;
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/**
 * A yearly pay range in paise as lakhs per annum: "₹4–6 LPA", "₹4.5 LPA", "₹4+ LPA",
 * "Up to ₹6 LPA" (Hindi: "₹4–6 लाख सालाना", "₹6 लाख सालाना तक"); null when the employer states none.
 */
export function formatSalaryRange(
  minPaise: number | null | undefined,
  maxPaise: number | null | undefined,
  locale: Locale = 'en',
): string | null {
  const min = minPaise != null && minPaise > 0 ? minPaise : null;
  const max = maxPaise != null && maxPaise > 0 ? maxPaise : null;
  if (min === null && max === null) return null;
  const unit = locale === 'hi' ? 'लाख सालाना' : 'LPA';
  if (min !== null && max !== null) {
    const [low, high] = min <= max ? [lakhs(min), lakhs(max)] : [lakhs(max), lakhs(min)];
    return low === high ? `₹${low} ${unit}` : `₹${low}–${high} ${unit}`;
  }
  if (min !== null) return `₹${lakhs(min)}+ ${unit}`;
  const upper = lakhs(max as number);
  return locale === 'hi' ? `₹${upper} ${unit} तक` : `Up to ₹${upper} ${unit}`;
}

/**
 * Where a job is, as learners read it: "Remote" for a remote job (it has no city; the city the
 * table keeps for it is only the company's, for the lists' filters), else its city's name.
 */
export function jobPlace(job: { workMode: WorkMode; city: { name: string } }): string {
  return job.workMode === 'remote' ? WORK_MODE_LABELS.remote : job.city.name;
}

/** Years of experience asked for: "0–2 yrs", "3 yrs", "1 yr", "Fresher" (Hindi: "0–2 साल", "फ्रेशर"). */
export function formatExperienceRange(minYears: number, maxYears: number, locale: Locale = 'en'): string {
  const low = Math.max(0, Math.min(minYears, maxYears));
  const high = Math.max(minYears, maxYears, 0);
  if (locale === 'hi') {
    if (high === 0) return 'फ्रेशर';
    return low === high ? `${high} साल` : `${low}–${high} साल`;
  }
  if (high === 0) return 'Fresher';
  if (low === high) return `${high} ${high === 1 ? 'yr' : 'yrs'}`;
  return `${low}–${high} yrs`;
}

/** Why a résumé cannot be sent, or null when it can: checked from its bytes, not its name. */
export type ResumeProblem = { status: 413 | 415 | 422; message: string };

export function resumeProblem(file: { size: number; head: Uint8Array } | null | undefined): ResumeProblem | null {
  if (!file) return { status: 422, message: MESSAGES.resumeRequired };
  if (file.size === 0) return { status: 422, message: MESSAGES.resumeEmpty };
  if (file.size > RESUME_MAX_BYTES) return { status: 413, message: MESSAGES.resumeTooLarge };
  if (!startsWithPdfMagic(file.head)) return { status: 415, message: MESSAGES.resumeNotPdf };
  return null;
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

export function startsWithPdfMagic(bytes: Uint8Array): boolean {
  return bytes.length >= PDF_MAGIC.length && PDF_MAGIC.every((byte, i) => bytes[i] === byte);
}

// ---------------------------------------------------------------------------------------------
// Query strings

export const jobFiltersSchema = z.object({
  city: slugListParam('city'),
  stream: slugListParam('stream'),
  company: slugListParam('company'),
  type: enumListParam('type', JOB_TYPES),
  work_mode: enumListParam('work mode', WORK_MODES),
  /** The candidate's years of experience: jobs whose range contains it. */
  experience: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'Enter your experience in whole years.' })
      .int('Enter your experience in whole years.')
      .min(0, 'Enter your experience in whole years.')
      .max(EXPERIENCE_MAX_YEARS, `Enter at most ${EXPERIENCE_MAX_YEARS} years.`)
      .optional(),
  ),
  q: z
    .string()
    .trim()
    .max(200, 'Use at most 200 characters.')
    .transform((value) => value || undefined)
    .optional(),
});
export type JobFilters = z.output<typeof jobFiltersSchema>;

export const jobsQuerySchema = jobFiltersSchema.extend(pageQuerySchema.shape);
export type JobsQuery = z.output<typeof jobsQuerySchema>;

export const myApplicationsQuerySchema = pageQuerySchema.extend({
  type: z.enum(APPLICATION_STATUSES, { error: `Choose a status: ${APPLICATION_STATUSES.join(', ')}.` }).optional(),
});
export type MyApplicationsQuery = z.output<typeof myApplicationsQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Responses

/** One value of a filter with the number of jobs it would show given the other active filters. */
/** The same facet option as the courses and institutes lists. */
export const jobFacetValueSchema = facetOptionSchema;
export type JobFacetValue = z.infer<typeof jobFacetValueSchema>;

export const jobFacetsSchema = z.object({
  city: z.array(jobFacetValueSchema),
  stream: z.array(jobFacetValueSchema),
  type: z.array(jobFacetValueSchema),
  work_mode: z.array(jobFacetValueSchema),
  company: z.array(jobFacetValueSchema),
});
export type JobFacets = z.infer<typeof jobFacetsSchema>;

const ref = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

export const applicationSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const jobDetailSchema = jobCardSchema.extend({
  description: z.string(),
  openings: z.number().int(),
  closesAt: z.string().nullable(),
  tags: z.array(ref),
  company: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    industry: z.string(),
    size: z.string(),
    about: z.string(),
    website: z.string().nullable(),
    imageUrl: z.string().nullable(),
    city: ref.nullable(),
  }),
  /** The signed-in user's application to this job; null for a visitor or one who has not applied. */
  application: applicationSummarySchema.nullable(),
  /** published, or closed ("No longer accepting applications"; also once the closing date has passed). Drafts are never shown. */
  status: z.enum(['published', 'closed']),
  acceptingApplications: z.boolean(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

export const appliedSchema = z.object({
  application: applicationSummarySchema.extend({
    job: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }),
  }),
});
export type Applied = z.infer<typeof appliedSchema>;

export const myApplicationSchema = applicationSummarySchema.extend({
  updatedAt: z.string(),
  /** When the employer last moved it (its creation while it is still applied). */
  statusChangedAt: z.string(),
  /** The employer's message with the last change; a kind default for "rejected" without one; null otherwise. */
  statusMessage: z.string().nullable(),
  resumeName: z.string(),
  /** Where its owner downloads the résumé sent (`/api/core/files/…`). */
  resumeUrl: z.string(),
  coverNote: z.string(),
  job: jobCardSchema,
});
export type MyApplication = z.infer<typeof myApplicationSchema>;
