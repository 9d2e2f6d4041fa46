import { MAX_ID } from '@lp/contract/common';
import { MESSAGES } from '@lp/contract/messages';
import { describe, expect, it } from 'vitest';
import { insertCourse, insertInstitute, insertRoadmap } from '../../db/seed/catalogue-factories.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { insertQuiz } from '../../db/seed/learning-factories.ts';
import { insertFixmeProblem } from '../../test/search-factories.ts';
import { insertStaff } from '../../test/staff.ts';
import { createTestContext } from '../../test/test-app.ts';

const t = await createTestContext();
const admin = await t.signIn((await insertStaff(t.db, 'admin')).email, 'Learnly@123');
const institute = await insertInstitute(t.db);
const instructor = await t.signIn((await insertStaff(t.db, 'instructor', { instituteId: institute.id })).email, 'Learnly@123');
const course = await insertCourse(t.db, { title: 'Full stack with the MERN stack', instituteId: institute.id });
const quiz = await insertQuiz(t.db, { title: 'JavaScript closures check' });
const problem = await insertFixmeProblem(t.db, { title: 'Fix the off-by-one in pagination' });

describe('roadmap editing (admin)', () => {
  it('saves steps linking a course, a lesson, a quiz and a problem, keeping step ids and learner ticks', async () => {
    const roadmap = await insertRoadmap(t.db, { title: 'Become a MERN developer' }, { stepCount: 2 });
    const before = await t.get(`/api/studio/roadmaps/${roadmap.id}`, { cookie: admin });
    expect(before.status, before.text).toBe(200);
    const [first] = before.body.data.steps;
    // A learner ticked the first step.
    const learner = await insertUser(t.db);
    const cookie = await t.signIn(learner.email, 'Learnly@123');
    expect((await t.post(`/api/core/roadmaps/${roadmap.id}/steps/${first.id}/complete`, undefined, { cookie })).status).toBe(200);

    const lessons = await t.get(`/api/studio/picker?kind=lesson&q=${encodeURIComponent('Lesson 1.1')}`, { cookie: admin });
    expect(lessons.status).toBe(200);
    const lesson = lessons.body.data.results.find((r: { subtitle: string }) => r.subtitle === course.title);
    expect(lesson).toBeDefined();
    const courses = await t.get('/api/studio/picker?kind=course&q=MERN', { cookie: admin });
    expect(courses.body.data.results[0]).toMatchObject({ kind: 'course', id: course.id, subtitle: institute.name });

    const saved = await t.call(
      'PUT',
      `/api/studio/roadmaps/${roadmap.id}/steps`,
      {
        steps: [
          { title: 'Solve a real bug', link: { kind: 'problem', id: problem.id } },
          { id: first.id, title: 'Take the course', description: 'All of it.', link: { kind: 'course', id: course.id } },
          { title: 'Watch the first lesson', link: { kind: 'lesson', id: lesson.id } },
          { title: 'Check yourself', link: { kind: 'quiz', id: quiz.id } },
        ],
      },
      { cookie: admin },
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.steps.map((s: { title: string; link: { kind: string } }) => [s.title, s.link.kind])).toEqual([
      ['Solve a real bug', 'problem'],
      ['Take the course', 'course'],
      ['Watch the first lesson', 'lesson'],
      ['Check yourself', 'quiz'],
    ]);
    expect(saved.body.data.steps[1].id).toBe(first.id);

    // The learner's page shows the new steps, with their tick kept on the step that stayed.
    const page = await t.get(`/api/core/roadmaps/${roadmap.id}`, { cookie });
    expect(page.body.data.steps).toHaveLength(4);
    expect(page.body.data.progress.completed).toBe(1);
  });

  it('refuses a step linking a course that does not exist with 422, changing nothing', async () => {
    const roadmap = await insertRoadmap(t.db, {}, { stepCount: 2 });
    const res = await t.call(
      'PUT',
      `/api/studio/roadmaps/${roadmap.id}/steps`,
      {
        steps: [
          { title: 'Real course', link: { kind: 'course', id: course.id } },
          { title: 'Missing course', link: { kind: 'course', id: MAX_ID } },
        ],
      },
      { cookie: admin },
    );
    expect(res.status).toBe(422);
    expect(res.body.fields['steps.1.link']).toBe(MESSAGES.stepLinkMissing.replace('{kind}', 'course'));
    const after = await t.get(`/api/studio/roadmaps/${roadmap.id}`, { cookie: admin });
    expect(after.body.data.steps.map((s: { title: string }) => s.title)).toEqual(['Step 1', 'Step 2']);
  });

  it('refuses a draft quiz and a step id of another roadmap', async () => {
    const roadmap = await insertRoadmap(t.db, {}, { stepCount: 1 });
    const other = await insertRoadmap(t.db, {}, { stepCount: 1 });
    const draft = await insertQuiz(t.db, { title: 'Unpublished quiz', publishedAt: null });
    const drafted = await t.call(
      'PUT',
      `/api/studio/roadmaps/${roadmap.id}/steps`,
      { steps: [{ title: 'Draft', link: { kind: 'quiz', id: draft.id } }] },
      { cookie: admin },
    );
    expect(drafted.status).toBe(422);
    const otherStep = (await t.get(`/api/studio/roadmaps/${other.id}`, { cookie: admin })).body.data.steps[0].id;
    const stolen = await t.call(
      'PUT',
      `/api/studio/roadmaps/${roadmap.id}/steps`,
      { steps: [{ id: otherStep, title: 'Moved', link: { kind: 'course', id: course.id } }] },
      { cookie: admin },
    );
    expect(stolen.status).toBe(422);
    expect(stolen.body.fields['steps.0.id']).toBe(MESSAGES.stepUnknown);
  });

  it('is for admins only: an instructor gets 403', async () => {
    const roadmap = await insertRoadmap(t.db, {}, { stepCount: 1 });
    for (const res of [
      await t.get('/api/studio/roadmaps', { cookie: instructor }),
      await t.get(`/api/studio/roadmaps/${roadmap.id}`, { cookie: instructor }),
      await t.get('/api/studio/picker?kind=course', { cookie: instructor }),
      await t.call(
        'PUT',
        `/api/studio/roadmaps/${roadmap.id}/steps`,
        { steps: [{ title: 'Nope', link: { kind: 'course', id: course.id } }] },
        { cookie: instructor },
      ),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(MESSAGES.staffOnly);
    }
  });
});
