import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { banners } from '../schema/banners.ts';
import { courseModules, courses, courseTags, moduleItems } from '../schema/courses.ts';
import { institutes } from '../schema/institutes.ts';
import { companies, jobs, jobTags } from '../schema/jobs.ts';
import { resources, roadmapSteps, roadmaps } from '../schema/roadmaps.ts';
import { cities, streams, tags } from '../schema/taxonomy.ts';
import { withIndefiniteArticle } from './indefinite-article.ts';
import { slugify } from './taxonomy-data.ts';

/**
 * Catalogue factories shared by the seed and the tests: each fills what it is not given with
 * plausible values and returns the inserted row. Tests pass only what they assert on.
 */

let sequence = 0;
const next = () => {
  sequence += 1;
  return `${sequence}-${Math.random().toString(36).slice(2, 7)}`;
};

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

export async function firstStreamId(db: Database, slug = 'engineering'): Promise<number> {
  const [row] = await db.select({ id: streams.id }).from(streams).where(eq(streams.slug, slug));
  if (!row) throw new Error(`no stream ${slug}: insert the taxonomy first`);
  return row.id;
}

export async function tagIdsOf(db: Database, streamId: number, count: number): Promise<number[]> {
  const rows = await db.select({ id: tags.id }).from(tags).where(eq(tags.streamId, streamId)).orderBy(tags.id).limit(count);
  return rows.map((r) => r.id);
}

export async function insertCity(db: Database, values: Insert<typeof cities> = {}) {
  const name = values.name ?? `Test City ${next()}`;
  const [row] = await db
    .insert(cities)
    .values({ name, slug: slugify(name), state: 'Karnataka', ...values })
    .returning();
  return row!;
}

export async function insertInstitute(db: Database, values: Insert<typeof institutes> = {}) {
  const name = values.name ?? `Test Institute ${next()}`;
  const cityId = values.cityId ?? (await insertCity(db)).id;
  const [row] = await db
    .insert(institutes)
    .values({
      name,
      slug: slugify(name),
      cityId,
      kind: 'college',
      ownership: 'private',
      establishedYear: 1998,
      summary: `${name} offers career-focused programmes.`,
      description: `${name} is a well-regarded institute.`,
      ...values,
    })
    .returning();
  return row!;
}

/** A course with `moduleCount` modules of three items each, tagged with `tagIds`. */
export async function insertCourse(
  db: Database,
  values: Insert<typeof courses> = {},
  options: { tagIds?: number[]; moduleCount?: number } = {},
) {
  const title = values.title ?? `Test Course ${next()}`;
  let instituteId = values.instituteId;
  let cityId = values.cityId;
  if (!instituteId) {
    const institute = await insertInstitute(db, cityId ? { cityId } : {});
    instituteId = institute.id;
    cityId ??= institute.cityId;
  } else if (!cityId) {
    const [institute] = await db.select({ cityId: institutes.cityId }).from(institutes).where(eq(institutes.id, instituteId));
    cityId = institute!.cityId;
  }
  const streamId = values.streamId ?? (await firstStreamId(db));
  const [row] = await db
    .insert(courses)
    .values({
      title,
      slug: slugify(title),
      instituteId,
      cityId,
      streamId,
      level: 'certificate',
      type: 'online',
      durationWeeks: 12,
      pricePaise: 4_999_00,
      summary: `Learn ${title} step by step.`,
      description: `A practical course on ${title}.`,
      ...values,
    })
    .returning();
  const course = row!;
  if (options.tagIds?.length) {
    await db.insert(courseTags).values(options.tagIds.map((tagId) => ({ courseId: course.id, tagId })));
  }
  for (let m = 1; m <= (options.moduleCount ?? 2); m++) {
    const [module] = await db
      .insert(courseModules)
      .values({ courseId: course.id, position: m, title: `Module ${m}` })
      .returning({ id: courseModules.id });
    await db.insert(moduleItems).values(
      [1, 2, 3].map((position) => ({
        moduleId: module!.id,
        position,
        title: `Lesson ${m}.${position}`,
        kind: position === 3 ? ('exercise' as const) : ('video' as const),
        durationMinutes: 8 + position * 4,
      })),
    );
  }
  return course;
}

export async function insertCompany(db: Database, values: Insert<typeof companies> = {}) {
  const name = values.name ?? `Test Company ${next()}`;
  const [row] = await db
    .insert(companies)
    .values({
      name,
      slug: slugify(name),
      industry: 'Information Technology',
      size: '201-500',
      about: `${name} builds software.`,
      ...values,
    })
    .returning();
  return row!;
}

export async function insertJob(db: Database, values: Insert<typeof jobs> = {}, options: { tagIds?: number[] } = {}) {
  const title = values.title ?? `Test Job ${next()}`;
  const companyId = values.companyId ?? (await insertCompany(db)).id;
  const cityId = values.cityId ?? (await insertCity(db)).id;
  const streamId = values.streamId ?? (await firstStreamId(db));
  const [row] = await db
    .insert(jobs)
    .values({
      title,
      slug: slugify(title),
      companyId,
      cityId,
      streamId,
      type: 'full-time',
      workMode: 'on-site',
      experienceMinYears: 0,
      experienceMaxYears: 2,
      salaryMinPaise: 4_00_000_00,
      salaryMaxPaise: 6_00_000_00,
      summary: `Join us as ${title}.`,
      description: `We are hiring ${withIndefiniteArticle(title)}.`,
      ...values,
    })
    .returning();
  const job = row!;
  if (options.tagIds?.length) await db.insert(jobTags).values(options.tagIds.map((tagId) => ({ jobId: job.id, tagId })));
  return job;
}

export async function insertResource(db: Database, values: Insert<typeof resources> = {}) {
  const [row] = await db
    .insert(resources)
    .values({ title: `Test Resource ${next()}`, kind: 'article', body: 'Read this first.', durationMinutes: 15, ...values })
    .returning();
  return row!;
}

/** A roadmap with `stepCount` steps; odd steps link a new resource, even steps `courseId` when given. */
export async function insertRoadmap(
  db: Database,
  values: Insert<typeof roadmaps> = {},
  options: { stepCount?: number; courseId?: number } = {},
) {
  const title = values.title ?? `Test Roadmap ${next()}`;
  const streamId = values.streamId ?? (await firstStreamId(db));
  const [row] = await db
    .insert(roadmaps)
    .values({
      title,
      slug: slugify(title),
      streamId,
      summary: `The path to ${title}.`,
      description: `Step by step to ${title}.`,
      ...values,
    })
    .returning();
  const roadmap = row!;
  for (let position = 1; position <= (options.stepCount ?? 4); position++) {
    const linksCourse = position % 2 === 0 && options.courseId;
    const resourceId = linksCourse ? null : (await insertResource(db, { title: `${title}: reading ${position}` })).id;
    await db.insert(roadmapSteps).values({
      roadmapId: roadmap.id,
      position,
      title: `Step ${position}`,
      description: `What to learn in step ${position}.`,
      resourceId,
      courseId: linksCourse ? options.courseId : null,
    });
  }
  return roadmap;
}

export async function insertBanner(db: Database, values: Insert<typeof banners> = {}) {
  const [row] = await db
    .insert(banners)
    .values({
      type: 'home',
      title: `Banner ${next()}`,
      subtitle: 'Learn something new',
      linkUrl: '/courses',
      linkLabel: 'Browse',
      ...values,
    })
    .returning();
  return row!;
}

/** Recomputes a course's or institute's rating summary from its reviews (the seed writes reviews in bulk). */
export async function refreshRatings(db: Database): Promise<void> {
  await db.execute(sql`
    update courses c set rating_avg = coalesce(r.avg, 0), rating_count = coalesce(r.n, 0)
    from (select model_id, round(avg(rating)::numeric, 2) as avg, count(*)::int as n from reviews where model_name = 'course' group by model_id) r
    where r.model_id = c.id`);
  await db.execute(sql`
    update institutes i set rating_avg = coalesce(r.avg, 0), rating_count = coalesce(r.n, 0)
    from (select model_id, round(avg(rating)::numeric, 2) as avg, count(*)::int as n from reviews where model_name = 'institute' group by model_id) r
    where r.model_id = i.id`);
}
