import { VIDEO_WATCH } from '@lp/contract/constants';
import type { ItemState } from '@lp/contract/learning';
import { MESSAGES } from '@lp/contract/messages';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courseModules, courses, moduleItems } from '../../db/schema/courses.ts';
import { certificates, enrolments, itemContents, itemProgress } from '../../db/schema/learning.ts';
import { type PremiumCheck, requirePremiumAccess } from '../../platform/access.ts';
import { ApiError, notFound } from '../../platform/errors.ts';
import type { Events } from '../../platform/events.ts';
import type { Points } from '../../platform/points.ts';
import type { MediaSigner } from '../../platform/signed-media.ts';
import { courseCardsByIds } from '../../shared/cards.ts';
import { newCertificateCode } from '../../shared/certificate-code.ts';
import { idOrSlugWhere } from '../../shared/filters.ts';

export const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

export const certificatePath = (code: string) => `/certificates/${code}`;

export type Progress = ItemState['progress'];

export type LearningDeps = {
  events: Events;
  points: Points;
  isPremium: PremiumCheck;
  /** Signs the links to a studio video's files for the player (ADR 0043). */
  signer: MediaSigner;
};

/** What the learning use cases share: course access, enrolment, progress, certificates, the learner's course rows. */
export function learningRecords(db: Database, deps: LearningDeps) {
  /**
   * A premium course's lessons are for members only: enrolling and every lesson call check it, so
   * a plan that ends closes the lessons at once (the outline and description stay public).
   */
  async function requireCourseAccess(executor: Executor, userId: number, courseId: number) {
    const [row] = await executor.select({ isPremium: courses.isPremium }).from(courses).where(eq(courses.id, courseId));
    if (row) await requirePremiumAccess(deps.isPremium, row, userId);
  }

  /** The course an item belongs to, or a 404. */
  async function itemCourse(executor: Executor, itemId: number) {
    const [row] = await executor
      .select({
        itemId: moduleItems.id,
        courseId: courseModules.courseId,
        moduleId: moduleItems.moduleId,
        archivedAt: moduleItems.archivedAt,
      })
      .from(moduleItems)
      .innerJoin(courseModules, eq(courseModules.id, moduleItems.moduleId))
      .where(eq(moduleItems.id, itemId));
    if (!row) throw notFound(MESSAGES.itemNotFound);
    return row;
  }

  /**
   * The course of an item the learner may use: an item the studio archived (issue 31) stays open
   * to those who completed it and answers 404 "removed from the course" to everyone else.
   */
  async function openItemCourse(executor: Executor, userId: number, itemId: number) {
    const row = await itemCourse(executor, itemId);
    if (row.archivedAt) {
      const [progress] = await executor
        .select({ completedAt: itemProgress.completedAt })
        .from(itemProgress)
        .where(and(eq(itemProgress.userId, userId), eq(itemProgress.itemId, itemId)));
      if (!progress?.completedAt) throw notFound(MESSAGES.itemArchived);
    }
    return row;
  }

  /** The caller's enrolment in the course (locked for the transaction when `lock`), or a 403 saying they are not enrolled. */
  async function requireEnrolment(executor: Executor, userId: number, courseId: number, lock = false) {
    const query = executor
      .select({ id: enrolments.id, completedAt: enrolments.completedAt })
      .from(enrolments)
      .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new ApiError(403, MESSAGES.notEnrolled);
    return row;
  }

  async function courseProgress(executor: Executor, userId: number, courseId: number): Promise<Progress> {
    const [row] = await executor
      .select({
        total: sql<number>`count(*)::int`,
        done: sql<number>`count(${itemProgress.completedAt})::int`,
      })
      .from(moduleItems)
      .innerJoin(courseModules, eq(courseModules.id, moduleItems.moduleId))
      .leftJoin(itemProgress, and(eq(itemProgress.itemId, moduleItems.id), eq(itemProgress.userId, userId)))
      // Archived items (removed in the studio) count for nobody's progress.
      .where(and(eq(courseModules.courseId, courseId), isNull(moduleItems.archivedAt)));
    const total = Number(row?.total ?? 0);
    const done = Number(row?.done ?? 0);
    return { completedItems: done, totalItems: total, percent: total === 0 ? 0 : Math.floor((done / total) * 100) };
  }

  async function certificateCodeOf(executor: Executor, userId: number, courseId: number): Promise<string | null> {
    const [row] = await executor
      .select({ code: certificates.code })
      .from(certificates)
      .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
    return row?.code ?? null;
  }

  /** Issues the course's certificate once (the unique key makes a repeat a no-op) and marks the enrolment completed. */
  async function issueCertificate(tx: Executor, userId: number, courseId: number): Promise<void> {
    const [user] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
    await tx
      .insert(certificates)
      .values({ code: newCertificateCode(), userId, courseId, learnerName: user?.fullName ?? '' })
      .onConflictDoNothing({ target: [certificates.userId, certificates.courseId] });
    await tx
      .update(enrolments)
      .set({ completedAt: sql`coalesce(${enrolments.completedAt}, now())` })
      .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
  }

  /**
   * A video item (one with a probed length) completes only once most of it was watched: 409 with
   * how much is left otherwise. An item completed before stays completed (the call is idempotent).
   */
  async function requireWatched(tx: Executor, userId: number, itemId: number): Promise<void> {
    const [row] = await tx
      .select({
        kind: moduleItems.kind,
        videoSeconds: itemContents.videoSeconds,
        watchedSeconds: itemProgress.watchedSeconds,
        completedAt: itemProgress.completedAt,
      })
      .from(moduleItems)
      .innerJoin(itemContents, eq(itemContents.itemId, moduleItems.id))
      .leftJoin(itemProgress, and(eq(itemProgress.itemId, moduleItems.id), eq(itemProgress.userId, userId)))
      .where(eq(moduleItems.id, itemId));
    if (row?.kind !== 'video' || row.videoSeconds === null || row.completedAt) return;
    const needed = row.videoSeconds * VIDEO_WATCH.completeFraction;
    const watched = row.watchedSeconds ?? 0;
    if (watched < needed) throw new ApiError(409, MESSAGES.videoNotWatched(Math.max(1, Math.ceil(needed - watched))));
  }

  async function courseIdOf(idOrSlug: string): Promise<number> {
    const where = idOrSlugWhere(courses, idOrSlug);
    const [row] = where ? await db.select({ id: courses.id }).from(courses).where(where) : [];
    if (!row) throw notFound(MESSAGES.courseNotFound);
    return row.id;
  }

  function resumeOf(
    items: { id: number; title: string; completed: boolean }[],
    lastItemId: number | null,
  ): { id: number; title: string } | null {
    const last = lastItemId === null ? undefined : items.find((i) => i.id === lastItemId && !i.completed);
    const next = last ?? items.find((i) => !i.completed);
    return next ? { id: next.id, title: next.title } : null;
  }

  /** One page (`window`) of a user's enrolments, with each course's card, outline progress and certificate code. */
  async function myCourseRows(where: SQL, { limit, offset }: { limit: number; offset: number }, userId: number) {
    const rows = await db
      .select({
        id: enrolments.id,
        courseId: enrolments.courseId,
        enrolledAt: enrolments.createdAt,
        completedAt: enrolments.completedAt,
        lastActivityAt: enrolments.lastActivityAt,
        lastItemId: enrolments.lastItemId,
      })
      .from(enrolments)
      .where(where)
      .orderBy(desc(enrolments.lastActivityAt), desc(enrolments.id))
      .limit(limit)
      .offset(offset);
    const courseIds = rows.map((r) => r.courseId);
    const [cards, outline, certs] = await Promise.all([
      courseCardsByIds(db, courseIds),
      courseIds.length === 0
        ? []
        : db
            .select({
              courseId: courseModules.courseId,
              id: moduleItems.id,
              title: moduleItems.title,
              completed: sql<boolean>`${itemProgress.completedAt} is not null`,
            })
            .from(moduleItems)
            .innerJoin(courseModules, eq(courseModules.id, moduleItems.moduleId))
            .leftJoin(itemProgress, and(eq(itemProgress.itemId, moduleItems.id), eq(itemProgress.userId, userId)))
            .where(and(inArray(courseModules.courseId, courseIds), isNull(moduleItems.archivedAt)))
            .orderBy(asc(courseModules.position), asc(moduleItems.position)),
      courseIds.length === 0
        ? []
        : db
            .select({ courseId: certificates.courseId, code: certificates.code })
            .from(certificates)
            .where(and(eq(certificates.userId, userId), inArray(certificates.courseId, courseIds))),
    ]);
    const cardOf = new Map(cards.map((c) => [c.id, c]));
    const codeOf = new Map(certs.map((c) => [c.courseId, c.code]));
    return rows.flatMap((row) => {
      const course = cardOf.get(row.courseId);
      if (!course) return [];
      const items = outline.filter((i) => i.courseId === row.courseId);
      const done = items.filter((i) => i.completed).length;
      return [
        {
          ...row,
          course,
          items,
          progress: {
            completedItems: done,
            totalItems: items.length,
            percent: items.length === 0 ? 0 : Math.floor((done / items.length) * 100),
          },
          certificateCode: codeOf.get(row.courseId) ?? null,
        },
      ];
    });
  }

  return {
    requireCourseAccess,
    itemCourse,
    openItemCourse,
    requireEnrolment,
    courseProgress,
    certificateCodeOf,
    issueCertificate,
    requireWatched,
    courseIdOf,
    resumeOf,
    myCourseRows,
  };
}

export type LearningRecords = ReturnType<typeof learningRecords>;
