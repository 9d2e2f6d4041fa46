import { MESSAGES } from '@lp/contract/messages';
import { AUDIT_ACTIONS } from '@lp/contract/staff';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseModules, moduleItems } from '../../db/schema/courses.ts';
import { itemContents } from '../../db/schema/learning.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { firstStreamId, insertCourse, insertInstitute, tagIdsOf } from '../../db/seed/catalogue-factories.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { insertQuiz } from '../../db/seed/learning-factories.ts';
import { grantRole, insertStaff } from '../../test/staff.ts';
import { createTestContext } from '../../test/test-app.ts';
import { importLiveCourses } from './import-live.ts';
import { createStudioService } from './service.ts';

const t = await createTestContext();

const instituteA = await insertInstitute(t.db, { name: 'Sahyadri Institute of Technology' });
const instituteB = await insertInstitute(t.db, { name: 'Kaveri College of Engineering' });
const instructorA = await insertStaff(t.db, 'instructor', { instituteId: instituteA.id, fullName: 'Asha Instructor' });
const instructorB = await insertStaff(t.db, 'instructor', { instituteId: instituteB.id, fullName: 'Bharat Instructor' });
const admin = await insertStaff(t.db, 'admin', { fullName: 'Anand Admin' });
const cookieA = await t.signIn(instructorA.email, 'Learnly@123');
const cookieB = await t.signIn(instructorB.email, 'Learnly@123');
const adminCookie = await t.signIn(admin.email, 'Learnly@123');
const engineering = await firstStreamId(t.db, 'engineering');
const [tagId] = await tagIdsOf(t.db, engineering, 1);
const quiz = await insertQuiz(t.db, { title: 'SQL joins check' });

/** A word nobody else writes, so that lists and search find exactly this course. */
const uniqueWord = () => Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function learner() {
  const user = await insertUser(t.db);
  return { user, cookie: await t.signIn(user.email, 'Learnly@123') };
}

const ARTICLE = '## Joins\n\nAn inner join keeps the rows that match on both sides. '.repeat(5);

/** A draft of institute A with one module of an article and a quiz (ready to publish). */
async function draftCourse(word = uniqueWord(), cookie = cookieA) {
  const created = await t.post(
    '/api/studio/courses',
    {
      title: `Relational databases ${word}`,
      summary: `Tables, keys and joins (${word}).`,
      description: 'You will write joins and design tables.',
      streamId: engineering,
      tagIds: tagId ? [tagId] : [],
      level: 'certificate',
      type: 'online',
      durationWeeks: 6,
      priceInr: 0,
    },
    { cookie },
  );
  expect(created.status).toBe(201);
  const courseId: number = created.body.data.id;
  const module = await t.post(`/api/studio/courses/${courseId}/modules`, { title: 'Joining tables' }, { cookie });
  expect(module.status).toBe(201);
  const moduleId: number = module.body.data.id;
  const article = await t.post(
    `/api/studio/modules/${moduleId}/items`,
    { kind: 'article', title: 'Inner joins', body: ARTICLE },
    { cookie },
  );
  expect(article.status).toBe(201);
  const quizItem = await t.post(
    `/api/studio/modules/${moduleId}/items`,
    { kind: 'quiz', title: 'Check your joins', quizId: quiz.id },
    { cookie },
  );
  expect(quizItem.status).toBe(201);
  return { word, courseId, moduleId, articleId: article.body.data.id as number, quizItemId: quizItem.body.data.id as number };
}

async function publish(courseId: number, cookie = cookieA) {
  const res = await t.post(`/api/studio/courses/${courseId}/publish`, undefined, { cookie });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

describe('drafts', () => {
  it('a draft is absent from the course list, search and detail until it is published', async () => {
    const { word, courseId } = await draftCourse();
    const list = await t.get(`/api/core/courses?q=${word}`);
    expect(list.body.data.results).toEqual([]);
    const search = await t.get(`/api/core/search/?term=${word}&model=course`);
    expect(JSON.stringify(search.body)).not.toContain(word);
    expect((await t.get(`/api/core/courses/relational-databases-${word}`)).status).toBe(404);

    const detail = await t.get(`/api/studio/courses/${courseId}`, { cookie: cookieA });
    expect(detail.body.data).toMatchObject({ status: 'draft', hasUnpublishedChanges: true, live: null });

    const published = await publish(courseId);
    expect(published).toMatchObject({ status: 'published', hasUnpublishedChanges: false });
    const live = await t.get(`/api/core/courses/${published.live.slug}`);
    expect(live.status).toBe(200);
    expect(live.body.data.modules[0].items.map((i: { title: string }) => i.title)).toEqual(['Inner joins', 'Check your joins']);
    expect((await t.get(`/api/core/courses?q=${word}`)).body.data.results).toHaveLength(1);
  });

  it('a course cannot be published while a quiz item has no quiz chosen, and says which', async () => {
    const { courseId, moduleId } = await draftCourse();
    await t.post(`/api/studio/modules/${moduleId}/items`, { kind: 'quiz', title: 'Unchosen quiz' }, { cookie: cookieA });
    const res = await t.post(`/api/studio/courses/${courseId}/publish`, undefined, { cookie: cookieA });
    expect(res.status).toBe(422);
    expect(res.body.error).toContain('Choose the quiz of "Unchosen quiz".');
  });

  it('refuses a field that does not belong to the item kind, and a quiz that does not exist', async () => {
    const { moduleId } = await draftCourse();
    const wrong = await t.post(
      `/api/studio/modules/${moduleId}/items`,
      { kind: 'slides', title: 'Joins', quizId: quiz.id },
      { cookie: cookieA },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.fields.quizId).toBe(MESSAGES.studioFieldNotForKind);
    const missing = await t.post(
      `/api/studio/modules/${moduleId}/items`,
      { kind: 'quiz', title: 'Joins', quizId: 999_999 },
      { cookie: cookieA },
    );
    expect(missing.status).toBe(422);
    expect(missing.body.fields.quizId).toBe(MESSAGES.studioQuizUnknown);
  });
});

describe('a lesson that ends with a quiz', () => {
  async function openAsLearner(liveCourseId: number, liveItemId: number) {
    const { cookie } = await learner();
    expect((await t.post(`/api/core/courses/${liveCourseId}/enrol`, undefined, { cookie })).status).toBe(201);
    const opened = await t.get(`/api/core/courses/module-item/${liveItemId}`, { cookie });
    expect(opened.status, opened.text).toBe(200);
    return opened.body.data;
  }

  it('lets an article or a video end with a quiz, which the player shows after the lesson once published', async () => {
    const { courseId, moduleId, articleId } = await draftCourse();
    const set = await t.call('PATCH', `/api/studio/items/${articleId}`, { quizId: quiz.id }, { cookie: cookieA });
    expect(set.status, set.text).toBe(200);
    expect(set.body.data).toMatchObject({ kind: 'article', quizId: quiz.id });
    const video = await t.post(
      `/api/studio/modules/${moduleId}/items`,
      { kind: 'video', title: 'Joins on screen', quizId: quiz.id },
      { cookie: cookieA },
    );
    expect(video.status, video.text).toBe(201);
    expect(video.body.data.quizId).toBe(quiz.id);
    // The video has no media yet: out of this course before it is published.
    expect((await t.call('DELETE', `/api/studio/items/${video.body.data.id}`, undefined, { cookie: cookieA })).status).toBe(200);

    const published = await publish(courseId);
    const draft = (await t.get(`/api/studio/courses/${courseId}`, { cookie: cookieA })).body.data;
    const liveArticle = draft.outline[0].items[0].liveItemId as number;
    const lesson = await openAsLearner(published.live.id, liveArticle);
    expect(lesson.kind).toBe('article');
    expect(lesson.content.quiz).toEqual({ id: quiz.id, slug: quiz.slug, title: 'SQL joins check' });

    // Taken away and published again: the lesson ends without it.
    await t.call('PATCH', `/api/studio/items/${articleId}`, { quizId: null }, { cookie: cookieA });
    await publish(courseId);
    expect((await openAsLearner(published.live.id, liveArticle)).content.quiz).toBeNull();
  });

  it('keeps the quiz a lesson of a course published before the studio ended with, when the course is edited and published', async () => {
    const course = await insertCourse(t.db, { instituteId: instituteA.id, pricePaise: 0 }, { moduleCount: 0 });
    const [module] = await t.db
      .insert(courseModules)
      .values({ courseId: course.id, position: 1, title: 'Basics' })
      .returning({ id: courseModules.id });
    const [lesson] = await t.db
      .insert(moduleItems)
      .values({ moduleId: module!.id, position: 1, title: 'Your first SELECT', kind: 'article', durationMinutes: 2 })
      .returning({ id: moduleItems.id });
    await t.db.insert(itemContents).values({ itemId: lesson!.id, body: ARTICLE, quizId: quiz.id });
    await importLiveCourses(t.db, { courseIds: [course.id] });
    const list = await t.get('/api/studio/courses?status=published&page_size=100', { cookie: cookieA });
    const card = list.body.data.results.find((c: { live: { id: number } | null }) => c.live?.id === course.id);
    const draft = (await t.get(`/api/studio/courses/${card.id}`, { cookie: cookieA })).body.data;
    expect(draft.outline[0].items[0]).toMatchObject({ kind: 'article', quizId: quiz.id });

    const renamed = await t.call(
      'PATCH',
      `/api/studio/modules/${draft.outline[0].id}`,
      { title: 'Basics, revised' },
      { cookie: cookieA },
    );
    expect(renamed.status).toBe(200);
    await publish(card.id);
    expect((await openAsLearner(course.id, lesson!.id)).content.quiz?.id).toBe(quiz.id);
  });
});

describe('access', () => {
  it('an instructor of another institute gets 404 on the course, its module and item, and cannot publish it', async () => {
    const { courseId, moduleId, articleId } = await draftCourse();
    const opts = { cookie: cookieB };
    expect((await t.get(`/api/studio/courses/${courseId}`, opts)).body.error).toBe(MESSAGES.studioCourseNotFound);
    expect((await t.call('PATCH', `/api/studio/courses/${courseId}`, { title: 'Taken over' }, opts)).status).toBe(404);
    expect((await t.post(`/api/studio/courses/${courseId}/publish`, undefined, opts)).status).toBe(404);
    expect((await t.post(`/api/studio/courses/${courseId}/modules`, { title: 'Extra module' }, opts)).status).toBe(404);
    expect((await t.call('PATCH', `/api/studio/modules/${moduleId}`, { title: 'Renamed by B' }, opts)).status).toBe(404);
    expect((await t.call('DELETE', `/api/studio/modules/${moduleId}`, undefined, opts)).status).toBe(404);
    expect((await t.post(`/api/studio/modules/${moduleId}/items`, { kind: 'article', title: 'Sneaky' }, opts)).status).toBe(404);
    expect((await t.call('PATCH', `/api/studio/items/${articleId}`, { title: 'Sneaky' }, opts)).status).toBe(404);
    expect((await t.call('DELETE', `/api/studio/items/${articleId}`, undefined, opts)).status).toBe(404);
    const list = await t.get('/api/studio/courses?page_size=100', opts);
    expect(list.body.data.results.map((c: { id: number }) => c.id)).not.toContain(courseId);
    // Nothing changed, and A's course is not published.
    const detail = await t.get(`/api/studio/courses/${courseId}`, { cookie: cookieA });
    expect(detail.body.data).toMatchObject({ status: 'draft', modules: 1, items: 2 });
  });

  it('an instructor cannot create a course for another institute; an admin authors for any', async () => {
    const body = { title: 'Data structures', streamId: engineering, level: 'diploma', type: 'online', durationWeeks: 4 };
    const refused = await t.post('/api/studio/courses', { ...body, instituteId: instituteA.id }, { cookie: cookieB });
    expect(refused.status).toBe(422);
    expect(refused.body.fields.instituteId).toBe(MESSAGES.studioInstituteInvalid);
    const byAdmin = await t.post('/api/studio/courses', { ...body, instituteId: instituteB.id }, { cookie: adminCookie });
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body.data.institute.id).toBe(instituteB.id);
    expect((await t.get(`/api/studio/courses/${byAdmin.body.data.id}`, { cookie: cookieB })).status).toBe(200);
  });

  it('offers the institute picker to an instructor of several institutes and an admin, scoped to what they author for', async () => {
    const instituteC = await insertInstitute(t.db, { name: 'Godavari Polytechnic' });
    const both = await insertStaff(t.db, 'instructor', { instituteId: instituteA.id, fullName: 'Chitra Instructor' });
    await grantRole(t.db, both.id, 'instructor', { instituteId: instituteC.id });
    const cookie = await t.signIn(both.email, 'Learnly@123');

    const single = await t.get('/api/studio/institutes', { cookie: cookieB });
    expect(single.body.data).toEqual({
      results: [{ id: instituteB.id, name: instituteB.name, slug: instituteB.slug }],
      any: false,
    });
    const several = await t.get('/api/studio/institutes', { cookie });
    expect(several.body.data.results.map((i: { id: number }) => i.id)).toEqual([instituteC.id, instituteA.id]);
    expect(several.body.data.any).toBe(false);
    const admins = await t.get('/api/studio/institutes?q=kaveri', { cookie: adminCookie });
    expect(admins.body.data).toEqual({
      results: [{ id: instituteB.id, name: instituteB.name, slug: instituteB.slug }],
      any: true,
    });
    expect((await t.get('/api/studio/institutes', await learner())).status).toBe(403);

    const body = { title: 'Surveying basics', streamId: engineering, level: 'diploma', type: 'online', durationWeeks: 4 };
    // Holding two institutes, the instructor must name one, may name either, and not a third.
    const unnamed = await t.post('/api/studio/courses', body, { cookie });
    expect(unnamed.status).toBe(422);
    expect(unnamed.body.fields.instituteId).toBe(MESSAGES.studioInstituteInvalid);
    const foreign = await t.post('/api/studio/courses', { ...body, instituteId: instituteB.id }, { cookie });
    expect(foreign.status).toBe(422);
    expect(foreign.body.fields.instituteId).toBe(MESSAGES.studioInstituteInvalid);
    const created = await t.post('/api/studio/courses', { ...body, instituteId: instituteC.id }, { cookie });
    expect(created.status).toBe(201);
    expect(created.body.data.institute.id).toBe(instituteC.id);
    // The course is C's: A's other instructor does not see it (404, as the scope wrapper answers).
    expect((await t.get(`/api/studio/courses/${created.body.data.id}`, { cookie: cookieA })).status).toBe(404);
    expect((await t.get(`/api/studio/courses/${created.body.data.id}`, { cookie })).status).toBe(200);
  });

  it('a learner gets 403 and every write leaves one audit row', async () => {
    const { courseId } = await draftCourse();
    const { cookie } = await learner();
    expect((await t.get(`/api/studio/courses/${courseId}`, { cookie })).status).toBe(403);
    expect((await t.get('/api/studio/courses', { cookie })).status).toBe(403);
    const rows = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actorUserId, instructorA.id),
          eq(auditLog.objectType, 'studio_course'),
          eq(auditLog.objectId, String(courseId)),
        ),
      );
    expect(rows.map((r) => r.action)).toEqual([AUDIT_ACTIONS.studioCourseCreate]);
  });
});

describe('publish changes', () => {
  it('keeps item ids and progress; a removed item is archived for the learner who completed it', async () => {
    const { courseId, moduleId, articleId, quizItemId } = await draftCourse();
    const first = await publish(courseId);
    const slug: string = first.live.slug;
    const liveArticle: number = first.outline[0].items[0].liveItemId;
    const liveQuiz: number = first.outline[0].items[1].liveItemId;

    const { cookie } = await learner();
    expect((await t.post(`/api/core/courses/${slug}/enrol`, undefined, { cookie })).status).toBeLessThan(300);
    expect((await t.post(`/api/core/courses/module-item/${liveArticle}/complete`, undefined, { cookie })).status).toBe(200);

    // Edits: rename the quiz item, add a module with an article, move the quiz there, remove the article.
    await t.call('PATCH', `/api/studio/items/${quizItemId}`, { title: 'Joins quiz' }, { cookie: cookieA });
    const second = await t.post(`/api/studio/courses/${courseId}/modules`, { title: 'Designing tables' }, { cookie: cookieA });
    const added = await t.post(
      `/api/studio/modules/${second.body.data.id}/items`,
      { kind: 'article', title: 'Keys', body: ARTICLE },
      { cookie: cookieA },
    );
    const reorder = await t.post(
      `/api/studio/courses/${courseId}/reorder`,
      {
        modules: [
          { id: second.body.data.id, items: [added.body.data.id, quizItemId] },
          { id: moduleId, items: [articleId] },
        ],
      },
      { cookie: cookieA },
    );
    expect(reorder.status).toBe(200);
    expect((await t.call('DELETE', `/api/studio/items/${articleId}`, undefined, { cookie: cookieA })).status).toBe(200);
    expect((await t.call('DELETE', `/api/studio/modules/${moduleId}`, undefined, { cookie: cookieA })).status).toBe(200);
    const pending = await t.get(`/api/studio/courses/${courseId}`, { cookie: cookieA });
    expect(pending.body.data.hasUnpublishedChanges).toBe(true);

    // Learners see nothing of it until "Publish changes".
    const before = await t.get(`/api/core/courses/${slug}`);
    expect(before.body.data.modules.map((m: { title: string }) => m.title)).toEqual(['Joining tables']);

    const republished = await publish(courseId);
    expect(republished.hasUnpublishedChanges).toBe(false);
    expect(republished.outline[0].items[1].liveItemId).toBe(liveQuiz);
    const after = await t.get(`/api/core/courses/${slug}`);
    expect(
      after.body.data.modules.map((m: { title: string; items: { id: number; title: string }[] }) => [
        m.title,
        m.items.map((i) => [i.id, i.title]),
      ]),
    ).toEqual([
      [
        'Designing tables',
        [
          [republished.outline[0].items[0].liveItemId, 'Keys'],
          [liveQuiz, 'Joins quiz'],
        ],
      ],
    ]);
    const [archived] = await t.db.select().from(moduleItems).where(eq(moduleItems.id, liveArticle));
    expect(archived?.archivedAt).not.toBeNull();
    // The learner who completed the removed item still opens it; their progress counts today's outline.
    const opened = await t.get(`/api/core/courses/module-item/${liveArticle}`, { cookie });
    expect(opened.status).toBe(200);
    expect(opened.body.data.progress.completedAt).not.toBeNull();
    const context = await t.get(`/api/core/courses/${slug}/context`, { cookie });
    expect(context.body.data.progress).toMatchObject({ completedItems: 0, totalItems: 2 });
    // A learner who never completed it cannot open it.
    const other = await learner();
    await t.post(`/api/core/courses/${slug}/enrol`, undefined, { cookie: other.cookie });
    expect((await t.get(`/api/core/courses/module-item/${liveArticle}`, { cookie: other.cookie })).status).toBe(404);
  });

  it('a learner cannot start, complete or save anything on an archived item they had not completed (404, removed)', async () => {
    const { courseId, articleId } = await draftCourse();
    const first = await publish(courseId);
    const slug: string = first.live.slug;
    const liveArticle: number = first.outline[0].items[0].liveItemId;
    const finisher = await learner();
    const starter = await learner();
    for (const { cookie } of [finisher, starter]) {
      expect((await t.post(`/api/core/courses/${slug}/enrol`, undefined, { cookie })).status).toBeLessThan(300);
    }
    expect((await t.post(`/api/core/courses/module-item/${liveArticle}/complete`, undefined, finisher)).status).toBe(200);
    expect((await t.post(`/api/core/courses/module-item/${liveArticle}/start`, undefined, starter)).status).toBe(200);

    expect((await t.call('DELETE', `/api/studio/items/${articleId}`, undefined, { cookie: cookieA })).status).toBe(200);
    await publish(courseId);

    const base = `/api/core/courses/module-item/${liveArticle}`;
    const refused = [
      await t.get(base, starter),
      await t.post(`${base}/start`, undefined, starter),
      await t.post(`${base}/complete`, undefined, starter),
      await t.post(`${base}/position`, { positionSeconds: 10 }, starter),
      await t.get(`${base}/note`, starter),
      await t.call('PUT', `${base}/note`, { body: 'My note' }, starter),
    ];
    for (const res of refused) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(MESSAGES.itemArchived);
    }
    // Nothing was recorded for the learner who had not finished it, and no points were awarded.
    const context = await t.get(`/api/core/courses/${slug}/context`, starter);
    expect(context.body.data.progress).toMatchObject({ completedItems: 0, totalItems: 1 });

    // The learner who completed it still opens it; completing again changes nothing.
    expect((await t.get(base, finisher)).status).toBe(200);
    const again = await t.post(`${base}/complete`, undefined, finisher);
    expect(again.status).toBe(200);
    expect(again.body.data.pointsAwarded).toBe(0);
    expect((await t.get(`${base}/note`, finisher)).status).toBe(200);
  });

  it('publishing without changes is refused', async () => {
    const { courseId } = await draftCourse();
    await publish(courseId);
    const again = await t.post(`/api/studio/courses/${courseId}/publish`, undefined, { cookie: cookieA });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(MESSAGES.studioNoChanges);
  });
});

describe('reorder', () => {
  it("refuses an order that leaves out an item or names another course's", async () => {
    const { courseId, moduleId, articleId, quizItemId } = await draftCourse();
    const other = await draftCourse();
    const missing = await t.post(
      `/api/studio/courses/${courseId}/reorder`,
      { modules: [{ id: moduleId, items: [quizItemId] }] },
      { cookie: cookieA },
    );
    expect(missing.status).toBe(422);
    expect(missing.body.error).toBe(MESSAGES.studioReorderMismatch);
    const foreign = await t.post(
      `/api/studio/courses/${courseId}/reorder`,
      { modules: [{ id: moduleId, items: [quizItemId, articleId, other.articleId] }] },
      { cookie: cookieA },
    );
    expect(foreign.status).toBe(422);
    const twice = await t.post(
      `/api/studio/courses/${courseId}/reorder`,
      { modules: [{ id: moduleId, items: [quizItemId, quizItemId] }] },
      { cookie: cookieA },
    );
    expect(twice.status).toBe(422);
    const ok = await t.post(
      `/api/studio/courses/${courseId}/reorder`,
      { modules: [{ id: moduleId, items: [quizItemId, articleId] }] },
      { cookie: cookieA },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data.outline[0].items.map((i: { id: number }) => i.id)).toEqual([quizItemId, articleId]);
  });
});

describe('publishing twice at once', () => {
  it('creates one live course: the second publish finds nothing left to publish', async () => {
    const { courseId, word } = await draftCourse();
    const answers = await Promise.all([
      t.post(`/api/studio/courses/${courseId}/publish`, undefined, { cookie: cookieA }),
      t.post(`/api/studio/courses/${courseId}/publish`, undefined, { cookie: cookieA }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await t.get(`/api/core/courses?q=${word}`)).body.data.results).toHaveLength(1);
  });
});

describe('an outline added at once (importing a course, the seed)', () => {
  const system = { actor: null, role: 'system', ip: null } as const;

  it('applies the one-by-one rules, keeps the order given, audits each module and item, and publishes every lesson', async () => {
    const studio = createStudioService(t.db);
    const { courseId } = await draftCourse();
    const article = (n: number) => ({ kind: 'article' as const, title: `Reading ${n}`, body: `${ARTICLE} (${n})` });

    // A typed length on an article, or a quiz that does not exist, refuses the whole outline.
    await expect(
      studio.addOutline(system, courseId, [{ title: 'Typed', items: [{ ...article(0), durationMinutes: 5 }] }]),
    ).rejects.toMatchObject({ status: 422 });
    await expect(
      studio.addOutline(system, courseId, [{ title: 'Unknown quiz', items: [{ ...article(0), quizId: 987_654 }] }]),
    ).rejects.toMatchObject({ status: 422 });

    // Enough lessons for several multi-row inserts' worth of audit entries and contents.
    const modules = Array.from({ length: 30 }, (_, m) => ({
      title: `Week ${m + 1}`,
      items: [
        ...Array.from({ length: 20 }, (_, p) => article(m * 20 + p)),
        { kind: 'quiz' as const, title: `Week ${m + 1} check`, quizId: quiz.id },
      ],
    }));
    const ids = await studio.addOutline(system, courseId, modules);
    expect(ids).toHaveLength(30 * 21);
    expect(new Set(ids).size).toBe(ids.length);
    const audited = await t.db
      .select({ action: auditLog.action, objectId: auditLog.objectId })
      .from(auditLog)
      .where(and(eq(auditLog.actorRole, 'system'), eq(auditLog.action, AUDIT_ACTIONS.studioItemCreate)));
    const auditedItems = new Set(audited.map((row) => row.objectId));
    expect(ids.every((id) => auditedItems.has(String(id)))).toBe(true);

    const live = await publish(courseId);
    // The draft's first module (from draftCourse) and then the 30 weeks, each lesson where it was put.
    expect(live.outline.map((m: { title: string }) => m.title)).toEqual(['Joining tables', ...modules.map((m) => m.title)]);
    const week7 = live.outline[7];
    expect(week7.items.map((i: { title: string }) => i.title)).toEqual(modules[6]!.items.map((i) => i.title));
    expect(week7.items[3].id).toBe(ids[6 * 21 + 3]);
    const liveIds: number[] = live.outline.flatMap((m: { items: { liveItemId: number }[] }) => m.items.map((i) => i.liveItemId));
    expect(liveIds.every((id) => Number.isInteger(id))).toBe(true);
    const contents = await t.db
      .select({ itemId: itemContents.itemId, body: itemContents.body, quizId: itemContents.quizId })
      .from(itemContents)
      .where(eq(itemContents.itemId, week7.items[3].liveItemId));
    expect(contents).toEqual([{ itemId: week7.items[3].liveItemId, body: `${ARTICLE} (${6 * 20 + 3})`, quizId: null }]);
    const quizContent = await t.db
      .select({ quizId: itemContents.quizId })
      .from(itemContents)
      .where(eq(itemContents.itemId, week7.items[20].liveItemId));
    expect(quizContent).toEqual([{ quizId: quiz.id }]);
    const rows = await t.db
      .select({ id: moduleItems.id })
      .from(moduleItems)
      .innerJoin(courseModules, eq(courseModules.id, moduleItems.moduleId))
      .where(eq(courseModules.courseId, live.live.id));
    expect(rows).toHaveLength(2 + 30 * 21);
  });
});
