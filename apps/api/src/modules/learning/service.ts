import type { Listing, PageQuery } from '@lp/contract/common';
import { POINTS, VIDEO_WATCH } from '@lp/contract/constants';
import type {
  Certificate,
  Enrolment,
  ItemNote,
  ItemPosition,
  ItemState,
  MyCourse,
  MyCourseType,
  PlayerItem,
  Streak,
} from '@lp/contract/learning';
import { MESSAGES } from '@lp/contract/messages';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courseModules, courses, moduleItems } from '../../db/schema/courses.ts';
import { institutes } from '../../db/schema/institutes.ts';
import {
  certificates,
  enrolments,
  itemContents,
  itemNotes,
  itemProgress,
  quizzes,
  slideDecks,
} from '../../db/schema/learning.ts';
import { type PremiumCheck, requirePremiumAccess } from '../../platform/access.ts';
import { ApiError, notFound } from '../../platform/errors.ts';
import type { Events } from '../../platform/events.ts';
import { pageWindow, toListing } from '../../platform/paging.ts';
import type { Points } from '../../platform/points.ts';
import { courseCardsByIds } from '../../shared/cards.ts';
import { newCertificateCode } from '../../shared/certificate-code.ts';
import { idOrSlugWhere } from '../../shared/filters.ts';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

export const certificatePath = (code: string) => `/certificates/${code}`;

type Progress = ItemState['progress'];

export function createLearningService(db: Database, deps: { events: Events; points: Points; isPremium: PremiumCheck }) {
  const { events, points } = deps;

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
      .select({ itemId: moduleItems.id, courseId: courseModules.courseId, moduleId: moduleItems.moduleId })
      .from(moduleItems)
      .innerJoin(courseModules, eq(courseModules.id, moduleItems.moduleId))
      .where(eq(moduleItems.id, itemId));
    if (!row) throw notFound(MESSAGES.itemNotFound);
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
      .where(eq(courseModules.courseId, courseId));
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

  async function myCourseRows(where: SQL, query: PageQuery, userId: number) {
    const { limit, offset } = pageWindow(query);
    const [rows, [counted]] = await Promise.all([
      db
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
        .offset(offset),
      db.select({ n: count() }).from(enrolments).where(where),
    ]);
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
            .where(inArray(courseModules.courseId, courseIds))
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
    return {
      count: counted?.n ?? 0,
      rows: rows.flatMap((row) => {
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
      }),
    };
  }

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

    /** One item for the player, with its content and the caller's progress. Enrolled learners only. */
    async item(userId: number, itemId: number): Promise<PlayerItem> {
      const { courseId } = await itemCourse(db, itemId);
      await requireEnrolment(db, userId, courseId);
      await requireCourseAccess(db, userId, courseId);
      const [row] = await db
        .select({
          id: moduleItems.id,
          moduleId: moduleItems.moduleId,
          position: moduleItems.position,
          title: moduleItems.title,
          kind: moduleItems.kind,
          durationMinutes: moduleItems.durationMinutes,
          body: itemContents.body,
          videoUrl: itemContents.videoUrl,
          videoSeconds: itemContents.videoSeconds,
          captionsUrl: itemContents.captionsUrl,
          quizId: quizzes.id,
          quizSlug: quizzes.slug,
          quizTitle: quizzes.title,
          deckId: slideDecks.id,
          deckSlug: slideDecks.slug,
          deckTitle: slideDecks.title,
          startedAt: itemProgress.startedAt,
          completedAt: itemProgress.completedAt,
          positionSeconds: itemProgress.positionSeconds,
          watchedSeconds: itemProgress.watchedSeconds,
        })
        .from(moduleItems)
        .leftJoin(itemContents, eq(itemContents.itemId, moduleItems.id))
        .leftJoin(quizzes, eq(quizzes.id, itemContents.quizId))
        .leftJoin(slideDecks, eq(slideDecks.id, itemContents.deckId))
        .leftJoin(itemProgress, and(eq(itemProgress.itemId, moduleItems.id), eq(itemProgress.userId, userId)))
        .where(eq(moduleItems.id, itemId));
      if (!row) throw notFound(MESSAGES.itemNotFound);
      return {
        id: row.id,
        courseId,
        moduleId: row.moduleId,
        position: row.position,
        title: row.title,
        kind: row.kind,
        durationMinutes: row.durationMinutes,
        content: {
          body: row.body ?? '',
          videoUrl: row.videoUrl ?? null,
          videoSeconds: row.videoUrl ? (row.videoSeconds ?? null) : null,
          captionsUrl: row.captionsUrl ?? null,
          quiz: row.quizId ? { id: row.quizId, slug: row.quizSlug!, title: row.quizTitle! } : null,
          deck: row.deckId ? { id: row.deckId, slug: row.deckSlug!, title: row.deckTitle! } : null,
        },
        progress: row.startedAt
          ? {
              startedAt: iso(row.startedAt)!,
              completedAt: iso(row.completedAt),
              positionSeconds: row.positionSeconds ?? 0,
              watchedSeconds: row.watchedSeconds ?? 0,
            }
          : null,
      };
    },

    /** Opens an item (idempotent): records the start once and makes it the resume point. */
    async start(userId: number, itemId: number): Promise<ItemState> {
      // Checked before the transaction: the premium check reads through its own connection.
      await requireCourseAccess(db, userId, (await itemCourse(db, itemId)).courseId);
      return db.transaction(async (tx) => {
        const { courseId } = await itemCourse(tx, itemId);
        const enrolment = await requireEnrolment(tx, userId, courseId);
        await tx.insert(itemProgress).values({ userId, itemId }).onConflictDoNothing();
        await tx
          .update(enrolments)
          .set({ lastItemId: itemId, lastActivityAt: sql`now()` })
          .where(eq(enrolments.id, enrolment.id));
        const [progress] = await tx
          .select()
          .from(itemProgress)
          .where(and(eq(itemProgress.userId, userId), eq(itemProgress.itemId, itemId)));
        return {
          itemId,
          startedAt: iso(progress!.startedAt)!,
          completedAt: iso(progress!.completedAt),
          pointsAwarded: 0,
          progress: await courseProgress(tx, userId, courseId),
          certificateCode: await certificateCodeOf(tx, userId, courseId),
        };
      });
    },

    /**
     * Completes an item once: the first call records it, awards the points and emits
     * `item.completed`; a repeat (or a concurrent duplicate) changes nothing. The enrolment row is
     * locked for the transaction, so that two items finishing the course at the same moment still
     * see each other and the certificate is issued.
     */
    async complete(userId: number, itemId: number): Promise<ItemState> {
      // Checked before the transaction: the premium check reads through its own connection.
      await requireCourseAccess(db, userId, (await itemCourse(db, itemId)).courseId);
      return db.transaction(async (tx) => {
        const { courseId } = await itemCourse(tx, itemId);
        const enrolment = await requireEnrolment(tx, userId, courseId, true);
        await tx.insert(itemProgress).values({ userId, itemId }).onConflictDoNothing();
        await requireWatched(tx, userId, itemId);
        const completedNow = await tx
          .update(itemProgress)
          .set({ completedAt: sql`now()` })
          .where(and(eq(itemProgress.userId, userId), eq(itemProgress.itemId, itemId), isNull(itemProgress.completedAt)))
          .returning({ completedAt: itemProgress.completedAt });
        let pointsAwarded = 0;
        if (completedNow.length > 0) {
          if (await points.award(tx, { userId, reason: 'moduleItem', objectType: 'module_item', objectId: itemId })) {
            pointsAwarded = POINTS.moduleItem;
          }
          await events.emit(tx, { type: 'item.completed', payload: { userId, courseId, itemId }, userId });
        }
        await tx
          .update(enrolments)
          .set({ lastItemId: itemId, lastActivityAt: sql`now()` })
          .where(eq(enrolments.id, enrolment.id));
        const progress = await courseProgress(tx, userId, courseId);
        if (progress.totalItems > 0 && progress.completedItems === progress.totalItems) {
          await issueCertificate(tx, userId, courseId);
        }
        const [row] = await tx
          .select()
          .from(itemProgress)
          .where(and(eq(itemProgress.userId, userId), eq(itemProgress.itemId, itemId)));
        return {
          itemId,
          startedAt: iso(row!.startedAt)!,
          completedAt: iso(row!.completedAt),
          pointsAwarded,
          progress,
          certificateCode: await certificateCodeOf(tx, userId, courseId),
        };
      });
    },

    /**
     * Remembers where a video was left and credits the watched time the player reports
     * (`watchedSeconds`: played since its previous report): at most `VIDEO_WATCH.maxPlaybackRate`
     * times the wall-clock seconds since the previous report (or the item's start), up to the
     * video's probed length. A first report on a row made now credits nothing.
     */
    async savePosition(userId: number, itemId: number, positionSeconds: number, watchedSeconds?: number): Promise<ItemPosition> {
      const { courseId } = await itemCourse(db, itemId);
      await requireEnrolment(db, userId, courseId);
      const [content] = await db
        .select({ videoSeconds: itemContents.videoSeconds })
        .from(itemContents)
        .where(eq(itemContents.itemId, itemId));
      const length = content?.videoSeconds ?? null;
      const watching = watchedSeconds !== undefined && watchedSeconds > 0 && length !== null;
      const since = sql`extract(epoch from now() - coalesce(${itemProgress.watchReportedAt}, ${itemProgress.startedAt}))`;
      const credit = sql`least(${watchedSeconds ?? 0}::real, least(greatest(${since}, 0), ${VIDEO_WATCH.reportWindowSeconds}) * ${VIDEO_WATCH.maxPlaybackRate})`;
      const [row] = await db
        .insert(itemProgress)
        .values({ userId, itemId, positionSeconds, ...(watching ? { watchReportedAt: sql`now()` } : {}) })
        .onConflictDoUpdate({
          target: [itemProgress.userId, itemProgress.itemId],
          set: watching
            ? {
                positionSeconds,
                watchedSeconds: sql`least(${itemProgress.watchedSeconds} + ${credit}, ${length}::real)`,
                watchReportedAt: sql`now()`,
              }
            : { positionSeconds },
        })
        .returning({ positionSeconds: itemProgress.positionSeconds, watchedSeconds: itemProgress.watchedSeconds });
      return { positionSeconds: row!.positionSeconds, watchedSeconds: row!.watchedSeconds };
    },

    /** The caller's private note on an item (an empty body when there is none). Enrolled learners only. */
    async note(userId: number, itemId: number): Promise<ItemNote> {
      const { courseId } = await itemCourse(db, itemId);
      await requireEnrolment(db, userId, courseId);
      await requireCourseAccess(db, userId, courseId);
      const [row] = await db
        .select({ body: itemNotes.body, updatedAt: itemNotes.updatedAt })
        .from(itemNotes)
        .where(and(eq(itemNotes.userId, userId), eq(itemNotes.itemId, itemId)));
      return { itemId, body: row?.body ?? '', updatedAt: iso(row?.updatedAt ?? null) };
    },

    /**
     * Replaces the caller's note on an item (idempotent): the text is kept as written; a blank
     * one deletes the note. Enrolled learners only.
     */
    async saveNote(userId: number, itemId: number, body: string): Promise<ItemNote> {
      const { courseId } = await itemCourse(db, itemId);
      await requireEnrolment(db, userId, courseId);
      await requireCourseAccess(db, userId, courseId);
      const where = and(eq(itemNotes.userId, userId), eq(itemNotes.itemId, itemId));
      if (body.trim() === '') {
        await db.delete(itemNotes).where(where);
        return { itemId, body: '', updatedAt: null };
      }
      const [row] = await db
        .insert(itemNotes)
        .values({ userId, itemId, body })
        .onConflictDoUpdate({ target: [itemNotes.userId, itemNotes.itemId], set: { body, updatedAt: sql`now()` } })
        .returning({ body: itemNotes.body, updatedAt: itemNotes.updatedAt });
      return { itemId, body: row!.body, updatedAt: iso(row!.updatedAt) };
    },

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
      const { rows, count: total } = await myCourseRows(where, query, userId);
      return toListing(
        rows.map((row) => ({
          id: row.id,
          course: row.course,
          enrolledAt: iso(row.enrolledAt)!,
          completedAt: iso(row.completedAt),
          lastActivityAt: iso(row.lastActivityAt)!,
          progress: row.progress,
          resumeItem: resumeOf(row.items, row.lastItemId),
          certificateCode: row.certificateCode,
        })),
        total,
        query,
        MESSAGES.noMoreCourses,
      );
    },

    /** A user's public course list: which courses, finished or not. */
    async publicCourses(userId: number, query: PageQuery) {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!user) throw notFound(MESSAGES.userNotFound);
      const where = eq(enrolments.userId, userId);
      const { rows, count: total } = await myCourseRows(where, query, userId);
      return toListing(
        rows.map((row) => ({ id: row.id, course: row.course, completedAt: iso(row.completedAt) })),
        total,
        query,
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
