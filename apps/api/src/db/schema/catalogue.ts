import {
  APPLICATION_STATUSES,
  BANNER_TYPES,
  COURSE_LEVELS,
  COURSE_TYPES,
  INSTITUTE_KINDS,
  INSTITUTE_OWNERSHIPS,
  JOB_TYPES,
  RESOURCE_KINDS,
  REVIEWABLE_MODELS,
  WORK_MODES,
} from '@lp/contract/catalogue';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { streams, tags } from './taxonomy.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Weighted full-text document: title A, then B, then C (DESIGN §2 search). */
const weighted = (a: SQL, b: SQL, c: SQL) =>
  sql`setweight(to_tsvector('english', coalesce(${a}, '')), 'A') || setweight(to_tsvector('english', coalesce(${b}, '')), 'B') || setweight(to_tsvector('english', coalesce(${c}, '')), 'C')`;

export const cities = pgTable('cities', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  state: text('state').notNull(),
  ...timestamps,
});

export const institutes = pgTable(
  'institutes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    kind: text('kind', { enum: INSTITUTE_KINDS }).notNull(),
    ownership: text('ownership', { enum: INSTITUTE_OWNERSHIPS }).notNull(),
    establishedYear: integer('established_year'),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    website: text('website'),
    imageUrl: text('image_url'),
    featured: boolean('featured').notNull().default(false),
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL => weighted(sql`${institutes.name}`, sql`${institutes.summary}`, sql`${institutes.description}`),
    ),
    ...timestamps,
  },
  (t) => [
    index('institutes_city_idx').on(t.cityId),
    index('institutes_kind_idx').on(t.kind),
    index('institutes_ownership_idx').on(t.ownership),
    index('institutes_featured_idx').on(t.featured, t.ratingAvg),
    index('institutes_search_idx').using('gin', t.search),
    index('institutes_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // Nearest titles first (ORDER BY term <<-> name LIMIT n) for the type-ahead: GIN can only filter.
    index('institutes_name_trgm_knn_idx').using('gist', sql`${t.name} gist_trgm_ops`),
  ],
);

export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    instituteId: integer('institute_id')
      .notNull()
      .references(() => institutes.id),
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id),
    /** The institute's city, kept here so that the list's filters use one index. */
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    level: text('level', { enum: COURSE_LEVELS }).notNull(),
    type: text('type', { enum: COURSE_TYPES }).notNull(),
    durationWeeks: integer('duration_weeks').notNull(),
    pricePaise: integer('price_paise').notNull().default(0),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    language: text('language').notNull().default('English'),
    featured: boolean('featured').notNull().default(false),
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    enrolmentCount: integer('enrolment_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL => weighted(sql`${courses.title}`, sql`${courses.summary}`, sql`${courses.description}`),
    ),
    ...timestamps,
  },
  (t) => [
    check('courses_price_not_negative', sql`${t.pricePaise} >= 0`),
    index('courses_list_idx').on(t.publishedAt.desc(), t.id.desc()),
    index('courses_city_idx').on(t.cityId, t.publishedAt.desc(), t.id.desc()),
    index('courses_institute_idx').on(t.instituteId, t.publishedAt.desc(), t.id.desc()),
    index('courses_stream_idx').on(t.streamId, t.publishedAt.desc(), t.id.desc()),
    index('courses_level_idx').on(t.level, t.publishedAt.desc(), t.id.desc()),
    index('courses_type_idx').on(t.type, t.publishedAt.desc(), t.id.desc()),
    index('courses_featured_idx').on(t.featured, t.ratingAvg.desc()),
    // The list's other sorts (rating, price both ways by a backward scan, popular).
    index('courses_rating_idx').on(t.ratingAvg.desc(), t.ratingCount.desc(), t.id.desc()),
    index('courses_price_idx').on(t.pricePaise, t.id),
    index('courses_popular_idx').on(t.enrolmentCount.desc(), t.id.desc()),
    index('courses_search_idx').using('gin', t.search),
    index('courses_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // Nearest titles first (ORDER BY term <<-> title LIMIT n) for the type-ahead: GIN can only filter.
    index('courses_title_trgm_knn_idx').using('gist', sql`${t.title} gist_trgm_ops`),
  ],
);

export const courseTags = pgTable(
  'course_tags',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.tagId] }), index('course_tags_tag_idx').on(t.tagId, t.courseId)],
);

export const courseModules = pgTable(
  'course_modules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('course_modules_position_unique').on(t.courseId, t.position)],
);

export const moduleItems = pgTable(
  'module_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => courseModules.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    kind: text('kind', { enum: ['video', 'article', 'exercise'] }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(10),
    ...timestamps,
  },
  (t) => [uniqueIndex('module_items_position_unique').on(t.moduleId, t.position)],
);

export const enrolments = pgTable(
  'enrolments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('enrolments_user_course_unique').on(t.userId, t.courseId), index('enrolments_course_idx').on(t.courseId)],
);

export const itemProgress = pgTable(
  'item_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => moduleItems.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] })],
);

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modelName: text('model_name', { enum: REVIEWABLE_MODELS }).notNull(),
    modelId: integer('model_id').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    uniqueIndex('reviews_one_per_user_unique').on(t.userId, t.modelName, t.modelId),
    index('reviews_model_idx').on(t.modelName, t.modelId, t.createdAt.desc(), t.id.desc()),
    // The list filtered by stars, and the per-star counts of the rating summary.
    index('reviews_model_rating_idx').on(t.modelName, t.modelId, t.rating, t.createdAt.desc(), t.id.desc()),
    index('reviews_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const enquiries = pgTable(
  'enquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    modelName: text('model_name', { enum: REVIEWABLE_MODELS }).notNull(),
    modelId: integer('model_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    pinCode: text('pin_code').notNull(),
    message: text('message').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('enquiries_user_idx').on(t.userId, t.createdAt.desc()), index('enquiries_model_idx').on(t.modelName, t.modelId)],
);

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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('job_applications_once_unique').on(t.jobId, t.userId),
    index('job_applications_user_idx').on(t.userId, t.createdAt.desc()),
    // "My applications" filtered by status (type).
    index('job_applications_user_status_idx').on(t.userId, t.status, t.createdAt.desc()),
  ],
);

export const resources = pgTable('resources', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  kind: text('kind', { enum: RESOURCE_KINDS }).notNull(),
  url: text('url'),
  body: text('body').notNull().default(''),
  durationMinutes: integer('duration_minutes'),
  ...timestamps,
});

export const roadmaps = pgTable(
  'roadmaps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    featured: boolean('featured').notNull().default(false),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL => weighted(sql`${roadmaps.title}`, sql`${roadmaps.summary}`, sql`${roadmaps.description}`),
    ),
    ...timestamps,
  },
  (t) => [
    index('roadmaps_stream_idx').on(t.streamId, t.id),
    index('roadmaps_featured_idx').on(t.featured),
    // The listing's order (featured first, then title), whole and per stream.
    index('roadmaps_listing_idx').on(t.featured.desc().nullsFirst(), t.title.asc(), t.id.asc()),
    index('roadmaps_stream_listing_idx').on(t.streamId, t.featured.desc().nullsFirst(), t.title.asc(), t.id.asc()),
    index('roadmaps_search_idx').using('gin', t.search),
    index('roadmaps_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // Nearest titles first (ORDER BY term <<-> title LIMIT n) for the type-ahead: GIN can only filter.
    index('roadmaps_title_trgm_knn_idx').using('gist', sql`${t.title} gist_trgm_ops`),
  ],
);

export const roadmapSteps = pgTable(
  'roadmap_steps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    roadmapId: integer('roadmap_id')
      .notNull()
      .references(() => roadmaps.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    resourceId: integer('resource_id').references(() => resources.id, { onDelete: 'set null' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('roadmap_steps_position_unique').on(t.roadmapId, t.position),
    // "Part of these roadmaps" on a resource page; and the set-null when a resource or course goes.
    index('roadmap_steps_resource_idx').on(t.resourceId),
    index('roadmap_steps_course_idx').on(t.courseId),
  ],
);

export const roadmapProgress = pgTable(
  'roadmap_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stepId: integer('step_id')
      .notNull()
      .references(() => roadmapSteps.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.stepId] })],
);

export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type', { enum: BANNER_TYPES }).notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
    linkLabel: text('link_label'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('banners_type_idx').on(t.type, t.active, t.position)],
);
