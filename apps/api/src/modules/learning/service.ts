import type { Listing, PageQuery } from '@lp/contract/common';
import type { Certificate, Enrolment, MyCourse, MyCourseType, Streak } from '@lp/contract/learning';
import { MESSAGES } from '@lp/contract/messages';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/courses.ts';
import { institutes } from '../../db/schema/institutes.ts';
import { certificates, enrolments } from '../../db/schema/learning.ts';
import { notFound } from '../../platform/errors.ts';
import { paginate } from '../../platform/paging.ts';
import { createPlayer } from './player.ts';
import { certificatePath, iso, type LearningDeps, learningRecords } from './records.ts';

/** Enrolments, the learner's courses, streak and certificates; the player's calls are in player.ts. */
export function createLearningService(db: Database, deps: LearningDeps) {
  const { points } = deps;
  const records = learningRecords(db, deps);
  const { requireCourseAccess, requireEnrolment, courseIdOf, resumeOf, myCourseRows } = records;
  const player = createPlayer(db, deps, records);

  return {
    /**
     * The rule every lesson call applies, for what other modules keep inside a course (slide
     * collections): 403 "enrol first" unless the user is enrolled, 403 "premium only" for a
     * premium course without a plan. Resolves when the user may learn from the course.
     */
    async requireLearner(userId: number, courseId: number): Promise<void> {
      await requireEnrolment(db, userId, courseId);
      await requireCourseAccess(db, userId, courseId);
    },

    /** Enrols the user (idempotent): `created` is false when they already were. */
    async enrol(userId: number, idOrSlug: string): Promise<{ created: boolean; enrolment: Enrolment }> {
      const courseId = await courseIdOf(idOrSlug);
      await requireCourseAccess(db, userId, courseId);
      const inserted = await db
        .insert(enrolments)
        .values({ userId, courseId })
        .onConflictDoNothing({ target: [enrolments.userId, enrolments.courseId] })
        .returning({ id: enrolments.id });
      const [row] = await db
        .select({ enrolledAt: enrolments.createdAt, completedAt: enrolments.completedAt })
        .from(enrolments)
        .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
      return {
        created: inserted.length > 0,
        enrolment: {
          courseId,
          enrolled: true,
          enrolledAt: iso(row?.enrolledAt ?? null),
          completedAt: iso(row?.completedAt ?? null),
        },
      };
    },

    /** Leaves a course (idempotent). Progress, points and a certificate stay. */
    async leave(userId: number, idOrSlug: string): Promise<Enrolment> {
      const courseId = await courseIdOf(idOrSlug);
      await db.delete(enrolments).where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
      return { courseId, enrolled: false, enrolledAt: null, completedAt: null };
    },

    item: player.item,
    start: player.start,
    complete: player.complete,
    savePosition: player.savePosition,
    note: player.note,
    saveNote: player.saveNote,

    /** The account area's registered courses, the most recently active first. */
    async myCourses(userId: number, query: PageQuery & { type?: MyCourseType }): Promise<Listing<MyCourse>> {
      const where = and(
        eq(enrolments.userId, userId),
        query.type === 'completed'
          ? isNotNull(enrolments.completedAt)
          : query.type === 'in-progress'
            ? isNull(enrolments.completedAt)
            : undefined,
      )!;
      return paginate(
        query,
        {
          rows: async (window) =>
            (await myCourseRows(where, window, userId)).map((row) => ({
              id: row.id,
              course: row.course,
              enrolledAt: iso(row.enrolledAt)!,
              completedAt: iso(row.completedAt),
              lastActivityAt: iso(row.lastActivityAt)!,
              progress: row.progress,
              resumeItem: resumeOf(row.items, row.lastItemId),
              certificateCode: row.certificateCode,
            })),
          count: () => db.$count(enrolments, where),
        },
        MESSAGES.noMoreCourses,
      );
    },

    /** A user's public course list: which courses, finished or not. */
    async publicCourses(userId: number, query: PageQuery) {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!user) throw notFound(MESSAGES.userNotFound);
      const where = eq(enrolments.userId, userId);
      return paginate(
        query,
        {
          rows: async (window) =>
            (await myCourseRows(where, window, userId)).map((row) => ({
              id: row.id,
              course: row.course,
              completedAt: iso(row.completedAt),
            })),
          count: () => db.$count(enrolments, where),
        },
        MESSAGES.noMoreCourses,
      );
    },

    async streak(userId: number): Promise<Streak> {
      const [[user], summary, streakDates] = await Promise.all([
        db
          .select({ timeZone: users.timeZone, today: sql<string>`to_char(now() at time zone ${users.timeZone}, 'YYYY-MM-DD')` })
          .from(users)
          .where(eq(users.id, userId)),
        points.summary(userId),
        points.streakDates(userId),
      ]);
      if (!user) throw notFound(MESSAGES.userNotFound);
      return {
        streakDates,
        currentStreak: summary.currentStreak,
        longestStreak: summary.longestStreak,
        totalPoints: summary.total,
        timeZone: user.timeZone,
        today: user.today,
      };
    },

    /** A certificate by its public code (anyone may verify it). */
    async certificate(code: string): Promise<Certificate> {
      const [row] = await db
        .select({
          code: certificates.code,
          learnerName: certificates.learnerName,
          issuedAt: certificates.issuedAt,
          course: { id: courses.id, slug: courses.slug, title: courses.title, durationWeeks: courses.durationWeeks },
          institute: { id: institutes.id, slug: institutes.slug, name: institutes.name },
        })
        .from(certificates)
        .innerJoin(courses, eq(courses.id, certificates.courseId))
        .innerJoin(institutes, eq(institutes.id, courses.instituteId))
        .where(eq(certificates.code, code));
      if (!row) throw notFound(MESSAGES.certificateNotFound);
      return { ...row, issuedAt: iso(row.issuedAt)!, verifyPath: certificatePath(row.code) };
    },
  };
}

export type LearningService = ReturnType<typeof createLearningService>;
