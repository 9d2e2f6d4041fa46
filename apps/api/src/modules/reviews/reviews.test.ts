import { MESSAGES } from '@lp/contract/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/courses.ts';
import { institutes } from '../../db/schema/institutes.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { insertCourse, insertInstitute } from '../../db/seed/catalogue-factories.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { createTestContext } from '../../test/test-app.ts';

const t = await createTestContext();

async function signedInUser(fullName?: string) {
  const user = await insertUser(t.db, fullName ? { fullName } : {});
  const cookie = await t.signIn(user.email, 'Learnly@123');
  return { user, cookie };
}

async function ratingOf(courseId: number) {
  const [row] = await t.db
    .select({ avg: courses.ratingAvg, count: courses.ratingCount })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row;
}

/** Reviews as a learner would: a course's reviewer enrols in it first (only its learners review it). */
const review = async (cookie: string, modelId: number, rating: number, text = '', modelName = 'course') => {
  if (modelName === 'course') await enrol(cookie, modelId);
  return t.post('/api/core/reviews/', { model_name: modelName, model_id: modelId, rating, text }, { cookie });
};

const enrol = (cookie: string, courseId: number) => t.post(`/api/core/courses/${courseId}/enrol`, {}, { cookie });

describe('GET /api/core/reviews/', () => {
  it('lists the reviews of a course newest first with author names (never emails) and the summary', async () => {
    const course = await insertCourse(t.db);
    const asha = await signedInUser('Asha Rao');
    const vikram = await signedInUser('Vikram Singh');
    const neha = await signedInUser('Neha Gupta');
    expect((await review(asha.cookie, course.id, 5, 'Brilliant teachers')).status).toBe(201);
    expect((await review(vikram.cookie, course.id, 3, 'Average labs')).status).toBe(201);
    expect((await review(neha.cookie, course.id, 5)).status).toBe(201);

    const res = await t.get(`/api/core/reviews/?model_name=course&model_id=${course.id}`);
    expect(res.status).toBe(200);
    const { results, next, count, summary } = res.body.data;
    expect(count).toBe(3);
    expect(next).toBeNull();
    expect(results.map((r: { author: { fullName: string } }) => r.author.fullName)).toEqual([
      'Neha Gupta',
      'Vikram Singh',
      'Asha Rao',
    ]);
    expect(results[1]).toMatchObject({ rating: 3, text: 'Average labs', mine: false, modelName: 'course', modelId: course.id });
    expect(Object.keys(results[1].author).sort()).toEqual(['fullName', 'id']);
    expect(res.text).not.toContain('@example.in');
    expect(summary).toEqual({ avg: 4.33, count: 3, histogram: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 2 } });

    const mine = await t.get(`/api/core/reviews?model_name=course&model_id=${course.id}`, { cookie: vikram.cookie });
    expect(mine.body.data.results.map((r: { mine: boolean }) => r.mine)).toEqual([false, true, false]);
  });

  it('filters by rating while the summary still covers every review', async () => {
    const course = await insertCourse(t.db);
    for (const rating of [5, 4, 5, 1]) {
      const { cookie } = await signedInUser();
      expect((await review(cookie, course.id, rating)).status).toBe(201);
    }
    const fives = await t.get(`/api/core/reviews/?model_name=course&model_id=${course.id}&rating=5`);
    expect(fives.status).toBe(200);
    expect(fives.body.data.count).toBe(2);
    expect(fives.body.data.results.every((r: { rating: number }) => r.rating === 5)).toBe(true);
    expect(fives.body.data.summary.count).toBe(4);
    expect(fives.body.data.summary.histogram).toEqual({ 1: 1, 2: 0, 3: 0, 4: 1, 5: 2 });

    const twos = await t.get(`/api/core/reviews/?model_name=course&model_id=${course.id}&rating=2`);
    expect(twos.body.data).toMatchObject({ results: [], count: 0, next: null });

    for (const bad of ['0', '6', 'five', '2.5']) {
      const res = await t.get(`/api/core/reviews/?model_name=course&model_id=${course.id}&rating=${bad}`);
      expect(res.status).toBe(422);
      expect(res.body.fields).toHaveProperty('rating');
    }
  });

  it('pages with next, and a page past the end is a 404 saying there are no more reviews', async () => {
    const course = await insertCourse(t.db);
    for (let i = 0; i < 3; i++) {
      const { cookie } = await signedInUser();
      await review(cookie, course.id, 4, `Review ${i}`);
    }
    const first = await t.get(`/api/core/reviews/?model_name=course&model_id=${course.id}&page_size=2`);
    expect(first.body.data.next).toBe(2);
    expect(first.body.data.results.map((r: { text: string }) => r.text)).toEqual(['Review 2', 'Review 1']);
    const second = await t.get(`/api/core/reviews/?model_name=course&model_id=${course.id}&page_size=2&page=2`);
    expect(second.body.data.next).toBeNull();
    expect(second.body.data.results.map((r: { text: string }) => r.text)).toEqual(['Review 0']);
    const past = await t.get(`/api/core/reviews/?model_name=course&model_id=${course.id}&page_size=2&page=3`);
    expect(past.status).toBe(404);
    expect(past.body).toEqual({ error: MESSAGES.noMoreReviews });
  });

  it('answers an empty first page for an object with no reviews', async () => {
    const institute = await insertInstitute(t.db);
    const res = await t.get(`/api/core/reviews/?model_name=institute&model_id=${institute.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      results: [],
      next: null,
      count: 0,
      summary: { avg: 0, count: 0, histogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    });
  });

  it('is a 404 for a course or institute that does not exist, and 422 for bad input', async () => {
    const missing = await t.get('/api/core/reviews/?model_name=course&model_id=999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(MESSAGES.reviewCourseMissing);
    const missingInstitute = await t.get('/api/core/reviews/?model_name=institute&model_id=999999');
    expect(missingInstitute.body.error).toBe(MESSAGES.reviewInstituteMissing);

    for (const query of [
      'model_name=job&model_id=1',
      'model_id=1',
      'model_name=course',
      'model_name=course&model_id=abc',
      'model_name=course&model_id=-3',
      'model_name=course&model_id=99999999999',
      'model_name=course&model_id=1&page=0',
      'model_name=course&model_id=1&page_size=500',
    ]) {
      const res = await t.get(`/api/core/reviews/?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.error).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/core/reviews/get', () => {
  it('is 401 for visitors', async () => {
    const course = await insertCourse(t.db);
    const res = await t.get(`/api/core/reviews/get?model_name=course&model_id=${course.id}`);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(MESSAGES.notSignedIn);
  });

  it('is a 404 until the user reviews the object, then answers the review', async () => {
    const course = await insertCourse(t.db);
    const { user, cookie } = await signedInUser('Ravi Kumar');
    const other = await signedInUser();
    await review(other.cookie, course.id, 2, 'Not for me');

    const none = await t.get(`/api/core/reviews/get?model_name=course&model_id=${course.id}`, { cookie });
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ error: MESSAGES.noOwnReview });

    await review(cookie, course.id, 4, '  Good placement support  ');
    const mine = await t.get(`/api/core/reviews/get?model_name=course&model_id=${course.id}`, { cookie });
    expect(mine.status).toBe(200);
    expect(mine.body.data.review).toMatchObject({
      rating: 4,
      text: 'Good placement support',
      author: { id: user.id, fullName: 'Ravi Kumar' },
      mine: true,
    });
  });

  it('keeps reviews of a course and of an institute with the same id apart', async () => {
    const institute = await insertInstitute(t.db);
    const course = await insertCourse(t.db, { instituteId: institute.id });
    const { cookie } = await signedInUser();
    expect((await review(cookie, institute.id, 3, 'Campus', 'institute')).status).toBe(201);
    const ofCourse = await t.get(`/api/core/reviews/get?model_name=course&model_id=${course.id}`, { cookie });
    expect(ofCourse.status).toBe(404);
    expect((await review(cookie, course.id, 5, 'Course')).status).toBe(201);
    const [inst] = await t.db.select().from(institutes).where(eq(institutes.id, institute.id));
    expect(inst).toMatchObject({ ratingAvg: 3, ratingCount: 1 });
  });
});

describe('POST /api/core/reviews/', () => {
  it('is 401 for visitors and stores nothing', async () => {
    const course = await insertCourse(t.db);
    const res = await t.post('/api/core/reviews/', { model_name: 'course', model_id: course.id, rating: 5 });
    expect(res.status).toBe(401);
    expect(await ratingOf(course.id)).toEqual({ avg: 0, count: 0 });
    const stored = await t.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.modelName, 'course'), eq(reviews.modelId, course.id)));
    expect(stored).toHaveLength(0);
  });

  it('creates a review (201) and refuses a second one of the same object with 409', async () => {
    const course = await insertCourse(t.db);
    const { cookie } = await signedInUser();
    const created = await review(cookie, course.id, 5, 'Great');
    expect(created.status).toBe(201);
    expect(created.body.data.review).toMatchObject({ rating: 5, text: 'Great', mine: true });
    const again = await review(cookie, course.id, 1, 'Changed my mind');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: MESSAGES.reviewExists });
    const stored = await t.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.modelName, 'course'), eq(reviews.modelId, course.id)));
    expect(stored.map((r) => r.rating)).toEqual([5]);
    expect(await ratingOf(course.id)).toEqual({ avg: 5, count: 1 });
  });

  it('gives one review and one 409 when a user posts twice at the same moment', async () => {
    const course = await insertCourse(t.db);
    const { cookie } = await signedInUser();
    const results = await Promise.all([review(cookie, course.id, 4), review(cookie, course.id, 2)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await ratingOf(course.id)).toMatchObject({ count: 1 });
  });

  it('accepts an empty text and allows up to 2000 characters', async () => {
    const course = await insertCourse(t.db);
    const a = await signedInUser();
    const b = await signedInUser();
    await enrol(a.cookie, course.id);
    const noText = await t.post(
      '/api/core/reviews',
      { model_name: 'course', model_id: course.id, rating: 3 },
      { cookie: a.cookie },
    );
    expect(noText.status).toBe(201);
    expect(noText.body.data.review.text).toBe('');
    const long = await review(b.cookie, course.id, 3, 'x'.repeat(2001));
    expect(long.status).toBe(422);
    expect(long.body.fields).toEqual({ text: MESSAGES.reviewTextTooLong });
    expect((await review(b.cookie, course.id, 3, 'x'.repeat(2000))).status).toBe(201);
  });

  it('refuses a rating of 0, 6, 2.5, "five" or none with 422 and stores nothing', async () => {
    const course = await insertCourse(t.db);
    const { cookie } = await signedInUser();
    for (const rating of [0, 6, 2.5, 'five', '5', null, undefined]) {
      const res = await t.post('/api/core/reviews/', { model_name: 'course', model_id: course.id, rating }, { cookie });
      expect(res.status, String(rating)).toBe(422);
      expect(res.body.fields.rating).toEqual(expect.any(String));
    }
    expect(await ratingOf(course.id)).toEqual({ avg: 0, count: 0 });
  });

  it('refuses unknown models, bad ids and malformed bodies without a 500', async () => {
    const { cookie } = await signedInUser();
    for (const body of [
      { model_name: 'job', model_id: 1, rating: 4 },
      { model_name: 'course', model_id: 'abc', rating: 4 },
      { model_name: 'course', model_id: 2 ** 40, rating: 4 },
      { model_name: 'course', rating: 4 },
      [],
      'null',
    ]) {
      const res = await t.post('/api/core/reviews/', body, { cookie });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const malformed = await t.post('/api/core/reviews/', '{"rating":', { cookie });
    expect(malformed.status).toBe(400);
  });

  it('is a 404 when the course or institute does not exist', async () => {
    const { cookie } = await signedInUser();
    const res = await review(cookie, 987654, 4);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(MESSAGES.reviewCourseMissing);
    const inst = await review(cookie, 987654, 4, '', 'institute');
    expect(inst.body.error).toBe(MESSAGES.reviewInstituteMissing);
  });

  it('keeps the course rating right when many users review at the same time', async () => {
    const course = await insertCourse(t.db);
    const users = await Promise.all(Array.from({ length: 8 }, () => signedInUser()));
    const ratings = [5, 4, 3, 5, 2, 1, 4, 5];
    const results = await Promise.all(users.map((u, i) => review(u.cookie, course.id, ratings[i]!)));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(await ratingOf(course.id)).toEqual({ avg: 3.63, count: 8 });

    // Edits and deletes at the same moment as well.
    await Promise.all([
      t.call('DELETE', `/api/core/reviews/${results[0]!.body.data.review.id}`, undefined, { cookie: users[0]!.cookie }),
      t.call('DELETE', `/api/core/reviews/${results[1]!.body.data.review.id}`, undefined, { cookie: users[1]!.cookie }),
      t.post(`/api/core/reviews/${results[5]!.body.data.review.id}`, { rating: 5 }, { cookie: users[5]!.cookie }),
    ]);
    // Left: 3, 5, 2, 5, 4, 5 → 24 / 6
    expect(await ratingOf(course.id)).toEqual({ avg: 4, count: 6 });
  });
});

describe('POST /api/core/reviews/ of a course: its learners only', () => {
  it('refuses a signed-in user who is not enrolled (403, nothing stored), then takes their review once they enrol', async () => {
    const course = await insertCourse(t.db);
    const { cookie } = await signedInUser('Kabir Das');
    const body = { model_name: 'course', model_id: course.id, rating: 5, text: 'Never took it' };
    const refused = await t.post('/api/core/reviews/', body, { cookie });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(MESSAGES.reviewNeedsEnrolment);
    expect((await ratingOf(course.id))?.count).toBe(0);

    expect((await enrol(cookie, course.id)).status).toBe(201);
    const created = await t.post('/api/core/reviews/', { ...body, text: 'Took it' }, { cookie });
    expect(created.status).toBe(201);
    expect(created.body.data.review).toMatchObject({ text: 'Took it', enrolled: true });
  });

  it('shows "Enrolled learner" on course reviews by learners, never on an institute review', async () => {
    const institute = await insertInstitute(t.db);
    const course = await insertCourse(t.db, { instituteId: institute.id });
    const { cookie } = await signedInUser('Meera Iyer');
    await review(cookie, course.id, 4, 'Good course');
    await review(cookie, institute.id, 4, 'Good campus', 'institute');
    // A review written before this rule, by someone never enrolled, carries no mark.
    const outsider = await insertUser(t.db);
    await t.db.insert(reviews).values({ userId: outsider.id, modelName: 'course', modelId: course.id, rating: 2, text: 'Old' });

    const list = await t.get(`/api/core/reviews/?model_name=course&model_id=${course.id}`);
    expect(list.body.data.results.map((r: { text: string; enrolled: boolean }) => [r.text, r.enrolled])).toEqual([
      ['Old', false],
      ['Good course', true],
    ]);
    const ofInstitute = await t.get(`/api/core/reviews/?model_name=institute&model_id=${institute.id}`);
    expect(ofInstitute.body.data.results[0]).toMatchObject({ text: 'Good campus', enrolled: false });
  });
});

describe('POST and DELETE /api/core/reviews/{id}', () => {
  it('edits the own review, and the course rating follows creates, edits and deletes', async () => {
    const course = await insertCourse(t.db);
    const a = await signedInUser();
    const b = await signedInUser();
    expect(await ratingOf(course.id)).toEqual({ avg: 0, count: 0 });
    const created = await review(a.cookie, course.id, 5, 'Loved it');
    expect(await ratingOf(course.id)).toEqual({ avg: 5, count: 1 });
    await review(b.cookie, course.id, 2);
    expect(await ratingOf(course.id)).toEqual({ avg: 3.5, count: 2 });

    const id = created.body.data.review.id;
    const edited = await t.post(`/api/core/reviews/${id}`, { rating: 3, text: ' Good, not great ' }, { cookie: a.cookie });
    expect(edited.status).toBe(200);
    expect(edited.body.data.review).toMatchObject({ id, rating: 3, text: 'Good, not great', mine: true });
    expect(new Date(edited.body.data.review.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(edited.body.data.review.createdAt).getTime(),
    );
    expect(await ratingOf(course.id)).toEqual({ avg: 2.5, count: 2 });

    const deleted = await t.call('DELETE', `/api/core/reviews/${id}`, undefined, { cookie: a.cookie });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ data: { ok: true } });
    expect(await ratingOf(course.id)).toEqual({ avg: 2, count: 1 });
    const gone = await t.get(`/api/core/reviews/get?model_name=course&model_id=${course.id}`, { cookie: a.cookie });
    expect(gone.status).toBe(404);
    // Deleted, the user may review again.
    expect((await review(a.cookie, course.id, 4)).status).toBe(201);
    expect(await ratingOf(course.id)).toEqual({ avg: 3, count: 2 });
  });

  it("refuses to edit or delete someone else's review (403) and leaves it unchanged", async () => {
    const course = await insertCourse(t.db);
    const owner = await signedInUser();
    const intruder = await signedInUser();
    const created = await review(owner.cookie, course.id, 5, 'Mine');
    const id = created.body.data.review.id;

    const edit = await t.post(`/api/core/reviews/${id}`, { rating: 1, text: 'Hacked' }, { cookie: intruder.cookie });
    expect(edit.status).toBe(403);
    expect(edit.body).toEqual({ error: MESSAGES.reviewNotYours });
    const del = await t.call('DELETE', `/api/core/reviews/${id}`, undefined, { cookie: intruder.cookie });
    expect(del.status).toBe(403);

    const [stored] = await t.db.select().from(reviews).where(eq(reviews.id, id));
    expect(stored).toMatchObject({ rating: 5, text: 'Mine', userId: owner.user.id });
    expect(await ratingOf(course.id)).toEqual({ avg: 5, count: 1 });
  });

  it('is 401 for visitors, 404 for a missing review and 422 for bad ids or ratings', async () => {
    const course = await insertCourse(t.db);
    const { cookie } = await signedInUser();
    const id = (await review(cookie, course.id, 4)).body.data.review.id;

    expect((await t.post(`/api/core/reviews/${id}`, { rating: 1 })).status).toBe(401);
    expect((await t.call('DELETE', `/api/core/reviews/${id}`)).status).toBe(401);

    const missing = await t.post('/api/core/reviews/99999999', { rating: 1 }, { cookie });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(MESSAGES.reviewNotFound);
    expect((await t.call('DELETE', '/api/core/reviews/99999999', undefined, { cookie })).status).toBe(404);

    for (const path of ['/api/core/reviews/abc', '/api/core/reviews/0', '/api/core/reviews/99999999999']) {
      expect((await t.post(path, { rating: 3 }, { cookie })).status, path).toBe(422);
      expect((await t.call('DELETE', path, undefined, { cookie })).status, path).toBe(422);
    }
    for (const rating of [0, 6, 2.5, 'five']) {
      const res = await t.post(`/api/core/reviews/${id}`, { rating }, { cookie });
      expect(res.status).toBe(422);
      expect(res.body.fields.rating).toBe(MESSAGES.ratingInvalid);
    }
    const [stored] = await t.db.select().from(reviews).where(eq(reviews.id, id));
    expect(stored?.rating).toBe(4);
  });
});

describe('GET /api/accounts/reviews', () => {
  it('needs sign-in', async () => {
    const res = await t.get('/api/accounts/reviews');
    expect(res.status).toBe(401);
  });

  it("lists only the caller's reviews, newest first, with the course or institute to link to", async () => {
    const institute = await insertInstitute(t.db, { name: 'Lakeview College' });
    const course = await insertCourse(t.db, { title: 'Data Science Bootcamp' });
    const me = await signedInUser();
    const other = await signedInUser();
    await review(me.cookie, course.id, 4, 'Course review');
    await review(me.cookie, institute.id, 5, 'Institute review', 'institute');
    await review(other.cookie, course.id, 1, 'Not mine');

    const res = await t.get('/api/accounts/reviews', { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.body.data.count).toBe(2);
    expect(res.body.data.results.map((r: { text: string }) => r.text)).toEqual(['Institute review', 'Course review']);
    expect(res.body.data.results[0].target).toEqual({
      modelName: 'institute',
      id: institute.id,
      name: 'Lakeview College',
      slug: institute.slug,
    });
    expect(res.body.data.results[1].target).toMatchObject({ modelName: 'course', name: 'Data Science Bootcamp' });

    const one = await t.get('/api/accounts/reviews?page_size=1', { cookie: me.cookie });
    expect(one.body.data).toMatchObject({ count: 2, next: 2 });
    expect(one.body.data.results).toHaveLength(1);
    const past = await t.get('/api/accounts/reviews?page=3&page_size=1', { cookie: me.cookie });
    expect(past.status).toBe(404);
    expect(past.body.error).toBe(MESSAGES.noMoreReviews);
    expect((await t.get('/api/accounts/reviews?page=x', { cookie: me.cookie })).status).toBe(422);
  });
});

describe('deleting an account', () => {
  it('takes its reviews away and rewrites each rating from the reviews left', async () => {
    const course = await insertCourse(t.db);
    const institute = await insertInstitute(t.db);
    const leaving = await signedInUser('Meera Leaving');
    const staying = await signedInUser('Kabir Staying');
    expect((await review(leaving.cookie, course.id, 1, 'Not for me.')).status).toBe(201);
    expect((await review(staying.cookie, course.id, 5, 'Clear and well paced.')).status).toBe(201);
    expect((await review(leaving.cookie, institute.id, 2, '', 'institute')).status).toBe(201);
    expect(await ratingOf(course.id)).toEqual({ avg: 3, count: 2 });

    const deletion = await t.post(
      '/api/accounts/delete-account',
      { reason: 'other', confirm: 'yes' },
      { cookie: leaving.cookie },
    );
    expect(deletion.status).toBe(200);

    expect(await ratingOf(course.id)).toEqual({ avg: 5, count: 1 });
    const [inst] = await t.db
      .select({ avg: institutes.ratingAvg, count: institutes.ratingCount })
      .from(institutes)
      .where(eq(institutes.id, institute.id));
    expect(inst).toEqual({ avg: 0, count: 0 });
    const listed = await t.get(`/api/core/reviews/?model_name=course&model_id=${course.id}`);
    expect(listed.body.data.results.map((r: { text: string }) => r.text)).toEqual(['Clear and well paced.']);
  });
});
