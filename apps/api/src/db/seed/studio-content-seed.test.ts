import { describe, expect, it } from 'vitest';
import { insertStaff } from '../../test/staff.ts';
import { createTestContext } from '../../test/test-app.ts';
import { insertInstitute } from './catalogue-factories.ts';
import { insertUser } from './factories.ts';
import { seedStudioContent } from './studio-content-seed.ts';

const SHARED_PROMPT = 'Which HTTP status code tells the client that the resource it asked for does not exist?';
const t = await createTestContext();
const institute = await insertInstitute(t.db);
const instructor = await insertStaff(t.db, 'instructor', { instituteId: institute.id, email: 'seed-instructor@learnly.in' });
await seedStudioContent(t.db, { instructorEmail: instructor.email });
const cookie = await t.signIn(instructor.email, 'Learnly@123');

describe("the demo instructor's studio content", () => {
  it('has a published quiz and a draft sharing a bank question, and a published deck', async () => {
    const quizzes = (await t.get('/api/studio/quizzes', { cookie })).body.data.results;
    expect(quizzes.map((q: { title: string; status: string }) => [q.title, q.status]).sort()).toEqual([
      ['REST APIs with Node.js: a quick check', 'draft'],
      ['Web basics: HTTP and the browser', 'published'],
    ]);
    const bank = (await t.get('/api/studio/questions?q=does%20not%20exist', { cookie })).body.data.results;
    expect(bank.map((q: { prompt: string; quizCount: number }) => [q.prompt, q.quizCount])).toEqual([[SHARED_PROMPT, 2]]);
    const decks = (await t.get('/api/studio/decks', { cookie })).body.data.results;
    expect(decks).toMatchObject([{ title: 'Async JavaScript in five slides', status: 'published', slideCount: 5 }]);
  });

  it('shows learners the published quiz only', async () => {
    const learner = await t.signIn((await insertUser(t.db)).email, 'Learnly@123');
    const quizzes = (await t.get('/api/studio/quizzes', { cookie })).body.data.results as { id: number; status: string }[];
    for (const quiz of quizzes) {
      const res = await t.get(`/api/core/quiz/${quiz.id}`, { cookie: learner });
      expect(res.status).toBe(quiz.status === 'published' ? 200 : 404);
    }
  });
});
