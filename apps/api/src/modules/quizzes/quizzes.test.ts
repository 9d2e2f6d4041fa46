import { POINTS } from '@lp/contract/constants';
import { MESSAGES } from '@lp/contract/messages';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEvents, pointAwards } from '../../db/schema/platform.ts';
import { quizAttempts } from '../../db/schema/quizzes.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { insertQuiz } from '../../db/seed/learning-factories.ts';
import { subscribe } from '../../test/premium.ts';
import { createTestContext } from '../../test/test-app.ts';

const t = await createTestContext();
let seq = 0;

async function learner() {
  const email = `quizzer${++seq}@example.in`;
  const user = await insertUser(t.db, { email, password: 'Secret123' });
  return { id: user.id, cookie: await t.signIn(email, 'Secret123') };
}

/** Answers: all right, or `wrong` questions answered wrongly. */
function answersFor(quiz: Awaited<ReturnType<typeof insertQuiz>>, wrong = 0) {
  return Object.fromEntries(quiz.questions.map((q, i) => [String(q.id), i < wrong ? [4] : q.correct]));
}

/** Moves an attempt's clock back, as if it had started `seconds` ago. */
async function age(attemptId: number, seconds: number) {
  await t.db
    .update(quizAttempts)
    .set({
      startedAt: sql`${quizAttempts.startedAt} - make_interval(secs => ${seconds})`,
      deadlineAt: sql`${quizAttempts.deadlineAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(quizAttempts.id, attemptId));
}

describe('GET /api/core/quiz', () => {
  it('lists quizzes (featured first) and the featured ones, 404 past the end, 422 on bad paging', async () => {
    await insertQuiz(t.db, { title: 'Indian Polity Basics', featured: true });
    await insertQuiz(t.db, { title: 'SQL Joins' });
    const list = await t.get('/api/core/quiz?page_size=50');
    expect(list.status).toBe(200);
    expect(list.body.data.results[0]).toMatchObject({ title: 'Indian Polity Basics', featured: true, questionCount: 3 });
    expect(list.body.data.results[0]).not.toHaveProperty('questions');
    const featured = await t.get('/api/core/quiz/featured');
    expect(featured.body.data.results.every((q: { featured: boolean }) => q.featured)).toBe(true);
    const search = await t.get('/api/core/quiz?q=joins');
    expect(search.body.data.results.map((q: { title: string }) => q.title)).toEqual(['SQL Joins']);
    expect((await t.get('/api/core/quiz?page=999')).status).toBe(404);
    expect((await t.get('/api/core/quiz?page=0')).status).toBe(422);
  });
});

describe('GET /api/core/quiz/{id}', () => {
  it('never sends the right answers; a visitor sees no questions', async () => {
    const quiz = await insertQuiz(t.db, { title: 'Python Lists' });
    const visitor = await t.get(`/api/core/quiz/${quiz.slug}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.data).toMatchObject({ questions: [], locked: false });
    const me = await learner();
    const res = await t.get(`/api/core/quiz/${quiz.id}`, { cookie: me.cookie });
    expect(res.body.data.questions).toHaveLength(3);
    expect(JSON.stringify(res.body)).not.toMatch(/correct|explanation/);
    expect((await t.get('/api/core/quiz/987654')).status).toBe(404);
  });
});

describe('timed attempts', () => {
  it('starts (201), answers the running attempt again (200), hides answers until submitted, scores with explanations', async () => {
    const quiz = await insertQuiz(t.db, { title: 'Networking Basics', timeLimitSeconds: 300 });
    const me = await learner();
    const started = await t.post(`/api/core/quiz/${quiz.id}/attempts`, undefined, { cookie: me.cookie });
    expect(started.status).toBe(201);
    expect(started.body.data).toMatchObject({ status: 'open', review: null, questionCount: 3 });
    expect(Date.parse(started.body.data.deadlineAt) - Date.parse(started.body.data.startedAt)).toBeGreaterThanOrEqual(300_000);
    const again = await t.post(`/api/core/quiz/${quiz.id}/attempts`, undefined, { cookie: me.cookie });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(started.body.data.id);

    const attemptId = started.body.data.id;
    const read = await t.get(`/api/core/quiz/${quiz.id}/attempts/${attemptId}`, { cookie: me.cookie });
    expect(JSON.stringify(read.body)).not.toMatch(/"correct"|explanation/);

    const submitted = await t.post(
      `/api/core/quiz/${quiz.id}/attempts/${attemptId}`,
      { answers: answersFor(quiz, 1) },
      { cookie: me.cookie },
    );
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({
      status: 'submitted',
      correctCount: 2,
      percent: 66,
      passed: true,
      pointsAwarded: POINTS.quizPassed,
    });
    expect(submitted.body.data.review[0]).toMatchObject({
      isCorrect: false,
      chosen: [4],
      correct: [1],
      explanation: 'It is first.',
    });

    const repeat = await t.post(
      `/api/core/quiz/${quiz.id}/attempts/${attemptId}`,
      { answers: answersFor(quiz) },
      { cookie: me.cookie },
    );
    expect(repeat.status).toBe(409);
    expect(repeat.body.error).toBe(MESSAGES.attemptSubmitted);

    // A second pass of the same quiz earns nothing more.
    const second = await t.post(`/api/core/quiz/${quiz.id}/attempts`, undefined, { cookie: me.cookie });
    const passedAgain = await t.post(
      `/api/core/quiz/${quiz.id}/attempts/${second.body.data.id}`,
      { answers: answersFor(quiz) },
      { cookie: me.cookie },
    );
    expect(passedAgain.body.data).toMatchObject({ percent: 100, pointsAwarded: 0 });
    const detail = await t.get(`/api/core/quiz/${quiz.id}`, { cookie: me.cookie });
    expect(detail.body.data.attempts.map((a: { percent: number }) => a.percent)).toEqual([100, 66]);
    const events = await t.db
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.type, 'quiz.passed'), eq(outboxEvents.userId, me.id)));
    expect(events).toHaveLength(1);
  });

  it('refuses late answers and closes an expired attempt on read and by the job runner', async () => {
    const quiz = await insertQuiz(t.db, { title: 'Quick Reasoning', timeLimitSeconds: 60 });
    const me = await learner();
    const late = await t.post(`/api/core/quiz/${quiz.id}/attempts`, undefined, { cookie: me.cookie });
    await age(late.body.data.id, 120);
    const refused = await t.post(
      `/api/core/quiz/${quiz.id}/attempts/${late.body.data.id}`,
      { answers: answersFor(quiz) },
      { cookie: me.cookie },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(MESSAGES.attemptExpired);
    const read = await t.get(`/api/core/quiz/${quiz.id}/attempts/${late.body.data.id}`, { cookie: me.cookie });
    expect(read.body.data).toMatchObject({ status: 'submitted', expired: true, correctCount: 0, passed: false });
    expect(read.body.data.review).toHaveLength(3);

    const swept = await t.post(`/api/core/quiz/${quiz.id}/attempts`, undefined, { cookie: me.cookie });
    await age(swept.body.data.id, 120);
    // The sweep's schedule is due at once the first time the runner passes (then every minute).
    await t.runJobs();
    const [closed] = await t.db.select().from(quizAttempts).where(eq(quizAttempts.id, swept.body.data.id));
    expect(closed).toMatchObject({ expired: true, passed: false });
    expect(closed!.submittedAt).not.toBeNull();
  });

  it("answers 403 to another user's attempt and 404 to an attempt of another quiz", async () => {
    const quiz = await insertQuiz(t.db, { timeLimitSeconds: 300 });
    const otherQuiz = await insertQuiz(t.db);
    const me = await learner();
    const them = await learner();
    const mine = await t.post(`/api/core/quiz/${quiz.id}/attempts`, undefined, { cookie: me.cookie });
    const id = mine.body.data.id;
    const read = await t.get(`/api/core/quiz/${quiz.id}/attempts/${id}`, { cookie: them.cookie });
    expect(read.status).toBe(403);
    const write = await t.post(
      `/api/core/quiz/${quiz.id}/attempts/${id}`,
      { answers: answersFor(quiz) },
      { cookie: them.cookie },
    );
    expect(write.status).toBe(403);
    expect((await t.get(`/api/core/quiz/${otherQuiz.id}/attempts/${id}`, { cookie: me.cookie })).status).toBe(404);
    expect((await t.get(`/api/core/quiz/${quiz.id}/attempts/${id}`)).status).toBe(401);
    const still = await t.get(`/api/core/quiz/${quiz.id}/attempts/${id}`, { cookie: me.cookie });
    expect(still.body.data.status).toBe('open');
  });

  it('refuses bad answers with 422 and the field', async () => {
    const quiz = await insertQuiz(t.db, { timeLimitSeconds: 300 });
    const me = await learner();
    const { body } = await t.post(`/api/core/quiz/${quiz.id}/attempts`, undefined, { cookie: me.cookie });
    const path = `/api/core/quiz/${quiz.id}/attempts/${body.data.id}`;
    const q1 = String(quiz.questions[0]!.id);
    const cases: [unknown, string][] = [
      [{ answers: { 999999: [1] } }, MESSAGES.answerUnknownQuestion],
      [{ answers: { [q1]: [9] } }, MESSAGES.answerUnknownOption],
      [{ answers: { [q1]: [1, 2] } }, MESSAGES.answerSingleChoice],
    ];
    for (const [payload, message] of cases) {
      const res = await t.post(path, payload, { cookie: me.cookie });
      expect(res.status).toBe(422);
      expect(res.body.error).toBe(message);
    }
    for (const payload of [{}, { answers: 'all' }, { answers: { [q1]: ['1'] } }, { answers: { abc: [1] } }]) {
      const res = await t.post(path, payload, { cookie: me.cookie });
      expect(res.status, JSON.stringify(payload)).toBe(422);
    }
    expect((await t.post(`/api/core/quiz/${quiz.id}/attempts/abc`, { answers: {} }, { cookie: me.cookie })).status).toBe(422);
  });

  it('stops at the attempts allowed (409)', async () => {
    const quiz = await insertQuiz(t.db, { maxAttempts: 1, timeLimitSeconds: 300 });
    const me = await learner();
    const first = await t.post(`/api/core/quiz/${quiz.id}/attempts`, undefined, { cookie: me.cookie });
    await t.post(`/api/core/quiz/${quiz.id}/attempts/${first.body.data.id}`, { answers: {} }, { cookie: me.cookie });
    const second = await t.post(`/api/core/quiz/${quiz.id}/attempts`, undefined, { cookie: me.cookie });
    expect(second.status).toBe(409);
    expect(second.body.error).toBe(MESSAGES.noAttemptsLeft);
    expect((await t.get(`/api/core/quiz/${quiz.id}`, { cookie: me.cookie })).body.data.attemptsLeft).toBe(0);
  });

  it('20 concurrent submits of one attempt score it once and award once', async () => {
    const quiz = await insertQuiz(t.db, { timeLimitSeconds: 300 });
    const me = await learner();
    const { body } = await t.post(`/api/core/quiz/${quiz.id}/attempts`, undefined, { cookie: me.cookie });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.post(`/api/core/quiz/${quiz.id}/attempts/${body.data.id}`, { answers: answersFor(quiz) }, { cookie: me.cookie }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const awards = await t.db.select().from(pointAwards).where(eq(pointAwards.userId, me.id));
    expect(awards).toHaveLength(1);
  });

  it('a premium quiz shows a non-member its card without the questions and refuses their attempts (403)', async () => {
    const quiz = await insertQuiz(t.db, { isPremium: true });
    expect((await t.get(`/api/core/quiz/${quiz.slug}`)).body.data).toMatchObject({ locked: true, questions: [] });
    const me = await learner();
    const detail = await t.get(`/api/core/quiz/${quiz.id}`, { cookie: me.cookie });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ isPremium: true, locked: true, questionCount: 3, questions: [] });
    for (const question of quiz.questions) expect(detail.text).not.toContain(question.prompt);
    const res = await t.post(`/api/core/quiz/${quiz.id}/attempts`, undefined, { cookie: me.cookie });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(MESSAGES.premiumOnly);
    const oneStep = await t.post(`/api/core/quiz/${quiz.id}`, { answers: answersFor(quiz) }, { cookie: me.cookie });
    expect(oneStep.status).toBe(403);
    expect(oneStep.body.error).toBe(MESSAGES.premiumOnly);
  });

  it('a premium quiz opens to a member: its questions, an attempt and its points', async () => {
    const quiz = await insertQuiz(t.db, { isPremium: true });
    const member = await learner();
    await subscribe(t, member.cookie);
    const detail = await t.get(`/api/core/quiz/${quiz.slug}`, { cookie: member.cookie });
    expect(detail.status).toBe(200);
    expect(detail.body.data.locked).toBe(false);
    expect(detail.body.data.questions.map((q: { prompt: string }) => q.prompt)).toEqual(quiz.questions.map((q) => q.prompt));
    const started = await t.post(`/api/core/quiz/${quiz.id}/attempts`, undefined, { cookie: member.cookie });
    expect(started.status).toBe(201);
    const submitted = await t.post(
      `/api/core/quiz/${quiz.id}/attempts/${started.body.data.id}`,
      { answers: answersFor(quiz) },
      { cookie: member.cookie },
    );
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({ passed: true, pointsAwarded: POINTS.quizPassed });
  });
});

describe('POST /api/core/quiz/{id} (one step)', () => {
  it('scores an untimed quiz in one call and refuses a timed one', async () => {
    const quiz = await insertQuiz(t.db);
    const me = await learner();
    const res = await t.post(`/api/core/quiz/${quiz.slug}`, { answers: answersFor(quiz, 2) }, { cookie: me.cookie });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'submitted', correctCount: 1, percent: 33, passed: false, pointsAwarded: 0 });
    const timed = await insertQuiz(t.db, { timeLimitSeconds: 120 });
    const refused = await t.post(`/api/core/quiz/${timed.id}`, { answers: {} }, { cookie: me.cookie });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(MESSAGES.quizIsTimed);
    expect((await t.post(`/api/core/quiz/${quiz.id}`, { answers: {} })).status).toBe(401);
  });

  it('answers a repeat with the same clientId (an offline answer sent again) with the attempt it made, also when sent at once', async () => {
    const quiz = await insertQuiz(t.db, { maxAttempts: 2 });
    const me = await learner();
    const clientId = crypto.randomUUID();
    const first = await t.post(`/api/core/quiz/${quiz.slug}`, { answers: answersFor(quiz), clientId }, { cookie: me.cookie });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ percent: 100, passed: true, pointsAwarded: POINTS.quizPassed });
    // Sent again with other answers: the attempt made first, scored as it was, no points twice.
    const again = await t.post(`/api/core/quiz/${quiz.slug}`, { answers: answersFor(quiz, 3), clientId }, { cookie: me.cookie });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: first.body.data.id, percent: 100, passed: true, pointsAwarded: 0 });
    // Two sent at once with a new id: one attempt, and the quiz's second (last) attempt is used once.
    const other = crypto.randomUUID();
    const both = await Promise.all(
      [0, 1].map(() =>
        t.post(`/api/core/quiz/${quiz.slug}`, { answers: answersFor(quiz, 1), clientId: other }, { cookie: me.cookie }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(both[0]!.body.data.id).toBe(both[1]!.body.data.id);
    const attempts = await t.db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, me.id), eq(quizAttempts.quizId, quiz.id)));
    expect(attempts).toHaveLength(2);
    // Another learner's same id is theirs alone; a malformed id is a 422.
    const someone = await learner();
    expect(
      (await t.post(`/api/core/quiz/${quiz.slug}`, { answers: answersFor(quiz), clientId }, { cookie: someone.cookie })).status,
    ).toBe(201);
    const bad = await t.post(
      `/api/core/quiz/${quiz.slug}`,
      { answers: answersFor(quiz), clientId: 'nope' },
      { cookie: me.cookie },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.fields.clientId).toBe(MESSAGES.quizClientIdInvalid);
  });
});

describe('search', () => {
  it('finds quizzes in /search, its groups and suggestions, and offers quizzes as the next item', async () => {
    await insertQuiz(t.db, { title: 'Kubernetes Networking', summary: 'Pods, services and ingress.' });
    await insertQuiz(t.db, { title: 'Kubernetes Storage', summary: 'Volumes and claims.' });
    const listing = await t.get('/api/core/search?term=kubernetes&model=quiz');
    expect(listing.status).toBe(200);
    expect(listing.body.data.results.map((q: { title: string }) => q.title).sort()).toEqual([
      'Kubernetes Networking',
      'Kubernetes Storage',
    ]);
    const groups = await t.get('/api/core/search?term=kubernetes');
    expect(groups.body.data.groups.find((g: { model: string }) => g.model === 'quiz').count).toBe(2);
    const next = await t.get('/api/core/search?term=Kubernetes%20Networking&model=next');
    expect(next.status).toBe(200);
    expect(next.body.data.results.slice(0, 3).map((q: { title: string }) => q.title)).toContain('Kubernetes Storage');
    expect(JSON.stringify(next.body)).not.toMatch(/"correct"|explanation/);
  });
});
