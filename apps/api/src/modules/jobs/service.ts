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
import { and, asc, count, desc, eq, gte, inArray, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { descIndexed } from '../../db/order.ts';
import { users, userTags } from '../../db/schema/accounts.ts';
import { cities, companies, courses, courseTags, jobApplications, jobs, jobTags } from '../../db/schema/catalogue.ts';
import { streams, tags } from '../../db/schema/taxonomy.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { pageWindow, toListing } from '../../platform/paging.ts';
import { newStorageKey, type Storage } from '../../platform/storage.ts';
import { countWhere, jobCardsByIds, selectCourseCards, selectJobCards } from '../catalogue/cards.ts';

type FacetKey = keyof JobFacets;

/** Largest value of an `integer` column: a bigger "id" cannot name a row. */
const MAX_INT = 2_147_483_647;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

const companyCity = alias(cities, 'company_city');

/** A newest-first order that jobs_list_idx (and the per-filter indexes) serve. */
const NEWEST: SQL[] = [descIndexed(jobs.postedAt), descIndexed(jobs.id)];

export function createJobsService(db: Database, storage: Storage) {
  /** The WHERE of the list for these filters; `except` leaves one filter out (for its own facet counts). */
  function filterConditions(filters: JobFilters, except?: FacetKey): SQL[] {
    const conditions: SQL[] = [];
    if (filters.city && except !== 'city') {
      conditions.push(inArray(jobs.cityId, db.select({ id: cities.id }).from(cities).where(inArray(cities.slug, filters.city))));
    }
    if (filters.stream && except !== 'stream') {
      conditions.push(
        inArray(jobs.streamId, db.select({ id: streams.id }).from(streams).where(inArray(streams.slug, filters.stream))),
      );
    }
    if (filters.company && except !== 'company') {
      conditions.push(
        inArray(jobs.companyId, db.select({ id: companies.id }).from(companies).where(inArray(companies.slug, filters.company))),
      );
    }
    if (filters.type && except !== 'type') conditions.push(inArray(jobs.type, filters.type));
    if (filters.work_mode && except !== 'work_mode') conditions.push(inArray(jobs.workMode, filters.work_mode));
    if (filters.experience !== undefined) {
      conditions.push(lte(jobs.experienceMinYears, filters.experience), gte(jobs.experienceMaxYears, filters.experience));
    }
    if (filters.q) {
      const pattern = `%${filters.q.replace(/[\\%_]/g, '\\$&')}%`;
      conditions.push(
        sql`(${jobs.search} @@ websearch_to_tsquery('english', ${filters.q}) or ${jobs.title} ilike ${pattern} escape '\\')`,
      );
    }
    return conditions;
  }

  const whereOf = (conditions: SQL[]) => (conditions.length > 0 ? and(...conditions) : undefined);

  /** The job an `{id}` or slug names, or a 404. */
  async function findJob(idOrSlug: string | number) {
    let where: SQL;
    if (typeof idOrSlug === 'number' || /^\d+$/.test(idOrSlug)) {
      const id = Number(idOrSlug);
      if (!Number.isSafeInteger(id) || id < 1 || id > MAX_INT) throw notFound(MESSAGES.jobNotFound);
      where = eq(jobs.id, id);
    } else {
      where = eq(jobs.slug, idOrSlug.toLowerCase());
    }
    const [job] = await db
      .select({ id: jobs.id, slug: jobs.slug, title: jobs.title, cityId: jobs.cityId, streamId: jobs.streamId })
      .from(jobs)
      .where(where)
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

  /** Values of a slug facet (city, stream, company) with their counts, plus the selected ones even at zero. */
  async function slugFacet(key: 'city' | 'stream' | 'company', filters: JobFilters): Promise<JobFacetValue[]> {
    const table = key === 'city' ? cities : key === 'stream' ? streams : companies;
    const column = key === 'city' ? jobs.cityId : key === 'stream' ? jobs.streamId : jobs.companyId;
    const selected = new Set(filters[key] ?? []);
    const n = count();
    const rows = await db
      .select({ slug: table.slug, label: table.name, count: n })
      .from(jobs)
      .innerJoin(table, eq(table.id, column))
      .where(whereOf(filterConditions(filters, key)))
      .groupBy(table.id, table.slug, table.name)
      .orderBy(desc(n), asc(table.name))
      .limit(100);
    const values: JobFacetValue[] = rows.map((r) => ({ ...r, selected: selected.has(r.slug) }));
    const missing = [...selected].filter((slug) => !values.some((v) => v.slug === slug));
    if (missing.length > 0) {
      const named = await db.select({ slug: table.slug, label: table.name }).from(table).where(inArray(table.slug, missing));
      values.push(...named.map((r) => ({ ...r, count: 0, selected: true })));
    }
    return values;
  }

  /** Every value of an enum facet (type, work mode) with its count. */
  async function enumFacet<T extends string>(
    key: 'type' | 'work_mode',
    values: readonly T[],
    labels: Record<T, string>,
    filters: JobFilters,
  ): Promise<JobFacetValue[]> {
    const column = key === 'type' ? jobs.type : jobs.workMode;
    const rows = await db
      .select({ value: column, count: count() })
      .from(jobs)
      .where(whereOf(filterConditions(filters, key)))
      .groupBy(column);
    const counts = new Map(rows.map((r) => [r.value as string, r.count]));
    const selected = new Set<string>(filters[key] ?? []);
    return values.map((value) => ({
      slug: value,
      label: labels[value],
      count: counts.get(value) ?? 0,
      selected: selected.has(value),
    }));
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
        enumFacet('type', JOB_TYPES, JOB_TYPE_LABELS, filters),
        enumFacet('work_mode', WORK_MODES, WORK_MODE_LABELS, filters),
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
        .where(and(sql`${jobs.id} <> ${job.id}`, related))
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

    /** The job an application names (404 otherwise) and a 409 when the user has applied already. */
    async jobToApplyFor(jobId: number, userId: number) {
      const job = await findJob(jobId);
      if (await applicationOf(job.id, userId)) throw conflict(MESSAGES.alreadyApplied);
      return job;
    },

    /**
     * Stores the résumé under a new key and records the application. The unique index settles
     * a race between two submissions; the loser's file is removed.
     */
    async apply(
      job: { id: number; title: string; slug: string },
      userId: number,
      resume: { bytes: Uint8Array; name: string },
      coverNote: string,
    ): Promise<Applied> {
      const key = newStorageKey('resumes', 'pdf');
      await storage.put(key, resume.bytes, 'application/pdf');
      let row: { id: number; status: ApplicationSummary['status']; createdAt: Date } | undefined;
      try {
        [row] = await db
          .insert(jobApplications)
          .values({
            jobId: job.id,
            userId,
            status: 'applied',
            resumeKey: key,
            resumeName: resume.name,
            resumeBytes: resume.bytes.byteLength,
            coverNote,
          })
          .returning({ id: jobApplications.id, status: jobApplications.status, createdAt: jobApplications.createdAt });
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
            resumeName: jobApplications.resumeName,
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
      const results = rows.flatMap(({ jobId, createdAt, updatedAt, ...rest }) => {
        const job = cards.get(jobId);
        return job ? [{ ...rest, createdAt: iso(createdAt), updatedAt: iso(updatedAt), job }] : [];
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
