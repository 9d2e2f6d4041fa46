import type { StudioQuiz } from '@lp/contract/studio-content';
import { describe, expect, it } from 'vitest';
import { insertInstitute } from '../../db/seed/catalogue-factories.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { insertStaff } from '../../test/staff.ts';
import { createTestContext } from '../../test/test-app.ts';

// Run on PostgreSQL too (TEST_DATABASE_URL): PGlite serialises everything and would hide a race.
const t = await createTestContext();

const question = (prompt: string, right: number) => ({
  prompt,
  kind: 'single' as const,
  options: ['Option A', 'Option B', 'Option C'].map((text, i) => ({ text, correct: i === right })),
  explanation: '',
});

type Review = { prompt: string; correct: number[]; isCorrect: boolean };

describe('versioned questions under concurrent edits and attempts', () => {
  it('never changes what an attempt was given: each review reads back as it was scored', async () => {
    const institute = await insertInstitute(t.db);
    const instructor = await t.signIn(
      (await insertStaff(t.db, 'instructor', { instituteId: institute.id })).email,
      'Learnly@123',
    );
    const created = await t.post('/api/studio/quizzes', { title: 'Concurrent edits quiz' }, { cookie: instructor });
    const quizId = created.body.data.id as number;
    const withQuestion = await t.post(`/api/studio/quizzes/${quizId}/questions`, question('Version 0: B is right', 1), {
      cookie: instructor,
    });
    const bankId = (withQuestion.body.data as StudioQuiz).questions[0]!.bankQuestionId!;
    await t.post(`/api/studio/quizzes/${quizId}/publish`, undefined, { cookie: instructor });
    const learners = await Promise.all(
      Array.from({ length: 4 }, async () => t.signIn((await insertUser(t.db)).email, 'Learnly@123')),
    );

    for (let round = 1; round <= 3; round++) {
      // Each learner reads the quiz and answers "B" while the instructor makes B wrong (odd rounds) or right again.
      const [, ...answers] = await Promise.all([
        t.call(
          'PATCH',
          `/api/studio/questions/${bankId}`,
          question(`Version ${round}: ${round % 2 ? 'C' : 'B'} is right`, round % 2 ? 2 : 1),
          {
            cookie: instructor,
          },
        ),
        ...learners.map(async (cookie) => {
          const detail = await t.get(`/api/core/quiz/${quizId}`, { cookie });
          const id = detail.body.data.questions[0].id as number;
          return { cookie, res: await t.post(`/api/core/quiz/${quizId}`, { answers: { [id]: [2] } }, { cookie }) };
        }),
      ]);
      for (const { cookie, res } of answers) {
        // An answer naming a row replaced between reading and answering is refused; the others are scored.
        if (res.status === 422) continue;
        expect(res.status, res.text).toBe(201);
        const scored = res.body.data;
        const review = scored.review[0] as Review;
        expect(review.isCorrect).toBe(scored.percent === 100);
        expect(review.isCorrect).toBe(review.prompt.endsWith('B is right'));
        const again = await t.get(`/api/core/quiz/${quizId}/attempts/${scored.id}`, { cookie });
        expect(again.body.data.percent).toBe(scored.percent);
        expect(again.body.data.review).toEqual(scored.review);
      }
    }
    const studio = await t.get(`/api/studio/quizzes/${quizId}`, { cookie: instructor });
    expect(studio.body.data.questions).toHaveLength(1);
    expect(studio.body.data.questions[0].prompt).toBe('Version 3: C is right');
    // Many requests on a loaded 2-core machine: more time than the default 30 s.
  }, 180_000);
});
