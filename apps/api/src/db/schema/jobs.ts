import { APPLICATION_STATUSES, JOB_STATUSES, JOB_TYPES, WORK_MODES } from '@lp/contract/catalogue';
import { type SQL, sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, tsvector, weighted } from '../columns.ts';
import { users } from './accounts.ts';
import { cities, streams, tags } from './taxonomy.ts';

export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  cityId: integer('city_id').references(() => cities.id),
  industry: text('industry').notNull(),
  size: text('size').notNull(),
  about: text('about').notNull().default(''),
  website: text('website'),
  imageUrl: text('image_url'),
  ...timestamps,
});

export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    /** The job function as the employer names it ("Frontend developer", "Data analyst"). */
    role: text('role').notNull().default(''),
    /** draft (its company's staff only) → published → closed (issue 32). Rows from before the lifecycle are published. */
    status: text('status', { enum: JOB_STATUSES }).notNull().default('published'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id),
    type: text('type', { enum: JOB_TYPES }).notNull(),
    workMode: text('work_mode', { enum: WORK_MODES }).notNull(),
    experienceMinYears: integer('experience_min_years').notNull().default(0),
    experienceMaxYears: integer('experience_max_years').notNull().default(0),
    salaryMinPaise: integer('salary_min_paise'),
    salaryMaxPaise: integer('salary_max_paise'),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    openings: integer('openings').notNull().default(1),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL => weighted(sql`${jobs.title}`, sql`${jobs.summary}`, sql`${jobs.description}`),
    ),
    ...timestamps,
  },
  (t) => [
    // The employer's list of their company's jobs, and the auto-close sweep (published, closing date passed).
    index('jobs_company_status_idx').on(t.companyId, t.status, t.updatedAt.desc()),
    index('jobs_closes_idx').on(t.closesAt).where(sql`${t.status} = 'published'`),
    index('jobs_list_idx').on(t.postedAt.desc(), t.id.desc()),
    index('jobs_city_idx').on(t.cityId, t.postedAt.desc(), t.id.desc()),
    index('jobs_company_idx').on(t.companyId, t.postedAt.desc()),
    index('jobs_stream_idx').on(t.streamId, t.postedAt.desc(), t.id.desc()),
    index('jobs_type_idx').on(t.type, t.postedAt.desc(), t.id.desc()),
    index('jobs_work_mode_idx').on(t.workMode, t.postedAt.desc(), t.id.desc()),
    // The experience filter (min <= years <= max).
    index('jobs_experience_idx').on(t.experienceMinYears, t.experienceMaxYears),
    index('jobs_search_idx').using('gin', t.search),
    index('jobs_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // Nearest titles first (ORDER BY term <<-> title LIMIT n) for the type-ahead: GIN can only filter.
    index('jobs_title_trgm_knn_idx').using('gist', sql`${t.title} gist_trgm_ops`),
  ],
);

export const jobTags = pgTable(
  'job_tags',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.tagId] }), index('job_tags_tag_idx').on(t.tagId, t.jobId)],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('applied'),
    resumeKey: text('resume_key').notNull(),
    resumeName: text('resume_name').notNull(),
    resumeBytes: integer('resume_bytes').notNull(),
    coverNote: text('cover_note').notNull().default(''),
    /** The employer's message with the last status change (null: none, or the status is still applied). */
    statusMessage: text('status_message'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Status changes so far: each change's notification key, so the learner is told once per change. */
    statusChanges: integer('status_changes').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('job_applications_once_unique').on(t.jobId, t.userId),
    // A job's applicants, newest first, by status.
    index('job_applications_job_idx').on(t.jobId, t.status, t.createdAt.desc()),
    index('job_applications_user_idx').on(t.userId, t.createdAt.desc()),
    // "My applications" filtered by status (type).
    index('job_applications_user_status_idx').on(t.userId, t.status, t.createdAt.desc()),
  ],
);

/** When each staff member last opened a job's applicants: "new since your last visit" counts from it. */
export const jobStaffVisits = pgTable(
  'job_staff_visits',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.userId] })],
);
