import { MESSAGES } from '@lp/contract/messages';
import { AUDIT_ACTIONS } from '@lp/contract/staff';
import type { StudioQuiz } from '@lp/contract/studio-content';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/staff.ts';
import { insertInstitute } from '../../db/seed/catalogue-factories.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { insertStaff } from '../../test/staff.ts';
import { createTestContext } from '../../test/test-app.ts';

const t = await createTestContext();

const instituteA = await insertInstitute(t.db);
const instituteB = await insertInstitute(t.db);
const instructorA = await t.signIn((await insertStaff(t.db, 'instructor', { instituteId: instituteA.id })).email, 'Learnly@123');
const instructorB = await t.signIn((await insertStaff(t.db, 'instructor', { instituteId: instituteB.id })).email, 'Learnly@123');
const admin = await t.signIn((await insertStaff(t.db, 'admin')).email, 'Learnly@123');

async function learner() {
  const user = await insertUser(t.db);
  return t.signIn(user.email, 'Learnly@123');
}

const question = (prompt: string, right = 1) => ({
  prompt,
  kind: 'single' as const,
  options: ['Mumbai', 'New Delhi', 'Kolkata'].map((text, i) => ({ text, correct: i === right })),
  explanation: 'New Delhi has been the capital since 1931.',
});

async function newQuiz(cookie: string, body: Record<string, unknown> = {}): Promise<StudioQuiz> {
  const res = await t.post('/api/studio/quizzes', { title: 'Indian civics basics', passPercent: 50, ...body }, { cookie });
  expect(res.status, res.text).toBe(201);
  return res.body.data;
}

async function addQuestion(cookie: string, quizId: number, body: unknown): Promise<StudioQuiz> {
  const res = await t.post(`/api/studio/quizzes/${quizId}/questions`, body, { cookie });
  expect(res.status, res.text).toBe(201);
  return res.body.data;
}

async function publish(cookie: string, quizId: number): Promise<StudioQuiz> {
  const res = await t.post(`/api/studio/quizzes/${quizId}/publish`, undefined, { cookie });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

/** A published quiz of institute A with two questions (the capital: option 2 right; a second one). */
async function publishedQuiz() {
  const quiz = await newQuiz(instructorA);
  await addQuestion(instructorA, quiz.id, question('Which city is the capital of India?'));
  const withTwo = await addQuestion(instructorA, quiz.id, {
    prompt: 'Which of these are union territories?',
    kind: 'multiple',
    options: [
      { text: 'Ladakh', correct: true },
      { text: 'Goa', correct: false },
      { text: 'Puducherry', correct: true },
    ],
    explanation: 'Goa became a state in 1987.',
  });
  return publish(instructorA, withTwo.id);
}

describe('quiz authoring', () => {
  it('creates a draft that learners cannot see, and publishes it', async () => {
    const quiz = await newQuiz(instructorA, { title: 'Draft quiz on the Constitution' });
    expect(quiz).toMatchObject({ status: 'draft', institute: { id: instituteA.id }, questionCount: 0, publishedAt: null });
    const cookie = await learner();
    expect((await t.get(`/api/core/quiz/${quiz.id}`, { cookie })).status).toBe(404);
    expect((await t.get(`/api/core/quiz/${quiz.slug}`)).status).toBe(404);
    const listed = await t.get(`/api/core/quiz?q=${encodeURIComponent('Draft quiz on the Constitution')}&page_size=50`);
    expect(listed.body.data.results.map((r: { id: number }) => r.id)).not.toContain(quiz.id);

    const empty = await t.post(`/api/studio/quizzes/${quiz.id}/publish`, undefined, { cookie: instructorA });
    expect(empty.status).toBe(409);
    expect(empty.body.error).toBe(MESSAGES.quizNeedsQuestions);

    await addQuestion(instructorA, quiz.id, question('Which city is the capital of India?'));
    const published = await publish(instructorA, quiz.id);
    expect(published.status).toBe('published');
    const seen = await t.get(`/api/core/quiz/${quiz.id}`, { cookie });
    expect(seen.status).toBe(200);
    expect(seen.body.data.questions).toHaveLength(1);
    // The learner never sees which option is right.
    expect(JSON.stringify(seen.body.data.questions)).not.toContain('correct');

    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'quiz'), eq(auditLog.objectId, String(quiz.id))));
    expect(audits.map((a) => a.action).sort()).toEqual(
      [AUDIT_ACTIONS.quizCreate, AUDIT_ACTIONS.quizQuestionAdd, AUDIT_ACTIONS.quizPublish].sort(),
    );
  });

  it('edits the pass mark and time limit, and refuses a pass mark over 100 with 422', async () => {
    const quiz = await newQuiz(instructorA);
    const res = await t.call(
      'PATCH',
      `/api/studio/quizzes/${quiz.id}`,
      { passPercent: 70, timeLimitMinutes: 10 },
      { cookie: instructorA },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ passPercent: 70, timeLimitMinutes: 10 });
    const bad = await t.call('PATCH', `/api/studio/quizzes/${quiz.id}`, { passPercent: 140 }, { cookie: instructorA });
    expect(bad.status).toBe(422);
    expect(bad.body.fields.passPercent).toBe(MESSAGES.studioPassPercent);
  });

  it('refuses a question without a right option, and a single-choice one with two', async () => {
    const quiz = await newQuiz(instructorA);
    const none = await t.post(
      `/api/studio/quizzes/${quiz.id}/questions`,
      { ...question('Pick one'), options: [{ text: 'a' }, { text: 'b' }] },
      { cookie: instructorA },
    );
    expect(none.status).toBe(422);
    const two = await t.post(
      '/api/studio/questions',
      {
        ...question('Pick one'),
        options: [
          { text: 'a', correct: true },
          { text: 'b', correct: true },
        ],
      },
      { cookie: instructorA },
    );
    expect(two.status).toBe(422);
    expect(JSON.stringify(two.body)).toContain(MESSAGES.questionSingleOneCorrect);
  });
});

describe('versioned questions', () => {
  it("keeps an old attempt's score and review after an edit, and a new attempt sees the new version", async () => {
    const quiz = await publishedQuiz();
    const [capital, territories] = quiz.questions;
    const cookie = await learner();
    // Right on both: 100%.
    const first = await t.post(
      `/api/core/quiz/${quiz.id}`,
      { answers: { [capital!.id]: [2], [territories!.id]: [1, 3] } },
      { cookie },
    );
    expect(first.status, first.text).toBe(201);
    expect(first.body.data).toMatchObject({ percent: 100, passed: true });

    // The instructor rewrites the capital question: now "Kolkata" (option 3) is the right answer to a new prompt.
    const edited = await t.call(
      'PATCH',
      `/api/studio/questions/${capital!.bankQuestionId}`,
      question('Which city was the capital of British India until 1911?', 2),
      { cookie: instructorA },
    );
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data.version).toBe(2);

    // The old attempt reads as it was: same prompt, same right option, same score.
    const old = await t.get(`/api/core/quiz/${quiz.id}/attempts/${first.body.data.id}`, { cookie });
    expect(old.status).toBe(200);
    expect(old.body.data).toMatchObject({ percent: 100, passed: true, correctCount: 2 });
    expect(old.body.data.review[0]).toMatchObject({
      prompt: 'Which city is the capital of India?',
      correct: [2],
      isCorrect: true,
    });

    // The quiz now holds the new version, under a new row id; the studio shows version 2.
    const studio = await t.get(`/api/studio/quizzes/${quiz.id}`, { cookie: instructorA });
    expect(studio.body.data.questions[0]).toMatchObject({
      prompt: 'Which city was the capital of British India until 1911?',
      version: 2,
      position: capital!.position,
    });
    const newId = studio.body.data.questions[0].id;
    expect(newId).not.toBe(capital!.id);
    expect(studio.body.data.questionCount).toBe(2);

    // A new attempt is given the new version: the old answer is now wrong.
    const detail = await t.get(`/api/core/quiz/${quiz.id}`, { cookie });
    expect(detail.body.data.questions.map((q: { prompt: string }) => q.prompt)).toEqual([
      'Which city was the capital of British India until 1911?',
      'Which of these are union territories?',
    ]);
    const second = await t.post(
      `/api/core/quiz/${quiz.id}`,
      { answers: { [newId]: [2], [territories!.id]: [1, 3] } },
      { cookie },
    );
    expect(second.status, second.text).toBe(201);
    expect(second.body.data).toMatchObject({ percent: 50, correctCount: 1 });
    expect(second.body.data.review[0]).toMatchObject({ correct: [3], isCorrect: false });

    // An answer naming the retired row in a new attempt is refused (it is not part of the quiz any more).
    const stale = await t.post(`/api/core/quiz/${quiz.id}`, { answers: { [capital!.id]: [2] } }, { cookie });
    expect(stale.status).toBe(422);
  });

  it('changes an unattempted question in place (same row, new version)', async () => {
    const quiz = await publishedQuiz();
    const [capital] = quiz.questions;
    const res = await t.call('PATCH', `/api/studio/questions/${capital!.bankQuestionId}`, question('The capital of India?'), {
      cookie: instructorA,
    });
    expect(res.status).toBe(200);
    const studio = await t.get(`/api/studio/quizzes/${quiz.id}`, { cookie: instructorA });
    expect(studio.body.data.questions[0]).toMatchObject({ id: capital!.id, prompt: 'The capital of India?', version: 2 });
  });

  it('removes an attempted question from the quiz but keeps it in the attempt', async () => {
    const quiz = await publishedQuiz();
    const [capital, territories] = quiz.questions;
    const cookie = await learner();
    const attempt = await t.post(`/api/core/quiz/${quiz.id}`, { answers: { [capital!.id]: [2] } }, { cookie });
    expect(attempt.status).toBe(201);
    const removed = await t.call('DELETE', `/api/studio/quizzes/${quiz.id}/questions/${capital!.id}`, undefined, {
      cookie: instructorA,
    });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.data.questions.map((q: { id: number }) => q.id)).toEqual([territories!.id]);
    expect(removed.body.data.questionCount).toBe(1);
    const old = await t.get(`/api/core/quiz/${quiz.id}/attempts/${attempt.body.data.id}`, { cookie });
    expect(old.body.data.review).toHaveLength(2);
    expect(old.body.data.percent).toBe(50);
  });
});

describe('the question bank', () => {
  it('reuses one question in two quizzes, and an edit reaches both', async () => {
    const created = await t.post('/api/studio/questions', question('Which river flows through Varanasi?', 0), {
      cookie: instructorA,
    });
    expect(created.status, created.text).toBe(201);
    const bankId = created.body.data.id;
    const one = await newQuiz(instructorA, { title: 'Rivers of India' });
    const two = await newQuiz(instructorA, { title: 'Uttar Pradesh geography' });
    await addQuestion(instructorA, one.id, { bankQuestionId: bankId });
    await addQuestion(instructorA, two.id, { bankQuestionId: bankId });

    const again = await t.post(`/api/studio/quizzes/${one.id}/questions`, { bankQuestionId: bankId }, { cookie: instructorA });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(MESSAGES.quizQuestionAlreadyIn);

    const read = await t.get(`/api/studio/questions/${bankId}`, { cookie: instructorA });
    expect(read.body.data.quizCount).toBe(2);

    await t.call('PATCH', `/api/studio/questions/${bankId}`, question('Which river flows past the ghats of Varanasi?', 0), {
      cookie: instructorA,
    });
    for (const quiz of [one, two]) {
      const studio = await t.get(`/api/studio/quizzes/${quiz.id}`, { cookie: instructorA });
      expect(studio.body.data.questions[0].prompt).toBe('Which river flows past the ghats of Varanasi?');
    }

    const listed = await t.get('/api/studio/questions?q=ghats', { cookie: instructorA });
    expect(listed.body.data.results.map((q: { id: number }) => q.id)).toContain(bankId);
    const listedByB = await t.get('/api/studio/questions?q=ghats', { cookie: instructorB });
    expect(listedByB.body.data.results).toEqual([]);
  });

  it("refuses another institute's bank question in a quiz with 404", async () => {
    const created = await t.post('/api/studio/questions', question('Capital of Karnataka?'), { cookie: instructorA });
    const quizB = await newQuiz(instructorB);
    const res = await t.post(
      `/api/studio/quizzes/${quizB.id}/questions`,
      { bankQuestionId: created.body.data.id },
      { cookie: instructorB },
    );
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(MESSAGES.bankQuestionNotFound);
  });
});

describe('scope', () => {
  it("answers another institute's instructor with 404 on every quiz and question route", async () => {
    const quiz = await publishedQuiz();
    const bankId = quiz.questions[0]!.bankQuestionId;
    const calls = [
      t.get(`/api/studio/quizzes/${quiz.id}`, { cookie: instructorB }),
      t.call('PATCH', `/api/studio/quizzes/${quiz.id}`, { title: 'Taken over' }, { cookie: instructorB }),
      t.post(`/api/studio/quizzes/${quiz.id}/publish`, undefined, { cookie: instructorB }),
      t.post(`/api/studio/quizzes/${quiz.id}/questions`, question('Extra?'), { cookie: instructorB }),
      t.call('DELETE', `/api/studio/quizzes/${quiz.id}/questions/${quiz.questions[0]!.id}`, undefined, { cookie: instructorB }),
      t.get(`/api/studio/questions/${bankId}`, { cookie: instructorB }),
      t.call('PATCH', `/api/studio/questions/${bankId}`, question('Changed?'), { cookie: instructorB }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status, res.text).toBe(404);
    const mine = await t.get('/api/studio/quizzes?page_size=50', { cookie: instructorB });
    expect(mine.body.data.results.map((q: { id: number }) => q.id)).not.toContain(quiz.id);
    const studio = await t.get(`/api/studio/quizzes/${quiz.id}`, { cookie: instructorA });
    expect(studio.body.data.title).toBe('Indian civics basics');
  });

  it("lets an admin author the platform's own quizzes, which instructors cannot reach", async () => {
    const quiz = await newQuiz(admin, { title: 'Platform aptitude warm-up', instituteId: null });
    expect(quiz.institute).toBeNull();
    expect((await t.get(`/api/studio/quizzes/${quiz.id}`, { cookie: admin })).status).toBe(200);
    expect((await t.get(`/api/studio/quizzes/${quiz.id}`, { cookie: instructorA })).status).toBe(404);
    const refused = await t.post(
      '/api/studio/quizzes',
      { title: 'Not mine to make', instituteId: null },
      { cookie: instructorA },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.fields.instituteId).toBe(MESSAGES.studioInstituteNotYours);
    const otherInstitute = await t.post(
      '/api/studio/quizzes',
      { title: 'Not mine to make', instituteId: instituteB.id },
      { cookie: instructorA },
    );
    expect(otherInstitute.status).toBe(422);
  });
});
