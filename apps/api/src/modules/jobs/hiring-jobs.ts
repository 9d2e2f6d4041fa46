import { randomBytes } from 'node:crypto';
import type { CreateJobBody, JobStatus, StaffJob, StaffJobsListing, StaffJobsQuery, UpdateJobBody } from '@lp/contract/hiring';
import { MESSAGES } from '@lp/contract/messages';
import { AUDIT_ACTIONS } from '@lp/contract/staff';
import { and, asc, count, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { companies, jobApplications, jobStaffVisits, jobs, jobTags } from '../../db/schema/jobs.ts';
import { cities, streams, tags } from '../../db/schema/taxonomy.ts';
import type { staffActor } from '../../platform/access.ts';
import { audit } from '../../platform/audit.ts';
import { conflict, invalidField, notFound } from '../../platform/errors.ts';
import { paginate } from '../../platform/paging.ts';

/** Who did a staff action, as `staffActor(c, config)` gives it. */
export type HiringActor = ReturnType<typeof staffActor>;

const PAISE_PER_RUPEE = 100;
const IST = 'Asia/Kolkata';

/** The last moment of a day in India: a job closing on 2026-12-31 takes applications all that day. */
export const endOfDayInIndia = (day: string) => new Date(`${day}T23:59:59.999+05:30`);
const dayInIndia = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: IST });

function slugOf(title: string): string {
  const base = title
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'job'}-${randomBytes(3).toString('hex')}`;
}

/** The card's one-line summary: the description's first sentence without Markdown marks. */
export function summaryOf(markdown: string): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^[#>\-*+\s\d.]+/gm, '')
    .replace(/[*_`~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^(.{20,200}?[.!?])(\s|$)/.exec(text)?.[1] ?? text.slice(0, 200);
  return sentence.trim();
}

export function createHiringJobs(db: Database) {
  async function idBySlug(table: typeof cities | typeof streams, value: string, field: string, message: string) {
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.slug, value)).limit(1);
    if (!row) throw invalidField(field, message);
    return row.id;
  }

  async function tagIds(slugs: string[]): Promise<number[]> {
    if (slugs.length === 0) return [];
    const unique = [...new Set(slugs)];
    const rows = await db.select({ id: tags.id }).from(tags).where(inArray(tags.slug, unique));
    if (rows.length !== unique.length) throw invalidField('skills', MESSAGES.staffJobSkillUnknown);
    return rows.map((r) => r.id);
  }

  /** The city of a job: the one named, else (remote) the company's; a 422 when neither. */
  async function cityIdFor(city: string | null, workMode: string, companyId: number): Promise<number> {
    if (city) return idBySlug(cities, city, 'city', MESSAGES.staffJobCityUnknown);
    if (workMode === 'remote') {
      const [company] = await db.select({ cityId: companies.cityId }).from(companies).where(eq(companies.id, companyId));
      if (company?.cityId) return company.cityId;
    }
    throw invalidField('city', MESSAGES.staffJobCityRequired);
  }

  /** Applicants, and those since `viewerId` last opened the job's applicants. */
  const applicantCounts = (viewerId: number) => ({
    applicants: sql<number>`(select count(*)::int from ${jobApplications} where ${jobApplications.jobId} = ${jobs.id})`,
    newApplicants: sql<number>`(select count(*)::int from ${jobApplications} where ${jobApplications.jobId} = ${jobs.id}
      and ${jobApplications.createdAt} > coalesce((select ${jobStaffVisits.seenAt} from ${jobStaffVisits}
        where ${jobStaffVisits.jobId} = ${jobs.id} and ${jobStaffVisits.userId} = ${viewerId}), '-infinity'::timestamptz))`,
  });

  function selectJobs(viewerId: number) {
    return db
      .select({
        job: jobs,
        company: { id: companies.id, name: companies.name, slug: companies.slug },
        city: { id: cities.id, name: cities.name, slug: cities.slug },
        stream: { id: streams.id, name: streams.name, slug: streams.slug },
        ...applicantCounts(viewerId),
      })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .innerJoin(cities, eq(cities.id, jobs.cityId))
      .innerJoin(streams, eq(streams.id, jobs.streamId));
  }
  type Row = Awaited<ReturnType<ReturnType<typeof selectJobs>['where']>>[number];

  async function toStaffJobs(rows: Row[]): Promise<StaffJob[]> {
    const ids = rows.map((r) => r.job.id);
    const skillRows = ids.length
      ? await db
          .select({ jobId: jobTags.jobId, id: tags.id, name: tags.name, slug: tags.slug })
          .from(jobTags)
          .innerJoin(tags, eq(tags.id, jobTags.tagId))
          .where(inArray(jobTags.jobId, ids))
          .orderBy(asc(tags.name))
      : [];
    return rows.map(({ job, company, city, stream, applicants, newApplicants }) => ({
      id: job.id,
      slug: job.slug,
      title: job.title,
      role: job.role,
      status: job.status,
      company,
      city,
      stream,
      type: job.type,
      workMode: job.workMode,
      experienceMinYears: job.experienceMinYears,
      experienceMaxYears: job.experienceMaxYears,
      salaryMinInr: job.salaryMinPaise === null ? null : Math.round(job.salaryMinPaise / PAISE_PER_RUPEE),
      salaryMaxInr: job.salaryMaxPaise === null ? null : Math.round(job.salaryMaxPaise / PAISE_PER_RUPEE),
      description: job.description,
      skills: skillRows.filter((s) => s.jobId === job.id).map(({ id, name, slug }) => ({ id, name, slug })),
      openings: job.openings,
      closesOn: job.closesAt ? dayInIndia(job.closesAt) : null,
      postedAt: job.postedAt.toISOString(),
      closedAt: job.closedAt?.toISOString() ?? null,
      updatedAt: job.updatedAt.toISOString(),
      applicants: Number(applicants),
      newApplicants: Number(newApplicants),
    }));
  }

  async function get(id: number, viewerId: number): Promise<StaffJob> {
    const [row] = await selectJobs(viewerId).where(eq(jobs.id, id));
    if (!row) throw notFound(MESSAGES.staffJobNotFound);
    const [job] = await toStaffJobs([row]);
    return job!;
  }

  /** The job row locked for a change, or a 404. */
  async function lockJob(tx: Executor, id: number) {
    const [row] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
    if (!row) throw notFound(MESSAGES.staffJobNotFound);
    return row;
  }

  const auditable = (row: typeof jobs.$inferSelect) => ({
    title: row.title,
    status: row.status,
    closesAt: row.closesAt?.toISOString() ?? null,
  });

  return {
    /** The company that owns a job (the access wrapper's scope); null when there is no such job. */
    async companyOfJob(id: number): Promise<number | null> {
      const [row] = await db.select({ companyId: jobs.companyId }).from(jobs).where(eq(jobs.id, id));
      return row?.companyId ?? null;
    },

    /** The companies' jobs, most recently changed first, with the count of each status. */
    async list(query: StaffJobsQuery, scope: number[] | 'all', viewerId: number): Promise<StaffJobsListing> {
      const inScope: SQL | undefined = scope === 'all' ? undefined : inArray(jobs.companyId, scope.length ? scope : [-1]);
      const where = and(inScope, query.status ? eq(jobs.status, query.status) : undefined);
      const [listing, countRows] = await Promise.all([
        paginate(
          query,
          {
            rows: async ({ limit, offset }) =>
              toStaffJobs(
                await selectJobs(viewerId).where(where).orderBy(desc(jobs.updatedAt), desc(jobs.id)).limit(limit).offset(offset),
              ),
            count: () => db.$count(jobs, where),
          },
          MESSAGES.noMoreJobs,
        ),
        db.select({ status: jobs.status, n: count() }).from(jobs).where(inScope).groupBy(jobs.status),
      ]);
      const counts: Record<JobStatus, number> = { draft: 0, published: 0, closed: 0 };
      for (const c of countRows) counts[c.status] = Number(c.n);
      return { ...listing, counts };
    },

    get,

    /** A new draft for `companyId` (checked against the staff member's scope by the caller). */
    async create(by: HiringActor, companyId: number, body: CreateJobBody): Promise<StaffJob> {
      const [streamId, cityId, skillIds] = await Promise.all([
        idBySlug(streams, body.stream, 'stream', MESSAGES.staffJobStreamUnknown),
        cityIdFor(body.city, body.workMode, companyId),
        tagIds(body.skills),
      ]);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(jobs)
          .values({
            title: body.title,
            slug: slugOf(body.title),
            role: body.role,
            status: 'draft',
            companyId,
            cityId,
            streamId,
            type: body.type,
            workMode: body.workMode,
            experienceMinYears: body.experienceMinYears,
            experienceMaxYears: body.experienceMaxYears,
            salaryMinPaise: body.salaryMinInr === null ? null : body.salaryMinInr * PAISE_PER_RUPEE,
            salaryMaxPaise: body.salaryMaxInr === null ? null : body.salaryMaxInr * PAISE_PER_RUPEE,
            summary: summaryOf(body.description),
            description: body.description,
            openings: body.openings,
            closesAt: body.closesOn ? endOfDayInIndia(body.closesOn) : null,
          })
          .returning();
        if (!row) throw new Error('job insert returned no row');
        if (skillIds.length) await tx.insert(jobTags).values(skillIds.map((tagId) => ({ jobId: row.id, tagId })));
        await audit.record(tx, {
          ...by,
          action: AUDIT_ACTIONS.jobCreate,
          objectType: 'job',
          objectId: row.id,
          after: auditable(row),
        });
        return row.id;
      });
      return get(id, by.actor);
    },

    async update(by: HiringActor, id: number, body: UpdateJobBody): Promise<StaffJob> {
      await db.transaction(async (tx) => {
        const before = await lockJob(tx, id);
        const workMode = body.workMode ?? before.workMode;
        const min = body.experienceMinYears ?? before.experienceMinYears;
        const max = body.experienceMaxYears ?? before.experienceMaxYears;
        if (min > max) throw invalidField('experienceMaxYears', MESSAGES.staffJobExperienceInvalid);
        const salaryMin =
          body.salaryMinInr !== undefined
            ? body.salaryMinInr
            : before.salaryMinPaise === null
              ? null
              : before.salaryMinPaise / PAISE_PER_RUPEE;
        const salaryMax =
          body.salaryMaxInr !== undefined
            ? body.salaryMaxInr
            : before.salaryMaxPaise === null
              ? null
              : before.salaryMaxPaise / PAISE_PER_RUPEE;
        if (salaryMin !== null && salaryMax !== null && salaryMin > salaryMax)
          throw invalidField('salaryMaxInr', MESSAGES.staffJobSalaryInvalid);
        const closesAt =
          body.closesOn === undefined ? before.closesAt : body.closesOn === null ? null : endOfDayInIndia(body.closesOn);
        if (body.closesOn && before.status === 'published' && closesAt && closesAt.getTime() <= Date.now()) {
          throw invalidField('closesOn', MESSAGES.staffJobClosesPast);
        }
        const [after] = await tx
          .update(jobs)
          .set({
            ...(body.title ? { title: body.title } : {}),
            ...(body.role ? { role: body.role } : {}),
            ...(body.description ? { description: body.description, summary: summaryOf(body.description) } : {}),
            ...(body.stream ? { streamId: await idBySlug(streams, body.stream, 'stream', MESSAGES.staffJobStreamUnknown) } : {}),
            ...(body.type ? { type: body.type } : {}),
            workMode,
            ...(body.city !== undefined || body.workMode
              ? { cityId: body.city === undefined ? before.cityId : await cityIdFor(body.city, workMode, before.companyId) }
              : {}),
            experienceMinYears: min,
            experienceMaxYears: max,
            salaryMinPaise: salaryMin === null ? null : Math.round(salaryMin * PAISE_PER_RUPEE),
            salaryMaxPaise: salaryMax === null ? null : Math.round(salaryMax * PAISE_PER_RUPEE),
            ...(body.openings ? { openings: body.openings } : {}),
            closesAt,
            updatedAt: sql`now()`,
          })
          .where(eq(jobs.id, id))
          .returning();
        if (body.skills) {
          const skillIds = await tagIds(body.skills);
          await tx.delete(jobTags).where(eq(jobTags.jobId, id));
          if (skillIds.length) await tx.insert(jobTags).values(skillIds.map((tagId) => ({ jobId: id, tagId })));
        }
        await audit.record(tx, {
          ...by,
          action: AUDIT_ACTIONS.jobUpdate,
          objectType: 'job',
          objectId: id,
          before: auditable(before),
          after: { ...(after ? auditable(after) : {}), changed: Object.keys(body) },
        });
      });
      return get(id, by.actor);
    },

    /** A draft (or a closed job, reopened) goes live; its closing date, if any, must be ahead. */
    async publish(by: HiringActor, id: number): Promise<StaffJob> {
      await db.transaction(async (tx) => {
        const before = await lockJob(tx, id);
        if (before.status === 'published') throw conflict(MESSAGES.staffJobAlreadyPublished);
        if (before.closesAt && before.closesAt.getTime() <= Date.now())
          throw invalidField('closesOn', MESSAGES.staffJobClosesPast);
        const [after] = await tx
          .update(jobs)
          .set({ status: 'published', closedAt: null, postedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(jobs.id, id))
          .returning();
        await audit.record(tx, {
          ...by,
          action: AUDIT_ACTIONS.jobPublish,
          objectType: 'job',
          objectId: id,
          before: auditable(before),
          after: after ? auditable(after) : null,
        });
      });
      return get(id, by.actor);
    },

    /** Stops applications; the page says "No longer accepting applications". */
    async close(by: HiringActor, id: number): Promise<StaffJob> {
      await db.transaction(async (tx) => {
        const before = await lockJob(tx, id);
        if (before.status !== 'published') throw conflict(MESSAGES.staffJobNotPublished);
        const [after] = await tx
          .update(jobs)
          .set({ status: 'closed', closedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(jobs.id, id))
          .returning();
        await audit.record(tx, {
          ...by,
          action: AUDIT_ACTIONS.jobClose,
          objectType: 'job',
          objectId: id,
          before: auditable(before),
          after: after ? auditable(after) : null,
        });
      });
      return get(id, by.actor);
    },

    /** The platform closes every published job whose closing date has passed (a job every few minutes); audited as `system`. */
    async closeDue(now: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const closed = await tx
          .update(jobs)
          .set({ status: 'closed', closedAt: now, updatedAt: now })
          .where(and(eq(jobs.status, 'published'), lte(jobs.closesAt, now)))
          .returning({ id: jobs.id, title: jobs.title, closesAt: jobs.closesAt });
        for (const job of closed) {
          await audit.record(tx, {
            actor: null,
            role: 'system',
            ip: null,
            action: AUDIT_ACTIONS.jobClose,
            objectType: 'job',
            objectId: job.id,
            before: { status: 'published' },
            after: { status: 'closed', closesAt: job.closesAt?.toISOString() ?? null },
            reason: 'The closing date passed.',
          });
        }
        return closed.length;
      });
    },
  };
}

export type HiringJobs = ReturnType<typeof createHiringJobs>;
