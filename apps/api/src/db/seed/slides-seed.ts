import { POINTS } from '@lp/contract/constants';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { insertInChunks } from '../insert-in-chunks.ts';
import { users } from '../schema/accounts.ts';
import { courseModules, moduleItems } from '../schema/courses.ts';
import { enrolments, itemContents, itemProgress } from '../schema/learning.ts';
import { pointAwards } from '../schema/platform.ts';
import {
  slideCollectionAttempts,
  slideCollectionDecks,
  slideCollectionProgress,
  slideCollectionQuestions,
  slideCollections,
  slideDecks,
  slideProgress,
} from '../schema/slides.ts';
import { streams } from '../schema/taxonomy.ts';
import { COLLECTIONS, DECKS, SLIDE_LESSONS } from './slides-data.ts';
import { slugify } from './taxonomy-data.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** What a slide lesson says under its deck. */
export const SLIDE_LESSON_NOTE =
  'Page through the slides above with the arrows (or swipe on a phone). Reaching the last slide completes the deck and this lesson.';

/**
 * The slide decks of slides-data.ts; the lessons of SLIDE_LESSONS become slide lessons that open
 * their deck; every course with a matching module gets its slide collection; the demo learner
 * gets some deck progress (with its points) and, in a course they take, a collection passed.
 */
export async function seedSlides(db: Database, options: { demoEmail?: string; now?: Date } = {}): Promise<void> {
  const now = options.now ?? new Date();
  await seedSlideLessons(db, await seedDecks(db, now), { ...options, now });
}

/** The slide decks of slides-data.ts, published on days before `now`; their ids by title. */
export async function seedDecks(db: Database, now: Date): Promise<Map<string, number>> {
  const streamRows = await db.select({ id: streams.id, slug: streams.slug }).from(streams);
  const streamId = new Map(streamRows.map((r) => [r.slug, r.id]));
  const deckRows = await db
    .insert(slideDecks)
    .values(
      DECKS.map((deck, i) => ({
        slug: slugify(deck.title),
        title: deck.title,
        summary: deck.summary,
        streamId: streamId.get(deck.stream) ?? null,
        slides: deck.slides.map(([title, body]) => ({ title, body })),
        slideCount: deck.slides.length,
        featured: deck.featured ?? false,
        isPremium: deck.premium ?? false,
        publishedAt: new Date(now.getTime() - (i * 2 + 1) * DAY_MS),
      })),
    )
    .returning({ id: slideDecks.id, title: slideDecks.title });
  return new Map(deckRows.map((r) => [r.title, r.id]));
}

/**
 * The rest of seedSlides once the decks are in (`deckId`: their ids by title): slide lessons,
 * collections and the demo learner's deck progress.
 */
export async function seedSlideLessons(
  db: Database,
  deckId: Map<string, number>,
  options: { demoEmail?: string; now?: Date } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  // Slide lessons: the lesson opens its deck in the course player.
  for (const [lesson, deck] of Object.entries(SLIDE_LESSONS)) {
    const id = deckId.get(deck);
    if (!id) continue;
    const items = await db
      .update(moduleItems)
      .set({ kind: 'slides' })
      .where(eq(moduleItems.title, lesson))
      .returning({ id: moduleItems.id });
    if (items.length === 0) continue;
    await db
      .update(itemContents)
      .set({ deckId: id, body: SLIDE_LESSON_NOTE })
      .where(
        inArray(
          itemContents.itemId,
          items.map((i) => i.id),
        ),
      );
  }

  // Collections: one per course that teaches the module, with its decks and check.
  const collectionRows: { id: number; courseId: number; title: string }[] = [];
  for (const collection of COLLECTIONS) {
    const courseRows = await db
      .selectDistinct({ courseId: courseModules.courseId })
      .from(courseModules)
      .where(eq(courseModules.title, collection.moduleTitle))
      .orderBy(asc(courseModules.courseId));
    if (courseRows.length === 0) continue;
    await insertInChunks(courseRows, 500, async (chunk) => {
      collectionRows.push(
        ...(await db
          .insert(slideCollections)
          .values(
            chunk.map(({ courseId }) => ({
              courseId,
              position: 1,
              title: collection.title,
              summary: collection.summary,
              passPercent: collection.passPercent,
              questionCount: collection.questions.length,
            })),
          )
          .returning({ id: slideCollections.id, courseId: slideCollections.courseId, title: slideCollections.title })),
      );
    });
  }
  const byTitle = new Map(COLLECTIONS.map((c) => [c.title, c]));
  await insertInChunks(
    collectionRows.flatMap((row) =>
      byTitle
        .get(row.title)!
        .decks.flatMap((title, i) =>
          deckId.has(title) ? [{ collectionId: row.id, deckId: deckId.get(title)!, position: i + 1 }] : [],
        ),
    ),
    1000,
    (chunk) => db.insert(slideCollectionDecks).values(chunk),
  );
  await insertInChunks(
    collectionRows.flatMap((row) =>
      byTitle.get(row.title)!.questions.map(([prompt, options, correct, explanation], i) => ({
        collectionId: row.id,
        position: i + 1,
        prompt,
        kind: correct.length > 1 ? ('multiple' as const) : ('single' as const),
        options: options.map((text, o) => ({ id: o + 1, text })),
        correct,
        explanation,
      })),
    ),
    1000,
    (chunk) => db.insert(slideCollectionQuestions).values(chunk),
  );

  if (!options.demoEmail) return;
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, options.demoEmail));
  if (!demo) return;

  // The decks of the slide lessons the demo learner completed are completed too, when the lesson was;
  // besides those, one more deck finished on a streak day and one opened today. Each completion has its points.
  const lessonDecks = await db
    .select({ deckId: itemContents.deckId, completedAt: itemProgress.completedAt })
    .from(itemProgress)
    .innerJoin(itemContents, eq(itemContents.itemId, itemProgress.itemId))
    .where(and(eq(itemProgress.userId, demo.id), isNotNull(itemProgress.completedAt), isNotNull(itemContents.deckId)));
  const progress = new Map<number, { startedAt: Date; completedAt: Date | null }>();
  for (const row of lessonDecks) {
    const done = row.completedAt!;
    const known = progress.get(row.deckId!);
    if (!known || (known.completedAt && done < known.completedAt)) {
      progress.set(row.deckId!, { startedAt: new Date(done.getTime() - 8 * 60_000), completedAt: done });
    }
  }
  const extra: [title: string, daysAgo: number, completed: boolean][] = [
    ['Big-O for Placements', 4, true],
    ['React Hooks in 9 Slides', 0, false],
  ];
  for (const [title, daysAgo, completed] of extra) {
    const id = deckId.get(title);
    if (!id || progress.has(id)) continue;
    const at = new Date(now.getTime() - daysAgo * DAY_MS - 5 * HOUR_MS);
    progress.set(id, { startedAt: at, completedAt: completed ? new Date(at.getTime() + 6 * 60_000) : null });
  }
  const progressRows = [...progress].map(([id, p]) => ({ userId: demo.id, deckId: id, ...p }));
  if (progressRows.length > 0) await db.insert(slideProgress).values(progressRows);
  const awardRows = progressRows.flatMap((row) =>
    row.completedAt
      ? [
          {
            userId: demo.id,
            reason: 'slideDeck' as const,
            objectType: 'slide_deck',
            objectId: row.deckId,
            points: POINTS.slideDeck,
            awardedAt: row.completedAt,
          },
        ]
      : [],
  );
  if (awardRows.length > 0) await db.insert(pointAwards).values(awardRows);

  // In a course the demo learner finished: its collection gone through and its check passed.
  const [finished] = await db
    .select({ id: slideCollections.id, title: slideCollections.title })
    .from(slideCollections)
    .innerJoin(enrolments, eq(enrolments.courseId, slideCollections.courseId))
    .where(and(eq(enrolments.userId, demo.id), isNotNull(enrolments.completedAt)))
    .orderBy(asc(slideCollections.id))
    .limit(1);
  if (!finished) return;
  const questions = await db
    .select()
    .from(slideCollectionQuestions)
    .where(eq(slideCollectionQuestions.collectionId, finished.id))
    .orderBy(asc(slideCollectionQuestions.position));
  const passedAt = new Date(now.getTime() - 8 * DAY_MS - 2 * HOUR_MS);
  await db.insert(slideCollectionProgress).values({
    userId: demo.id,
    collectionId: finished.id,
    startedAt: new Date(passedAt.getTime() - 20 * 60_000),
    completedAt: new Date(passedAt.getTime() - 60_000),
    passedAt,
  });
  await db.insert(slideCollectionAttempts).values({
    collectionId: finished.id,
    userId: demo.id,
    answers: Object.fromEntries(questions.map((q) => [String(q.id), q.correct])),
    correctCount: questions.length,
    questionCount: questions.length,
    percent: 100,
    passed: true,
    submittedAt: passedAt,
  });
  await db.insert(pointAwards).values({
    userId: demo.id,
    reason: 'slideCollectionPassed',
    objectType: 'slide_collection',
    objectId: finished.id,
    points: POINTS.slideCollectionPassed,
    awardedAt: passedAt,
  });
}
