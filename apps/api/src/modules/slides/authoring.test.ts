import { MESSAGES } from '@lp/contract/messages';
import { describe, expect, it } from 'vitest';
import { insertCourse, insertInstitute } from '../../db/seed/catalogue-factories.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { insertStaff } from '../../test/staff.ts';
import { createTestContext } from '../../test/test-app.ts';

const t = await createTestContext();
const instituteA = await insertInstitute(t.db);
const instituteB = await insertInstitute(t.db);
const instructorA = await t.signIn((await insertStaff(t.db, 'instructor', { instituteId: instituteA.id })).email, 'Learnly@123');
const instructorB = await t.signIn((await insertStaff(t.db, 'instructor', { instituteId: instituteB.id })).email, 'Learnly@123');

async function newDeck(cookie: string, title = 'Arrays in JavaScript') {
  const res = await t.post('/api/studio/decks', { title }, { cookie });
  expect(res.status, res.text).toBe(201);
  return res.body.data;
}

const slides = [
  { title: 'What is an array?', body: 'An **ordered** list: `[1, 2, 3]`.' },
  { title: 'map', body: '```js\n[1, 2].map((n) => n * 2)\n```' },
  { title: 'filter', body: 'Keeps what passes the test.' },
];

describe('the deck editor', () => {
  it('adds, reorders and removes slides, publishes, and keeps drafts from learners', async () => {
    const deck = await newDeck(instructorA);
    expect(deck).toMatchObject({ status: 'draft', slideCount: 0, institute: { id: instituteA.id } });
    const empty = await t.post(`/api/studio/decks/${deck.id}/publish`, undefined, { cookie: instructorA });
    expect(empty.status).toBe(409);
    expect(empty.body.error).toBe(MESSAGES.deckNeedsSlides);

    let res = await t.call('PATCH', `/api/studio/decks/${deck.id}`, { slides }, { cookie: instructorA });
    expect(res.status, res.text).toBe(200);
    // Reorder (filter first) and remove "map".
    res = await t.call('PATCH', `/api/studio/decks/${deck.id}`, { slides: [slides[2], slides[0]] }, { cookie: instructorA });
    expect(res.body.data.slides.map((s: { title: string }) => s.title)).toEqual(['filter', 'What is an array?']);
    expect(res.body.data.slideCount).toBe(2);

    const learner = await t.signIn((await insertUser(t.db)).email, 'Learnly@123');
    expect((await t.get(`/api/core/slides/${deck.id}`, { cookie: learner })).status).toBe(404);
    const published = await t.post(`/api/studio/decks/${deck.id}/publish`, undefined, { cookie: instructorA });
    expect(published.status).toBe(200);
    expect(published.body.data.status).toBe('published');
    const seen = await t.get(`/api/core/slides/${deck.id}`, { cookie: learner });
    expect(seen.status, seen.text).toBe(200);
    expect(seen.body.data.slides[0].title).toBe('filter');
  });

  it("answers another institute's instructor with 404 and lists only their own decks", async () => {
    const deck = await newDeck(instructorA, 'Flexbox in practice');
    expect((await t.get(`/api/studio/decks/${deck.id}`, { cookie: instructorB })).status).toBe(404);
    expect((await t.call('PATCH', `/api/studio/decks/${deck.id}`, { title: 'Mine now' }, { cookie: instructorB })).status).toBe(
      404,
    );
    expect((await t.post(`/api/studio/decks/${deck.id}/publish`, undefined, { cookie: instructorB })).status).toBe(404);
    const listB = await t.get('/api/studio/decks?page_size=50', { cookie: instructorB });
    expect(listB.body.data.results.map((d: { id: number }) => d.id)).not.toContain(deck.id);
    const listA = await t.get('/api/studio/decks?page_size=50', { cookie: instructorA });
    expect(listA.body.data.results.map((d: { id: number }) => d.id)).toContain(deck.id);
  });
});

describe('slide collections', () => {
  it("puts the institute's decks in order with a check, and refuses another institute's deck and course", async () => {
    const course = await insertCourse(t.db, { instituteId: instituteA.id });
    const courseB = await insertCourse(t.db, { instituteId: instituteB.id });
    const one = await newDeck(instructorA, 'Deck one');
    const two = await newDeck(instructorA, 'Deck two');
    const foreign = await newDeck(instructorB, 'Deck of B');

    const created = await t.post(
      '/api/studio/collections',
      { courseId: course.id, title: 'Week 1 revision' },
      { cookie: instructorA },
    );
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id;
    const notMine = await t.post(
      '/api/studio/collections',
      { courseId: courseB.id, title: 'Week 1 revision' },
      { cookie: instructorA },
    );
    expect(notMine.status).toBe(404);

    const saved = await t.call(
      'PATCH',
      `/api/studio/collections/${id}`,
      {
        deckIds: [two.id, one.id],
        questions: [
          {
            prompt: 'What does map return?',
            kind: 'single',
            options: [
              { text: 'A new array', correct: true },
              { text: 'Nothing', correct: false },
            ],
          },
        ],
      },
      { cookie: instructorA },
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.decks.map((d: { id: number }) => d.id)).toEqual([two.id, one.id]);
    expect(saved.body.data.questions[0].options[0]).toMatchObject({ text: 'A new array', correct: true });

    const mixed = await t.call(
      'PATCH',
      `/api/studio/collections/${id}`,
      { deckIds: [one.id, foreign.id] },
      { cookie: instructorA },
    );
    expect(mixed.status).toBe(422);
    expect(mixed.body.fields.deckIds).toBe(MESSAGES.collectionDeckUnknown);
    expect((await t.get(`/api/studio/collections/${id}`, { cookie: instructorB })).status).toBe(404);
  });
});
