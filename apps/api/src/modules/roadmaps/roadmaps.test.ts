import { MESSAGES } from '@lp/contract/messages';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseModules, moduleItems } from '../../db/schema/courses.ts';
import { roadmapProgress, roadmapSteps } from '../../db/schema/roadmaps.ts';
import { firstStreamId, insertCourse, insertResource, insertRoadmap } from '../../db/seed/catalogue-factories.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { insertQuiz } from '../../db/seed/learning-factories.ts';
import { insertFixmeProblem } from '../../test/search-factories.ts';
import { createTestContext } from '../../test/test-app.ts';

const t = await createTestContext();

async function stepsOf(roadmapId: number) {
  return t.db.select().from(roadmapSteps).where(eq(roadmapSteps.roadmapId, roadmapId)).orderBy(asc(roadmapSteps.position));
}

async function ticksOf(userId: number, stepId: number) {
  return t.db
    .select()
    .from(roadmapProgress)
    .where(and(eq(roadmapProgress.userId, userId), eq(roadmapProgress.stepId, stepId)));
}

async function signedInUser() {
  const email = `roadmapper-${Math.random().toString(36).slice(2, 8)}@example.in`;
  const user = await insertUser(t.db, { email, password: 'Learnly@123' });
  return { user, cookie: await t.signIn(email, 'Learnly@123') };
}

describe('GET /api/core/roadmaps', () => {
  it('lists roadmap cards of a stream, featured first then by title, with step counts', async () => {
    const design = await firstStreamId(t.db, 'design');
    await insertRoadmap(t.db, { title: 'Alpha UX Researcher', streamId: design }, { stepCount: 2 });
    await insertRoadmap(t.db, { title: 'Zeta Product Designer', streamId: design, featured: true }, { stepCount: 5 });
    await insertRoadmap(t.db, { title: 'Beta Motion Designer', streamId: design }, { stepCount: 3 });
    await insertRoadmap(t.db, { title: 'Engineering Only Path' }, { stepCount: 1 });

    const res = await t.get('/api/core/roadmaps?stream=design');
    expect(res.status).toBe(200);
    expect(res.body.data.count).toBe(3);
    expect(res.body.data.next).toBeNull();
    expect(res.body.data.results.map((r: { title: string }) => r.title)).toEqual([
      'Zeta Product Designer',
      'Alpha UX Researcher',
      'Beta Motion Designer',
    ]);
    const [first] = res.body.data.results;
    expect(first).toEqual({
      id: expect.any(Number),
      slug: 'zeta-product-designer',
      title: 'Zeta Product Designer',
      summary: expect.any(String),
      imageUrl: null,
      featured: true,
      stepCount: 5,
      stream: { id: design, name: 'Design', slug: 'design' },
    });

    const byId = await t.get(`/api/core/roadmaps?stream=${design}`);
    expect(byId.body.data.count).toBe(3);
  });

  it('pages through a filtered list and answers 404 past the end', async () => {
    const law = await firstStreamId(t.db, 'law');
    for (const title of ['Law One', 'Law Two', 'Law Three'])
      await insertRoadmap(t.db, { title, streamId: law }, { stepCount: 1 });
    const first = await t.get('/api/core/roadmaps?stream=law&page_size=2');
    expect(first.body.data).toMatchObject({ count: 3, next: 2 });
    expect(first.body.data.results).toHaveLength(2);
    const second = await t.get('/api/core/roadmaps?stream=law&page_size=2&page=2');
    expect(second.body.data).toMatchObject({ count: 3, next: null });
    expect(second.body.data.results).toHaveLength(1);
    const past = await t.get('/api/core/roadmaps?stream=law&page_size=2&page=3');
    expect(past.status).toBe(404);
    expect(past.body).toEqual({ error: MESSAGES.noMoreRoadmaps });
  });

  it('answers an empty first page for a stream without roadmaps or an unknown stream', async () => {
    for (const stream of ['aviation', 'no-such-stream']) {
      const res = await t.get(`/api/core/roadmaps?stream=${stream}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ results: [], next: null, count: 0 });
    }
    expect((await t.get('/api/core/roadmaps?stream=aviation&page=2')).status).toBe(404);
  });

  it('filters by text, forgiving a typo', async () => {
    await insertRoadmap(t.db, { title: 'Kubernetes Administrator' }, { stepCount: 1 });
    const exact = await t.get('/api/core/roadmaps?q=kubernetes');
    expect(exact.body.data.results.map((r: { title: string }) => r.title)).toEqual(['Kubernetes Administrator']);
    const typo = await t.get('/api/core/roadmaps?q=kubernets');
    expect(typo.body.data.results.map((r: { title: string }) => r.title)).toContain('Kubernetes Administrator');
    const wildcard = await t.get(`/api/core/roadmaps?q=${encodeURIComponent('%_%')}`);
    expect(wildcard.status).toBe(200);
    expect(wildcard.body.data.count).toBe(0);
  });

  it('puts every featured roadmap before the others in the whole list', async () => {
    await insertRoadmap(t.db, { title: 'Aaa Plain Roadmap' }, { stepCount: 1 });
    await insertRoadmap(t.db, { title: 'Zzz Featured Roadmap', featured: true }, { stepCount: 1 });
    const res = await t.get('/api/core/roadmaps?page_size=100');
    const flags: boolean[] = res.body.data.results.map((r: { featured: boolean }) => r.featured);
    expect(flags.indexOf(false)).toBeGreaterThan(flags.lastIndexOf(true));
  });

  it('refuses bad paging with 422 and fields', async () => {
    const res = await t.get('/api/core/roadmaps?page=0&page_size=1000');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.fields).sort()).toEqual(['page', 'page_size']);
  });
});

describe('GET /api/core/roadmaps/featured', () => {
  it('lists only featured roadmaps, and 404 past the end', async () => {
    const commerce = await firstStreamId(t.db, 'commerce');
    await insertRoadmap(t.db, { title: 'Chartered Accountant', streamId: commerce, featured: true }, { stepCount: 2 });
    await insertRoadmap(t.db, { title: 'Bookkeeper', streamId: commerce }, { stepCount: 2 });
    const res = await t.get('/api/core/roadmaps/featured?stream=commerce');
    expect(res.status).toBe(200);
    expect(res.body.data.results.map((r: { title: string }) => r.title)).toEqual(['Chartered Accountant']);
    const all = await t.get('/api/core/roadmaps/featured?page_size=100');
    expect(all.body.data.results.length).toBeGreaterThan(0);
    expect(all.body.data.results.every((r: { featured: boolean }) => r.featured)).toBe(true);
    const past = await t.get('/api/core/roadmaps/featured?stream=commerce&page=2');
    expect(past.status).toBe(404);
    expect(past.body.error).toBe(MESSAGES.noMoreRoadmaps);
  });
});

describe('GET /api/core/roadmaps/{idOrSlug}', () => {
  it('gives the roadmap by id and by slug with its steps in order, linking resources and courses', async () => {
    const course = await insertCourse(t.db, { title: 'Full Stack Bootcamp' });
    const roadmap = await insertRoadmap(
      t.db,
      { title: 'Web Developer', description: 'From HTML to deployment.' },
      { stepCount: 4, courseId: course.id },
    );
    const steps = await stepsOf(roadmap.id);

    const byId = await t.get(`/api/core/roadmaps/${roadmap.id}`);
    expect(byId.status).toBe(200);
    const detail = byId.body.data;
    expect(detail).toMatchObject({
      id: roadmap.id,
      slug: 'web-developer',
      title: 'Web Developer',
      description: 'From HTML to deployment.',
      stepCount: 4,
      progress: null,
    });
    expect(detail.steps.map((s: { position: number }) => s.position)).toEqual([1, 2, 3, 4]);
    expect(detail.steps[0]).toEqual({
      id: steps[0]!.id,
      position: 1,
      title: 'Step 1',
      description: 'What to learn in step 1.',
      link: {
        kind: 'resource',
        resource: { id: steps[0]!.resourceId, title: 'Web Developer: reading 1', kind: 'article', durationMinutes: 15 },
      },
      completed: false,
    });
    expect(detail.steps[1].link).toEqual({
      kind: 'course',
      course: { id: course.id, slug: course.slug, title: 'Full Stack Bootcamp', instituteName: expect.any(String) },
    });
    expect(detail.steps[1].link.course.instituteName.length).toBeGreaterThan(0);

    const bySlug = await t.get('/api/core/roadmaps/web-developer');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data).toEqual(detail);
  });

  it('opens a lesson, a quiz or a fix-me problem from a step', async () => {
    const course = await insertCourse(t.db, { title: 'SQL from Zero' }, { moduleCount: 1 });
    const [lesson] = await t.db
      .select({ id: moduleItems.id, title: moduleItems.title, kind: moduleItems.kind, minutes: moduleItems.durationMinutes })
      .from(moduleItems)
      .innerJoin(courseModules, eq(courseModules.id, moduleItems.moduleId))
      .where(eq(courseModules.courseId, course.id))
      .orderBy(asc(moduleItems.position))
      .limit(1);
    const quiz = await insertQuiz(t.db, { title: 'Joins check' });
    const problem = await insertFixmeProblem(t.db, { title: 'Off-by-one pager', language: 'python' });
    const roadmap = await insertRoadmap(t.db, { title: 'Analyst Path' }, { stepCount: 3 });
    const steps = await stepsOf(roadmap.id);
    await t.db.update(roadmapSteps).set({ resourceId: null, moduleItemId: lesson!.id }).where(eq(roadmapSteps.id, steps[0]!.id));
    await t.db.update(roadmapSteps).set({ resourceId: null, quizId: quiz.id }).where(eq(roadmapSteps.id, steps[1]!.id));
    await t.db
      .update(roadmapSteps)
      .set({ resourceId: null, fixmeProblemId: problem.id })
      .where(eq(roadmapSteps.id, steps[2]!.id));

    const res = await t.get(`/api/core/roadmaps/${roadmap.slug}`);
    expect(res.status).toBe(200);
    expect(res.body.data.steps.map((s: { link: unknown }) => s.link)).toEqual([
      {
        kind: 'lesson',
        lesson: {
          id: lesson!.id,
          title: lesson!.title,
          kind: lesson!.kind,
          durationMinutes: lesson!.minutes,
          courseSlug: course.slug,
          courseTitle: 'SQL from Zero',
        },
      },
      { kind: 'quiz', quiz: { id: quiz.id, slug: quiz.slug, title: 'Joins check', questionCount: 3 } },
      { kind: 'fixme', problem: { id: problem.id, slug: problem.slug, title: 'Off-by-one pager', language: 'python' } },
    ]);

    // A lesson removed from its course leaves the step without a link, not a broken one.
    await t.db.delete(moduleItems).where(eq(moduleItems.id, lesson!.id));
    const after = await t.get(`/api/core/roadmaps/${roadmap.slug}`);
    expect(after.body.data.steps[0].link).toBeNull();
  });

  it('shows a step whose link was removed with no link', async () => {
    const roadmap = await insertRoadmap(t.db, { title: 'Unlinked Path' }, { stepCount: 1 });
    await t.db.update(roadmapSteps).set({ resourceId: null }).where(eq(roadmapSteps.roadmapId, roadmap.id));
    const res = await t.get(`/api/core/roadmaps/${roadmap.id}`);
    expect(res.body.data.steps[0].link).toBeNull();
  });

  it('answers 404 for an unknown id or slug, never a 500', async () => {
    for (const key of ['999999', 'no-such-roadmap', '99999999999999', '0', '%20']) {
      const res = await t.get(`/api/core/roadmaps/${key}`);
      expect(res.status, key).toBe(404);
      expect(res.body.error).toBe(MESSAGES.roadmapNotFound);
    }
  });

  it("shows a signed-in user's ticks and progress; visitors and other users see none", async () => {
    const roadmap = await insertRoadmap(t.db, { title: 'Data Analyst' }, { stepCount: 4 });
    const steps = await stepsOf(roadmap.id);
    const me = await signedInUser();
    const other = await signedInUser();

    const before = await t.get(`/api/core/roadmaps/${roadmap.slug}`, { cookie: me.cookie });
    expect(before.body.data.progress).toEqual({ completed: 0, total: 4, percent: 0 });

    await t.post(`/api/core/roadmaps/${roadmap.id}/steps/${steps[0]!.id}/complete`, undefined, { cookie: me.cookie });
    await t.post(`/api/core/roadmaps/${roadmap.id}/steps/${steps[2]!.id}/complete`, undefined, { cookie: me.cookie });

    const mine = await t.get(`/api/core/roadmaps/${roadmap.slug}`, { cookie: me.cookie });
    expect(mine.body.data.steps.map((s: { completed: boolean }) => s.completed)).toEqual([true, false, true, false]);
    expect(mine.body.data.progress).toEqual({ completed: 2, total: 4, percent: 50 });

    const theirs = await t.get(`/api/core/roadmaps/${roadmap.slug}`, { cookie: other.cookie });
    expect(theirs.body.data.steps.every((s: { completed: boolean }) => !s.completed)).toBe(true);
    expect(theirs.body.data.progress).toEqual({ completed: 0, total: 4, percent: 0 });

    const visitor = await t.get(`/api/core/roadmaps/${roadmap.slug}`);
    expect(visitor.body.data.steps.every((s: { completed: boolean }) => !s.completed)).toBe(true);
    expect(visitor.body.data.progress).toBeNull();
  });
});

describe('ticking roadmap steps', () => {
  it('ticks a step once however often it is called, and unticks it idempotently', async () => {
    const roadmap = await insertRoadmap(t.db, { title: 'Cloud Engineer' }, { stepCount: 3 });
    const [step] = await stepsOf(roadmap.id);
    const { user, cookie } = await signedInUser();
    const path = `/api/core/roadmaps/${roadmap.id}/steps/${step!.id}/complete`;

    const first = await t.post(path, undefined, { cookie });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ stepId: step!.id, completed: true, progress: { completed: 1, total: 3, percent: 33 } });
    const second = await t.post(path, undefined, { cookie });
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    expect(await ticksOf(user.id, step!.id)).toHaveLength(1);

    const untick = await t.call('DELETE', path, undefined, { cookie });
    expect(untick.status).toBe(200);
    expect(untick.body.data).toEqual({ stepId: step!.id, completed: false, progress: { completed: 0, total: 3, percent: 0 } });
    const again = await t.call('DELETE', path, undefined, { cookie });
    expect(again.status).toBe(200);
    expect(again.body.data.progress.completed).toBe(0);
    expect(await ticksOf(user.id, step!.id)).toHaveLength(0);
  });

  it('survives concurrent ticks of the same step', async () => {
    const roadmap = await insertRoadmap(t.db, { title: 'Concurrent Path' }, { stepCount: 2 });
    const [step] = await stepsOf(roadmap.id);
    const { user, cookie } = await signedInUser();
    const path = `/api/core/roadmaps/${roadmap.id}/steps/${step!.id}/complete`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.post(path, undefined, { cookie })));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(await ticksOf(user.id, step!.id)).toHaveLength(1);
  });

  it('answers 404 for a step of another roadmap and stores nothing', async () => {
    const mine = await insertRoadmap(t.db, { title: 'Roadmap Mine' }, { stepCount: 1 });
    const foreign = await insertRoadmap(t.db, { title: 'Roadmap Foreign' }, { stepCount: 1 });
    const [foreignStep] = await stepsOf(foreign.id);
    const { user, cookie } = await signedInUser();
    for (const method of ['POST', 'DELETE']) {
      const res = await t.call(method, `/api/core/roadmaps/${mine.id}/steps/${foreignStep!.id}/complete`, undefined, { cookie });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(MESSAGES.roadmapStepNotFound);
    }
    const missing = await t.post(`/api/core/roadmaps/999999/steps/${foreignStep!.id}/complete`, undefined, { cookie });
    expect(missing.status).toBe(404);
    expect(await ticksOf(user.id, foreignStep!.id)).toHaveLength(0);
  });

  it('leaves other users ticks alone when one user unticks', async () => {
    const roadmap = await insertRoadmap(t.db, { title: 'Shared Path' }, { stepCount: 1 });
    const [step] = await stepsOf(roadmap.id);
    const a = await signedInUser();
    const b = await signedInUser();
    const path = `/api/core/roadmaps/${roadmap.id}/steps/${step!.id}/complete`;
    await t.post(path, undefined, { cookie: a.cookie });
    await t.post(path, undefined, { cookie: b.cookie });
    await t.call('DELETE', path, undefined, { cookie: b.cookie });
    expect(await ticksOf(a.user.id, step!.id)).toHaveLength(1);
    expect(await ticksOf(b.user.id, step!.id)).toHaveLength(0);
  });

  it('answers 401 to a visitor, before looking at the input', async () => {
    const roadmap = await insertRoadmap(t.db, { title: 'Visitor Path' }, { stepCount: 1 });
    const [step] = await stepsOf(roadmap.id);
    for (const method of ['POST', 'DELETE']) {
      const res = await t.call(method, `/api/core/roadmaps/${roadmap.id}/steps/${step!.id}/complete`);
      expect(res.status).toBe(401);
      expect(res.body.error).toBe(MESSAGES.notSignedIn);
    }
    expect((await t.post('/api/core/roadmaps/abc/steps/x/complete')).status).toBe(401);
    expect(await t.db.select().from(roadmapProgress).where(eq(roadmapProgress.stepId, step!.id))).toHaveLength(0);
  });

  it('answers 422 to malformed ids', async () => {
    const { cookie } = await signedInUser();
    for (const path of ['abc/steps/1', '1/steps/abc', '0/steps/1', '1/steps/99999999999']) {
      const res = await t.post(`/api/core/roadmaps/${path}/complete`, undefined, { cookie });
      expect(res.status, path).toBe(422);
      expect(res.body.fields).toBeDefined();
    }
  });
});

describe('GET /api/core/resources/{id}', () => {
  it('gives the resource and the roadmaps that link it', async () => {
    const resource = await insertResource(t.db, {
      title: 'Intro to SQL',
      kind: 'video',
      url: 'https://example.org/sql',
      body: 'Tables.\n\nJoins.',
      durationMinutes: 40,
    });
    const b = await insertRoadmap(t.db, { title: 'Backend Developer' }, { stepCount: 1 });
    const a = await insertRoadmap(t.db, { title: 'Analytics Engineer' }, { stepCount: 1 });
    await insertRoadmap(t.db, { title: 'Unrelated Roadmap' }, { stepCount: 1 });
    for (const roadmap of [a, b]) {
      await t.db.insert(roadmapSteps).values({ roadmapId: roadmap.id, position: 2, title: 'SQL', resourceId: resource.id });
    }
    // Linked twice from one roadmap: listed once.
    await t.db.insert(roadmapSteps).values({ roadmapId: a.id, position: 3, title: 'More SQL', resourceId: resource.id });

    const res = await t.get(`/api/core/resources/${resource.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: resource.id,
      title: 'Intro to SQL',
      kind: 'video',
      url: 'https://example.org/sql',
      body: 'Tables.\n\nJoins.',
      durationMinutes: 40,
      roadmaps: [
        { id: a.id, slug: a.slug, title: 'Analytics Engineer' },
        { id: b.id, slug: b.slug, title: 'Backend Developer' },
      ],
    });
  });

  it('answers 404 for an unknown resource and 422 for a malformed id', async () => {
    const missing = await t.get('/api/core/resources/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(MESSAGES.resourceNotFound);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await t.get(`/api/core/resources/${id}`)).status, id).toBe(422);
    }
  });
});
