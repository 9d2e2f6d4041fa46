import type { CourseCard, InstituteCard, JobCard, RoadmapCard } from '@lp/contract/catalogue';
import { asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { descIndexed } from '../db/order.ts';
import { courses } from '../db/schema/courses.ts';
import { institutes } from '../db/schema/institutes.ts';
import { companies, jobs } from '../db/schema/jobs.ts';
import { roadmapSteps, roadmaps } from '../db/schema/roadmaps.ts';
import { cities, streams } from '../db/schema/taxonomy.ts';

/**
 * The card shapes of contract/catalogue.ts, read in one query each. Every feature that shows
 * a course, institute, job or roadmap in a list (lists, search, recommendations, the home page)
 * reads it through these, so a card looks the same everywhere.
 */

type Page = { limit?: number; offset?: number };

/** Adds the page window to a dynamic select. */
function withPage<T extends { limit(n: number): T; offset(n: number): T }>(query: T, page: Page): T {
  const limited = page.limit === undefined ? query : query.limit(page.limit);
  return page.offset ? limited.offset(page.offset) : limited;
}

const courseCity = alias(cities, 'course_city');

export function courseCardColumns() {
  return {
    id: courses.id,
    slug: courses.slug,
    title: courses.title,
    summary: courses.summary,
    imageUrl: courses.imageUrl,
    level: courses.level,
    type: courses.type,
    durationWeeks: courses.durationWeeks,
    pricePaise: courses.pricePaise,
    ratingAvg: courses.ratingAvg,
    ratingCount: courses.ratingCount,
    featured: courses.featured,
    isPremium: courses.isPremium,
    language: courses.language,
    institute: { id: institutes.id, name: institutes.name, slug: institutes.slug },
    city: { id: courseCity.id, name: courseCity.name, slug: courseCity.slug },
    stream: { id: streams.id, name: streams.name, slug: streams.slug },
  };
}

/** The course cards query without its page window (callers add limit/offset, or placeholders to prepare it). */
export function courseCardsQuery(db: Database, where: SQL | undefined, orderBy: SQL[]) {
  return db
    .select(courseCardColumns())
    .from(courses)
    .innerJoin(institutes, eq(institutes.id, courses.instituteId))
    .innerJoin(courseCity, eq(courseCity.id, courses.cityId))
    .innerJoin(streams, eq(streams.id, courses.streamId))
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
}

export async function selectCourseCards(
  db: Database,
  where: SQL | undefined,
  orderBy: SQL[] = [descIndexed(courses.publishedAt), descIndexed(courses.id)],
  page: Page = {},
): Promise<CourseCard[]> {
  return withPage(courseCardsQuery(db, where, orderBy), page);
}

/** Cards for these ids, in the order of `ids` (for search results and recommendations ranked elsewhere). */
export async function courseCardsByIds(db: Database, ids: number[]): Promise<CourseCard[]> {
  if (ids.length === 0) return [];
  const rows = await selectCourseCards(db, inArray(courses.id, ids), [asc(courses.id)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function selectInstituteCards(
  db: Database,
  where: SQL | undefined,
  orderBy: SQL[] = [desc(institutes.featured), desc(institutes.ratingAvg), asc(institutes.id)],
  page: Page = {},
): Promise<InstituteCard[]> {
  const query = db
    .select({
      id: institutes.id,
      slug: institutes.slug,
      name: institutes.name,
      summary: institutes.summary,
      imageUrl: institutes.imageUrl,
      kind: institutes.kind,
      ownership: institutes.ownership,
      establishedYear: institutes.establishedYear,
      ratingAvg: institutes.ratingAvg,
      ratingCount: institutes.ratingCount,
      courseCount: sql<number>`(select count(*)::int from ${courses} where ${courses.instituteId} = ${institutes.id})`,
      featured: institutes.featured,
      city: { id: cities.id, name: cities.name, slug: cities.slug },
    })
    .from(institutes)
    .innerJoin(cities, eq(cities.id, institutes.cityId))
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  return withPage(query, page);
}

export async function instituteCardsByIds(db: Database, ids: number[]): Promise<InstituteCard[]> {
  if (ids.length === 0) return [];
  const rows = await selectInstituteCards(db, inArray(institutes.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function selectJobCards(
  db: Database,
  where: SQL | undefined,
  orderBy: SQL[] = [descIndexed(jobs.postedAt), descIndexed(jobs.id)],
  page: Page = {},
): Promise<JobCard[]> {
  const query = db
    .select({
      id: jobs.id,
      slug: jobs.slug,
      title: jobs.title,
      summary: jobs.summary,
      type: jobs.type,
      workMode: jobs.workMode,
      experienceMinYears: jobs.experienceMinYears,
      experienceMaxYears: jobs.experienceMaxYears,
      salaryMinPaise: jobs.salaryMinPaise,
      salaryMaxPaise: jobs.salaryMaxPaise,
      postedAt: sql<string>`to_char(${jobs.postedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      company: { id: companies.id, name: companies.name, slug: companies.slug, imageUrl: companies.imageUrl },
      city: { id: cities.id, name: cities.name, slug: cities.slug },
      stream: { id: streams.id, name: streams.name, slug: streams.slug },
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(cities, eq(cities.id, jobs.cityId))
    .innerJoin(streams, eq(streams.id, jobs.streamId))
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  return withPage(query, page);
}

export async function jobCardsByIds(db: Database, ids: number[]): Promise<JobCard[]> {
  if (ids.length === 0) return [];
  const rows = await selectJobCards(db, inArray(jobs.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function selectRoadmapCards(
  db: Database,
  where: SQL | undefined,
  orderBy: SQL[] = [desc(roadmaps.featured), asc(roadmaps.title)],
  page: Page = {},
): Promise<RoadmapCard[]> {
  const query = db
    .select({
      id: roadmaps.id,
      slug: roadmaps.slug,
      title: roadmaps.title,
      summary: roadmaps.summary,
      imageUrl: roadmaps.imageUrl,
      featured: roadmaps.featured,
      stepCount: sql<number>`(select count(*)::int from ${roadmapSteps} where ${roadmapSteps.roadmapId} = ${roadmaps.id})`,
      stream: { id: streams.id, name: streams.name, slug: streams.slug },
    })
    .from(roadmaps)
    .innerJoin(streams, eq(streams.id, roadmaps.streamId))
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  return withPage(query, page);
}

export async function roadmapCardsByIds(db: Database, ids: number[]): Promise<RoadmapCard[]> {
  if (ids.length === 0) return [];
  const rows = await selectRoadmapCards(db, inArray(roadmaps.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Total rows of a filtered table, for the listing's `count`. */
export async function countWhere(
  db: Database,
  table: typeof courses | typeof institutes | typeof jobs | typeof roadmaps,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}
