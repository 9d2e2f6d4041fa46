import { INSTITUTE_COURSES_PAGE_SIZE } from '@lp/contract/constants';
import { MESSAGES } from '@lp/contract/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema/reviews.ts';
import { firstStreamId, insertCity, insertCourse, insertInstitute, refreshRatings } from '../../db/seed/catalogue-factories.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { createTestContext } from '../../test/test-app.ts';

const t = await createTestContext();

let iit: Awaited<ReturnType<typeof insertInstitute>>;
let coaching: Awaited<ReturnType<typeof insertInstitute>>;
let govtCollege: Awaited<ReturnType<typeof insertInstitute>>;
let engineering: number;
let design: number;
const names = (res: { body: { data: { results: { name: string }[] } } }) => res.body.data.results.map((r) => r.name);

beforeAll(async () => {
  const pune = await insertCity(t.db, { name: 'Pune', slug: 'pune', state: 'Maharashtra' });
  const delhi = await insertCity(t.db, { name: 'Delhi', slug: 'delhi', state: 'Delhi' });
  engineering = await firstStreamId(t.db, 'engineering');
  design = await firstStreamId(t.db, 'design');
  iit = await insertInstitute(t.db, {
    name: 'Institute of Technology Pune',
    cityId: pune.id,
    kind: 'university',
    ownership: 'government',
    featured: true,
    website: 'https://itp.example.in',
    establishedYear: 1961,
    description: 'A public technical university.',
  });
  coaching = await insertInstitute(t.db, {
    name: 'Bright Coaching Centre',
    cityId: pune.id,
    kind: 'coaching',
    ownership: 'private',
  });
  govtCollege = await insertInstitute(t.db, {
    name: 'Delhi Design College',
    cityId: delhi.id,
    kind: 'college',
    ownership: 'government',
  });
  // iit: 6 engineering + 1 design courses; coaching: 1 engineering; govtCollege: 2 design.
  for (let i = 0; i < 6; i++) {
    await insertCourse(
      t.db,
      {
        title: `Engineering Course ${i + 1}`,
        instituteId: iit.id,
        streamId: engineering,
        publishedAt: new Date(Date.UTC(2026, 0, i + 1)),
      },
      { moduleCount: 0 },
    );
  }
  await insertCourse(t.db, { title: 'Product Design', instituteId: iit.id, streamId: design }, { moduleCount: 0 });
  await insertCourse(t.db, { title: 'JEE Crash Course', instituteId: coaching.id, streamId: engineering }, { moduleCount: 0 });
  await insertCourse(t.db, { title: 'Graphic Design', instituteId: govtCollege.id, streamId: design }, { moduleCount: 0 });
  await insertCourse(t.db, { title: 'Fashion Design', instituteId: govtCollege.id, streamId: design }, { moduleCount: 0 });
  const [a, b] = await Promise.all([insertUser(t.db), insertUser(t.db)]);
  await t.db.insert(reviews).values([
    { userId: a.id, modelName: 'institute', modelId: coaching.id, rating: 5 },
    { userId: b.id, modelName: 'institute', modelId: coaching.id, rating: 2 },
    { userId: a.id, modelName: 'institute', modelId: govtCollege.id, rating: 4 },
  ]);
  await refreshRatings(t.db);
});

describe('GET /api/core/institutes', () => {
  it('lists institutes as cards, featured first then best rated, with course counts', async () => {
    const res = await t.get('/api/core/institutes');
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['Institute of Technology Pune', 'Delhi Design College', 'Bright Coaching Centre']);
    expect(res.body.data).toMatchObject({ count: 3, next: null });
    expect(res.body.data.results[0]).toMatchObject({
      slug: iit.slug,
      kind: 'university',
      ownership: 'government',
      establishedYear: 1961,
      courseCount: 7,
      featured: true,
      city: { name: 'Pune', slug: 'pune' },
    });
    expect(res.body.data.results[2]).toMatchObject({ ratingAvg: 3.5, ratingCount: 2 });
  });

  it('filters by city, kind, ownership and stream, alone, combined and comma-separated', async () => {
    expect(names(await t.get('/api/core/institutes?city=pune'))).toEqual([
      'Institute of Technology Pune',
      'Bright Coaching Centre',
    ]);
    expect(names(await t.get('/api/core/institutes?city=pune&ownership=government'))).toEqual(['Institute of Technology Pune']);
    expect(names(await t.get('/api/core/institutes?kind=coaching,college'))).toEqual([
      'Delhi Design College',
      'Bright Coaching Centre',
    ]);
    const design = await t.get('/api/core/institutes?stream=design');
    expect(names(design)).toEqual(['Institute of Technology Pune', 'Delhi Design College']);
    expect(design.body.data.count).toBe(2);
    expect(names(await t.get('/api/core/institutes?stream=engineering&city=pune,delhi&kind=coaching'))).toEqual([
      'Bright Coaching Centre',
    ]);
    expect(names(await t.get('/api/core/institutes?q=coaching'))).toEqual(['Bright Coaching Centre']);
  });

  it('answers an empty list for an unknown value, 404 past the end, 422 for a bad kind', async () => {
    expect((await t.get('/api/core/institutes?city=atlantis')).body.data).toEqual({ results: [], next: null, count: 0 });
    const past = await t.get('/api/core/institutes?page_size=2&page=3');
    expect(past.status).toBe(404);
    expect(past.body).toEqual({ error: MESSAGES.noMoreInstitutes });
    const second = await t.get('/api/core/institutes?page_size=2&page=2');
    expect(second.body.data).toMatchObject({ count: 3, next: null });
    expect(names(second)).toEqual(['Bright Coaching Centre']);
    const bad = await t.get('/api/core/institutes?kind=school');
    expect(bad.status).toBe(422);
    expect(bad.body.fields.kind).toBe('Choose kind from: university, college, coaching, online-academy.');
    expect((await t.get('/api/core/institutes?ownership=public')).status).toBe(422);
  });
});

describe('GET /api/core/institutes/filters', () => {
  type Option = { slug: string; label: string; count: number; selected: boolean };
  const find = (list: Option[], slug: string) => list.find((o) => o.slug === slug);

  it('counts institutes per value; a stream counts institutes offering it, not courses', async () => {
    const facets = (await t.get('/api/core/institutes/filters')).body.data;
    expect(facets.city).toEqual([
      { slug: 'pune', label: 'Pune', count: 2, selected: false },
      { slug: 'delhi', label: 'Delhi', count: 1, selected: false },
    ]);
    expect(find(facets.kind, 'online-academy')).toEqual({
      slug: 'online-academy',
      label: 'Online academy',
      count: 0,
      selected: false,
    });
    expect(find(facets.ownership, 'government')?.count).toBe(2);
    expect(find(facets.stream, 'engineering')).toMatchObject({ label: 'Engineering', count: 2 });
    expect(find(facets.stream, 'design')?.count).toBe(2);
  });

  it('counts each filter given the other filters', async () => {
    const facets = (await t.get('/api/core/institutes/filters?city=pune&stream=design')).body.data;
    expect(find(facets.city, 'pune')).toMatchObject({ count: 1, selected: true });
    expect(find(facets.city, 'delhi')?.count).toBe(1);
    expect(find(facets.stream, 'engineering')?.count).toBe(2);
    expect(find(facets.stream, 'design')).toMatchObject({ count: 1, selected: true });
    expect(find(facets.kind, 'university')?.count).toBe(1);
    expect(find(facets.kind, 'coaching')?.count).toBe(0);
  });
});

describe('GET /api/core/institutes/{idOrSlug}', () => {
  it('gives the detail by slug and by id: description, website, rating histogram, streams with counts', async () => {
    const bySlug = await t.get(`/api/core/institutes/${iit.slug}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data).toMatchObject({
      id: iit.id,
      name: 'Institute of Technology Pune',
      description: 'A public technical university.',
      website: 'https://itp.example.in',
      establishedYear: 1961,
      courseCount: 7,
      rating: { avg: 0, count: 0, histogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    });
    expect(bySlug.body.data.streams.map((s: { slug: string; courseCount: number }) => [s.slug, s.courseCount])).toEqual(
      expect.arrayContaining([
        ['engineering', 6],
        ['design', 1],
      ]),
    );
    const byId = await t.get(`/api/core/institutes/${coaching.id}`);
    expect(byId.body.data.slug).toBe(coaching.slug);
    expect(byId.body.data.rating).toEqual({ avg: 3.5, count: 2, histogram: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 } });
  });

  it('404s an unknown or malformed institute', async () => {
    for (const path of ['nowhere', '424242', '0', '-1', 'a%20b', '1e3']) {
      const res = await t.get(`/api/core/institutes/${path}`);
      expect(res.status, path).toBe(404);
      expect(res.body.error).toBe(MESSAGES.instituteNotFound);
    }
  });

  it("pages the institute's courses four at a time, as the detail page's Load more does", async () => {
    const path = `/api/core/courses?institute=${iit.id}&page_size=${INSTITUTE_COURSES_PAGE_SIZE}`;
    const first = await t.get(path);
    expect(first.body.data).toMatchObject({ count: 7, next: 2 });
    expect(first.body.data.results).toHaveLength(4);
    const second = await t.get(`${path}&page=2`);
    expect(second.body.data).toMatchObject({ next: null });
    expect(second.body.data.results).toHaveLength(3);
    const seen = new Set([...first.body.data.results, ...second.body.data.results].map((c: { id: number }) => c.id));
    expect(seen.size).toBe(7);
    const third = await t.get(`${path}&page=3`);
    expect(third.status).toBe(404);
    expect(third.body.error).toBe(MESSAGES.noMoreCourses);
  });
});
