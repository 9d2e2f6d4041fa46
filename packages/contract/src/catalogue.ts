import { z } from 'zod';

/** Shapes shared by several catalogue features (cards in lists, search results, the home page). */

export const COURSE_LEVELS = ['certificate', 'diploma', 'undergraduate', 'postgraduate'] as const;
export const COURSE_TYPES = ['online', 'classroom', 'hybrid'] as const;
export const INSTITUTE_KINDS = ['university', 'college', 'coaching', 'online-academy'] as const;
export const INSTITUTE_OWNERSHIPS = ['government', 'private', 'deemed'] as const;
export const JOB_TYPES = ['full-time', 'part-time', 'internship', 'contract'] as const;
export const WORK_MODES = ['on-site', 'remote', 'hybrid'] as const;
/** An application's path through the employer's hands (issue 32): hired and rejected are final. */
export const APPLICATION_STATUSES = ['applied', 'shortlisted', 'interview', 'offered', 'hired', 'rejected'] as const;
/** A job's lifecycle: a draft only its company's staff see, published (open to applications), closed. */
export const JOB_STATUSES = ['draft', 'published', 'closed'] as const;
export const REVIEWABLE_MODELS = ['course', 'institute'] as const;
export const BANNER_TYPES = ['home', 'courses', 'jobs', 'premium', 'feed'] as const;
export const RESOURCE_KINDS = ['article', 'video', 'book', 'practice'] as const;

export const citySchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string(), state: z.string() });
export type City = z.infer<typeof citySchema>;

const ref = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

export const courseCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string().nullable(),
  level: z.enum(COURSE_LEVELS),
  type: z.enum(COURSE_TYPES),
  durationWeeks: z.number().int(),
  /** Integer paise; 0 is Free. */
  pricePaise: z.number().int(),
  ratingAvg: z.number(),
  ratingCount: z.number().int(),
  featured: z.boolean(),
  /** Premium courses open to premium members only; everyone sees what they contain. */
  isPremium: z.boolean(),
  /**
   * The language it is taught in: a name of COURSE_LANGUAGES ("Hindi"), or for a course saved
   * before that list, the text its author typed.
   */
  language: z.string(),
  institute: ref,
  city: ref,
  stream: ref,
});
export type CourseCard = z.infer<typeof courseCardSchema>;

export const instituteCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  summary: z.string(),
  imageUrl: z.string().nullable(),
  kind: z.enum(INSTITUTE_KINDS),
  ownership: z.enum(INSTITUTE_OWNERSHIPS),
  establishedYear: z.number().int().nullable(),
  ratingAvg: z.number(),
  ratingCount: z.number().int(),
  courseCount: z.number().int(),
  featured: z.boolean(),
  city: ref,
});
export type InstituteCard = z.infer<typeof instituteCardSchema>;

export const jobCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  type: z.enum(JOB_TYPES),
  workMode: z.enum(WORK_MODES),
  experienceMinYears: z.number().int(),
  experienceMaxYears: z.number().int(),
  /** Yearly pay range in paise, when the employer states it. */
  salaryMinPaise: z.number().int().nullable(),
  salaryMaxPaise: z.number().int().nullable(),
  postedAt: z.string(),
  company: ref.extend({ imageUrl: z.string().nullable() }),
  city: ref,
  stream: ref,
});
export type JobCard = z.infer<typeof jobCardSchema>;

export const roadmapCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string().nullable(),
  featured: z.boolean(),
  stepCount: z.number().int(),
  stream: ref,
});
export type RoadmapCard = z.infer<typeof roadmapCardSchema>;
