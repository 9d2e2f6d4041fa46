import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.ts';
import type { DatabaseHandle } from '../client.ts';
import { moduleItems } from '../schema/courses.ts';
import { itemContents } from '../schema/learning.ts';
import { pointAwards } from '../schema/platform.ts';
import {
  slideCollectionDecks,
  slideCollectionProgress,
  slideCollectionQuestions,
  slideCollections,
  slideDecks,
  slideProgress,
} from '../schema/slides.ts';
import { seedCatalogue } from './catalogue-seed.ts';
import { insertUser } from './factories.ts';
import { seedLearning } from './learning-seed.ts';
import { COLLECTIONS, DECKS, SLIDE_LESSONS } from './slides-data.ts';
import { seedSlides } from './slides-seed.ts';

let handle: DatabaseHandle;
let demoId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  demoId = (await insertUser(handle.db, { email: 'demo@learnly.in', showPreferences: false })).id;
  await seedCatalogue(handle.db);
  await seedLearning(handle.db, { demoEmail: 'demo@learnly.in' });
  await seedSlides(handle.db, { demoEmail: 'demo@learnly.in' });
}, 180_000);
afterAll(() => handle.close());

describe('the slides data', () => {
  it('has 20+ real decks of 6 to 12 slides across streams, some featured and some premium', () => {
    expect(DECKS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(DECKS.map((d) => d.title)).size).toBe(DECKS.length);
    expect(new Set(DECKS.map((d) => d.stream)).size).toBeGreaterThanOrEqual(6);
    expect(DECKS.filter((d) => d.featured).length).toBeGreaterThanOrEqual(3);
    expect(DECKS.filter((d) => d.premium).length).toBeGreaterThanOrEqual(2);
    for (const deck of DECKS) {
      expect(deck.slides.length, deck.title).toBeGreaterThanOrEqual(6);
      expect(deck.slides.length, deck.title).toBeLessThanOrEqual(12);
      for (const [title, body] of deck.slides) {
        expect(title.trim().length, deck.title).toBeGreaterThan(0);
        expect(body.trim().length, `${deck.title}: ${title}`).toBeGreaterThan(20);
        expect(body).not.toMatch(/lorem|ipsum|```/i);
      }
    }
  });

  it('names only decks that exist, and right options inside each question', () => {
    const titles = new Set(DECKS.map((d) => d.title));
    for (const deck of Object.values(SLIDE_LESSONS)) expect(titles, deck).toContain(deck);
    for (const collection of COLLECTIONS) {
      for (const deck of collection.decks) expect(titles, deck).toContain(deck);
      // Collections are part of a course: their decks must open for every learner of it.
      for (const deck of collection.decks) expect(DECKS.find((d) => d.title === deck)?.premium ?? false, deck).toBe(false);
      for (const [prompt, options, correct] of collection.questions) {
        expect(correct.length, prompt).toBeGreaterThan(0);
        for (const id of correct) expect(id >= 1 && id <= options.length, prompt).toBe(true);
      }
    }
  });
});

describe('the slides seed', () => {
  it('stores every deck with its slide count', async () => {
    const rows = await handle.db.select().from(slideDecks);
    expect(rows).toHaveLength(DECKS.length);
    for (const row of rows) expect(row.slideCount).toBe(row.slides.length);
  });

  it('turns lessons into slide lessons that open their deck', async () => {
    const rows = await handle.db
      .select({ kind: moduleItems.kind, deckId: itemContents.deckId })
      .from(moduleItems)
      .innerJoin(itemContents, eq(itemContents.itemId, moduleItems.id))
      .where(eq(moduleItems.kind, 'slides'));
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((r) => r.deckId !== null)).toBe(true);
  });

  it('gives several courses a slide collection with decks in order and a check', async () => {
    const [collections] = await handle.db.select({ n: count() }).from(slideCollections);
    expect(collections?.n).toBeGreaterThanOrEqual(2);
    const [courses] = await handle.db
      .select({ n: sql<number>`count(distinct ${slideCollections.courseId})::int` })
      .from(slideCollections);
    expect(courses?.n).toBeGreaterThanOrEqual(2);
    const [incomplete] = await handle.db
      .select({ n: count() })
      .from(slideCollections)
      .where(
        sql`${slideCollections.questionCount} <> (select count(*) from ${slideCollectionQuestions} q where q.collection_id = ${slideCollections.id})
          or not exists (select 1 from ${slideCollectionDecks} d where d.collection_id = ${slideCollections.id})`,
      );
    expect(incomplete?.n).toBe(0);
  });

  it('gives the demo learner deck progress with its points, and a passed collection', async () => {
    const progress = await handle.db.select().from(slideProgress).where(eq(slideProgress.userId, demoId));
    expect(progress.length).toBeGreaterThanOrEqual(3);
    const completed = progress.filter((p) => p.completedAt !== null);
    const awards = await handle.db
      .select()
      .from(pointAwards)
      .where(and(eq(pointAwards.userId, demoId), eq(pointAwards.reason, 'slideDeck')));
    expect(awards.map((a) => a.objectId).sort()).toEqual(completed.map((p) => p.deckId).sort());
    const passed = await handle.db
      .select()
      .from(slideCollectionProgress)
      .where(and(eq(slideCollectionProgress.userId, demoId), isNotNull(slideCollectionProgress.passedAt)));
    expect(passed).toHaveLength(1);
  });
});
