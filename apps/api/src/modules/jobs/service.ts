import type { CourseCard } from '@lp/contract/catalogue';
import { JOB_TYPES, type JobCard, WORK_MODES } from '@lp/contract/catalogue';
import type { Listing, PageQuery } from '@lp/contract/common';
import {
  type ApplicationSummary,
  type Applied,
  JOB_RECOMMENDED_COURSES_LIMIT,
  JOB_SIMILAR_LIMIT,
  JOB_TYPE_LABELS,
  type JobDetail,
  type JobFacets,
  type JobFacetValue,
  type JobFilters,
  type JobsQuery,
  type MyApplication,
  type MyApplicationsQuery,
  WORK_MODE_LABELS,
} from '@lp/contract/jobs';
import { MESSAGES } from '@lp/contract/messages';
import { and, asc, count, desc, eq, gte, inArray, lte, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { descIndexed } from '../../db/order.ts';
import { users, userTags } from '../../db/schema/accounts.ts';
import { courses, courseTags } from '../../db/schema/courses.ts';
import { companies, jobApplications, jobs, jobTags } from '../../db/schema/jobs.ts';
import { cities, streams, tags } from '../../db/schema/taxonomy.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { privateFileUrl, recordStoredFile } from '../../platform/files.ts';
import { pageWindow, toListing } from '../../platform/paging.ts';
import { newStorageKey, type Storage } from '../../platform/storage.ts';
import { countWhere, jobCardsByIds, selectCourseCards, selectJobCards } from '../../shared/cards.ts';
import { enumFacet, refFacet } from '../../shared/facets.ts';
import { containsPattern, idOfSlug, idOrSlugWhere, oneOf, textMatch, whereOf } from '../../shared/filters.ts';
import { messageForLearner } from './hiring-applications.ts';

type FacetKey = keyof JobFacets;

/** A slug facet lists at most this many values (the selected ones first). */
const FACET_LIMIT = 100;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

const companyCity = alias(cities, 'company_city');

/** A newest-first order that jobs_list_idx (and the per-filter indexes) serve. */
const NEWEST: SQL[] = [descIndexed(jobs.postedAt), descIndexed(jobs.id)];

/** Jobs learners find (lists, facets, search, similar, recommended): published ones; drafts and closed jobs are left out. */
export const LISTED = eq(jobs.status, 'published');

/** Whether a job takes applications now: published, and its closing date (if any) not passed. */
const accepting = (job: { status: string; closesAt: Date | null }) =>
  job.status === 'published' && (job.closesAt === null || job.closesAt.getTime() > Date.now());

export function createJobsService(db: Database, storage: Storage) {
  /** The WHERE of the list for these filters; `except` leaves one filter out (for its own facet counts). */
  function filterConditions(filters: JobFilters, except?: FacetKey): SQL[] {
    const conditions: SQL[] = [LISTED];
    if (filters.city && except !== 'city') conditions.push(idOfSlug(jobs.cityId, cities, filters.city));
    if (filters.stream && except !== 'stream') conditions.push(idOfSlug(jobs.streamId, streams, filters.stream));
    if (filters.company && except !== 'company') conditions.push(idOfSlug(jobs.companyId, companies, filters.company));
    if (filters.type && except !== 'type') conditions.push(oneOf(jobs.type, filters.type));
    if (filters.work_mode && except !== 'work_mode') conditions.push(oneOf(jobs.workMode, filters.work_mode));
    if (filters.experience !== undefined) {
      conditions.push(lte(jobs.experienceMinYears, filters.experience), gte(jobs.experienceMaxYears, filters.experience));
    }
    if (filters.q) {
      conditions.push(
        sql`(${textMatch(jobs.search, filters.q)} or ${jobs.title} ilike ${containsPattern(filters.q)} escape '\\')`,
      );
    }
    return conditions;
  }

  /** The job an `{id}` or slug names, or a 404 (a draft is not there for learners). */
  async function findJob(idOrSlug: string | number) {
    const where = typeof idOrSlug === 'number' ? eq(jobs.id, idOrSlug) : idOrSlugWhere(jobs, idOrSlug);
    if (!where) throw notFound(MESSAGES.jobNotFound);
    const [job] = await db
      .select({
        id: jobs.id,
        slug: jobs.slug,
        title: jobs.title,
        cityId: jobs.cityId,
        streamId: jobs.streamId,
        status: jobs.status,
        closesAt: jobs.closesAt,
      })
      .from(jobs)
      .where(and(where, ne(jobs.status, 'draft')))
      .limit(1);
    if (!job) throw notFound(MESSAGES.jobNotFound);
    return job;
  }

  async function tagIdsOfJob(jobId: number): Promise<number[]> {
    const rows = await db.select({ id: jobTags.tagId }).from(jobTags).where(eq(jobTags.jobId, jobId));
    return rows.map((r) => r.id);
  }

  async function applicationOf(jobId: number, userId: number): Promise<ApplicationSummary | null> {
    const [row] = await db
      .select({ id: jobApplications.id, status: jobApplications.status, createdAt: jobApplications.createdAt })
      .from(jobApplications)
      .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.userId, userId)))
      .limit(1);
    return row ? { id: row.id, status: row.status, createdAt: iso(row.createdAt) } : null;
  }

  /** Values of a filter naming rows of another table (city, stream, company), busiest first. */
  function slugFacet(key: 'city' | 'stream' | 'company', filters: JobFilters): Promise<JobFacetValue[]> {
    const table = key === 'city' ? cities : key === 'stream' ? streams : companies;
    return refFacet(db, {
      source: jobs,
      where: whereOf(filterConditions(filters, key)),
      fk: key === 'city' ? jobs.cityId : key === 'stream' ? jobs.streamId : jobs.companyId,
      table,
      selectedSlugs: filters[key] ?? [],
      orderBy: (n) => [sql`${n} desc`, asc(table.name)],
      limit: FACET_LIMIT,
    });
  }

  /** Every value of an enum filter (type, work mode) with its count. */
  function valueFacet<T extends string>(
    key: 'type' | 'work_mode',
    values: readonly T[],
    labels: Record<T, string>,
    filters: JobFilters,
  ): Promise<JobFacetValue[]> {
    return enumFacet(db, {
      source: jobs,
      where: whereOf(filterConditions(filters, key)),
      column: key === 'type' ? jobs.type : jobs.workMode,
      values,
      labels,
      selected: (filters[key] ?? []) as T[],
    });
  }

  return {
    async list(query: JobsQuery): Promise<Listing<JobCard>> {
      const where = whereOf(filterConditions(query));
      const [results, total] = await Promise.all([
        selectJobCards(db, where, NEWEST, pageWindow(query)),
        countWhere(db, jobs, where),
      ]);
      return toListing(results, total, query, MESSAGES.noMoreJobs);
    },

    async facets(filters: JobFilters): Promise<JobFacets> {
      const [city, stream, type, work_mode, company] = await Promise.all([
        slugFacet('city', filters),
        slugFacet('stream', filters),
        valueFacet('type', JOB_TYPES, JOB_TYPE_LABELS, filters),
        valueFacet('work_mode', WORK_MODES, WORK_MODE_LABELS, filters),
        slugFacet('company', filters),
      ]);
      return { city, stream, type, work_mode, company };
    },

    async detail(idOrSlug: string, userId: number | null): Promise<JobDetail> {
      const job = await findJob(idOrSlug);
      const [cards, [extra], tagRows, application] = await Promise.all([
        selectJobCards(db, eq(jobs.id, job.id), NEWEST, { limit: 1 }),
        db
          .select({
            description: jobs.description,
            openings: jobs.openings,
            closesAt: jobs.closesAt,
            company: {
              id: companies.id,
              name: companies.name,
              slug: companies.slug,
              industry: companies.industry,
              size: companies.size,
              about: companies.about,
              website: companies.website,
              imageUrl: companies.imageUrl,
            },
            companyCity: { id: companyCity.id, name: companyCity.name, slug: companyCity.slug },
          })
          .from(jobs)
          .innerJoin(companies, eq(companies.id, jobs.companyId))
          .leftJoin(companyCity, eq(companyCity.id, companies.cityId))
          .where(eq(jobs.id, job.id)),
        db
          .select({ id: tags.id, name: tags.name, slug: tags.slug })
          .from(jobTags)
          .innerJoin(tags, eq(tags.id, jobTags.tagId))
          .where(eq(jobTags.jobId, job.id))
          .orderBy(asc(tags.name)),
        userId === null ? Promise.resolve(null) : applicationOf(job.id, userId),
      ]);
      const card = cards[0];
      if (!card || !extra) throw notFound(MESSAGES.jobNotFound);
      return {
        ...card,
        description: extra.description,
        openings: extra.openings,
        closesAt: extra.closesAt ? iso(extra.closesAt) : null,
        tags: tagRows,
        company: { ...extra.company, city: extra.companyCity?.id ? extra.companyCity : null },
        application,
        status: accepting(job) ? 'published' : 'closed',
        acceptingApplications: accepting(job),
      };
    },

    /** Other jobs sharing the job's tags or stream: tag matches first, nearby (same city) first within each. */
    async similar(idOrSlug: string): Promise<JobCard[]> {
      const job = await findJob(idOrSlug);
      const tagIds = await tagIdsOfJob(job.id);
      const nearbyFirst = desc(sql`(${jobs.cityId} = ${job.cityId})`);
      let related: SQL = eq(jobs.streamId, job.streamId);
      let order: SQL[] = [nearbyFirst, ...NEWEST];
      if (tagIds.length > 0) {
        const shared = sql`(select count(*) from ${jobTags} where ${jobTags.jobId} = ${jobs.id} and ${inArray(jobTags.tagId, tagIds)})`;
        related = sql`(${jobs.streamId} = ${job.streamId} or ${jobs.id} in (select ${jobTags.jobId} from ${jobTags} where ${inArray(jobTags.tagId, tagIds)}))`;
        order = [desc(sql`(${shared} > 0)`), nearbyFirst, desc(shared), ...NEWEST];
      }
      const rows = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(sql`${jobs.id} <> ${job.id}`, LISTED, related))
        .orderBy(...order)
        .limit(JOB_SIMILAR_LIMIT);
      return jobCardsByIds(
        db,
        rows.map((r) => r.id),
      );
    },

    /** Courses sharing the job's tags, then courses of its stream; best rated first. */
    async recommendedCourses(idOrSlug: string): Promise<CourseCard[]> {
      const job = await findJob(idOrSlug);
      const tagIds = await tagIdsOfJob(job.id);
      const bestRated = [desc(courses.ratingAvg), desc(courses.ratingCount), desc(courses.id)];
      const tagged =
        tagIds.length > 0
          ? await selectCourseCards(
              db,
              inArray(
                courses.id,
                db.select({ id: courseTags.courseId }).from(courseTags).where(inArray(courseTags.tagId, tagIds)),
              ),
              bestRated,
              { limit: JOB_RECOMMENDED_COURSES_LIMIT },
            )
          : [];
      if (tagged.length >= JOB_RECOMMENDED_COURSES_LIMIT) return tagged;
      const sameStream = await selectCourseCards(
        db,
        and(
          eq(courses.streamId, job.streamId),
          tagged.length > 0
            ? notInArray(
                courses.id,
                tagged.map((c) => c.id),
              )
            : undefined,
        ),
        bestRated,
        { limit: JOB_RECOMMENDED_COURSES_LIMIT - tagged.length },
      );
      return [...tagged, ...sameStream];
    },

    /** The job an application names (404 otherwise), a 409 when it is closed or the user has applied already. */
    async jobToApplyFor(jobId: number, userId: number) {
      const job = await findJob(jobId);
      if (await applicationOf(job.id, userId)) throw conflict(MESSAGES.alreadyApplied);
      if (!accepting(job)) throw conflict(MESSAGES.jobClosed);
      return job;
    },

    /**
     * Stores the résumé under a new key and records the application. The unique index settles
     * a race between two submissions; the loser's file is removed.
     */
    async apply(
      job: { id: number; title: string; slug: string },
      userId: number,
      resume: { filename: string; size: number; mime: string; commit(storage: Storage, key: string): Promise<void> },
      coverNote: string,
    ): Promise<Applied> {
      const key = newStorageKey('resumes', 'pdf');
      await resume.commit(storage, key);
      let row: { id: number; status: ApplicationSummary['status']; createdAt: Date } | undefined;
      try {
        row = await db.transaction(async (tx) => {
          // Held until the application commits: a close waits for it, or this sees the job closed.
          const [current] = await tx
            .select({ status: jobs.status, closesAt: jobs.closesAt })
            .from(jobs)
            .where(eq(jobs.id, job.id))
            .for('share');
          if (!current || !accepting(current)) throw conflict(MESSAGES.jobClosed);
          await recordStoredFile(tx, {
            key,
            ownerUserId: userId,
            mime: resume.mime,
            size: resume.size,
            filename: resume.filename,
          });
          const [inserted] = await tx
            .insert(jobApplications)
            .values({
              jobId: job.id,
              userId,
              status: 'applied',
              resumeKey: key,
              resumeName: resume.filename,
              resumeBytes: resume.size,
              coverNote,
            })
            .returning({ id: jobApplications.id, status: jobApplications.status, createdAt: jobApplications.createdAt });
          return inserted;
        });
      } catch (error) {
        await storage.delete(key);
        if (isUniqueViolation(error)) throw conflict(MESSAGES.alreadyApplied);
        throw error;
      }
      if (!row) {
        await storage.delete(key);
        throw new Error('job application insert returned no row');
      }
      return {
        application: {
          id: row.id,
          status: row.status,
          createdAt: iso(row.createdAt),
          job: { id: job.id, title: job.title, slug: job.slug },
        },
      };
    },

    /** The user's applications, newest first, optionally of one status. */
    async myApplications(userId: number, query: MyApplicationsQuery): Promise<Listing<MyApplication>> {
      const where = and(eq(jobApplications.userId, userId), query.type ? eq(jobApplications.status, query.type) : undefined);
      const { limit, offset } = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: jobApplications.id,
            status: jobApplications.status,
            createdAt: jobApplications.createdAt,
            updatedAt: jobApplications.updatedAt,
            statusChangedAt: jobApplications.statusChangedAt,
            statusMessage: jobApplications.statusMessage,
            resumeName: jobApplications.resumeName,
            resumeKey: jobApplications.resumeKey,
            coverNote: jobApplications.coverNote,
            jobId: jobApplications.jobId,
          })
          .from(jobApplications)
          .where(where)
          .orderBy(descIndexed(jobApplications.createdAt), descIndexed(jobApplications.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(jobApplications).where(where),
      ]);
      const cards = new Map(
        (
          await jobCardsByIds(
            db,
            rows.map((r) => r.jobId),
          )
        ).map((card) => [card.id, card]),
      );
      const results = rows.flatMap(({ jobId, createdAt, updatedAt, statusChangedAt, statusMessage, resumeKey, ...rest }) => {
        const job = cards.get(jobId);
        return job
          ? [
              {
                ...rest,
                resumeUrl: privateFileUrl(resumeKey),
                createdAt: iso(createdAt),
                updatedAt: iso(updatedAt),
                statusChangedAt: iso(statusChangedAt),
                statusMessage: messageForLearner(rest.status, statusMessage),
                job,
              },
            ]
          : [];
      });
      return toListing(results, total?.n ?? 0, query, MESSAGES.noMoreApplications);
    },

    /**
     * Jobs for the user's stream or tags (users.stream_id, user_tags), newest first, without the
     * ones applied to; the newest jobs when the user has chosen neither.
     */
    async recommendedForUser(userId: number, page: PageQuery): Promise<Listing<JobCard>> {
      const [[user], tagRows] = await Promise.all([
        db.select({ streamId: users.streamId }).from(users).where(eq(users.id, userId)),
        db.select({ id: userTags.tagId }).from(userTags).where(eq(userTags.userId, userId)),
      ]);
      const tagIds = tagRows.map((r) => r.id);
      const preferences: SQL[] = [];
      if (user?.streamId) preferences.push(eq(jobs.streamId, user.streamId));
      if (tagIds.length > 0) {
        preferences.push(inArray(jobs.id, db.select({ id: jobTags.jobId }).from(jobTags).where(inArray(jobTags.tagId, tagIds))));
      }
      const conditions: SQL[] = [
        LISTED,
        sql`not exists (select 1 from ${jobApplications} where ${jobApplications.jobId} = ${jobs.id} and ${jobApplications.userId} = ${userId})`,
      ];
      if (preferences.length > 0)
        conditions.push(preferences.length === 1 ? preferences[0]! : sql`(${sql.join(preferences, sql` or `)})`);
      const where = and(...conditions);
      const [results, total] = await Promise.all([
        selectJobCards(db, where, NEWEST, pageWindow(page)),
        countWhere(db, jobs, where),
      ]);
      return toListing(results, total, page, MESSAGES.noMoreJobs);
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
