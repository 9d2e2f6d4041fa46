import { POINTS } from '@lp/contract/constants';
import { INTERVIEW_POINTS_MIN_SECONDS } from '@lp/contract/interviews';
import { MESSAGES } from '@lp/contract/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/files.ts';
import { interviewQuestions, interviews } from '../../db/schema/interviews.ts';
import { outboxEvents, pointAwards } from '../../db/schema/platform.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { INTERVIEWS } from '../../db/seed/interviews-data.ts';
import { seedInterviews } from '../../db/seed/interviews-seed.ts';
import { makeWebm } from '../../test/media-fixtures.ts';
import { subscribe } from '../../test/premium.ts';
import { createTestContext, ORIGIN } from '../../test/test-app.ts';
import { answerFeedback } from './records.ts';

const t = await createTestContext();
await seedInterviews(t.db);

const unique = () => Math.random().toString(36).slice(2, 8);
async function signedInUser() {
  const email = `candidate-${unique()}@example.in`;
  const user = await insertUser(t.db, { email, password: 'Learnly@123' });
  return { user, cookie: await t.signIn(email, 'Learnly@123') };
}

async function interviewOf(slug: string) {
  const [row] = await t.db.select().from(interviews).where(eq(interviews.slug, slug));
  if (!row) throw new Error(slug);
  const questions = await t.db.select().from(interviewQuestions).where(eq(interviewQuestions.interviewId, row.id));
  return { id: row.id, questions: questions.sort((a, b) => a.position - b.position) };
}

/** POSTs a multipart answer the way the browser's FormData does. */
async function answer(
  path: string,
  parts: { media?: { bytes: Uint8Array<ArrayBuffer>; type?: string; name?: string }; text?: string; self?: string },
  cookie?: string,
) {
  const form = new FormData();
  if (parts.media)
    form.append(
      'media',
      new File([parts.media.bytes], parts.media.name ?? 'answer.webm', { type: parts.media.type ?? 'video/webm' }),
    );
  if (parts.text !== undefined) form.append('answer_text', parts.text);
  if (parts.self !== undefined) form.append('self_assessment', parts.self);
  const headers: Record<string, string> = { 'x-forwarded-for': t.newIp() };
  if (cookie) headers.cookie = cookie;
  const res = await t.app.request(`${ORIGIN}${path}`, { method: 'POST', body: form, headers });
  // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies of every shape
  return { status: res.status, body: (await res.json()) as any };
}

const GOOD_ANSWER =
  'In my final year I led a team of four on a college project that tracked attendance with a mobile app. ' +
  'My current education is a B.Tech in computer science, and during an internship at a Pune startup I built dashboards in React. ' +
  'These skills match this role because you need someone who ships features and talks to users. ' +
  'The role fits my goals: I want to grow into a full-stack engineer who owns a product area within a few years, and your team is where I can learn that.';

describe('GET /api/core/interviews', () => {
  it('lists interviews with their question count and time, filtered by category and level', async () => {
    const all = await t.get('/api/core/interviews?page_size=50');
    expect(all.status).toBe(200);
    expect(all.body.data.count).toBe(INTERVIEWS.length);
    const hr = await t.get('/api/core/interviews?category=hr');
    expect(hr.body.data.results.every((c: { category: string }) => c.category === 'hr')).toBe(true);
    const card = all.body.data.results.find((c: { slug: string }) => c.slug === 'hr-round-for-freshers');
    expect(card).toMatchObject({ questionCount: 5, minutes: 10, isPremium: false });
    expect((await t.get('/api/core/interviews?category=sales')).status).toBe(422);
    expect((await t.get('/api/core/interviews?page=9')).status).toBe(404);
  });
});

describe('GET /api/core/interviews/{id}', () => {
  it('gives the questions in order without their key points', async () => {
    const { id } = await interviewOf('hr-round-for-freshers');
    const res = await t.get(`/api/core/interviews/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.questions.map((q: { prompt: string }) => q.prompt)[0]).toBe('Tell me about yourself.');
    expect(res.body.data.attempt).toBeNull();
    expect(res.text).not.toContain('keyPoints');
    expect((await t.get('/api/core/interviews/hr-round-for-freshers')).body.data.id).toBe(id);
    expect((await t.get('/api/core/interviews/999999')).status).toBe(404);
  });

  it('shows a premium interview to a visitor and a non-member without its questions, and refuses their attempt (403)', async () => {
    const premium = INTERVIEWS.find((i) => i.isPremium);
    if (!premium) throw new Error('the seed has premium interviews');
    const { id, questions } = await interviewOf(premium.slug);
    const [first] = questions;
    if (!first) throw new Error('questions');
    const list = await t.get('/api/core/interviews?page_size=50');
    const card = list.body.data.results.find((c: { slug: string }) => c.slug === premium.slug);
    const { user, cookie } = await signedInUser();
    for (const who of [undefined, cookie]) {
      const res = await t.get(`/api/core/interviews/${id}`, { cookie: who });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        ...card,
        description: premium.description,
        isPremium: true,
        locked: true,
        questionCount: premium.questions.length,
        questions: [],
        attempt: null,
      });
      expect(res.body.data.minutes).toBeGreaterThan(0);
      for (const question of premium.questions) {
        expect(res.text).not.toContain(question.prompt);
        for (const point of question.keyPoints) expect(res.text).not.toContain(point);
      }
    }
    const base = `/api/core/interviews/${id}`;
    expect((await t.post(`${base}/start`)).status).toBe(401);
    const refusals = [
      await t.post(`${base}/start`, undefined, { cookie }),
      await answer(`${base}/question/${first.id}/attempt`, { text: GOOD_ANSWER }, cookie),
      await answer(`${base}/question/${first.id}/attempt`, { media: { bytes: makeWebm(3) } }, cookie),
      await t.post(`${base}/complete`, undefined, { cookie }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(MESSAGES.premiumOnly);
    }
    // Nothing was stored for them.
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, user.id))).toHaveLength(0);
  });

  it('opens a premium interview to a member: its questions, an attempt, an answer and the completion', async () => {
    const premium = INTERVIEWS.find((i) => i.isPremium);
    if (!premium) throw new Error('the seed has premium interviews');
    const { id, questions } = await interviewOf(premium.slug);
    const [first] = questions;
    if (!first) throw new Error('questions');
    const { cookie } = await signedInUser();
    await subscribe(t, cookie);
    const res = await t.get(`/api/core/interviews/${premium.slug}`, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.data.locked).toBe(false);
    expect(res.body.data.questions.map((q: { prompt: string }) => q.prompt)).toEqual(premium.questions.map((q) => q.prompt));
    const base = `/api/core/interviews/${id}`;
    expect((await t.post(`${base}/start`, undefined, { cookie })).status).toBe(201);
    expect((await answer(`${base}/question/${first.id}/attempt`, { text: GOOD_ANSWER }, cookie)).status).toBe(200);
    const done = await t.post(`${base}/complete`, undefined, { cookie });
    expect(done.status).toBe(200);
    expect(done.body.data.pointsAwarded).toBe(POINTS.mockInterviewCompleted);
  });
});

describe('an interview from start to playback', () => {
  it('starts once, takes text and recorded answers, completes with feedback and points once', async () => {
    const { id, questions } = await interviewOf('hr-round-for-freshers');
    const [q1, q2, q3] = questions;
    if (!q1 || !q2 || !q3) throw new Error('questions');
    const { user, cookie } = await signedInUser();
    const base = `/api/core/interviews/${id}`;

    expect((await t.post(`${base}/start`)).status).toBe(401);
    const early = await answer(`${base}/question/${q1.id}/attempt`, { text: 'hello' }, cookie);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(MESSAGES.interviewNotStarted);

    const started = await t.post(`${base}/start`, undefined, { cookie });
    expect(started.status).toBe(201);
    const again = await t.post(`${base}/start`, undefined, { cookie });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(started.body.data.id);

    // Bad input: a question of another interview, nothing sent, a wrong rubric, a picture, a recording too long.
    const other = await interviewOf('java-and-oop-for-freshers');
    expect((await answer(`${base}/question/${other.questions[0]?.id}/attempt`, { text: 'x' }, cookie)).status).toBe(404);
    const nothing = await answer(`${base}/question/${q1.id}/attempt`, {}, cookie);
    expect(nothing.status).toBe(422);
    expect(nothing.body.error).toBe(MESSAGES.interviewAnswerRequired);
    const rubric = await answer(`${base}/question/${q1.id}/attempt`, { text: 'x', self: '{"structure": 9}' }, cookie);
    expect(rubric.status).toBe(422);
    expect(rubric.body.fields.self_assessment).toBe(MESSAGES.rubricScore);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const picture = await answer(`${base}/question/${q1.id}/attempt`, { media: { bytes: png, type: 'video/webm' } }, cookie);
    expect(picture.status).toBe(415);
    expect(picture.body.error).toBe(MESSAGES.interviewMediaWrongType);
    const tooLong = await answer(`${base}/question/${q1.id}/attempt`, { media: { bytes: makeWebm(400) } }, cookie);
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.fields.media).toBe(MESSAGES.interviewMediaTooLong);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, user.id))).toHaveLength(0);

    // A written answer with a rubric, a recording, then a re-recording that replaces it.
    const written = await answer(
      `${base}/question/${q1.id}/attempt`,
      { text: GOOD_ANSWER, self: JSON.stringify({ structure: 4, relevance: 4, clarity: 3, confidence: 3 }) },
      cookie,
    );
    expect(written.status).toBe(200);
    expect(written.body.data).toMatchObject({ answerText: GOOD_ANSWER, mediaUrl: null, selfAssessment: { structure: 4 } });
    const first = await answer(`${base}/question/${q2.id}/attempt`, { media: { bytes: makeWebm(20) } }, cookie);
    expect(first.status).toBe(200);
    expect(first.body.data.mediaSeconds).toBe(20);
    const second = await answer(`${base}/question/${q2.id}/attempt`, { media: { bytes: makeWebm(35) } }, cookie);
    expect(second.status).toBe(200);
    expect(second.body.data.mediaUrl).not.toBe(first.body.data.mediaUrl);
    const files = await t.db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, user.id));
    expect(files.map((f) => `/api/core/files/${f.key}`)).toEqual([second.body.data.mediaUrl]);
    expect((await t.get(first.body.data.mediaUrl, { cookie })).status).toBe(404);

    // Playback: the owner streams it with Range requests; anyone else gets a 404.
    const whole = await t.get(second.body.data.mediaUrl, { cookie });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const part = await t.get(second.body.data.mediaUrl, { cookie, headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-99\//);
    const stranger = await signedInUser();
    expect((await t.get(second.body.data.mediaUrl, { cookie: stranger.cookie })).status).toBe(404);

    // Complete: feedback per answer, points once, an event.
    const done = await t.post(`${base}/complete`, undefined, { cookie });
    expect(done.status).toBe(200);
    expect(done.body.data.pointsAwarded).toBe(POINTS.mockInterviewCompleted);
    const { attempt } = done.body.data;
    expect(attempt.status).toBe('completed');
    const feedback = attempt.answers.find((a: { questionId: number }) => a.questionId === q1.id).feedback;
    expect(feedback.length).toBe('good');
    expect(feedback.coverage).toBe(100);
    expect(feedback.selfScore).toBe(3.5);
    const recorded = attempt.answers.find((a: { questionId: number }) => a.questionId === q2.id).feedback;
    expect(recorded.coverage).toBeNull();
    expect(recorded.keyPoints.length).toBeGreaterThan(0);

    const repeat = await t.post(`${base}/complete`, undefined, { cookie });
    expect(repeat.status).toBe(200);
    expect(repeat.body.data.pointsAwarded).toBe(0);
    const closed = await answer(`${base}/question/${q3.id}/attempt`, { text: 'late' }, cookie);
    expect(closed.status).toBe(409);
    expect(closed.body.error).toBe(MESSAGES.interviewAlreadyCompleted);

    // A second attempt earns nothing more.
    expect((await t.post(`${base}/start`, undefined, { cookie })).status).toBe(201);
    const empty = await t.post(`${base}/complete`, undefined, { cookie });
    expect(empty.status).toBe(422);
    expect(empty.body.error).toBe(MESSAGES.interviewNoAnswers);
    await answer(`${base}/question/${q3.id}/attempt`, { text: 'A short answer.' }, cookie);
    expect((await t.post(`${base}/complete`, undefined, { cookie })).body.data.pointsAwarded).toBe(0);
    const awards = await t.db
      .select()
      .from(pointAwards)
      .where(and(eq(pointAwards.userId, user.id), eq(pointAwards.reason, 'mockInterviewCompleted')));
    expect(awards).toHaveLength(1);
    const events = await t.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'interview.completed'));
    expect(events.filter((e) => e.userId === user.id)).toHaveLength(2);

    // The attempts, newest first, on both lists; nobody else's.
    for (const path of ['/api/core/interviews/all-attempts', '/api/accounts/interviews']) {
      const mine = await t.get(path, { cookie });
      expect(mine.status).toBe(200);
      expect(mine.body.data.count).toBe(2);
      expect(mine.body.data.results[1].answers).toHaveLength(2);
      expect((await t.get(path)).status).toBe(401);
      expect((await t.get(path, { cookie: stranger.cookie })).body.data.count).toBe(0);
    }
    expect((await t.get('/api/accounts/interviews?type=completed', { cookie })).body.data.count).toBe(2);
  });

  it('earns no points when every answer is a word or two; feedback still comes, and a real answer earns them next time', async () => {
    const { id, questions } = await interviewOf('behavioural-teamwork-and-conflict');
    const { user, cookie } = await signedInUser();
    const base = `/api/core/interviews/${id}`;
    await t.post(`${base}/start`, undefined, { cookie });
    for (const q of questions)
      expect((await answer(`${base}/question/${q.id}/attempt`, { text: 'ok' }, cookie)).status).toBe(200);
    // A recording under the minimum counts for nothing either.
    const [first, second] = questions;
    if (!first || !second) throw new Error('questions');
    await answer(
      `${base}/question/${second.id}/attempt`,
      { media: { bytes: makeWebm(INTERVIEW_POINTS_MIN_SECONDS - 5) } },
      cookie,
    );
    const lazy = await t.post(`${base}/complete`, undefined, { cookie });
    expect(lazy.status).toBe(200);
    expect(lazy.body.data.attempt.status).toBe('completed');
    expect(lazy.body.data.attempt.answers[0].feedback.length).toBe('short');
    expect(lazy.body.data.pointsAwarded).toBe(0);
    expect(lazy.body.data.pointsNote).toBe(MESSAGES.interviewAnswersTooShortForPoints);
    const ledger = () =>
      t.db
        .select()
        .from(pointAwards)
        .where(and(eq(pointAwards.userId, user.id), eq(pointAwards.reason, 'mockInterviewCompleted')));
    expect(await ledger()).toHaveLength(0);

    // The next attempt: one recording of the minimum length earns the interview's points.
    await t.post(`${base}/start`, undefined, { cookie });
    await answer(`${base}/question/${first.id}/attempt`, { media: { bytes: makeWebm(INTERVIEW_POINTS_MIN_SECONDS) } }, cookie);
    const real = await t.post(`${base}/complete`, undefined, { cookie });
    expect(real.body.data.pointsAwarded).toBe(POINTS.mockInterviewCompleted);
    expect(real.body.data.pointsNote).toBeNull();
    expect(await ledger()).toHaveLength(1);
  });

  it('completes once when two completes race (one award, one event)', async () => {
    const { id, questions } = await interviewOf('behavioural-teamwork-and-conflict');
    const { user, cookie } = await signedInUser();
    await t.post(`/api/core/interviews/${id}/start`, undefined, { cookie });
    await answer(`/api/core/interviews/${id}/question/${questions[0]?.id}/attempt`, { text: GOOD_ANSWER }, cookie);
    const results = await Promise.all([1, 2, 3].map(() => t.post(`/api/core/interviews/${id}/complete`, undefined, { cookie })));
    for (const r of results) expect(r.status).toBe(200);
    expect(results.reduce((n: number, r) => n + r.body.data.pointsAwarded, 0)).toBe(POINTS.mockInterviewCompleted);
    const events = await t.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'interview.completed'));
    expect(events.filter((e) => e.userId === user.id)).toHaveLength(1);
  });
});

describe('answerFeedback', () => {
  it('flags a short answer and lists the key points it misses', () => {
    const feedback = answerFeedback(
      ['listening to the other point of view', 'the result for the team'],
      'I listened to them.',
      null,
    );
    expect(feedback.length).toBe('short');
    expect(feedback.keyPoints).toEqual([
      { point: 'listening to the other point of view', covered: false },
      { point: 'the result for the team', covered: false },
    ]);
    expect(feedback.tips[0]).toMatch(/Say more/);
  });
});
