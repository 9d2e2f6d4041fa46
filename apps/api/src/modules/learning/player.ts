import { POINTS, VIDEO_WATCH } from '@lp/contract/constants';
import type { ItemNote, ItemPosition, ItemState, PlayerItem } from '@lp/contract/learning';
import { MESSAGES } from '@lp/contract/messages';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { moduleItems } from '../../db/schema/courses.ts';
import { fixmeProblems } from '../../db/schema/fixme.ts';
import { enrolments, itemContents, itemNotes, itemProgress } from '../../db/schema/learning.ts';
import { quizzes } from '../../db/schema/quizzes.ts';
import { slideDecks } from '../../db/schema/slides.ts';
import { mediaAssets } from '../../db/schema/studio-media.ts';
import { notFound } from '../../platform/errors.ts';
import { iso, type LearningDeps, type LearningRecords } from './records.ts';

/** The course player: one item with its content, starting and completing it (points, certificate), the video position, notes. */
export function createPlayer(db: Database, deps: LearningDeps, records: LearningRecords) {
  const { events, points, signer } = deps;
  const {
    requireCourseAccess,
    openItemCourse,
    requireEnrolment,
    courseProgress,
    certificateCodeOf,
    issueCertificate,
    requireWatched,
  } = records;

  return {
    /** One item for the player, with its content and the caller's progress. Enrolled learners only. */
    async item(userId: number, itemId: number): Promise<PlayerItem> {
      const { courseId } = await openItemCourse(db, userId, itemId);
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
          renditions: mediaAssets.renditions,
          posterKey: mediaAssets.posterKey,
          quizId: quizzes.id,
          quizSlug: quizzes.slug,
          quizTitle: quizzes.title,
          deckId: slideDecks.id,
          deckSlug: slideDecks.slug,
          deckTitle: slideDecks.title,
          problemId: fixmeProblems.id,
          problemSlug: fixmeProblems.slug,
          problemTitle: fixmeProblems.title,
          startedAt: itemProgress.startedAt,
          completedAt: itemProgress.completedAt,
          positionSeconds: itemProgress.positionSeconds,
          watchedSeconds: itemProgress.watchedSeconds,
        })
        .from(moduleItems)
        .leftJoin(itemContents, eq(itemContents.itemId, moduleItems.id))
        .leftJoin(quizzes, eq(quizzes.id, itemContents.quizId))
        // A studio video plays its renditions (read by the media id written at publish; ready ones only).
        .leftJoin(mediaAssets, and(eq(mediaAssets.id, itemContents.mediaId), eq(mediaAssets.status, 'ready')))
        .leftJoin(slideDecks, eq(slideDecks.id, itemContents.deckId))
        .leftJoin(fixmeProblems, eq(fixmeProblems.id, itemContents.fixmeProblemId))
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
          // A studio video's files open only by links signed for this learner's request (ADR 0043).
          videoUrl: signer.signUrl(row.videoUrl ?? null),
          videoSeconds: row.videoUrl ? (row.videoSeconds ?? null) : null,
          captionsUrl: signer.signUrl(row.captionsUrl ?? null),
          renditions: [...(row.renditions ?? [])]
            .sort((a, b) => a.height - b.height)
            .map((r) => ({
              height: r.height,
              width: r.width,
              url: signer.signKey(r.key),
              bytes: r.bytes,
              label: `${r.height}p`,
            })),
          posterUrl: row.posterKey ? signer.signKey(row.posterKey) : null,
          quiz: row.quizId ? { id: row.quizId, slug: row.quizSlug!, title: row.quizTitle! } : null,
          deck: row.deckId ? { id: row.deckId, slug: row.deckSlug!, title: row.deckTitle! } : null,
          problem: row.problemId ? { id: row.problemId, slug: row.problemSlug!, title: row.problemTitle! } : null,
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
      await requireCourseAccess(db, userId, (await openItemCourse(db, userId, itemId)).courseId);
      return db.transaction(async (tx) => {
        const { courseId } = await openItemCourse(tx, userId, itemId);
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
      await requireCourseAccess(db, userId, (await openItemCourse(db, userId, itemId)).courseId);
      return db.transaction(async (tx) => {
        const { courseId } = await openItemCourse(tx, userId, itemId);
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
     * times the wall-clock seconds the credit so far has not used (counted from the item's start,
     * never more than `reportWindowSeconds` back), up to the video's probed length. The mark moves
     * on by what a report was credited, not to the report's arrival: a report that arrived late and
     * the next one at once (a busy network) still credit a learner watching at the fastest rate in
     * full, while the total stays within the rate times the time spent. A first report on a row
     * made now credits nothing.
     */
    async savePosition(userId: number, itemId: number, positionSeconds: number, watchedSeconds?: number): Promise<ItemPosition> {
      const { courseId } = await openItemCourse(db, userId, itemId);
      await requireEnrolment(db, userId, courseId);
      const [content] = await db
        .select({ videoSeconds: itemContents.videoSeconds })
        .from(itemContents)
        .where(eq(itemContents.itemId, itemId));
      const length = content?.videoSeconds ?? null;
      const watching = watchedSeconds !== undefined && watchedSeconds > 0 && length !== null;
      const rate = sql.raw(String(VIDEO_WATCH.maxPlaybackRate));
      const mark = sql`greatest(coalesce(${itemProgress.watchReportedAt}, ${itemProgress.startedAt}), now() - make_interval(secs => ${sql.raw(String(VIDEO_WATCH.reportWindowSeconds))}))`;
      const credit = sql`least(${watchedSeconds ?? 0}::real, greatest(extract(epoch from now() - ${mark}), 0) * ${rate})`;
      const [row] = await db
        .insert(itemProgress)
        .values({ userId, itemId, positionSeconds, ...(watching ? { watchReportedAt: sql`now()` } : {}) })
        .onConflictDoUpdate({
          target: [itemProgress.userId, itemProgress.itemId],
          set: watching
            ? {
                positionSeconds,
                watchedSeconds: sql`least(${itemProgress.watchedSeconds} + ${credit}, ${length}::real)`,
                watchReportedAt: sql`${mark} + make_interval(secs => ${credit} / ${rate})`,
              }
            : { positionSeconds },
        })
        .returning({ positionSeconds: itemProgress.positionSeconds, watchedSeconds: itemProgress.watchedSeconds });
      return { positionSeconds: row!.positionSeconds, watchedSeconds: row!.watchedSeconds };
    },

    /** The caller's private note on an item (an empty body when there is none). Enrolled learners only. */
    async note(userId: number, itemId: number): Promise<ItemNote> {
      const { courseId } = await openItemCourse(db, userId, itemId);
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
      const { courseId } = await openItemCourse(db, userId, itemId);
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
  };
}
