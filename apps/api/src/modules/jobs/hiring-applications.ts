import { APPLICATION_STATUSES } from '@lp/contract/catalogue';
import {
  canMoveApplication,
  FINAL_APPLICATION_STATUSES,
  type HiringStatus,
  type MoveApplicationBody,
  type StaffApplication,
  type StaffApplicationsListing,
  type StaffApplicationsQuery,
} from '@lp/contract/hiring';
import { MESSAGES } from '@lp/contract/messages';
import { AUDIT_ACTIONS } from '@lp/contract/staff';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users, userTags } from '../../db/schema/accounts.ts';
import { companies, jobApplications, jobStaffVisits, jobs } from '../../db/schema/jobs.ts';
import { tags } from '../../db/schema/taxonomy.ts';
import { audit } from '../../platform/audit.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { noticeOf } from '../../platform/notice-texts.ts';
import type { Notifications } from '../../platform/notifications.ts';
import { paginate } from '../../platform/paging.ts';
import type { HiringActor, HiringJobs } from './hiring-jobs.ts';

/** What the learner reads with a change: the employer's message, or a kind default for "rejected". */
export function messageForLearner(status: HiringStatus, message: string | null): string | null {
  if (message) return message;
  return status === 'rejected' ? MESSAGES.applicationRejectedDefault : null;
}

export const resumeUrlOf = (applicationId: number) => `/api/staff/applications/${applicationId}/resume`;

export function createHiringApplications(db: Database, deps: { notifications: Notifications; jobs: HiringJobs }) {
  async function toApplications(
    rows: (typeof jobApplications.$inferSelect & { name: string; headline: string | null; city: string | null })[],
  ): Promise<StaffApplication[]> {
    const userIds = [...new Set(rows.map((r) => r.userId))];
    const skillRows = userIds.length
      ? await db
          .select({ userId: userTags.userId, name: tags.name })
          .from(userTags)
          .innerJoin(tags, eq(tags.id, userTags.tagId))
          .where(inArray(userTags.userId, userIds))
      : [];
    return rows.map(
      (r): StaffApplication => ({
        id: r.id,
        jobId: r.jobId,
        status: r.status,
        statusMessage: r.statusMessage,
        statusChangedAt: r.statusChangedAt.toISOString(),
        createdAt: r.createdAt.toISOString(),
        coverNote: r.coverNote,
        resumeName: r.resumeName,
        resumeBytes: r.resumeBytes,
        resumeUrl: resumeUrlOf(r.id),
        applicant: {
          id: r.userId,
          name: r.name,
          headline: r.headline,
          city: r.city,
          skills: skillRows.filter((s) => s.userId === r.userId).map((s) => s.name),
        },
      }),
    );
  }

  function selectApplications() {
    return db
      .select({
        id: jobApplications.id,
        jobId: jobApplications.jobId,
        userId: jobApplications.userId,
        status: jobApplications.status,
        statusMessage: jobApplications.statusMessage,
        statusChangedAt: jobApplications.statusChangedAt,
        statusChanges: jobApplications.statusChanges,
        resumeKey: jobApplications.resumeKey,
        resumeName: jobApplications.resumeName,
        resumeBytes: jobApplications.resumeBytes,
        coverNote: jobApplications.coverNote,
        createdAt: jobApplications.createdAt,
        updatedAt: jobApplications.updatedAt,
        name: users.fullName,
        headline: sql<string | null>`coalesce(nullif(${users.designation}, ''), nullif(left(${users.bio}, 120), ''))`,
        city: users.city,
      })
      .from(jobApplications)
      .innerJoin(users, eq(users.id, jobApplications.userId));
  }

  return {
    /** The company whose job an application is for (the access wrapper's scope); null when there is none. */
    async companyOfApplication(id: number): Promise<number | null> {
      const [row] = await db
        .select({ companyId: jobs.companyId })
        .from(jobApplications)
        .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
        .where(eq(jobApplications.id, id));
      return row?.companyId ?? null;
    },

    /**
     * A job's applicants, newest first, optionally of one status, with the count of each status.
     * Opening the list is the staff member's visit: "new" counts from now on start after it.
     */
    async list(jobId: number, query: StaffApplicationsQuery, viewerId: number): Promise<StaffApplicationsListing> {
      const job = await deps.jobs.get(jobId, viewerId);
      const ofJob = eq(jobApplications.jobId, jobId);
      const where = and(ofJob, query.status ? eq(jobApplications.status, query.status) : undefined);
      const [listing, countRows] = await Promise.all([
        paginate(
          query,
          {
            rows: async ({ limit, offset }) =>
              toApplications(
                await selectApplications()
                  .where(where)
                  .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
                  .limit(limit)
                  .offset(offset),
              ),
            count: () => db.$count(jobApplications, where),
          },
          MESSAGES.noMoreItems,
        ),
        db
          .select({ status: jobApplications.status, n: count() })
          .from(jobApplications)
          .where(ofJob)
          .groupBy(jobApplications.status),
      ]);
      const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<HiringStatus, number>;
      for (const c of countRows) counts[c.status] = Number(c.n);
      await db
        .insert(jobStaffVisits)
        .values({ jobId, userId: viewerId })
        .onConflictDoUpdate({ target: [jobStaffVisits.jobId, jobStaffVisits.userId], set: { seenAt: sql`now()` } });
      return { ...listing, job, counts };
    },

    /**
     * Moves an application (forward only; rejected from any open status), in one transaction
     * with its audit row and the learner's notification. The row is locked first, so concurrent
     * changes run one after the other: each one that applies counts one change and notifies
     * once (the key is the change's number); one that no longer applies gets a 409.
     */
    async move(by: HiringActor, id: number, body: MoveApplicationBody): Promise<StaffApplication> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            id: jobApplications.id,
            userId: jobApplications.userId,
            status: jobApplications.status,
            statusMessage: jobApplications.statusMessage,
            statusChanges: jobApplications.statusChanges,
            jobTitle: jobs.title,
            company: companies.name,
          })
          .from(jobApplications)
          .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
          .innerJoin(companies, eq(companies.id, jobs.companyId))
          .where(eq(jobApplications.id, id))
          .for('update', { of: jobApplications });
        if (!row) throw notFound(MESSAGES.staffApplicationNotFound);
        if (row.status === body.status) throw conflict(MESSAGES.staffApplicationSameStatus);
        if (FINAL_APPLICATION_STATUSES.includes(row.status)) throw conflict(MESSAGES.staffApplicationFinal);
        if (!canMoveApplication(row.status, body.status)) throw conflict(MESSAGES.staffApplicationBackwards);
        const change = row.statusChanges + 1;
        const message = body.message ?? null;
        await tx
          .update(jobApplications)
          .set({
            status: body.status,
            statusMessage: message,
            // When the change applied (this row's lock held), not when its transaction began: with
            // changes at the same moment, a later-begun one can apply first, and the times must
            // follow the order in which the status actually changed.
            statusChangedAt: sql`clock_timestamp()`,
            statusChanges: change,
            updatedAt: sql`now()`,
          })
          .where(eq(jobApplications.id, id));
        await audit.record(tx, {
          ...by,
          action: AUDIT_ACTIONS.applicationStatus,
          objectType: 'application',
          objectId: id,
          before: { status: row.status, message: row.statusMessage },
          after: { status: body.status, message },
        });
        await deps.notifications.notify(tx, {
          userId: row.userId,
          type: 'jobs',
          key: `application.status:${id}:${change}`,
          // The employer's own words stay as written; the kind default for "rejected" is worded in the reader's language.
          message: noticeOf('application.status', { status: body.status, job: row.jobTitle, company: row.company, message }),
          link: '/account/jobs',
        });
      });
      const [row] = await selectApplications().where(eq(jobApplications.id, id));
      if (!row) throw notFound(MESSAGES.staffApplicationNotFound);
      const [application] = await toApplications([row]);
      return application!;
    },

    /**
     * The résumé's storage key and name, with one audit row: who viewed which résumé when. A
     * viewer's follow-up range request (PDF viewers fetch the rest in parts) is not a new view.
     */
    async resumeFor(by: HiringActor, id: number, firstRequest: boolean) {
      const [row] = await db
        .select({
          key: jobApplications.resumeKey,
          name: jobApplications.resumeName,
          userId: jobApplications.userId,
          jobId: jobApplications.jobId,
        })
        .from(jobApplications)
        .where(eq(jobApplications.id, id));
      if (!row) throw notFound(MESSAGES.staffApplicationNotFound);
      if (firstRequest) {
        await audit.record(db, {
          ...by,
          action: AUDIT_ACTIONS.resumeView,
          objectType: 'application',
          objectId: id,
          after: { applicant: row.userId, job: row.jobId, file: row.name },
        });
      }
      return row;
    },
  };
}

export type HiringApplications = ReturnType<typeof createHiringApplications>;
