import { ITEM_NOTE_MAX_LENGTH, POINTS, VIDEO_WATCH } from '@lp/contract/constants';
import { MESSAGES } from '@lp/contract/messages';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { courseModules, moduleItems } from '../../db/schema/courses.ts';
import { enrolments, itemContents, itemNotes, itemProgress } from '../../db/schema/learning.ts';
import { outboxEvents, pointAwards } from '../../db/schema/platform.ts';
import { insertCourse } from '../../db/seed/catalogue-factories.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { subscribe } from '../../test/premium.ts';
import { createTestContext } from '../../test/test-app.ts';

const t = await createTestContext();

let course: Awaited<ReturnType<typeof insertCourse>>;
let other: Awaited<ReturnType<typeof insertCourse>>;
let items: number[];
let otherItems: number[];
let seq = 0;

async function itemsOf(courseId: number): Promise<number[]> {
  const rows = await t.db
    .select({ id: moduleItems.id })
    .from(moduleItems)
    .innerJoin(courseModules, eq(courseModules.id, moduleItems.moduleId))
    .where(eq(courseModules.courseId, courseId))
    .orderBy(asc(courseModules.position), asc(moduleItems.position));
  return rows.map((r) => r.id);
}

/** A new signed-in learner: their id and cookie. */
async function learner(name = 'Meera Iyer', timeZone?: string) {
  const email = `learner${++seq}@example.in`;
  const user = await insertUser(t.db, { email, password: 'Secret123', fullName: name });
  if (timeZone) await t.db.update(users).set({ timeZone }).where(eq(users.id, user.id));
  return { id: user.id, cookie: await t.signIn(email, 'Secret123') };
}

beforeAll(async () => {
  course = await insertCourse(t.db, { title: 'Python for Data Analysis' }, { moduleCount: 2 });
  other = await insertCourse(t.db, { title: 'Excel for Accountants' }, { moduleCount: 1 });
  items = await itemsOf(course.id);
  otherItems = await itemsOf(other.id);
  await t.db.insert(itemContents).values({ itemId: items[0]!, body: '# Variables\n\nA name bound to a value.' });
});

describe('enrolment', () => {
  it('enrols once (201, then 200), by id or slug, and leaves', async () => {
    const me = await learner();
    const first = await t.post(`/api/core/courses/${course.id}/enrol`, undefined, { cookie: me.cookie });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ courseId: course.id, enrolled: true, completedAt: null });
    const again = await t.post(`/api/core/courses/${course.slug}/enrol`, undefined, { cookie: me.cookie });
    expect(again.status).toBe(200);
    const context = await t.get(`/api/core/courses/${course.id}/context`, { cookie: me.cookie });
    expect(context.body.data.enrolment).toMatchObject({ lastItemId: null });
    const left = await t.call('DELETE', `/api/core/courses/${course.id}/enrol`, undefined, { cookie: me.cookie });
    expect(left.status).toBe(200);
    expect(left.body.data.enrolled).toBe(false);
    expect((await t.get(`/api/core/courses/${course.id}/context`, { cookie: me.cookie })).body.data.enrolment).toBeNull();
  });

  it('refuses a visitor (401), an unknown course (404) and a bad id (404)', async () => {
    expect((await t.post(`/api/core/courses/${course.id}/enrol`)).status).toBe(401);
    const me = await learner();
    const missing = await t.post('/api/core/courses/987654/enrol', undefined, { cookie: me.cookie });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(MESSAGES.courseNotFound);
    expect((await t.post('/api/core/courses/not%20a%20slug/enrol', undefined, { cookie: me.cookie })).status).toBe(404);
  });
});

describe('module items', () => {
  it('refuses items of a course the caller is not enrolled in (403) and unknown items (404)', async () => {
    const me = await learner();
    for (const path of [`/start`, `/complete`]) {
      const res = await t.post(`/api/core/courses/module-item/${items[0]}${path}`, undefined, { cookie: me.cookie });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(MESSAGES.notEnrolled);
    }
    expect((await t.get(`/api/core/courses/module-item/${items[0]}`, { cookie: me.cookie })).status).toBe(403);
    const missing = await t.post('/api/core/courses/module-item/987654/start', undefined, { cookie: me.cookie });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(MESSAGES.itemNotFound);
    const bad = await t.post('/api/core/courses/module-item/abc/start', undefined, { cookie: me.cookie });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toHaveProperty('id');
    expect((await t.post(`/api/core/courses/module-item/${items[0]}/start`)).status).toBe(401);
  });

  it('starts, resumes at the item opened last, completes once with points and an event', async () => {
    const me = await learner();
    await t.post(`/api/core/courses/${course.id}/enrol`, undefined, { cookie: me.cookie });

    const item = await t.get(`/api/core/courses/module-item/${items[0]}`, { cookie: me.cookie });
    expect(item.status).toBe(200);
    expect(item.body.data).toMatchObject({ id: items[0], courseId: course.id, progress: null });
    expect(item.body.data.content.body).toContain('# Variables');

    const started = await t.post(`/api/core/courses/module-item/${items[2]}/start`, undefined, { cookie: me.cookie });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ itemId: items[2], completedAt: null, pointsAwarded: 0 });
    const context = await t.get(`/api/core/courses/${course.slug}/context`, { cookie: me.cookie });
    expect(context.body.data.resumeItemId).toBe(items[2]);

    const done = await t.post(`/api/core/courses/module-item/${items[2]}/complete`, undefined, { cookie: me.cookie });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      pointsAwarded: POINTS.moduleItem,
      progress: { completedItems: 1, totalItems: 6, percent: 16 },
    });
    const repeat = await t.post(`/api/core/courses/module-item/${items[2]}/complete`, undefined, { cookie: me.cookie });
    expect(repeat.body.data).toMatchObject({ pointsAwarded: 0, completedAt: done.body.data.completedAt });

    const awards = await t.db.select().from(pointAwards).where(eq(pointAwards.userId, me.id));
    expect(awards).toHaveLength(1);
    const emitted = await t.db
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.type, 'item.completed'), eq(outboxEvents.userId, me.id)));
    expect(emitted.map((e) => e.payload)).toEqual([{ userId: me.id, courseId: course.id, itemId: items[2] }]);

    // The item opened last is completed: resume moves to the first unfinished one.
    const after = await t.get(`/api/core/courses/${course.id}/context`, { cookie: me.cookie });
    expect(after.body.data.resumeItemId).toBe(items[0]);
  });

  it("keeps one user's progress from another", async () => {
    const me = await learner();
    const them = await learner();
    await t.post(`/api/core/courses/${course.id}/enrol`, undefined, { cookie: me.cookie });
    await t.post(`/api/core/courses/${course.id}/enrol`, undefined, { cookie: them.cookie });
    await t.post(`/api/core/courses/module-item/${items[0]}/complete`, undefined, { cookie: me.cookie });
    const theirs = await t.get(`/api/core/courses/module-item/${items[0]}`, { cookie: them.cookie });
    expect(theirs.body.data.progress).toBeNull();
    const list = await t.get('/api/accounts/courses', { cookie: them.cookie });
    expect(list.body.data.results[0].progress.completedItems).toBe(0);
  });

  it('remembers a video position and refuses a bad one (422)', async () => {
    const me = await learner();
    await t.post(`/api/core/courses/${course.id}/enrol`, undefined, { cookie: me.cookie });
    const saved = await t.post(
      `/api/core/courses/module-item/${items[1]}/position`,
      { positionSeconds: 42 },
      { cookie: me.cookie },
    );
    expect(saved.status).toBe(200);
    const item = await t.get(`/api/core/courses/module-item/${items[1]}`, { cookie: me.cookie });
    expect(item.body.data.progress.positionSeconds).toBe(42);
    for (const body of [{ positionSeconds: -1 }, { positionSeconds: 'ten' }, {}]) {
      const bad = await t.post(`/api/core/courses/module-item/${items[1]}/position`, body, { cookie: me.cookie });
      expect(bad.status).toBe(422);
      expect(bad.body.fields).toHaveProperty('positionSeconds');
    }
  });

  it('finishing every item issues one certificate that anyone can verify', async () => {
    const me = await learner('Kabir Menon');
    await t.post(`/api/core/courses/${other.id}/enrol`, undefined, { cookie: me.cookie });
    let last: { body: { data: { certificateCode: string | null; progress: { percent: number } } } } | undefined;
    for (const id of otherItems) {
      last = await t.post(`/api/core/courses/module-item/${id}/complete`, undefined, { cookie: me.cookie });
    }
    expect(last!.body.data.progress.percent).toBe(100);
    const code = last!.body.data.certificateCode!;
    expect(code).toMatch(/^LP-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const cert = await t.get(`/api/core/certificates/${code}`);
    expect(cert.status).toBe(200);
    expect(cert.body.data).toMatchObject({
      code,
      learnerName: 'Kabir Menon',
      course: { id: other.id, title: 'Excel for Accountants' },
      verifyPath: `/certificates/${code}`,
    });
    expect((await t.get('/api/core/certificates/LP-NOPE-NOPE-NOPE')).status).toBe(404);
    expect((await t.get('/api/core/certificates/bad%20code')).status).toBe(422);

    const completed = await t.get('/api/accounts/courses?type=completed', { cookie: me.cookie });
    expect(completed.body.data.results).toHaveLength(1);
    expect(completed.body.data.results[0]).toMatchObject({ certificateCode: code, resumeItem: null });
    const inProgress = await t.get('/api/accounts/courses?type=in-progress', { cookie: me.cookie });
    expect(inProgress.body.data.count).toBe(0);
    const context = await t.get(`/api/core/courses/${other.slug}/context`, { cookie: me.cookie });
    expect(context.body.data.enrolment.certificateCode).toBe(code);
    // Another learner of the same course, and a learner of another course, see no certificate of hers.
    const them = await learner('Rohan Das');
    await t.post(`/api/core/courses/${other.id}/enrol`, undefined, { cookie: them.cookie });
    const theirs = await t.get(`/api/core/courses/${other.slug}/context`, { cookie: them.cookie });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.enrolment.certificateCode).toBeNull();
    const publicList = await t.get(`/api/accounts/users/${me.id}/courses`);
    expect(publicList.body.data.results[0].course.id).toBe(other.id);
  });

  it('20 concurrent completes of one item award once and emit once', async () => {
    const me = await learner();
    await t.post(`/api/core/courses/${course.id}/enrol`, undefined, { cookie: me.cookie });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.post(`/api/core/courses/module-item/${items[4]}/complete`, undefined, { cookie: me.cookie }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(results.filter((r) => r.body.data.pointsAwarded > 0)).toHaveLength(1);
    const awards = await t.db.select().from(pointAwards).where(eq(pointAwards.userId, me.id));
    expect(awards).toHaveLength(1);
    const emitted = await t.db
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.type, 'item.completed'), eq(outboxEvents.userId, me.id)));
    expect(emitted).toHaveLength(1);
  });

  it('the last two items completed at the same moment still issue the certificate', async () => {
    const small = await insertCourse(t.db, { title: 'Tally in a Week' }, { moduleCount: 1 });
    const smallItems = await itemsOf(small.id);
    const me = await learner();
    await t.post(`/api/core/courses/${small.id}/enrol`, undefined, { cookie: me.cookie });
    await t.post(`/api/core/courses/module-item/${smallItems[0]}/complete`, undefined, { cookie: me.cookie });
    await Promise.all(
      smallItems.slice(1).map((id) => t.post(`/api/core/courses/module-item/${id}/complete`, undefined, { cookie: me.cookie })),
    );
    const done = await t.get('/api/accounts/courses?type=completed', { cookie: me.cookie });
    expect(done.body.data.results[0].certificateCode).toEqual(expect.any(String));
  });
});

describe('video lessons complete after most of the video was watched', () => {
  let video: Awaited<ReturnType<typeof insertCourse>>;
  let lessons: number[];
  beforeAll(async () => {
    video = await insertCourse(t.db, { title: 'SQL Basics on Video' }, { moduleCount: 1 });
    lessons = await itemsOf(video.id);
    await t.db.update(moduleItems).set({ kind: 'video' }).where(eq(moduleItems.id, lessons[0]!));
    await t.db.update(moduleItems).set({ kind: 'article' }).where(eq(moduleItems.id, lessons[1]!));
    await t.db.update(moduleItems).set({ kind: 'video' }).where(eq(moduleItems.id, lessons[2]!));
    await t.db.insert(itemContents).values([
      { itemId: lessons[0]!, body: 'Notes under the clip.', videoUrl: '/media/your-first-select.webm', videoSeconds: 30 },
      { itemId: lessons[1]!, body: '# SELECT\n\nRead this.' },
      { itemId: lessons[2]!, body: 'A long lecture.', videoUrl: '/media/lecture.webm', videoSeconds: 600 },
    ]);
  });

  /** As if the player's previous report (or the item's start) was this many seconds ago. */
  async function lastReportAgo(userId: number, itemId: number, seconds: number) {
    const at = new Date(Date.now() - seconds * 1000);
    await t.db
      .update(itemProgress)
      .set({ watchReportedAt: at, startedAt: at })
      .where(and(eq(itemProgress.userId, userId), eq(itemProgress.itemId, itemId)));
  }
  const report = (cookie: string, itemId: number, body: object) =>
    t.post(`/api/core/courses/module-item/${itemId}/position`, body, { cookie });

  it('refuses to complete an unwatched video (409, what is left), credits watched time at most twice the wall clock, then completes', async () => {
    const me = await learner();
    await t.post(`/api/core/courses/${video.id}/enrol`, undefined, { cookie: me.cookie });
    const item = lessons[0]!;
    await t.post(`/api/core/courses/module-item/${item}/start`, undefined, { cookie: me.cookie });
    const early = await t.post(`/api/core/courses/module-item/${item}/complete`, undefined, { cookie: me.cookie });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(MESSAGES.videoNotWatched(24));

    // Claiming the whole clip a moment after opening it credits (almost) nothing.
    const claimed = await report(me.cookie, item, { positionSeconds: 30, watchedSeconds: 30 });
    expect(claimed.status, claimed.text).toBe(200);
    expect(claimed.body.data.watchedSeconds).toBeLessThan(2);

    // 5 s of wall clock at most 2x: 10 s credited of the 30 claimed.
    await lastReportAgo(me.id, item, 5);
    const part = await report(me.cookie, item, { positionSeconds: 12, watchedSeconds: 30 });
    expect(part.body.data.watchedSeconds).toBeGreaterThanOrEqual(10);
    expect(part.body.data.watchedSeconds).toBeLessThan(12);
    const notYet = await t.post(`/api/core/courses/module-item/${item}/complete`, undefined, { cookie: me.cookie });
    expect(notYet.status).toBe(409);
    expect((await t.db.select().from(pointAwards).where(eq(pointAwards.userId, me.id))).length).toBe(0);

    // Two more reports of 10 s played at 1x: 30 of 30 s watched, past the 80% (24 s).
    await lastReportAgo(me.id, item, 10);
    await report(me.cookie, item, { positionSeconds: 22, watchedSeconds: 10 });
    await lastReportAgo(me.id, item, 10);
    const watched = await report(me.cookie, item, { positionSeconds: 30, watchedSeconds: 10 });
    expect(watched.body.data.watchedSeconds).toBe(30);
    const done = await t.post(`/api/core/courses/module-item/${item}/complete`, undefined, { cookie: me.cookie });
    expect(done.status, done.text).toBe(200);
    expect(done.body.data.pointsAwarded).toBe(POINTS.moduleItem);
    const shown = await t.get(`/api/core/courses/module-item/${item}`, { cookie: me.cookie });
    expect(shown.body.data.content.videoSeconds).toBe(30);
    expect(shown.body.data.progress.watchedSeconds).toBe(30);
  });

  it('credits a learner at the fastest rate in full when one report arrives late and the next at once', async () => {
    const me = await learner();
    await t.post(`/api/core/courses/${video.id}/enrol`, undefined, { cookie: me.cookie });
    const item = lessons[2]!;
    await t.post(`/api/core/courses/module-item/${item}/start`, undefined, { cookie: me.cookie });
    // 6 s since the start; 4 s played at 2x (2 s of it), reported late; the next 4 s reported at once.
    const clockStarted = Date.now();
    await lastReportAgo(me.id, item, 6);
    const late = await report(me.cookie, item, { positionSeconds: 4, watchedSeconds: 4 });
    expect(late.body.data.watchedSeconds).toBeCloseTo(4, 1);
    const next = await report(me.cookie, item, { positionSeconds: 8, watchedSeconds: 4 });
    expect(next.body.data.watchedSeconds).toBeCloseTo(8, 1);
    // 6 s spent allow 12 s at 2x in all: 12 more claimed at once credit only the 4 s left, plus 2x the
    // seconds these requests themselves took (a loaded CI host took over half a second: 14.03 s credited).
    const more = await report(me.cookie, item, { positionSeconds: 20, watchedSeconds: 12 });
    const tookSeconds = (Date.now() - clockStarted) / 1000;
    expect(more.body.data.watchedSeconds).toBeGreaterThanOrEqual(12);
    expect(more.body.data.watchedSeconds).toBeLessThanOrEqual(12 + 2 * tookSeconds + 0.01);
    expect(more.body.data.watchedSeconds).toBeLessThan(20);
  });

  it('credits at most a window of wall clock after a long pause, and an article completes at once as before', async () => {
    const me = await learner();
    await t.post(`/api/core/courses/${video.id}/enrol`, undefined, { cookie: me.cookie });
    await t.post(`/api/core/courses/module-item/${lessons[2]}/start`, undefined, { cookie: me.cookie });
    await lastReportAgo(me.id, lessons[2]!, 86_400);
    const res = await report(me.cookie, lessons[2]!, { positionSeconds: 600, watchedSeconds: 600 });
    expect(res.body.data.watchedSeconds).toBeLessThanOrEqual(VIDEO_WATCH.reportWindowSeconds * VIDEO_WATCH.maxPlaybackRate);
    expect((await t.post(`/api/core/courses/module-item/${lessons[2]}/complete`, undefined, { cookie: me.cookie })).status).toBe(
      409,
    );
    const bad = await report(me.cookie, lessons[2]!, { positionSeconds: 1, watchedSeconds: -3 });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toHaveProperty('watchedSeconds');

    const article = await t.post(`/api/core/courses/module-item/${lessons[1]}/complete`, undefined, { cookie: me.cookie });
    expect(article.status).toBe(200);
    expect(article.body.data.pointsAwarded).toBe(POINTS.moduleItem);
  });
});

describe('notes on an item', () => {
  const notePath = (id: number) => `/api/core/courses/module-item/${id}/note`;
  const put = (id: number, body: unknown, cookie?: string) => t.call('PUT', notePath(id), body, { cookie });
  const storedNotes = (userId: number) => t.db.select().from(itemNotes).where(eq(itemNotes.userId, userId));

  it('keeps a private note per item: empty at first, saved, replaced, and read back', async () => {
    const me = await learner();
    await t.post(`/api/core/courses/${course.id}/enrol`, undefined, { cookie: me.cookie });
    const api = t.api({ cookie: me.cookie }).api.core.courses['module-item'][':id'].note;

    const empty = await api.$get({ param: { id: String(items[0]) } });
    if (empty.status !== 200) throw new Error(`GET note: ${empty.status}`);
    expect((await empty.json()).data).toEqual({ itemId: items[0], body: '', updatedAt: null });

    const saved = await api.$put({ param: { id: String(items[0]) }, json: { body: 'A **closure** keeps its scope.' } });
    if (saved.status !== 200) throw new Error(`PUT note: ${saved.status}`);
    const first = (await saved.json()).data;
    expect(first).toMatchObject({ itemId: items[0], body: 'A **closure** keeps its scope.', updatedAt: expect.any(String) });

    const replaced = await put(items[0]!, { body: 'Rewritten in my own words.' }, me.cookie);
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.body).toBe('Rewritten in my own words.');
    const read = await t.get(notePath(items[0]!), { cookie: me.cookie });
    expect(read.body.data).toMatchObject({ itemId: items[0], body: 'Rewritten in my own words.' });
    // One row per learner and item; another item has its own (none yet).
    expect(await storedNotes(me.id)).toHaveLength(1);
    expect((await t.get(notePath(items[1]!), { cookie: me.cookie })).body.data.body).toBe('');

    // Exactly the limit is kept, as written (spaces and new lines too).
    const longest = `${'x'.repeat(ITEM_NOTE_MAX_LENGTH - 2)}\n `;
    expect((await put(items[1]!, { body: longest }, me.cookie)).body.data.body).toBe(longest);
  });

  it('refuses a note over 5000 characters (422 with the field), malformed JSON (400) and a body that is not text (422)', async () => {
    const me = await learner();
    await t.post(`/api/core/courses/${course.id}/enrol`, undefined, { cookie: me.cookie });
    await put(items[0]!, { body: 'Keep me.' }, me.cookie);

    const tooLong = await put(items[0]!, { body: 'x'.repeat(ITEM_NOTE_MAX_LENGTH + 1) }, me.cookie);
    expect(tooLong.status).toBe(422);
    expect(tooLong.body).toEqual({ error: expect.any(String), fields: { body: MESSAGES.noteTooLong } });
    const malformed = await put(items[0]!, '{"body": "unfinished', me.cookie);
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toEqual(expect.any(String));
    for (const body of [{ body: 42 }, {}, { body: null }]) {
      const bad = await put(items[0]!, body, me.cookie);
      expect(bad.status).toBe(422);
      expect(bad.body.fields).toHaveProperty('body');
    }
    // None of them touched the note.
    expect((await storedNotes(me.id)).map((n) => n.body)).toEqual(['Keep me.']);
  });

  it('is for enrolled learners only: 401 signed out, 403 not enrolled, 404 for an unknown item, 422 for a bad id', async () => {
    const me = await learner();
    expect((await t.get(notePath(items[0]!))).status).toBe(401);
    expect((await put(items[0]!, { body: 'hello' })).status).toBe(401);
    for (const res of [
      await t.get(notePath(items[0]!), { cookie: me.cookie }),
      await put(items[0]!, { body: 'hi' }, me.cookie),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(MESSAGES.notEnrolled);
    }
    expect(await storedNotes(me.id)).toEqual([]);
    await t.post(`/api/core/courses/${course.id}/enrol`, undefined, { cookie: me.cookie });
    // Enrolled in one course opens no notes in another.
    expect((await put(otherItems[0]!, { body: 'hi' }, me.cookie)).status).toBe(403);
    const missing = await t.get(notePath(987654), { cookie: me.cookie });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(MESSAGES.itemNotFound);
    const bad = await t.get('/api/core/courses/module-item/abc/note', { cookie: me.cookie });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toHaveProperty('id');
  });

  it("never shows one learner's note to another, even in the same course", async () => {
    const me = await learner();
    const them = await learner();
    await t.post(`/api/core/courses/${course.id}/enrol`, undefined, { cookie: me.cookie });
    await t.post(`/api/core/courses/${course.id}/enrol`, undefined, { cookie: them.cookie });
    await put(items[2]!, { body: 'My secret mnemonic.' }, me.cookie);

    const theirs = await t.get(notePath(items[2]!), { cookie: them.cookie });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toEqual({ itemId: items[2], body: '', updatedAt: null });
    expect(
      JSON.stringify((await t.get(`/api/core/courses/module-item/${items[2]}`, { cookie: them.cookie })).body),
    ).not.toContain('mnemonic');
    // Their own note on the same item is theirs; mine is unchanged.
    await put(items[2]!, { body: 'Mine, not yours.' }, them.cookie);
    expect((await t.get(notePath(items[2]!), { cookie: me.cookie })).body.data.body).toBe('My secret mnemonic.');
    expect((await t.get(notePath(items[2]!), { cookie: them.cookie })).body.data.body).toBe('Mine, not yours.');
  });

  it('an empty or blank note deletes it; repeating that changes nothing', async () => {
    const me = await learner();
    await t.post(`/api/core/courses/${course.id}/enrol`, undefined, { cookie: me.cookie });
    await put(items[3]!, { body: 'Short-lived.' }, me.cookie);
    await put(items[4]!, { body: 'Also short-lived.' }, me.cookie);
    expect(await storedNotes(me.id)).toHaveLength(2);

    const cleared = await put(items[3]!, { body: '' }, me.cookie);
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toEqual({ itemId: items[3], body: '', updatedAt: null });
    expect((await put(items[4]!, { body: '  \n\t ' }, me.cookie)).body.data.body).toBe('');
    expect((await put(items[4]!, { body: '' }, me.cookie)).status).toBe(200);
    expect(await storedNotes(me.id)).toEqual([]);
    expect((await t.get(notePath(items[3]!), { cookie: me.cookie })).body.data.updatedAt).toBeNull();
  });

  it('are part of "Your data"', async () => {
    const me = await learner();
    await t.post(`/api/core/courses/${course.id}/enrol`, undefined, { cookie: me.cookie });
    await put(items[0]!, { body: 'Exported with everything else.' }, me.cookie);
    const exported = await t.get('/api/accounts/data-export', { cookie: me.cookie });
    expect(exported.status).toBe(200);
    expect(exported.body.records.item_notes).toEqual([
      expect.objectContaining({ user_id: me.id, item_id: items[0], body: 'Exported with everything else.' }),
    ]);
  });
});

describe('GET /api/accounts/courses', () => {
  it('lists in-progress courses with where to continue; 422 on a bad type; 401 for a visitor', async () => {
    const me = await learner();
    await t.post(`/api/core/courses/${course.id}/enrol`, undefined, { cookie: me.cookie });
    await t.post(`/api/core/courses/module-item/${items[0]}/complete`, undefined, { cookie: me.cookie });
    const res = await t.get('/api/accounts/courses?type=in-progress', { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ count: 1, next: null });
    expect(res.body.data.results[0]).toMatchObject({
      course: { id: course.id },
      progress: { completedItems: 1, totalItems: 6 },
      resumeItem: { id: items[1] },
      certificateCode: null,
    });
    const bad = await t.get('/api/accounts/courses?type=finished', { cookie: me.cookie });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toHaveProperty('type');
    expect((await t.get('/api/accounts/courses')).status).toBe(401);
    expect((await t.get('/api/accounts/users/987654/courses')).status).toBe(404);
  });
});

describe('GET /api/accounts/streak', () => {
  it('counts days in the user time zone: 19:00 UTC is the next day in Asia/Kolkata', async () => {
    const kolkata = await learner('Ananya Rao', 'Asia/Kolkata');
    const utc = await learner('Sam Taylor', 'UTC');
    // Three days ago at 19:00 UTC = 00:30 IST the following day.
    const base = new Date();
    base.setUTCDate(base.getUTCDate() - 3);
    base.setUTCHours(19, 0, 0, 0);
    const utcDay = base.toISOString().slice(0, 10);
    const kolkataDay = new Date(base.getTime() + 86_400_000).toISOString().slice(0, 10);
    for (const userId of [kolkata.id, utc.id]) {
      await t.db.insert(pointAwards).values({
        userId,
        reason: 'moduleItem',
        objectType: 'module_item',
        objectId: items[0]!,
        points: POINTS.moduleItem,
        awardedAt: base,
      });
    }
    const k = await t.get('/api/accounts/streak', { cookie: kolkata.cookie });
    expect(k.status).toBe(200);
    expect(k.body.data).toMatchObject({ streakDates: [kolkataDay], totalPoints: POINTS.moduleItem, timeZone: 'Asia/Kolkata' });
    const u = await t.get('/api/accounts/streak', { cookie: utc.cookie });
    expect(u.body.data).toMatchObject({ streakDates: [utcDay], timeZone: 'UTC', longestStreak: 1 });
    expect((await t.get('/api/accounts/streak')).status).toBe(401);
  });

  it('a completed item today starts a streak of one', async () => {
    const me = await learner();
    await t.post(`/api/core/courses/${course.id}/enrol`, undefined, { cookie: me.cookie });
    await t.post(`/api/core/courses/module-item/${items[0]}/complete`, undefined, { cookie: me.cookie });
    const res = await t.get('/api/accounts/streak', { cookie: me.cookie });
    expect(res.body.data).toMatchObject({ currentStreak: 1, longestStreak: 1, totalPoints: POINTS.moduleItem });
    expect(res.body.data.streakDates).toEqual([res.body.data.today]);
  });
});

describe('a premium course', () => {
  it('opens its lessons to members only: enrolling and each lesson call answer 403 to others', async () => {
    const premium = await insertCourse(t.db, { title: 'Cloud Architecture with AWS', isPremium: true }, { moduleCount: 1 });
    const [first] = await itemsOf(premium.id);
    const free = await learner('Rohan Das');
    const refused = await t.post(`/api/core/courses/${premium.id}/enrol`, undefined, { cookie: free.cookie });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(MESSAGES.premiumOnly);

    const member = await learner('Ananya Rao');
    await subscribe(t, member.cookie);
    expect((await t.post(`/api/core/courses/${premium.id}/enrol`, undefined, { cookie: member.cookie })).status).toBe(201);
    expect((await t.get(`/api/core/courses/module-item/${first}`, { cookie: member.cookie })).status).toBe(200);
    expect((await t.post(`/api/core/courses/module-item/${first}/start`, undefined, { cookie: member.cookie })).status).toBe(200);

    // An enrolment left over from a plan that ended opens nothing.
    await t.db.insert(enrolments).values({ userId: free.id, courseId: premium.id });
    expect((await t.get(`/api/core/courses/module-item/${first}`, { cookie: free.cookie })).status).toBe(403);
    expect((await t.post(`/api/core/courses/module-item/${first}/complete`, undefined, { cookie: free.cookie })).status).toBe(
      403,
    );
  });
});
