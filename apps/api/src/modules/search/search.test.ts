import { MESSAGES } from '@lp/contract/messages';
import { SEARCH_GROUP_SIZE, SEARCHABLE_MODELS, SUGGESTIONS_LIMIT } from '@lp/contract/search-models';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  firstStreamId,
  insertCity,
  insertCompany,
  insertCourse,
  insertInstitute,
  insertJob,
  insertRoadmap,
} from '../../db/seed/catalogue-factories.ts';
import { createTestContext } from '../../test/test-app.ts';
import { SEARCH_POOL } from './ranked-ids.ts';

const t = await createTestContext();

type Card = { id: number; title?: string; name?: string; company?: unknown; institute?: unknown };
const titles = (results: Card[]) => results.map((r) => r.title ?? r.name);
const search = (query: string) => t.get(`/api/core/search/?${query}`);
const suggest = (query: string) => t.get(`/api/core/search-suggestions?${query}`);

let pythonCourse: { id: number; title: string };
let descriptionOnly: { id: number; title: string };

beforeAll(async () => {
  const city = await insertCity(t.db, { name: 'Bengaluru' });
  const institute = await insertInstitute(t.db, {
    name: 'Indian Institute of Data Science',
    cityId: city.id,
    summary: 'Analytics and statistics programmes.',
    description: 'A campus for analysts.',
  });
  descriptionOnly = await insertCourse(t.db, {
    title: 'Full Stack Web Development',
    instituteId: institute.id,
    summary: 'Build websites end to end.',
    description: 'Covers JavaScript, databases and a short module on Python scripting, Python tooling and Python tests.',
  });
  pythonCourse = await insertCourse(t.db, {
    title: 'Python Programming Essentials',
    instituteId: institute.id,
    summary: 'Variables, loops and functions.',
    description: 'Hands-on exercises.',
  });
  await insertCourse(t.db, {
    title: 'Machine Learning with TensorFlow',
    instituteId: institute.id,
    summary: 'Models that learn.',
    description: 'Neural networks.',
  });
  await insertCourse(t.db, {
    title: 'Data Science Masterclass',
    instituteId: institute.id,
    summary: 'Statistics and visualisation.',
    description: 'Notebooks and dashboards.',
  });
  await insertCourse(t.db, { title: 'Financial Accounting Basics', summary: 'Ledgers.', description: 'Balance sheets.' });
  const company = await insertCompany(t.db, { name: 'Infosys' });
  await insertJob(t.db, {
    title: 'Python Developer',
    companyId: company.id,
    cityId: city.id,
    summary: 'Backend services.',
    description: 'Django and FastAPI.',
  });
  await insertRoadmap(t.db, {
    title: 'Python Backend Roadmap',
    streamId: await firstStreamId(t.db),
    summary: 'From scripts to services.',
    description: 'APIs and deployment.',
  });
});

describe('GET /api/core/search with a model', () => {
  it('ranks a title match above a match only in the description', async () => {
    const res = await search('term=python&model=course');
    expect(res.status).toBe(200);
    const ids = res.body.data.results.map((r: Card) => r.id);
    expect(ids).toEqual([pythonCourse.id, descriptionOnly.id]);
    expect(res.body.data).toMatchObject({ count: 2, next: null });
    expect(res.body.data.results[0]).toMatchObject({
      title: 'Python Programming Essentials',
      institute: { name: 'Indian Institute of Data Science' },
      city: { name: 'Bengaluru' },
    });
  });

  it('weighs a match in the summary above matches in the description', async () => {
    const inDescription = await insertCourse(t.db, {
      title: 'DevOps Foundations',
      summary: 'Pipelines and monitoring.',
      description: 'Touches on kubernetes: kubernetes pods, kubernetes services and kubernetes ingress.',
    });
    const inSummary = await insertCourse(t.db, {
      title: 'Cloud Native Operations',
      summary: 'Run Kubernetes clusters in production.',
      description: 'Hands-on labs.',
    });
    const res = await search('term=kubernetes&model=course');
    expect(res.body.data.results.map((r: Card) => r.id)).toEqual([inSummary.id, inDescription.id]);
  });

  it('finds a course despite typos in the term', async () => {
    for (const [term, title] of [
      ['pyhton', 'Python Programming Essentials'],
      ['machne lerning', 'Machine Learning with TensorFlow'],
      ['data sciense', 'Data Science Masterclass'],
      ['Financial acounting', 'Financial Accounting Basics'],
    ] as const) {
      const res = await search(`term=${encodeURIComponent(term)}&model=course`);
      expect(res.status, term).toBe(200);
      expect(titles(res.body.data.results)[0], term).toBe(title);
    }
  });

  it('puts full-text matches before mere look-alikes', async () => {
    const res = await search('term=data%20science&model=course');
    expect(titles(res.body.data.results)[0]).toBe('Data Science Masterclass');
    expect(titles(res.body.data.results)).not.toContain('Financial Accounting Basics');
  });

  it('keeps to the model asked for', async () => {
    const jobsRes = await search('term=python&model=job');
    expect(jobsRes.status).toBe(200);
    expect(jobsRes.body.data.count).toBe(1);
    expect(jobsRes.body.data.results[0]).toMatchObject({ title: 'Python Developer', company: { name: 'Infosys' } });

    const roadmapsRes = await search('term=python&model=roadmap');
    expect(titles(roadmapsRes.body.data.results)).toEqual(['Python Backend Roadmap']);
    expect(roadmapsRes.body.data.results[0].stepCount).toBe(4);

    const institutesRes = await search('term=data%20science&model=institute');
    expect(titles(institutesRes.body.data.results)).toEqual(['Indian Institute of Data Science']);
    expect(institutesRes.body.data.results[0].courseCount).toBe(4);
  });

  it('answers an empty listing for a model where nothing matches', async () => {
    for (const model of ['quiz', 'question', 'post', 'slide', 'interview', 'fixme']) {
      const res = await search(`term=python&model=${model}`);
      expect(res.status, model).toBe(200);
      expect(res.body.data, model).toEqual({ results: [], next: null, count: 0 });
    }
  });

  it('pages through the results and answers 404 past the end', async () => {
    const first = await search('term=python&model=course&page_size=1');
    expect(first.body.data).toMatchObject({ count: 2, next: 2 });
    expect(first.body.data.results.map((r: Card) => r.id)).toEqual([pythonCourse.id]);
    const second = await search('term=python&model=course&page_size=1&page=2');
    expect(second.body.data).toMatchObject({ count: 2, next: null });
    expect(second.body.data.results.map((r: Card) => r.id)).toEqual([descriptionOnly.id]);

    const past = await search('term=python&model=course&page_size=1&page=3');
    expect(past.status).toBe(404);
    expect(past.body).toEqual({ error: MESSAGES.noMoreItems });
    const emptyPast = await search('term=python&model=quiz&page=2');
    expect(emptyPast.status).toBe(404);
  });

  it('answers an empty first page when nothing matches', async () => {
    const res = await search('term=zzqxv&model=course');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ results: [], next: null, count: 0 });
  });
});

describe('GET /api/core/search without a model', () => {
  it('groups every searchable model with its count and first results', async () => {
    const res = await search('term=python');
    expect(res.status).toBe(200);
    expect(res.body.data.term).toBe('python');
    const groups = res.body.data.groups as { model: string; count: number; results: Card[] }[];
    expect(groups.map((g) => g.model)).toEqual([...SEARCHABLE_MODELS]);
    const byModel = Object.fromEntries(groups.map((g) => [g.model, g]));
    expect(byModel.course).toMatchObject({ count: 2 });
    expect(byModel.course?.results.map((r) => r.id)).toEqual([pythonCourse.id, descriptionOnly.id]);
    expect(byModel.institute).toEqual({ model: 'institute', count: 0, results: [] });
    expect(titles(byModel.job?.results ?? [])).toEqual(['Python Developer']);
    expect(titles(byModel.roadmap?.results ?? [])).toEqual(['Python Backend Roadmap']);
  });

  it('counts every match but shows only the first few of each model', async () => {
    const institute = await insertInstitute(t.db, { name: 'Quokka Coding School' });
    for (let i = 1; i <= SEARCH_GROUP_SIZE + 2; i++) {
      await insertCourse(t.db, { title: `Quokka Course ${i}`, instituteId: institute.id });
    }
    const res = await search('term=quokka');
    const course = res.body.data.groups.find((g: { model: string }) => g.model === 'course');
    expect(course.count).toBe(SEARCH_GROUP_SIZE + 2);
    expect(course.results).toHaveLength(SEARCH_GROUP_SIZE);
    const institutes = res.body.data.groups.find((g: { model: string }) => g.model === 'institute');
    expect(titles(institutes.results)).toEqual(['Quokka Coding School']);
  });

  it('accepts the path without the trailing slash and the term trimmed', async () => {
    const res = await t.get('/api/core/search?term=%20%20python%20');
    expect(res.status).toBe(200);
    expect(res.body.data.term).toBe('python');
  });
});

describe('GET /api/core/search with bad input', () => {
  it('refuses an unknown model with 422', async () => {
    const res = await search('term=python&model=videos');
    expect(res.status).toBe(422);
    expect(res.body.fields.model).toBe(MESSAGES.searchModelUnknown);
  });

  it('refuses a missing, empty, blank or too long term with 422', async () => {
    for (const query of ['', 'term=', 'term=%20%20%20', `term=${'a'.repeat(101)}`, 'model=course']) {
      const res = await search(query);
      expect(res.status, query).toBe(422);
      expect(res.body.fields.term, query).toBeTruthy();
    }
    expect((await search('term=')).body.fields.term).toBe(MESSAGES.searchTermRequired);
    expect((await search(`term=${'a'.repeat(101)}`)).body.fields.term).toBe(MESSAGES.searchTermTooLong);
    expect((await search(`term=${'a'.repeat(100)}`)).status).toBe(200);
  });

  it('refuses a bad page or page size with 422', async () => {
    expect((await search('term=python&model=course&page=0')).status).toBe(422);
    expect((await search('term=python&model=course&page=abc')).status).toBe(422);
    expect((await search('term=python&model=course&page_size=101')).status).toBe(422);
  });

  it('takes any text as a term without failing', async () => {
    for (const term of [`"python" -java or`, "'; drop table courses; --", '%_\\', '&|!():*<>', 'the', '🙂', 'a b c']) {
      const res = await search(`term=${encodeURIComponent(term)}`);
      expect(res.status, term).toBe(200);
      const listing = await search(`term=${encodeURIComponent(term)}&model=course`);
      expect(listing.status, term).toBe(200);
    }
    expect((await search('term=python&model=course')).body.data.count).toBe(2);
  });
});

describe('GET /api/core/search-suggestions', () => {
  it('suggests titles that start with the term, with what they belong to', async () => {
    const res = await suggest('term=pyth&model=course');
    expect(res.status).toBe(200);
    expect(res.body.data.results[0]).toEqual({
      model: 'course',
      id: pythonCourse.id,
      slug: expect.any(String),
      title: 'Python Programming Essentials',
      subtitle: 'Indian Institute of Data Science',
    });
    expect(res.body.data.results.every((s: { model: string }) => s.model === 'course')).toBe(true);
  });

  it('matches a word inside the title and tolerates typos', async () => {
    expect(titles((await suggest('term=tensor&model=course')).body.data.results)).toEqual(['Machine Learning with TensorFlow']);
    expect(titles((await suggest('term=pyhton&model=course')).body.data.results)).toContain('Python Programming Essentials');
    expect(titles((await suggest('term=machne%20lerning')).body.data.results)).toContain('Machine Learning with TensorFlow');
  });

  it('puts titles that start like the term before titles that merely share letters ("pyth" is not "Path")', async () => {
    const streamId = await firstStreamId(t.db);
    await insertRoadmap(t.db, { title: 'Nursing Career Path', streamId });
    await insertRoadmap(t.db, { title: 'CLAT Preparation Path', streamId });
    const mixed = titles((await suggest('term=pyth')).body.data.results);
    expect(mixed).toContain('Python Programming Essentials');
    expect(mixed).not.toContain('Nursing Career Path');
    expect(mixed).not.toContain('CLAT Preparation Path');
    const searched = await t.get('/api/core/search?term=pyth');
    expect(JSON.stringify(searched.body.data)).not.toContain('Career Path');
    expect(JSON.stringify(searched.body.data)).not.toContain('Preparation Path');
    expect(JSON.stringify(searched.body.data)).toContain('Python Programming Essentials');
  });

  it('answers an empty list for a term under two characters', async () => {
    for (const query of ['term=p', 'term=', '', 'term=%20p%20', 'term=p&model=course']) {
      const res = await suggest(query);
      expect(res.status, query).toBe(200);
      expect(res.body.data, query).toEqual({ results: [], next: null, count: 0 });
    }
  });

  it('gives at most eight, best first', async () => {
    const institute = await insertInstitute(t.db, { name: 'Zebra Learning Hub' });
    for (let i = 1; i <= SUGGESTIONS_LIMIT + 4; i++) {
      await insertCourse(t.db, { title: `Kotlin Track ${String(i).padStart(2, '0')}`, instituteId: institute.id });
    }
    await insertCourse(t.db, { title: 'Kotlin', instituteId: institute.id });
    const res = await suggest('term=kotlin&model=course');
    expect(res.body.data.results).toHaveLength(SUGGESTIONS_LIMIT);
    expect(res.body.data.count).toBe(SUGGESTIONS_LIMIT);
    expect(res.body.data.results[0].title).toBe('Kotlin');
  });

  // Each test below makes the rows it searches for under a word of its own, so that the file
  // passes in any order (CI runs it shuffled once).
  it('mixes courses, institutes, jobs and roadmaps without a model', async () => {
    const institute = await insertInstitute(t.db, { name: 'Elixir Institute of Technology' });
    await insertCourse(t.db, { title: 'Elixir for Beginners', instituteId: institute.id });
    const company = await insertCompany(t.db, { name: 'Wipro' });
    await insertJob(t.db, { title: 'Elixir Developer', companyId: company.id });
    await insertRoadmap(t.db, { title: 'Elixir Backend Roadmap', streamId: await firstStreamId(t.db) });
    const res = await suggest('term=elixir');
    expect(res.status).toBe(200);
    const models = res.body.data.results.map((s: { model: string }) => s.model);
    expect(new Set(models)).toEqual(new Set(['course', 'institute', 'job', 'roadmap']));
    expect(res.body.data.results.length).toBeLessThanOrEqual(SUGGESTIONS_LIMIT);
    const job = res.body.data.results.find((s: { model: string }) => s.model === 'job');
    expect(job).toMatchObject({ title: 'Elixir Developer', subtitle: 'Wipro' });
  });

  it('keeps a busy model from crowding out the others', async () => {
    const school = await insertInstitute(t.db, { name: 'Walrus Learning Hub' });
    for (let i = 1; i <= SUGGESTIONS_LIMIT + 4; i++) {
      await insertCourse(t.db, { title: `Scala Track ${String(i).padStart(2, '0')}`, instituteId: school.id });
    }
    const res = await suggest('term=scala');
    expect(res.body.data.results).toHaveLength(SUGGESTIONS_LIMIT);
    expect(res.body.data.results.every((s: { model: string }) => s.model === 'course')).toBe(true);
    const institute = await insertInstitute(t.db, { name: 'Scala Academy' });
    const mixed = await suggest('term=scala');
    expect(mixed.body.data.results.map((s: { id: number; model: string }) => `${s.model}:${s.id}`)).toContain(
      `institute:${institute.id}`,
    );
    expect(mixed.body.data.results).toHaveLength(SUGGESTIONS_LIMIT);
  });

  it('answers an empty list for a model where nothing matches and 422 for unknown models or long terms', async () => {
    expect((await suggest('term=python&model=quiz')).body.data.results).toEqual([]);
    const unknown = await suggest('term=python&model=videos');
    expect(unknown.status).toBe(422);
    expect(unknown.body.fields.model).toBe(MESSAGES.searchModelUnknown);
    const long = await suggest(`term=${'a'.repeat(101)}`);
    expect(long.status).toBe(422);
    expect(long.body.fields.term).toBe(MESSAGES.searchTermTooLong);
  });

  it('takes any text as a term without failing', async () => {
    for (const term of ["'; drop table", '%_\\', '&|!():*', '🙂🙂']) {
      expect((await suggest(`term=${encodeURIComponent(term)}`)).status, term).toBe(200);
    }
  });
});

describe('GET /api/core/search with more matches than it ranks at once', () => {
  it('counts every match and pages through each once, ranking the matches pool by pool', async () => {
    const first = await insertCourse(t.db, { title: 'Wombat Care 0', summary: 'Marsupials.', description: 'Burrows.' });
    const many = SEARCH_POOL + 30;
    // One statement: the catalogue factory writes modules for each course, which these do not need.
    await t.db.execute(sql`insert into courses (title, slug, institute_id, city_id, stream_id, level, type, duration_weeks, summary, description)
      select 'Wombat Care ' || n, 'wombat-care-' || n, institute_id, city_id, stream_id, level, type, duration_weeks, summary, description
      from courses, generate_series(1, ${many - 1}) as n where id = ${first.id}`);
    // The best match, written after the first pool's worth: it leads the second pool, not the first page.
    const best = await insertCourse(t.db, { title: 'Wombat Wombat Wombat Care', summary: 'Wombat.', description: 'Wombat.' });

    const seen: number[] = [];
    for (let page = 1; ; page++) {
      const res = await search(`term=wombat&model=course&page_size=100&page=${page}`);
      expect(res.status).toBe(200);
      expect(res.body.data.count).toBe(many + 1);
      seen.push(...res.body.data.results.map((r: Card) => r.id));
      if (res.body.data.next === null) break;
    }
    expect(new Set(seen).size).toBe(many + 1);
    expect(seen).toHaveLength(many + 1);
    expect(seen[0]).toBe(first.id);
    expect(seen[SEARCH_POOL]).toBe(best.id);

    const all = await search('term=wombat');
    const course = all.body.data.groups.find((g: { model: string }) => g.model === 'course');
    expect(course.count).toBe(many + 1);
    expect(course.results[0].id).toBe(first.id);
  });

  it('ranks the best match first when the matches fit in one pool', async () => {
    const numbat = await insertCourse(t.db, { title: 'Numbat Care 0', summary: 'Marsupials.', description: 'Termites.' });
    await t.db.execute(sql`insert into courses (title, slug, institute_id, city_id, stream_id, level, type, duration_weeks, summary, description)
      select 'Numbat Care ' || n, 'numbat-care-' || n, institute_id, city_id, stream_id, level, type, duration_weeks, summary, description
      from courses, generate_series(1, ${SEARCH_POOL - 2}) as n where id = ${numbat.id}`);
    const best = await insertCourse(t.db, { title: 'Numbat Numbat Numbat Care', summary: 'Numbat.', description: 'Numbat.' });
    const res = await search('term=numbat&model=course&page_size=5');
    expect(res.body.data.count).toBe(SEARCH_POOL);
    expect(res.body.data.results[0].id).toBe(best.id);
  });
});
