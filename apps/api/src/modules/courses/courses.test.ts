import { MESSAGES } from '@lp/contract/messages';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { courseModules, courses, moduleItems } from '../../db/schema/courses.ts';
import { enrolments, itemProgress } from '../../db/schema/learning.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { tags } from '../../db/schema/taxonomy.ts';
import { firstStreamId, insertCity, insertCourse, insertInstitute, refreshRatings } from '../../db/seed/catalogue-factories.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { createTestContext } from '../../test/test-app.ts';

const t = await createTestContext();

/**
 * A small catalogue: two cities with an institute each, three streams, courses of every level
 * and type with prices and publish dates set so that each sort gives a known order.
 */
let pune: Awaited<ReturnType<typeof insertCity>>;
let mumbai: Awaited<ReturnType<typeof insertCity>>;
let punePoly: Awaited<ReturnType<typeof insertInstitute>>;
let mumbaiCollege: Awaited<ReturnType<typeof insertInstitute>>;
let engineering: number;
let design: number;
let tagSlugs: { python: string; ml: string };
const c: Record<string, Awaited<ReturnType<typeof insertCourse>>> = {};

const days = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
const titles = (res: { body: { data: { results: { title: string }[] } } }) => res.body.data.results.map((r) => r.title);

beforeAll(async () => {
  pune = await insertCity(t.db, { name: 'Pune', slug: 'pune', state: 'Maharashtra' });
  mumbai = await insertCity(t.db, { name: 'Mumbai', slug: 'mumbai', state: 'Maharashtra' });
  await insertCity(t.db, { name: 'Jaipur', slug: 'jaipur', state: 'Rajasthan' });
  punePoly = await insertInstitute(t.db, { name: 'Pune Polytechnic', cityId: pune.id });
  mumbaiCollege = await insertInstitute(t.db, { name: 'Mumbai College', cityId: mumbai.id, kind: 'university' });
  engineering = await firstStreamId(t.db, 'engineering');
  design = await firstStreamId(t.db, 'design');
  const engineeringTags = await t.db.select().from(tags).where(eq(tags.streamId, engineering)).orderBy(tags.id).limit(2);
  tagSlugs = { python: engineeringTags[0]!.slug, ml: engineeringTags[1]!.slug };
  const [python, ml] = engineeringTags.map((tag) => tag.id);

  c.web = await insertCourse(
    t.db,
    {
      title: 'Web Development Diploma',
      instituteId: punePoly.id,
      streamId: engineering,
      level: 'diploma',
      type: 'classroom',
      pricePaise: 30_000_00,
      publishedAt: days(1),
      enrolmentCount: 50,
    },
    { tagIds: [python!] },
  );
  c.python = await insertCourse(
    t.db,
    {
      title: 'Python Certificate',
      instituteId: punePoly.id,
      streamId: engineering,
      level: 'certificate',
      type: 'online',
      pricePaise: 0,
      publishedAt: days(2),
      enrolmentCount: 500,
      featured: true,
    },
    { tagIds: [python!, ml!], moduleCount: 2 },
  );
  c.ml = await insertCourse(
    t.db,
    {
      title: 'Machine Learning Diploma',
      instituteId: mumbaiCollege.id,
      streamId: engineering,
      level: 'diploma',
      type: 'online',
      pricePaise: 80_000_00,
      publishedAt: days(3),
      enrolmentCount: 10,
      featured: true,
      language: 'Hindi and English',
    },
    { tagIds: [ml!] },
  );
  c.ux = await insertCourse(t.db, {
    title: 'UX Design Degree',
    instituteId: mumbaiCollege.id,
    streamId: design,
    level: 'undergraduate',
    type: 'hybrid',
    pricePaise: 2_00_000_00,
    publishedAt: days(4),
    enrolmentCount: 5,
    language: 'Hindi',
  });

  // Ratings: ml 5 and 4 (4.5), python 3, web none.
  const raters = await Promise.all([1, 2, 3].map(() => insertUser(t.db)));
  await t.db.insert(reviews).values([
    { userId: raters[0]!.id, modelName: 'course', modelId: c.ml.id, rating: 5, text: 'Great' },
    { userId: raters[1]!.id, modelName: 'course', modelId: c.ml.id, rating: 4, text: 'Good' },
    { userId: raters[2]!.id, modelName: 'course', modelId: c.python.id, rating: 3, text: 'Fine' },
  ]);
  await refreshRatings(t.db);
});

describe('GET /api/core/courses', () => {
  it('lists every course newest first as cards, with count and next', async () => {
    const res = await t.get('/api/core/courses');
    expect(res.status).toBe(200);
    expect(res.body.data.count).toBe(4);
    expect(res.body.data.next).toBeNull();
    expect(titles(res)).toEqual([
      'UX Design Degree',
      'Machine Learning Diploma',
      'Python Certificate',
      'Web Development Diploma',
    ]);
    const ml = res.body.data.results[1];
    expect(ml).toMatchObject({
      slug: c.ml!.slug,
      level: 'diploma',
      type: 'online',
      pricePaise: 80_000_00,
      ratingAvg: 4.5,
      ratingCount: 2,
      featured: true,
      language: 'Hindi and English',
      institute: { id: mumbaiCollege.id, name: 'Mumbai College', slug: mumbaiCollege.slug },
      city: { id: mumbai.id, name: 'Mumbai', slug: 'mumbai' },
      stream: { id: engineering, slug: 'engineering' },
    });
  });

  it('pages with page_size, says which page is next, and 404s past the end with the spec message', async () => {
    const first = await t.get('/api/core/courses?page_size=3');
    expect(first.body.data).toMatchObject({ count: 4, next: 2 });
    expect(first.body.data.results).toHaveLength(3);
    const second = await t.get('/api/core/courses?page_size=3&page=2');
    expect(second.status).toBe(200);
    expect(titles(second)).toEqual(['Web Development Diploma']);
    expect(second.body.data.next).toBeNull();
    const past = await t.get('/api/core/courses?page_size=3&page=3');
    expect(past.status).toBe(404);
    expect(past.body).toEqual({ error: MESSAGES.noMoreCourses });
  });

  it('filters by city slug, and combines two filters', async () => {
    const inPune = await t.get('/api/core/courses?city=pune');
    expect(titles(inPune)).toEqual(['Python Certificate', 'Web Development Diploma']);
    const diplomasInPune = await t.get('/api/core/courses?city=pune&level=diploma');
    expect(titles(diplomasInPune)).toEqual(['Web Development Diploma']);
    expect(diplomasInPune.body.data.count).toBe(1);
    const onlineEngineering = await t.get('/api/core/courses?stream=engineering&type=online');
    expect(titles(onlineEngineering)).toEqual(['Machine Learning Diploma', 'Python Certificate']);
  });

  it('takes several comma-separated values (or a repeated parameter) for one filter', async () => {
    const both = await t.get('/api/core/courses?city=pune,mumbai&level=diploma,undergraduate');
    expect(titles(both)).toEqual(['UX Design Degree', 'Machine Learning Diploma', 'Web Development Diploma']);
    const repeated = await t.get('/api/core/courses?level=certificate&level=undergraduate');
    expect(titles(repeated)).toEqual(['UX Design Degree', 'Python Certificate']);
    const spaced = await t.get('/api/core/courses?type=%20Hybrid%20,');
    expect(titles(spaced)).toEqual(['UX Design Degree']);
  });

  it('filters by institute slug or numeric id (the institute page asks 4 at a time)', async () => {
    const bySlug = await t.get(`/api/core/courses?institute=${punePoly.slug}`);
    expect(titles(bySlug)).toEqual(['Python Certificate', 'Web Development Diploma']);
    const byId = await t.get(`/api/core/courses?institute=${mumbaiCollege.id}&page_size=4`);
    expect(titles(byId)).toEqual(['UX Design Degree', 'Machine Learning Diploma']);
    const mixed = await t.get(`/api/core/courses?institute=${mumbaiCollege.id},${punePoly.slug}`);
    expect(mixed.body.data.count).toBe(4);
  });

  it('filters by tag slug and by a search term', async () => {
    const ml = await t.get(`/api/core/courses?tag=${tagSlugs.ml}`);
    expect(titles(ml)).toEqual(['Machine Learning Diploma', 'Python Certificate']);
    const searched = await t.get('/api/core/courses?q=machine%20learning');
    expect(titles(searched)).toEqual(['Machine Learning Diploma']);
  });

  it('keeps only free (or only paid) courses with price, and refuses another value', async () => {
    expect(titles(await t.get('/api/core/courses?price=free'))).toEqual(['Python Certificate']);
    expect(titles(await t.get('/api/core/courses?price=paid'))).not.toContain('Python Certificate');
    expect((await t.get('/api/core/courses?price=paid')).body.data.count).toBe(3);
    expect(titles(await t.get('/api/core/courses?price=free&q=python'))).toEqual(['Python Certificate']);
    const bad = await t.get('/api/core/courses?price=cheap');
    expect(bad.status).toBe(422);
    expect(bad.body.fields.price).toBe('Choose price from: free, paid.');
  });

  it('falls back to titles spelled like the term when no course says it, and says what was meant', async () => {
    const typo = await t.get('/api/core/courses?q=pyhton');
    expect(typo.status).toBe(200);
    expect(titles(typo)).toEqual(['Python Certificate']);
    expect(typo.body.data.didYouMean).toBe('python');
    const exact = await t.get('/api/core/courses?q=python');
    expect(titles(exact)).toEqual(['Python Certificate']);
    expect(exact.body.data.didYouMean ?? null).toBeNull();
    const nothing = await t.get('/api/core/courses?q=zzqqxx');
    expect(nothing.body.data).toMatchObject({ results: [], count: 0, didYouMean: null });
  });

  it('answers an empty page 1 for a value that matches nothing, and 404 past it', async () => {
    const none = await t.get('/api/core/courses?city=atlantis');
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual({ results: [], next: null, count: 0 });
    const past = await t.get('/api/core/courses?city=atlantis&page=2');
    expect(past.status).toBe(404);
    expect(past.body.error).toBe(MESSAGES.noMoreCourses);
    expect((await t.get('/api/core/courses?institute=99999999999')).body.data.count).toBe(0);
  });

  it('sorts by price both ways, by rating and by popularity', async () => {
    expect(titles(await t.get('/api/core/courses?sort=price-asc'))).toEqual([
      'Python Certificate',
      'Web Development Diploma',
      'Machine Learning Diploma',
      'UX Design Degree',
    ]);
    expect(titles(await t.get('/api/core/courses?sort=price-desc&city=mumbai'))).toEqual([
      'UX Design Degree',
      'Machine Learning Diploma',
    ]);
    expect(titles(await t.get('/api/core/courses?sort=rating')).slice(0, 2)).toEqual([
      'Machine Learning Diploma',
      'Python Certificate',
    ]);
    expect(titles(await t.get('/api/core/courses?sort=popular'))[0]).toBe('Python Certificate');
  });

  it('filters by the language a course is taught in, by code: hi is Hindi alone, hi-en Hindi and English', async () => {
    const hindi = await t.get('/api/core/courses?language=hi');
    expect(hindi.status).toBe(200);
    expect(hindi.body.data.results.map((r: { title: string; language: string }) => [r.title, r.language])).toEqual([
      ['UX Design Degree', 'Hindi'],
    ]);
    expect(titles(await t.get('/api/core/courses?language=hi,hi-en'))).toEqual(['UX Design Degree', 'Machine Learning Diploma']);
    expect(titles(await t.get('/api/core/courses?language=HI&language=hi-en&sort=price-asc'))).toEqual([
      'Machine Learning Diploma',
      'UX Design Degree',
    ]);
    // With the other filters (the prepared list and the one built per request alike).
    expect(titles(await t.get('/api/core/courses?language=en&city=pune'))).toEqual([
      'Python Certificate',
      'Web Development Diploma',
    ]);
    expect(titles(await t.get('/api/core/courses?language=en&price=free'))).toEqual(['Python Certificate']);
    expect(titles(await t.get('/api/core/courses/featured?language=hi-en'))).toEqual(['Machine Learning Diploma']);
    expect((await t.get('/api/core/courses?language=ta')).body.data).toMatchObject({ count: 0, results: [] });
  });

  it('refuses a language that is not a code of the list with 422 naming the codes, never a 500', async () => {
    for (const bad of ['hindi', 'Hindi', 'xx', 'hi,klingon', `${'h'.repeat(500)}`, 'hi%27%3B--']) {
      const res = await t.get(`/api/core/courses?language=${bad}`);
      expect(res.status, bad).toBe(422);
      expect(res.body.fields.language, bad).toBe('Choose language from: en, hi, hi-en, bn, mr, ta, te, kn, ml, gu.');
    }
    // A NUL is refused before the filter reads it, with its own message.
    expect((await t.get('/api/core/courses?language=%00')).status).toBe(422);
    expect((await t.get('/api/core/courses/filters?language=hindi')).status).toBe(422);
  });

  it('refuses a level, type or sort outside the allowed values with 422 naming the field', async () => {
    const level = await t.get('/api/core/courses?level=phd');
    expect(level.status).toBe(422);
    expect(level.body.fields.level).toBe('Choose level from: certificate, diploma, undergraduate, postgraduate.');
    const type = await t.get('/api/core/courses?type=online,teleport');
    expect(type.status).toBe(422);
    expect(Object.keys(type.body.fields)).toEqual(['type']);
    const sort = await t.get('/api/core/courses?sort=cheapest');
    expect(sort.status).toBe(422);
    expect(sort.body.fields.sort).toContain('price-asc');
    for (const bad of [
      'page=0',
      'page=abc',
      'page_size=101',
      `city=${Array.from({ length: 21 }, (_, i) => `c${i}`).join(',')}`,
      `q=${'a'.repeat(101)}`,
    ]) {
      expect((await t.get(`/api/core/courses?${bad}`)).status, bad).toBe(422);
    }
  });
});

describe('GET /api/core/courses/featured', () => {
  it('lists only featured courses, best rated first, and 404s past the end', async () => {
    const res = await t.get('/api/core/courses/featured');
    expect(res.status).toBe(200);
    expect(titles(res)).toEqual(['Machine Learning Diploma', 'Python Certificate']);
    expect(titles(await t.get('/api/core/courses/featured?city=pune'))).toEqual(['Python Certificate']);
    const past = await t.get('/api/core/courses/featured?page=2');
    expect(past.status).toBe(404);
    expect(past.body.error).toBe(MESSAGES.noMoreCourses);
  });
});

describe('GET /api/core/courses/filters', () => {
  const option = (facets: Record<string, { slug: string; count: number; selected: boolean }[]>, facet: string, slug: string) =>
    facets[facet]?.find((o) => o.slug === slug);

  it('gives every filter its values with labels and course counts', async () => {
    const res = await t.get('/api/core/courses/filters');
    expect(res.status).toBe(200);
    const facets = res.body.data;
    expect(facets.city).toEqual([
      { slug: 'mumbai', label: 'Mumbai', count: 2, selected: false },
      { slug: 'pune', label: 'Pune', count: 2, selected: false },
    ]);
    expect(facets.level).toEqual([
      { slug: 'certificate', label: 'Certificate', count: 1, selected: false },
      { slug: 'diploma', label: 'Diploma', count: 2, selected: false },
      { slug: 'undergraduate', label: 'Undergraduate', count: 1, selected: false },
      { slug: 'postgraduate', label: 'Postgraduate', count: 0, selected: false },
    ]);
    expect(option(facets, 'type', 'online')?.count).toBe(2);
    expect(option(facets, 'stream', 'engineering')).toMatchObject({ label: 'Engineering', count: 3 });
    expect(option(facets, 'stream', 'design')?.count).toBe(1);
    expect(option(facets, 'institute', punePoly.slug)).toMatchObject({ label: 'Pune Polytechnic', count: 2 });
    // Every language of the list, by code, labelled with its English name (the web shows it in the page's language).
    expect(facets.language.map((o: { slug: string }) => o.slug)).toEqual([
      'en',
      'hi',
      'hi-en',
      'bn',
      'mr',
      'ta',
      'te',
      'kn',
      'ml',
      'gu',
    ]);
    expect(option(facets, 'language', 'en')).toEqual({ slug: 'en', label: 'English', count: 2, selected: false });
    expect(option(facets, 'language', 'hi')).toEqual({ slug: 'hi', label: 'Hindi', count: 1, selected: false });
    expect(option(facets, 'language', 'hi-en')).toMatchObject({ label: 'Hindi and English', count: 1 });
    expect(option(facets, 'language', 'ta')?.count).toBe(0);
  });

  it('counts languages given the other filters, and the other filters given the language', async () => {
    const facets = (await t.get('/api/core/courses/filters?language=hi&city=mumbai')).body.data;
    expect(option(facets, 'language', 'hi')).toEqual({ slug: 'hi', label: 'Hindi', count: 1, selected: true });
    expect(option(facets, 'language', 'hi-en')?.count).toBe(1);
    expect(option(facets, 'language', 'en')?.count).toBe(0);
    expect(option(facets, 'city', 'mumbai')?.count).toBe(1);
    expect(option(facets, 'city', 'pune')).toBeUndefined();
    expect(option(facets, 'level', 'undergraduate')?.count).toBe(1);
  });

  it("counts each filter's values given the OTHER active filters", async () => {
    const facets = (await t.get('/api/core/courses/filters?city=pune&level=diploma')).body.data;
    // City counts ignore the city filter but apply level=diploma: one diploma in each city.
    expect(option(facets, 'city', 'pune')).toEqual({ slug: 'pune', label: 'Pune', count: 1, selected: true });
    expect(option(facets, 'city', 'mumbai')?.count).toBe(1);
    // Level counts apply city=pune only.
    expect(option(facets, 'level', 'certificate')?.count).toBe(1);
    expect(option(facets, 'level', 'diploma')).toMatchObject({ count: 1, selected: true });
    expect(option(facets, 'level', 'undergraduate')?.count).toBe(0);
    // Other facets apply both.
    expect(facets.type.filter((o: { count: number }) => o.count > 0).map((o: { slug: string }) => o.slug)).toEqual(['classroom']);
    expect(facets.stream.map((o: { slug: string }) => o.slug)).toEqual(['engineering']);
  });

  it('keeps a selected value that no course matches, with count 0', async () => {
    const facets = (await t.get('/api/core/courses/filters?city=jaipur')).body.data;
    expect(option(facets, 'city', 'jaipur')).toEqual({ slug: 'jaipur', label: 'Jaipur', count: 0, selected: true });
    expect(option(facets, 'level', 'diploma')?.count).toBe(0);
    const byId = (await t.get(`/api/core/courses/filters?institute=${punePoly.id}`)).body.data;
    expect(option(byId, 'institute', punePoly.slug)?.selected).toBe(true);
  });

  it('refuses a bad enum value with 422', async () => {
    expect((await t.get('/api/core/courses/filters?level=phd')).status).toBe(422);
  });
});

describe('GET /api/core/courses/{idOrSlug}', () => {
  it('gives the detail by slug: card, description, tags, institute, outline with totals, rating histogram', async () => {
    const res = await t.get(`/api/core/courses/${c.python!.slug}`);
    expect(res.status).toBe(200);
    const course = res.body.data;
    expect(course).toMatchObject({
      id: c.python!.id,
      title: 'Python Certificate',
      pricePaise: 0,
      description: c.python!.description,
      language: 'English',
      enrolmentCount: 500,
      publishedAt: days(2).toISOString(),
      institute: {
        id: punePoly.id,
        name: 'Pune Polytechnic',
        slug: punePoly.slug,
        summary: punePoly.summary,
        city: { slug: 'pune' },
      },
      rating: { avg: 3, count: 1, histogram: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 0 } },
    });
    expect(course.tags.map((tag: { slug: string }) => tag.slug).sort()).toEqual([tagSlugs.python, tagSlugs.ml].sort());
    expect(course.modules).toHaveLength(2);
    expect(course.modules[0]).toMatchObject({ position: 1, title: 'Module 1', durationMinutes: 12 + 16 + 20 });
    expect(course.modules[0].items.map((i: { title: string; kind: string }) => [i.title, i.kind])).toEqual([
      ['Lesson 1.1', 'video'],
      ['Lesson 1.2', 'video'],
      ['Lesson 1.3', 'exercise'],
    ]);
    expect(course.totals).toEqual({ modules: 2, items: 6, minutes: 96 });
  });

  it('gives the same course by numeric id, with an averaged histogram', async () => {
    const res = await t.get(`/api/core/courses/${c.ml!.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.slug).toBe(c.ml!.slug);
    expect(res.body.data.rating).toEqual({ avg: 4.5, count: 2, histogram: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } });
  });

  it('404s an unknown slug or id, and never 500s on a malformed one', async () => {
    for (const path of ['no-such-course', '999999', '99999999999', '0', 'bad%20slug', '%E2%9C%93', 'a'.repeat(250)]) {
      const res = await t.get(`/api/core/courses/${path}`);
      expect(res.status, path).toBe(404);
      expect(res.body.error, path).toBe(MESSAGES.courseNotFound);
    }
  });
});

describe('GET /api/core/courses/{id}/context', () => {
  it('gives a visitor the outline, no enrolment, no progress, and the first item to resume', async () => {
    const res = await t.get(`/api/core/courses/${c.web!.id}/context`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.course).toMatchObject({ id: c.web!.id, title: 'Web Development Diploma' });
    expect(data.enrolment).toBeNull();
    expect(data.progress).toEqual({ completedItems: 0, totalItems: 6, percent: 0 });
    expect(data.modules[0].items[0].progress).toBeNull();
    expect(data.resumeItemId).toBe(data.modules[0].items[0].id);
  });

  it("gives an enrolled user their enrolment, each item's progress and the first unfinished item", async () => {
    const user = await insertUser(t.db, { email: 'learner@example.in', password: 'Secret123' });
    const cookie = await t.signIn('learner@example.in', 'Secret123');
    const items = await t.db
      .select({ id: moduleItems.id })
      .from(moduleItems)
      .innerJoin(courseModules, eq(courseModules.id, moduleItems.moduleId))
      .where(eq(courseModules.courseId, c.web!.id))
      .orderBy(courseModules.position, moduleItems.position);
    const [enrolment] = await t.db.insert(enrolments).values({ userId: user.id, courseId: c.web!.id }).returning();
    await t.db.insert(itemProgress).values([
      { userId: user.id, itemId: items[0]!.id, completedAt: new Date() },
      { userId: user.id, itemId: items[1]!.id, completedAt: new Date() },
      { userId: user.id, itemId: items[2]!.id },
    ]);

    const res = await t.get(`/api/core/courses/${c.web!.slug}/context`, { cookie });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.enrolment).toEqual({
      id: enrolment!.id,
      enrolledAt: enrolment!.createdAt.toISOString(),
      completedAt: null,
      lastItemId: null,
      certificateCode: null,
    });
    expect(data.progress).toEqual({ completedItems: 2, totalItems: 6, percent: 33 });
    expect(data.modules[0].items[0].progress.completedAt).toEqual(expect.any(String));
    expect(data.modules[0].items[2].progress).toEqual({ startedAt: expect.any(String), completedAt: null });
    expect(data.modules[1].items[0].progress).toBeNull();
    expect(data.resumeItemId).toBe(items[2]!.id);

    // Another signed-in user sees none of it.
    await insertUser(t.db, { email: 'other@example.in', password: 'Secret123' });
    const other = await t.get(`/api/core/courses/${c.web!.id}/context`, {
      cookie: await t.signIn('other@example.in', 'Secret123'),
    });
    expect(other.body.data.enrolment).toBeNull();
    expect(other.body.data.progress.completedItems).toBe(0);
    expect(other.body.data.resumeItemId).toBe(items[0]!.id);
  });

  it('404s an unknown course', async () => {
    const res = await t.get('/api/core/courses/987654/context');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(MESSAGES.courseNotFound);
  });
});

describe('GET /api/accounts/courses/recommended and /tagged', () => {
  it('need sign-in', async () => {
    for (const path of ['/api/accounts/courses/recommended', '/api/accounts/courses/tagged']) {
      const res = await t.get(path);
      expect(res.status, path).toBe(401);
      expect(res.body.error).toBe(MESSAGES.notSignedIn);
    }
  });

  it("recommend courses with the user's tags first, then the rest of their stream, without enrolled ones", async () => {
    const user = await insertUser(t.db, {
      email: 'ml-fan@example.in',
      password: 'Secret123',
      streamSlug: 'engineering',
      tagSlugs: [tagSlugs.ml],
    });
    const cookie = await t.signIn('ml-fan@example.in', 'Secret123');
    const res = await t.get('/api/accounts/courses/recommended', { cookie });
    expect(res.status).toBe(200);
    // ml and python share the ML tag (ml rated higher); web is in the stream; the design course is not.
    expect(titles(res)).toEqual(['Machine Learning Diploma', 'Python Certificate', 'Web Development Diploma']);
    expect(res.body.data).toMatchObject({ count: 3, next: null });
    // Paged one at a time, the pages run on from the tag tier into the stream tier.
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      const one = await t.get(`/api/accounts/courses/recommended?page_size=1&page=${page}`, { cookie });
      expect(one.body.data.next).toBe(page < 3 ? page + 1 : null);
      pages.push(...titles(one));
    }
    expect(pages).toEqual(['Machine Learning Diploma', 'Python Certificate', 'Web Development Diploma']);
    expect((await t.get('/api/accounts/courses/recommended?page_size=1&page=4', { cookie })).body.error).toBe(
      MESSAGES.noMoreCourses,
    );

    await t.db.insert(enrolments).values({ userId: user.id, courseId: c.ml!.id });
    const after = await t.get('/api/accounts/courses/recommended', { cookie });
    expect(titles(after)).toEqual(['Python Certificate', 'Web Development Diploma']);
    expect(after.body.data.count).toBe(2);

    const tagged = await t.get('/api/accounts/courses/tagged', { cookie });
    expect(tagged.status).toBe(200);
    expect(titles(tagged)).toEqual(['Machine Learning Diploma', 'Python Certificate']);
    const past = await t.get('/api/accounts/courses/tagged?page=2', { cookie });
    expect(past.status).toBe(404);
    expect(past.body.error).toBe(MESSAGES.noMoreCourses);
  });

  it('follow a change of tags', async () => {
    const user = await insertUser(t.db, {
      email: 'switcher@example.in',
      password: 'Secret123',
      streamSlug: 'design',
    });
    const cookie = await t.signIn('switcher@example.in', 'Secret123');
    expect(titles(await t.get('/api/accounts/courses/recommended', { cookie }))).toEqual(['UX Design Degree']);
    expect((await t.get('/api/accounts/courses/tagged', { cookie })).body.data).toEqual({ results: [], next: null, count: 0 });

    const [python] = await t.db
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.slug, tagSlugs.python), eq(tags.streamId, engineering)));
    await t.post('/api/accounts/tags', { stream: engineering, tags: [python!.id] }, { cookie });
    expect(titles(await t.get('/api/accounts/courses/tagged', { cookie }))).toEqual([
      'Python Certificate',
      'Web Development Diploma',
    ]);
    expect(titles(await t.get('/api/accounts/courses/recommended', { cookie }))[0]).toBe('Python Certificate');
    const [stored] = await t.db.select({ streamId: users.streamId }).from(users).where(eq(users.id, user.id));
    expect(stored?.streamId).toBe(engineering);
  });

  it('fall back to the best rated courses when the user has no stream or tags', async () => {
    await insertUser(t.db, { email: 'fresh@example.in', password: 'Secret123' });
    const cookie = await t.signIn('fresh@example.in', 'Secret123');
    const res = await t.get('/api/accounts/courses/recommended?page_size=2', { cookie });
    expect(titles(res)).toEqual(['Machine Learning Diploma', 'Python Certificate']);
    expect(res.body.data).toMatchObject({ count: 4, next: 2 });
    expect((await t.get('/api/accounts/courses/recommended?page_size=0', { cookie })).status).toBe(422);
  });
});

describe('query plans', () => {
  /** EXPLAIN with sequential scans priced out, so that the tiny test tables still show which index can serve the query. */
  const plan = (query: string) =>
    t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql.raw(`explain ${query}`))) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((r) => Object.values(r)[0]).join('\n');
    });

  it('serve each filter with its sort, and each sort alone, from an index without a sort step', async () => {
    const newest = 'order by published_at desc nulls last, id desc nulls last limit 20';
    for (const [query, index] of [
      [`select id from courses ${newest}`, 'courses_list_idx'],
      [`select id from courses where city_id = ${pune.id} ${newest}`, 'courses_city_idx'],
      [`select id from courses where institute_id = ${punePoly.id} ${newest}`, 'courses_institute_idx'],
      [`select id from courses where stream_id = ${engineering} ${newest}`, 'courses_stream_idx'],
      [`select id from courses where level = 'diploma' ${newest}`, 'courses_level_idx'],
      [`select id from courses where type = 'online' ${newest}`, 'courses_type_idx'],
      [`select id from courses where language = 'Hindi' ${newest}`, 'courses_language_idx'],
      ['select id from courses order by price_paise asc, id asc limit 20', 'courses_price_idx'],
      ['select id from courses order by price_paise desc, id desc limit 20', 'courses_price_idx'],
      [
        'select id from courses order by rating_avg desc nulls last, rating_count desc nulls last, id desc nulls last limit 20',
        'courses_rating_idx',
      ],
      ['select id from courses order by enrolment_count desc nulls last, id desc nulls last limit 20', 'courses_popular_idx'],
    ] as const) {
      const text = await plan(query);
      expect(text, query).toContain(index);
      expect(text, query).not.toMatch(/\bSort\b/);
    }
  });
});

describe('GET /api/core/courses/{id}/context of a premium course', () => {
  it("shows everyone the syllabus (titles, kinds, durations) with the lock, and keeps the lessons' content for members", async () => {
    const premium = await insertCourse(t.db, {
      title: 'Premium Data Analytics',
      instituteId: punePoly.id,
      isPremium: true,
      pricePaise: 0,
    });
    // The other tests count and list this file's courses exactly, and the tests run in any order (CI shuffles them).
    onTestFinished(async () => {
      await t.db.delete(courses).where(eq(courses.id, premium.id));
    });

    const visitor = await t.get(`/api/core/courses/${premium.slug}/context`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.data.locked).toBe(true);
    expect(visitor.body.data.course).toMatchObject({ title: 'Premium Data Analytics', isPremium: true });
    expect(visitor.body.data.modules).toHaveLength(2);
    const firstItem = visitor.body.data.modules[0].items[0];
    expect(firstItem).toMatchObject({ title: expect.any(String), kind: expect.any(String), durationMinutes: expect.any(Number) });
    expect(firstItem).not.toHaveProperty('body');

    await insertUser(t.db, { email: 'nonmember@example.in', password: 'Secret123' });
    const cookie = await t.signIn('nonmember@example.in', 'Secret123');
    const signedIn = await t.get(`/api/core/courses/${premium.id}/context`, { cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.locked).toBe(true);
    expect(signedIn.body.data.progress.totalItems).toBe(6);

    // The content stays gated: enrolling (and so every lesson) needs the plan.
    const enrol = await t.post(`/api/core/courses/${premium.id}/enrol`, {}, { cookie });
    expect(enrol.status).toBe(403);
    expect(enrol.body.error).toBe(MESSAGES.premiumOnly);
    const item = await t.get(`/api/core/courses/module-item/${firstItem.id}`, { cookie });
    expect(item.status).toBe(403);

    // A free course is never locked; a premium course is never listed as free.
    expect((await t.get(`/api/core/courses/${c.web!.id}/context`)).body.data.locked).toBe(false);
    expect(titles(await t.get('/api/core/courses?price=free'))).toEqual(['Python Certificate']);
    expect(titles(await t.get('/api/core/courses?price=paid'))).toContain('Premium Data Analytics');
  });
});
