import { POINTS } from '@lp/contract/constants';
import { MESSAGES } from '@lp/contract/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrolments } from '../../db/schema/learning.ts';
import { outboxEvents, pointAwards } from '../../db/schema/platform.ts';
import { slideCollectionAttempts, slideProgress } from '../../db/schema/slides.ts';
import { insertCourse } from '../../db/seed/catalogue-factories.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { insertCollection, insertDeck } from '../../db/seed/slides-factories.ts';
import { subscribe } from '../../test/premium.ts';
import { createTestContext } from '../../test/test-app.ts';

const t = await createTestContext();
let seq = 0;

async function learner() {
  const email = `slides${++seq}@example.in`;
  const user = await insertUser(t.db, { email, password: 'Secret123' });
  return { id: user.id, cookie: await t.signIn(email, 'Secret123') };
}

async function awardsOf(userId: number, reason: 'slideDeck' | 'slideCollectionPassed') {
  return t.db
    .select()
    .from(pointAwards)
    .where(and(eq(pointAwards.userId, userId), eq(pointAwards.reason, reason)));
}

async function eventsOf(userId: number, type: string) {
  return t.db
    .select()
    .from(outboxEvents)
    .where(and(eq(outboxEvents.type, type), eq(outboxEvents.userId, userId)));
}

describe('GET /api/core/slides and /featured', () => {
  it('lists cards (featured first, no slides), filters by featured, text and stream; 404 past the end, 422 on bad input', async () => {
    await insertDeck(t.db, { title: 'Big-O for Placements', summary: 'Time complexity in eight slides.', featured: true });
    await insertDeck(t.db, { title: 'SQL Joins in Eight Slides', summary: 'Inner, left and full joins.' });
    const list = await t.get('/api/core/slides?page_size=50');
    expect(list.status).toBe(200);
    expect(list.body.data.results[0]).toMatchObject({ title: 'Big-O for Placements', featured: true, slideCount: 3 });
    expect(list.body.data.results[0]).not.toHaveProperty('slides');
    expect(list.body.data.count).toBeGreaterThanOrEqual(2);

    const featured = await t.get('/api/core/slides/featured');
    expect(featured.status).toBe(200);
    expect(featured.body.data.results.length).toBeGreaterThan(0);
    expect(featured.body.data.results.every((d: { featured: boolean }) => d.featured)).toBe(true);
    const flagged = await t.get('/api/core/slides?featured=true');
    expect(flagged.body.data.results.map((d: { id: number }) => d.id)).toEqual(
      featured.body.data.results.map((d: { id: number }) => d.id),
    );
    const notFeatured = await t.get('/api/core/slides?featured=false&page_size=100');
    expect(notFeatured.body.data.results.some((d: { featured: boolean }) => d.featured)).toBe(false);

    const search = await t.get('/api/core/slides?q=joins');
    expect(search.body.data.results.map((d: { title: string }) => d.title)).toEqual(['SQL Joins in Eight Slides']);
    expect((await t.get('/api/core/slides?stream=no-such-stream')).body.data).toEqual({ results: [], next: null, count: 0 });

    const past = await t.get('/api/core/slides?page=999');
    expect(past.status).toBe(404);
    expect(past.body.error).toBe(MESSAGES.noMoreSlides);
    for (const query of ['page=0', 'page_size=101', 'featured=maybe', `q=${'x'.repeat(101)}`]) {
      const res = await t.get(`/api/core/slides?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.error).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/core/slides/{idOrSlug}', () => {
  it('serves a free deck to anyone by id or slug, with progress only for the signed-in caller', async () => {
    const deck = await insertDeck(t.db, { title: 'React Hooks' });
    const byId = await t.get(`/api/core/slides/${deck.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.data).toMatchObject({ id: deck.id, locked: false, progress: null, slideCount: 3 });
    expect(byId.body.data.slides[1]).toEqual({ title: 'An example', body: '```sql\nselect 1;\n```' });
    const bySlug = await t.get(`/api/core/slides/${deck.slug}`);
    expect(bySlug.body.data.id).toBe(deck.id);

    const me = await learner();
    await t.post(`/api/core/slides/${deck.id}/start`, undefined, { cookie: me.cookie });
    const mine = await t.get(`/api/core/slides/${deck.slug}`, { cookie: me.cookie });
    expect(mine.body.data.progress).toMatchObject({ startedAt: expect.any(String), completedAt: null });
    // Another user's progress is never in anyone else's answer.
    const them = await learner();
    expect((await t.get(`/api/core/slides/${deck.id}`, { cookie: them.cookie })).body.data.progress).toBeNull();
    expect((await t.get(`/api/core/slides/${deck.id}`)).body.data.progress).toBeNull();
  });

  it('answers 404 to a deck that does not exist and to values that cannot name one', async () => {
    for (const value of ['987654', 'no-such-deck', '-1', '0', '99999999999', 'bad%20slug']) {
      const res = await t.get(`/api/core/slides/${value}`);
      expect(res.status, value).toBe(404);
      expect(res.body.error).toBe(MESSAGES.slideDeckNotFound);
    }
  });

  it('locks a premium deck (card only) for visitors and non-members and opens it for members', async () => {
    const deck = await insertDeck(t.db, { title: 'System Design Interviews', isPremium: true });
    const visitor = await t.get(`/api/core/slides/${deck.id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.data).toMatchObject({ isPremium: true, locked: true, slides: [], slideCount: 3 });
    const free = await learner();
    const refused = await t.get(`/api/core/slides/${deck.id}`, { cookie: free.cookie });
    expect(refused.body.data).toMatchObject({ locked: true, slides: [] });
    for (const action of ['start', 'complete']) {
      const res = await t.post(`/api/core/slides/${deck.id}/${action}`, undefined, { cookie: free.cookie });
      expect(res.status, action).toBe(403);
      expect(res.body.error).toBe(MESSAGES.premiumOnly);
    }
    expect(await awardsOf(free.id, 'slideDeck')).toHaveLength(0);

    const member = await learner();
    await subscribe(t, member.cookie);
    const open = await t.get(`/api/core/slides/${deck.slug}`, { cookie: member.cookie });
    expect(open.body.data).toMatchObject({ locked: false });
    expect(open.body.data.slides).toHaveLength(3);
    const done = await t.post(`/api/core/slides/${deck.id}/complete`, undefined, { cookie: member.cookie });
    expect(done.status).toBe(200);
    expect(done.body.data.pointsAwarded).toBe(POINTS.slideDeck);
  });
});

describe('POST /api/core/slides/{idOrSlug}/start and /complete', () => {
  it('need a session (401) and a deck (404)', async () => {
    const deck = await insertDeck(t.db);
    for (const action of ['start', 'complete']) {
      const res = await t.post(`/api/core/slides/${deck.id}/${action}`);
      expect(res.status).toBe(401);
      expect(res.body.error).toBe(MESSAGES.notSignedIn);
    }
    const me = await learner();
    expect((await t.post('/api/core/slides/987654/start', undefined, { cookie: me.cookie })).status).toBe(404);
    expect((await t.post('/api/core/slides/no-such-deck/complete', undefined, { cookie: me.cookie })).status).toBe(404);
  });

  it('start is idempotent; complete awards the points once and emits one event', async () => {
    const deck = await insertDeck(t.db, { title: 'GST Basics for Accountants' });
    const me = await learner();
    const first = await t.post(`/api/core/slides/${deck.slug}/start`, undefined, { cookie: me.cookie });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ deckId: deck.id, completedAt: null, pointsAwarded: 0 });
    const again = await t.post(`/api/core/slides/${deck.id}/start`, undefined, { cookie: me.cookie });
    expect(again.body.data.startedAt).toBe(first.body.data.startedAt);

    const done = await t.post(`/api/core/slides/${deck.id}/complete`, undefined, { cookie: me.cookie });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      deckId: deck.id,
      startedAt: first.body.data.startedAt,
      pointsAwarded: POINTS.slideDeck,
    });
    expect(done.body.data.completedAt).toEqual(expect.any(String));
    const repeat = await t.post(`/api/core/slides/${deck.id}/complete`, undefined, { cookie: me.cookie });
    expect(repeat.body.data).toMatchObject({ completedAt: done.body.data.completedAt, pointsAwarded: 0 });
    // Opening a finished deck again leaves it finished.
    const reopened = await t.post(`/api/core/slides/${deck.id}/start`, undefined, { cookie: me.cookie });
    expect(reopened.body.data.completedAt).toBe(done.body.data.completedAt);

    expect(await awardsOf(me.id, 'slideDeck')).toHaveLength(1);
    const events = await eventsOf(me.id, 'slide-deck.completed');
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toEqual({ userId: me.id, deckId: deck.id });
    const streak = await t.get('/api/accounts/streak', { cookie: me.cookie });
    expect(streak.body.data.totalPoints).toBe(POINTS.slideDeck);
  });

  it('completing without starting first records both', async () => {
    const deck = await insertDeck(t.db);
    const me = await learner();
    const done = await t.post(`/api/core/slides/${deck.id}/complete`, undefined, { cookie: me.cookie });
    expect(done.body.data).toMatchObject({ startedAt: expect.any(String), completedAt: expect.any(String) });
  });

  it('20 concurrent completes of one deck award the points once', async () => {
    const deck = await insertDeck(t.db);
    const me = await learner();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.post(`/api/core/slides/${deck.id}/complete`, undefined, { cookie: me.cookie })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(results.filter((r) => r.body.data.pointsAwarded === POINTS.slideDeck)).toHaveLength(1);
    expect(new Set(results.map((r) => r.body.data.completedAt)).size).toBe(1);
    expect(await awardsOf(me.id, 'slideDeck')).toHaveLength(1);
    expect(await eventsOf(me.id, 'slide-deck.completed')).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(slideProgress)
      .where(and(eq(slideProgress.userId, me.id), eq(slideProgress.deckId, deck.id)));
    expect(rows).toHaveLength(1);
  });
});

/** A course with two decks in one collection, and a learner enrolled in it. */
async function courseWithCollection(options: { isPremium?: boolean } = {}) {
  const course = await insertCourse(t.db, options, { moduleCount: 1 });
  const decks = [await insertDeck(t.db, { title: 'Arrays and Strings' }), await insertDeck(t.db, { title: 'Hash Maps' })];
  const collection = await insertCollection(t.db, {
    courseId: course.id,
    deckIds: decks.map((d) => d.id),
    title: 'Revise: arrays and hashing',
    questions: [
      { prompt: 'Average lookup in a hash map?', options: ['O(1)', 'O(n)', 'O(log n)'], correct: [1], explanation: 'Hashing.' },
      { prompt: 'Which are linear?', options: ['Array scan', 'Binary search', 'Linked list walk'], correct: [1, 3] },
      { prompt: 'Index of the first element?', options: ['0', '1'], correct: [1], explanation: 'Zero-based.' },
    ],
  });
  return { course, decks, collection };
}

async function enrolled(courseId: number) {
  const me = await learner();
  const res = await t.post(`/api/core/courses/${courseId}/enrol`, undefined, { cookie: me.cookie });
  expect(res.status, res.text).toBe(201);
  return me;
}

/** Right answers, or the first `wrong` questions answered wrongly. */
function answersFor(collection: Awaited<ReturnType<typeof insertCollection>>, wrong = 0) {
  return Object.fromEntries(collection.questions.map((q, i) => [String(q.id), i < wrong ? [2] : q.correct]));
}

describe('GET /api/core/courses/slides/collections', () => {
  it("lists a course's collections in order by course id or slug, with the caller's progress", async () => {
    const { course, collection } = await courseWithCollection();
    const second = await insertCollection(t.db, { courseId: course.id, deckIds: [], title: 'Revise: trees', position: 99 });
    const visitor = await t.get(`/api/core/courses/slides/collections?course=${course.slug}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.data.count).toBe(2);
    expect(visitor.body.data.results.map((c: { id: number }) => c.id)).toEqual([collection.id, second.id]);
    expect(visitor.body.data.results[0]).toMatchObject({
      title: 'Revise: arrays and hashing',
      deckCount: 2,
      questionCount: 3,
      passPercent: 60,
      progress: null,
    });
    expect(JSON.stringify(visitor.body)).not.toMatch(/"correct"|explanation/);

    const me = await enrolled(course.id);
    await t.post(`/api/core/courses/slides/collections/${collection.id}/start`, undefined, { cookie: me.cookie });
    const mine = await t.get(`/api/core/courses/slides/collections?course=${course.id}`, { cookie: me.cookie });
    expect(mine.body.data.results[0].progress).toMatchObject({
      startedAt: expect.any(String),
      completedAt: null,
      passedAt: null,
    });
    expect((await t.get(`/api/core/courses/slides/collections?course=${course.id}`)).body.data.results[0].progress).toBeNull();
  });

  it('answers 404 to an unknown course, an empty list to a course without collections, 422 without a course', async () => {
    const res = await t.get('/api/core/courses/slides/collections?course=no-such-course');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(MESSAGES.courseNotFound);
    const bare = await insertCourse(t.db, { title: 'Tally Prime Essentials' }, { moduleCount: 1 });
    expect((await t.get(`/api/core/courses/slides/collections?course=${bare.id}`)).body.data).toEqual({
      results: [],
      next: null,
      count: 0,
    });
    const missing = await t.get('/api/core/courses/slides/collections');
    expect(missing.status).toBe(422);
    expect(missing.body.fields).toHaveProperty('course');
  });
});

describe('GET /api/core/courses/slides/collections/{id}', () => {
  it('shows enrolled learners the decks in order and the questions without their answers', async () => {
    const { course, decks, collection } = await courseWithCollection();
    const me = await enrolled(course.id);
    await t.post(`/api/core/slides/${decks[1]!.id}/complete`, undefined, { cookie: me.cookie });
    const res = await t.get(`/api/core/courses/slides/collections/${collection.id}`, { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: collection.id,
      course: { id: course.id, slug: course.slug, title: course.title },
      deckCount: 2,
      questionCount: 3,
      progress: null,
      attempts: [],
    });
    expect(res.body.data.decks.map((d: { title: string }) => d.title)).toEqual(['Arrays and Strings', 'Hash Maps']);
    expect(res.body.data.decks[0].progress).toBeNull();
    expect(res.body.data.decks[1].progress.completedAt).toEqual(expect.any(String));
    expect(res.body.data.questions[1]).toMatchObject({ kind: 'multiple', options: expect.any(Array) });
    expect(JSON.stringify(res.body)).not.toMatch(/"correct"|explanation|Hashing\./);
  });

  it('answers 401 signed out, 403 when not enrolled, 404 when missing, 422 for a bad id', async () => {
    const { collection } = await courseWithCollection();
    const path = `/api/core/courses/slides/collections/${collection.id}`;
    expect((await t.get(path)).status).toBe(401);
    const stranger = await learner();
    for (const [method, suffix] of [
      ['GET', ''],
      ['POST', '/start'],
      ['POST', '/complete'],
    ] as const) {
      const res = await t.call(method, `${path}${suffix}`, undefined, { cookie: stranger.cookie });
      expect(res.status, suffix).toBe(403);
      expect(res.body.error).toBe(MESSAGES.notEnrolled);
    }
    const attempt = await t.post(`${path}/attempt`, { answers: answersFor(collection) }, { cookie: stranger.cookie });
    expect(attempt.status).toBe(403);
    expect(await awardsOf(stranger.id, 'slideCollectionPassed')).toHaveLength(0);

    const missing = await t.get('/api/core/courses/slides/collections/987654', { cookie: stranger.cookie });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(MESSAGES.slideCollectionNotFound);
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await t.get(`/api/core/courses/slides/collections/${bad}`, { cookie: stranger.cookie });
      expect(res.status, bad).toBe(422);
      expect(res.body.fields).toHaveProperty('id');
    }
  });

  it("keeps a premium course's collections for members: an enrolment left from an ended plan is a 403", async () => {
    const { course, collection } = await courseWithCollection({ isPremium: true });
    const member = await learner();
    await subscribe(t, member.cookie);
    expect((await t.post(`/api/core/courses/${course.id}/enrol`, undefined, { cookie: member.cookie })).status).toBe(201);
    expect((await t.get(`/api/core/courses/slides/collections/${collection.id}`, { cookie: member.cookie })).status).toBe(200);

    const free = await learner();
    await t.db.insert(enrolments).values({ userId: free.id, courseId: course.id });
    const res = await t.get(`/api/core/courses/slides/collections/${collection.id}`, { cookie: free.cookie });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(MESSAGES.premiumOnly);
  });
});

describe('POST /api/core/courses/slides/collections/{id}/start and /complete', () => {
  it('are idempotent and count the decks completed', async () => {
    const { course, decks, collection } = await courseWithCollection();
    const me = await enrolled(course.id);
    const path = `/api/core/courses/slides/collections/${collection.id}`;
    const started = await t.post(`${path}/start`, undefined, { cookie: me.cookie });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({
      collectionId: collection.id,
      completedAt: null,
      passedAt: null,
      deckCount: 2,
      decksCompleted: 0,
    });
    const again = await t.post(`${path}/start`, undefined, { cookie: me.cookie });
    expect(again.body.data.startedAt).toBe(started.body.data.startedAt);

    await t.post(`/api/core/slides/${decks[0]!.id}/complete`, undefined, { cookie: me.cookie });
    const done = await t.post(`${path}/complete`, undefined, { cookie: me.cookie });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ startedAt: started.body.data.startedAt, decksCompleted: 1 });
    expect(done.body.data.completedAt).toEqual(expect.any(String));
    const repeat = await t.post(`${path}/complete`, undefined, { cookie: me.cookie });
    expect(repeat.body.data.completedAt).toBe(done.body.data.completedAt);
    // Going through a collection earns nothing by itself: its check does.
    expect(await awardsOf(me.id, 'slideCollectionPassed')).toHaveLength(0);
  });
});

describe('POST /api/core/courses/slides/collections/{id}/attempt', () => {
  it('scores like a quiz: a fail earns nothing, the first pass earns the points once, with the answers and explanations', async () => {
    const { course, collection } = await courseWithCollection();
    const me = await enrolled(course.id);
    const path = `/api/core/courses/slides/collections/${collection.id}/attempt`;

    const failed = await t.post(path, { answers: answersFor(collection, 2) }, { cookie: me.cookie });
    expect(failed.status).toBe(201);
    expect(failed.body.data).toMatchObject({
      collectionId: collection.id,
      correctCount: 1,
      questionCount: 3,
      percent: 33,
      passed: false,
      passPercent: 60,
      pointsAwarded: 0,
    });
    expect(failed.body.data.review[0]).toMatchObject({ chosen: [2], correct: [1], isCorrect: false, explanation: 'Hashing.' });

    // Unanswered questions count as wrong.
    const partial = await t.post(path, { answers: {} }, { cookie: me.cookie });
    expect(partial.body.data).toMatchObject({ correctCount: 0, passed: false });

    const passed = await t.post(path, { answers: answersFor(collection, 1) }, { cookie: me.cookie });
    expect(passed.body.data).toMatchObject({
      correctCount: 2,
      percent: 66,
      passed: true,
      pointsAwarded: POINTS.slideCollectionPassed,
    });
    const again = await t.post(path, { answers: answersFor(collection) }, { cookie: me.cookie });
    expect(again.body.data).toMatchObject({ percent: 100, passed: true, pointsAwarded: 0 });

    expect(await awardsOf(me.id, 'slideCollectionPassed')).toHaveLength(1);
    const events = await eventsOf(me.id, 'slide-collection.passed');
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toEqual({ userId: me.id, collectionId: collection.id, score: 66 });

    const detail = await t.get(`/api/core/courses/slides/collections/${collection.id}`, { cookie: me.cookie });
    expect(detail.body.data.attempts.map((a: { percent: number }) => a.percent)).toEqual([100, 66, 0, 33]);
    expect(detail.body.data.progress.passedAt).toEqual(expect.any(String));
    // Another learner sees none of it.
    const them = await enrolled(course.id);
    const theirs = await t.get(`/api/core/courses/slides/collections/${collection.id}`, { cookie: them.cookie });
    expect(theirs.body.data).toMatchObject({ attempts: [], progress: null });
  });

  it('refuses bad answers with 422 and the field, and stores nothing', async () => {
    const { course, collection } = await courseWithCollection();
    const me = await enrolled(course.id);
    const path = `/api/core/courses/slides/collections/${collection.id}/attempt`;
    const q1 = String(collection.questions[0]!.id);
    const cases: [unknown, string][] = [
      [{ answers: { 999999: [1] } }, MESSAGES.answerUnknownQuestion],
      [{ answers: { [q1]: [9] } }, MESSAGES.answerUnknownOption],
      [{ answers: { [q1]: [1, 2] } }, MESSAGES.answerSingleChoice],
    ];
    for (const [payload, message] of cases) {
      const res = await t.post(path, payload, { cookie: me.cookie });
      expect(res.status).toBe(422);
      expect(res.body.error).toBe(message);
      expect(res.body.fields).toHaveProperty(`answers.${Object.keys((payload as { answers: object }).answers)[0]}`);
    }
    for (const payload of [{}, { answers: 'all' }, { answers: { [q1]: ['1'] } }, { answers: { abc: [1] } }, []]) {
      const res = await t.post(path, payload, { cookie: me.cookie });
      expect(res.status, JSON.stringify(payload)).toBe(422);
    }
    expect((await t.post(path, '{"answers": ', { cookie: me.cookie })).status).toBe(400);
    const stored = await t.db.select().from(slideCollectionAttempts).where(eq(slideCollectionAttempts.userId, me.id));
    expect(stored).toHaveLength(0);
    expect((await t.post(`/api/core/courses/slides/collections/${collection.id}/attempt`, { answers: {} })).status).toBe(401);
  });

  it('20 concurrent passing attempts award the points once', async () => {
    const { course, collection } = await courseWithCollection();
    const me = await enrolled(course.id);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.post(
          `/api/core/courses/slides/collections/${collection.id}/attempt`,
          { answers: answersFor(collection) },
          { cookie: me.cookie },
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(results.filter((r) => r.body.data.pointsAwarded === POINTS.slideCollectionPassed)).toHaveLength(1);
    expect(await awardsOf(me.id, 'slideCollectionPassed')).toHaveLength(1);
    expect(await eventsOf(me.id, 'slide-collection.passed')).toHaveLength(1);
  });
});
