import type { Listing, PageQuery } from '@lp/contract/common';
import { POINTS } from '@lp/contract/constants';
import type {
  SlideCollection,
  SlideCollectionAttempt,
  SlideCollectionCard,
  SlideCollectionState,
  SlideDeck,
  SlideDeckCard,
  SlideListQuery,
  SlideState,
} from '@lp/contract/learning';
import { MESSAGES } from '@lp/contract/messages';
import { and, asc, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { courses } from '../../db/schema/courses.ts';
import {
  slideCollectionAttempts,
  slideCollectionDecks,
  slideCollectionProgress,
  slideCollectionQuestions,
  slideCollections,
  slideDecks,
  slideProgress,
} from '../../db/schema/slides.ts';
import { streams } from '../../db/schema/taxonomy.ts';
import { isLockedFor, type PremiumCheck, requirePremiumAccess } from '../../platform/access.ts';
import { notFound } from '../../platform/errors.ts';
import type { Events } from '../../platform/events.ts';
import { pageWindow, toListing } from '../../platform/paging.ts';
import type { Points } from '../../platform/points.ts';
import { type Answers, checkAnswers, percentOf, scoreAnswers } from '../../shared/answers.ts';
import { idOrSlugWhere, textMatch } from '../../shared/filters.ts';
import { slideDeckCardColumns } from '../../shared/slide-deck-cards.ts';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The course access rule of the learning module (enrolled, and a member for a premium course),
 * handed in by the composition root: resolves when the user may learn from the course, throws
 * the 403 otherwise.
 */
export type CourseLearnerCheck = (userId: number, courseId: number) => Promise<void>;

type ProgressRow = { startedAt: Date | string | null; completedAt: Date | string | null };
const progressOf = (row: ProgressRow | null | undefined) =>
  row?.startedAt ? { startedAt: iso(row.startedAt)!, completedAt: iso(row.completedAt) } : null;

type CollectionRow = typeof slideCollections.$inferSelect;
type CollectionProgressRow = typeof slideCollectionProgress.$inferSelect;
type AttemptRow = typeof slideCollectionAttempts.$inferSelect;

const collectionProgressOf = (row: CollectionProgressRow | null | undefined) =>
  row ? { startedAt: iso(row.startedAt)!, completedAt: iso(row.completedAt), passedAt: iso(row.passedAt) } : null;

const attemptSummary = (row: AttemptRow) => ({
  id: row.id,
  submittedAt: iso(row.submittedAt)!,
  correctCount: row.correctCount,
  questionCount: row.questionCount,
  percent: row.percent,
  passed: row.passed,
});

export function createSlidesService(
  db: Database,
  deps: { events: Events; points: Points; isPremium: PremiumCheck; requireLearner: CourseLearnerCheck },
) {
  const { events, points, isPremium, requireLearner } = deps;

  const cards = (where: SQL | undefined) =>
    db
      .select(slideDeckCardColumns)
      .from(slideDecks)
      .leftJoin(streams, eq(streams.id, slideDecks.streamId))
      .where(where)
      .$dynamic();

  async function deckOf(executor: Executor, idOrSlug: string) {
    const where = idOrSlugWhere(slideDecks, idOrSlug);
    // A draft of the studio is not there for learners.
    const [row] = where
      ? await executor
          .select()
          .from(slideDecks)
          .where(and(where, isNotNull(slideDecks.publishedAt)))
      : [];
    if (!row) throw notFound(MESSAGES.slideDeckNotFound);
    return row;
  }

  async function deckState(executor: Executor, deckId: number, userId: number, pointsAwarded: number): Promise<SlideState> {
    const [row] = await executor
      .select()
      .from(slideProgress)
      .where(and(eq(slideProgress.userId, userId), eq(slideProgress.deckId, deckId)));
    return { deckId, startedAt: iso(row!.startedAt)!, completedAt: iso(row!.completedAt), pointsAwarded };
  }

  async function collectionOf(executor: Executor, id: number): Promise<CollectionRow> {
    const [row] = await executor.select().from(slideCollections).where(eq(slideCollections.id, id));
    if (!row) throw notFound(MESSAGES.slideCollectionNotFound);
    return row;
  }

  /** The collection, once the caller is known to be one of its course's learners (404, then 403). */
  async function learnersCollection(id: number, userId: number): Promise<CollectionRow> {
    const collection = await collectionOf(db, id);
    await requireLearner(userId, collection.courseId);
    return collection;
  }

  async function collectionQuestions(executor: Executor, collectionId: number) {
    return executor
      .select()
      .from(slideCollectionQuestions)
      .where(eq(slideCollectionQuestions.collectionId, collectionId))
      .orderBy(asc(slideCollectionQuestions.position));
  }

  async function collectionState(executor: Executor, collectionId: number, userId: number): Promise<SlideCollectionState> {
    const [[progress], [decks]] = await Promise.all([
      executor
        .select()
        .from(slideCollectionProgress)
        .where(and(eq(slideCollectionProgress.userId, userId), eq(slideCollectionProgress.collectionId, collectionId))),
      executor
        .select({ total: count(), done: count(slideProgress.completedAt) })
        .from(slideCollectionDecks)
        .innerJoin(slideDecks, and(eq(slideDecks.id, slideCollectionDecks.deckId), isNotNull(slideDecks.publishedAt)))
        .leftJoin(slideProgress, and(eq(slideProgress.deckId, slideCollectionDecks.deckId), eq(slideProgress.userId, userId)))
        .where(eq(slideCollectionDecks.collectionId, collectionId)),
    ]);
    return {
      collectionId,
      ...collectionProgressOf(progress)!,
      deckCount: Number(decks?.total ?? 0),
      decksCompleted: Number(decks?.done ?? 0),
    };
  }

  const deckCountOf = sql<number>`(select count(*)::int from ${slideCollectionDecks} where ${slideCollectionDecks.collectionId} = ${slideCollections.id})`;

  return {
    /** Decks, featured first then newest; `featured` (or `featuredOnly`, the /featured path) keeps the featured ones. */
    async list(query: SlideListQuery, options: { featuredOnly?: boolean } = {}): Promise<Listing<SlideDeckCard>> {
      const where = and(
        isNotNull(slideDecks.publishedAt),
        options.featuredOnly || query.featured === true ? eq(slideDecks.featured, true) : undefined,
        query.featured === false ? eq(slideDecks.featured, false) : undefined,
        query.stream
          ? sql`${slideDecks.streamId} = (select ${streams.id} from ${streams} where ${streams.slug} = ${query.stream})`
          : undefined,
        query.q ? textMatch(slideDecks.search, query.q) : undefined,
      );
      const { limit, offset } = pageWindow(query);
      const [results, [counted]] = await Promise.all([
        cards(where)
          .orderBy(desc(slideDecks.featured), desc(slideDecks.publishedAt), desc(slideDecks.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(slideDecks).where(where),
      ]);
      return toListing(results, counted?.n ?? 0, query, MESSAGES.noMoreSlides);
    },

    /**
     * A deck by id or slug: its card, its slides and the caller's progress. A premium deck shows
     * its card only (`locked`, no slides) to a visitor and to a signed-in user without a plan.
     */
    async detail(idOrSlug: string, userId: number | null): Promise<SlideDeck> {
      const deck = await deckOf(db, idOrSlug);
      const [[card], [progress], locked] = await Promise.all([
        cards(eq(slideDecks.id, deck.id)),
        userId
          ? db
              .select()
              .from(slideProgress)
              .where(and(eq(slideProgress.userId, userId), eq(slideProgress.deckId, deck.id)))
          : Promise.resolve([]),
        isLockedFor(isPremium, deck, userId),
      ]);
      return { ...card!, slides: locked ? [] : deck.slides, locked, progress: progressOf(progress) };
    },

    /** Opens a deck (idempotent): records when the caller first opened it. */
    async start(idOrSlug: string, userId: number): Promise<SlideState> {
      const deck = await deckOf(db, idOrSlug);
      await requirePremiumAccess(isPremium, deck, userId);
      await db.insert(slideProgress).values({ userId, deckId: deck.id }).onConflictDoNothing();
      return deckState(db, deck.id, userId, 0);
    },

    /**
     * Completes a deck once: the first call records it, awards POINTS.slideDeck through the
     * ledger and emits `slide-deck.completed`; a repeat or a concurrent duplicate finds
     * `completed_at` already set (the conditional UPDATE matches one of them) and changes nothing.
     */
    async complete(idOrSlug: string, userId: number): Promise<SlideState> {
      const deck = await deckOf(db, idOrSlug);
      await requirePremiumAccess(isPremium, deck, userId);
      return db.transaction(async (tx) => {
        await tx.insert(slideProgress).values({ userId, deckId: deck.id }).onConflictDoNothing();
        const completedNow = await tx
          .update(slideProgress)
          .set({ completedAt: sql`now()` })
          .where(
            and(eq(slideProgress.userId, userId), eq(slideProgress.deckId, deck.id), sql`${slideProgress.completedAt} is null`),
          )
          .returning({ deckId: slideProgress.deckId });
        let pointsAwarded = 0;
        if (completedNow.length > 0) {
          if (await points.award(tx, { userId, reason: 'slideDeck', objectType: 'slide_deck', objectId: deck.id })) {
            pointsAwarded = POINTS.slideDeck;
          }
          await events.emit(tx, { type: 'slide-deck.completed', payload: { userId, deckId: deck.id }, userId });
        }
        return deckState(tx, deck.id, userId, pointsAwarded);
      });
    },

    /** A course's slide collections in order (anyone may see what a course offers), with the caller's progress. */
    async collections(query: PageQuery & { course: string }, userId: number | null): Promise<Listing<SlideCollectionCard>> {
      const courseWhere = idOrSlugWhere(courses, query.course);
      const [course] = courseWhere ? await db.select({ id: courses.id }).from(courses).where(courseWhere) : [];
      if (!course) throw notFound(MESSAGES.courseNotFound);
      const { limit, offset } = pageWindow(query);
      const where = eq(slideCollections.courseId, course.id);
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            collection: slideCollections,
            deckCount: deckCountOf,
            progress: {
              startedAt: slideCollectionProgress.startedAt,
              completedAt: slideCollectionProgress.completedAt,
              passedAt: slideCollectionProgress.passedAt,
            },
          })
          .from(slideCollections)
          .leftJoin(
            slideCollectionProgress,
            and(
              eq(slideCollectionProgress.collectionId, slideCollections.id),
              userId === null ? sql`false` : eq(slideCollectionProgress.userId, userId),
            ),
          )
          .where(where)
          .orderBy(asc(slideCollections.position), asc(slideCollections.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(slideCollections).where(where),
      ]);
      return toListing(
        rows.map(({ collection, deckCount, progress }) => ({
          id: collection.id,
          courseId: collection.courseId,
          position: collection.position,
          title: collection.title,
          summary: collection.summary,
          deckCount: Number(deckCount),
          questionCount: collection.questionCount,
          passPercent: collection.passPercent,
          progress: progress?.startedAt
            ? { startedAt: iso(progress.startedAt)!, completedAt: iso(progress.completedAt), passedAt: iso(progress.passedAt) }
            : null,
        })),
        counted?.n ?? 0,
        query,
        MESSAGES.noMoreSlideCollections,
      );
    },

    /** A collection for one of its course's learners: decks in order with progress, the check's questions (no answers), attempts. */
    async collection(id: number, userId: number): Promise<SlideCollection> {
      const collection = await learnersCollection(id, userId);
      const [[course], decks, questions, [progress], attempts] = await Promise.all([
        db
          .select({ id: courses.id, slug: courses.slug, title: courses.title })
          .from(courses)
          .where(eq(courses.id, collection.courseId)),
        db
          .select({
            ...slideDeckCardColumns,
            startedAt: slideProgress.startedAt,
            completedAt: slideProgress.completedAt,
          })
          .from(slideCollectionDecks)
          .innerJoin(slideDecks, eq(slideDecks.id, slideCollectionDecks.deckId))
          .leftJoin(streams, eq(streams.id, slideDecks.streamId))
          .leftJoin(slideProgress, and(eq(slideProgress.deckId, slideDecks.id), eq(slideProgress.userId, userId)))
          .where(and(eq(slideCollectionDecks.collectionId, id), isNotNull(slideDecks.publishedAt)))
          .orderBy(asc(slideCollectionDecks.position)),
        collectionQuestions(db, id),
        db
          .select()
          .from(slideCollectionProgress)
          .where(and(eq(slideCollectionProgress.userId, userId), eq(slideCollectionProgress.collectionId, id))),
        db
          .select()
          .from(slideCollectionAttempts)
          .where(and(eq(slideCollectionAttempts.userId, userId), eq(slideCollectionAttempts.collectionId, id)))
          .orderBy(desc(slideCollectionAttempts.submittedAt), desc(slideCollectionAttempts.id))
          .limit(10),
      ]);
      return {
        id: collection.id,
        courseId: collection.courseId,
        position: collection.position,
        title: collection.title,
        summary: collection.summary,
        deckCount: decks.length,
        questionCount: questions.length,
        passPercent: collection.passPercent,
        progress: collectionProgressOf(progress),
        course: course!,
        decks: decks.map(({ startedAt, completedAt, ...card }) => ({
          ...card,
          progress: progressOf({ startedAt, completedAt }),
        })),
        questions: questions.map((q) => ({ id: q.id, position: q.position, prompt: q.prompt, kind: q.kind, options: q.options })),
        attempts: attempts.map(attemptSummary),
      };
    },

    /** Opens a collection (idempotent). */
    async startCollection(id: number, userId: number): Promise<SlideCollectionState> {
      await learnersCollection(id, userId);
      await db.insert(slideCollectionProgress).values({ userId, collectionId: id }).onConflictDoNothing();
      return collectionState(db, id, userId);
    },

    /** Marks a collection gone through (idempotent: the first time is kept). Points come from passing its check. */
    async completeCollection(id: number, userId: number): Promise<SlideCollectionState> {
      await learnersCollection(id, userId);
      await db
        .insert(slideCollectionProgress)
        .values({ userId, collectionId: id, completedAt: sql`now()` })
        .onConflictDoUpdate({
          target: [slideCollectionProgress.userId, slideCollectionProgress.collectionId],
          set: { completedAt: sql`coalesce(${slideCollectionProgress.completedAt}, now())` },
        });
      return collectionState(db, id, userId);
    },

    /**
     * Scores the collection's check, like a quiz: every attempt is kept; the first one that
     * reaches the pass mark records `passed_at`, awards POINTS.slideCollectionPassed through the
     * ledger (unique per user and collection, so concurrent passes award once) and emits
     * `slide-collection.passed`.
     */
    async attempt(id: number, userId: number, answers: Answers): Promise<SlideCollectionAttempt> {
      const collection = await learnersCollection(id, userId);
      const questions = await collectionQuestions(db, id);
      checkAnswers(questions, answers);
      const correct = scoreAnswers(questions, answers);
      const percent = percentOf(correct, questions.length);
      const passed = questions.length > 0 && percent >= collection.passPercent;
      const { row, pointsAwarded } = await db.transaction(async (tx) => {
        await tx.insert(slideCollectionProgress).values({ userId, collectionId: id }).onConflictDoNothing();
        const [inserted] = await tx
          .insert(slideCollectionAttempts)
          .values({ collectionId: id, userId, answers, correctCount: correct, questionCount: questions.length, percent, passed })
          .returning();
        let awarded = 0;
        if (passed) {
          await tx
            .update(slideCollectionProgress)
            .set({ passedAt: sql`coalesce(${slideCollectionProgress.passedAt}, now())` })
            .where(and(eq(slideCollectionProgress.userId, userId), eq(slideCollectionProgress.collectionId, id)));
          if (await points.award(tx, { userId, reason: 'slideCollectionPassed', objectType: 'slide_collection', objectId: id })) {
            awarded = POINTS.slideCollectionPassed;
            await events.emit(tx, {
              type: 'slide-collection.passed',
              payload: { userId, collectionId: id, score: percent },
              userId,
            });
          }
        }
        return { row: inserted!, pointsAwarded: awarded };
      });
      return {
        ...attemptSummary(row),
        collectionId: id,
        passPercent: collection.passPercent,
        pointsAwarded,
        review: questions.map((q) => ({
          id: q.id,
          position: q.position,
          prompt: q.prompt,
          kind: q.kind,
          options: q.options,
          chosen: answers[String(q.id)] ?? [],
          correct: q.correct,
          isCorrect: scoreAnswers([q], answers) === 1,
          explanation: q.explanation,
        })),
      };
    },
  };
}

export type SlidesService = ReturnType<typeof createSlidesService>;
