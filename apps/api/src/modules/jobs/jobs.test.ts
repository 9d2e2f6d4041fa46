import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COVER_NOTE_MAX_LENGTH, RESUME_MAX_BYTES } from '@lp/contract/jobs';
import { MESSAGES } from '@lp/contract/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { jobApplications } from '../../db/schema/jobs.ts';
import {
  firstStreamId,
  insertCity,
  insertCompany,
  insertCourse,
  insertJob,
  tagIdsOf,
} from '../../db/seed/catalogue-factories.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { makePdf } from '../../test/pdf-fixtures.ts';
import { createTestContext, ORIGIN } from '../../test/test-app.ts';

const dataDir = await mkdtemp(path.join(tmpdir(), 'lp-jobs-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const t = await createTestContext({ dataDir });
const uploadsDir = path.join(dataDir, 'uploads');

const unique = () => Math.random().toString(36).slice(2, 8);
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const LAKH = 100_000 * 100;

type Card = { id: number; title: string };
const titles = (body: { data: { results: Card[] } }) => body.data.results.map((r) => r.title);

async function signedInUser(overrides: Parameters<typeof insertUser>[1] = {}) {
  const email = `applicant-${unique()}@example.in`;
  const user = await insertUser(t.db, { email, password: 'Learnly@123', ...overrides });
  return { user, cookie: await t.signIn(email, 'Learnly@123') };
}

const PDF = makePdf({ text: 'My CV' });
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

/** POSTs a multipart application the way a browser's FormData does. */
async function applyTo(
  jobId: number | string,
  parts: { resume?: { bytes: Uint8Array<ArrayBuffer>; name?: string; type?: string }; coverNote?: string },
  cookie?: string,
) {
  const form = new FormData();
  if (parts.resume) {
    const { bytes, name = 'resume.pdf', type = 'application/pdf' } = parts.resume;
    form.append('resume', new File([bytes], name, { type }));
  }
  if (parts.coverNote !== undefined) form.append('cover_note', parts.coverNote);
  const headers: Record<string, string> = { 'x-forwarded-for': t.newIp() };
  if (cookie) headers.cookie = cookie;
  const res = await t.app.request(`${ORIGIN}/api/core/jobs/${jobId}/apply`, { method: 'POST', body: form, headers });
  // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies of every shape and assert on them
  return { status: res.status, body: (await res.json()) as any };
}

function storedFiles(): string[] {
  if (!existsSync(uploadsDir)) return [];
  return readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploadsDir, path.join(entry.parentPath, entry.name)));
}

async function applicationsOf(jobId: number, userId?: number) {
  return t.db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), userId ? eq(jobApplications.userId, userId) : undefined));
}

/** Three jobs of one company in two cities, spread over types, modes, experience and days. */
async function jobsOfOneCompany() {
  const company = await insertCompany(t.db, { name: `Filter Works ${unique()}` });
  const cityA = await insertCity(t.db, { name: `Alpha Nagar ${unique()}` });
  const cityB = await insertCity(t.db, { name: `Beta Pur ${unique()}` });
  const management = await firstStreamId(t.db, 'management');
  const backend = await insertJob(t.db, {
    title: `Backend Engineer ${unique()}`,
    companyId: company.id,
    cityId: cityA.id,
    type: 'full-time',
    workMode: 'on-site',
    experienceMinYears: 0,
    experienceMaxYears: 2,
    salaryMinPaise: 4 * LAKH,
    salaryMaxPaise: 6 * LAKH,
    postedAt: daysAgo(3),
  });
  const intern = await insertJob(t.db, {
    title: `Data Intern ${unique()}`,
    companyId: company.id,
    cityId: cityB.id,
    type: 'internship',
    workMode: 'remote',
    experienceMinYears: 0,
    experienceMaxYears: 0,
    salaryMinPaise: null,
    salaryMaxPaise: null,
    postedAt: daysAgo(1),
  });
  const manager = await insertJob(t.db, {
    title: `Operations Manager ${unique()}`,
    companyId: company.id,
    cityId: cityA.id,
    streamId: management,
    type: 'contract',
    workMode: 'hybrid',
    experienceMinYears: 3,
    experienceMaxYears: 6,
    postedAt: daysAgo(2),
  });
  return { company, cityA, cityB, backend, intern, manager };
}

describe('GET /api/core/jobs', () => {
  it('lists job cards newest first with company, city, stream, experience and salary', async () => {
    const { company, cityA, backend, intern, manager } = await jobsOfOneCompany();
    const res = await t.get(`/api/core/jobs?company=${company.slug}`);
    expect(res.status).toBe(200);
    expect(res.body.data.count).toBe(3);
    expect(res.body.data.next).toBeNull();
    expect(titles(res.body)).toEqual([intern.title, manager.title, backend.title]);
    const card = res.body.data.results[2];
    expect(card).toEqual({
      id: backend.id,
      slug: backend.slug,
      title: backend.title,
      summary: expect.any(String),
      type: 'full-time',
      workMode: 'on-site',
      experienceMinYears: 0,
      experienceMaxYears: 2,
      salaryMinPaise: 4 * LAKH,
      salaryMaxPaise: 6 * LAKH,
      postedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      company: { id: company.id, name: company.name, slug: company.slug, imageUrl: null },
      city: { id: cityA.id, name: cityA.name, slug: cityA.slug },
      stream: { id: expect.any(Number), name: 'Engineering', slug: 'engineering' },
    });
  });

  it('filters by city and stream slugs (comma lists), type, work mode and experience', async () => {
    const { company, cityA, cityB, backend, intern, manager } = await jobsOfOneCompany();
    const q = (extra: string) => t.get(`/api/core/jobs?company=${company.slug}&${extra}`);

    expect(titles((await q(`city=${cityA.slug}`)).body)).toEqual([manager.title, backend.title]);
    expect((await q(`city=${cityA.slug},${cityB.slug}`)).body.data.count).toBe(3);
    expect((await q(`city=${cityA.slug}&city=${cityB.slug}`)).body.data.count).toBe(3);
    expect(titles((await q('stream=management')).body)).toEqual([manager.title]);
    expect(titles((await q('stream=management,engineering')).body)).toEqual([intern.title, manager.title, backend.title]);
    expect(titles((await q('type=internship,contract')).body)).toEqual([intern.title, manager.title]);
    expect(titles((await q('work_mode=remote')).body)).toEqual([intern.title]);
    expect(titles((await q(`work_mode=hybrid,on-site&city=${cityA.slug}`)).body)).toEqual([manager.title, backend.title]);

    // experience = the candidate's years: jobs whose min <= years <= max.
    expect(titles((await q('experience=0')).body)).toEqual([intern.title, backend.title]);
    expect(titles((await q('experience=1')).body)).toEqual([backend.title]);
    expect(titles((await q('experience=4')).body)).toEqual([manager.title]);
    expect(titles((await q('experience=10')).body)).toEqual([]);

    const unknownCity = await q('city=no-such-city');
    expect(unknownCity.status).toBe(200);
    expect(unknownCity.body.data).toEqual({ results: [], next: null, count: 0 });

    const companies = await t.get(`/api/core/jobs?company=${company.slug},no-such-company`);
    expect(companies.body.data.count).toBe(3);
  });

  it('finds jobs by words of the title', async () => {
    const word = `Zephyrologist${unique()}`;
    const job = await insertJob(t.db, { title: `Senior ${word}` });
    const res = await t.get(`/api/core/jobs?q=${word.toLowerCase()}`);
    expect(titles(res.body)).toEqual([job.title]);
  });

  it('pages through a filtered list and answers 404 past its end', async () => {
    const { company, backend, intern, manager } = await jobsOfOneCompany();
    const first = await t.get(`/api/core/jobs?company=${company.slug}&page_size=2`);
    expect(titles(first.body)).toEqual([intern.title, manager.title]);
    expect(first.body.data.next).toBe(2);
    const second = await t.get(`/api/core/jobs?company=${company.slug}&page_size=2&page=2`);
    expect(titles(second.body)).toEqual([backend.title]);
    expect(second.body.data.next).toBeNull();
    const past = await t.get(`/api/core/jobs?company=${company.slug}&page_size=2&page=3`);
    expect(past.status).toBe(404);
    expect(past.body).toEqual({ error: MESSAGES.noMoreJobs });
    const emptyPast = await t.get('/api/core/jobs?city=no-such-city&page=2');
    expect(emptyPast.status).toBe(404);
    expect(emptyPast.body.error).toBe(MESSAGES.noMoreJobs);
  });

  it('answers 422 naming the field for a bad type, work mode, experience or page', async () => {
    const type = await t.get('/api/core/jobs?type=gig');
    expect(type.status).toBe(422);
    expect(type.body.fields.type).toContain('full-time');
    const mode = await t.get('/api/core/jobs?work_mode=remote,moon');
    expect(mode.status).toBe(422);
    expect(mode.body.fields.work_mode).toContain('remote');
    for (const bad of ['-1', '2.5', 'ten', '999']) {
      const res = await t.get(`/api/core/jobs?experience=${bad}`);
      expect(res.status, bad).toBe(422);
      expect(res.body.fields.experience, bad).toBeTruthy();
    }
    expect((await t.get('/api/core/jobs?page=0')).status).toBe(422);
    expect((await t.get('/api/core/jobs?page_size=101')).status).toBe(422);
    expect((await t.get(`/api/core/jobs?q=${'x'.repeat(201)}`)).status).toBe(422);
    expect((await t.get('/api/core/jobs?q=%27%3B%20drop%20table%20jobs%3B--%20%25_%5C')).status).toBe(200);
  });
});

describe('GET /api/core/jobs/filters', () => {
  it('counts each filter value given the other active filters', async () => {
    const { company, cityA, cityB } = await jobsOfOneCompany();
    const res = await t.get(`/api/core/jobs/filters?company=${company.slug}&city=${cityA.slug}`);
    expect(res.status).toBe(200);
    const { city, stream, type, work_mode, company: companyFacet } = res.body.data;
    // The city facet ignores the city filter itself: both cities with their counts, A selected.
    expect(city).toEqual([
      { slug: cityA.slug, label: cityA.name, count: 2, selected: true },
      { slug: cityB.slug, label: cityB.name, count: 1, selected: false },
    ]);
    // The others apply it: in city A there is one engineering and one management job.
    expect(stream).toEqual(
      expect.arrayContaining([
        { slug: 'engineering', label: 'Engineering', count: 1, selected: false },
        { slug: 'management', label: 'Management', count: 1, selected: false },
      ]),
    );
    expect(type).toEqual([
      { slug: 'full-time', label: 'Full-time', count: 1, selected: false },
      { slug: 'part-time', label: 'Part-time', count: 0, selected: false },
      { slug: 'internship', label: 'Internship', count: 0, selected: false },
      { slug: 'contract', label: 'Contract', count: 1, selected: false },
    ]);
    expect(work_mode.map((v: { slug: string; count: number }) => [v.slug, v.count])).toEqual([
      ['on-site', 1],
      ['remote', 0],
      ['hybrid', 1],
    ]);
    expect(companyFacet).toEqual(expect.arrayContaining([{ slug: company.slug, label: company.name, count: 2, selected: true }]));
  });

  it('keeps a selected value that has no jobs, at zero', async () => {
    const { company } = await jobsOfOneCompany();
    const empty = await insertCity(t.db, { name: `Empty Ganj ${unique()}` });
    const res = await t.get(`/api/core/jobs/filters?company=${company.slug}&city=${empty.slug}&type=internship`);
    expect(res.body.data.city).toEqual(
      expect.arrayContaining([{ slug: empty.slug, label: empty.name, count: 0, selected: true }]),
    );
    expect(res.body.data.type.find((v: { slug: string }) => v.slug === 'internship')).toEqual({
      slug: 'internship',
      label: 'Internship',
      count: 0,
      selected: true,
    });
  });

  it('answers 422 for an unknown type', async () => {
    expect((await t.get('/api/core/jobs/filters?type=gig')).status).toBe(422);
  });
});

describe('GET /api/core/jobs/{idOrSlug}', () => {
  it('gives the job by id and by slug with description, tags and the company', async () => {
    const hq = await insertCity(t.db, { name: `Head Quarter ${unique()}` });
    const company = await insertCompany(t.db, {
      name: `Detail Corp ${unique()}`,
      cityId: hq.id,
      industry: 'Fintech',
      size: '51-200',
      about: 'We build payments for small shops.',
      website: 'https://detail.example.in',
      imageUrl: 'https://cdn.example.in/logo.png',
    });
    const streamId = await firstStreamId(t.db, 'computer-applications');
    const tagIds = await tagIdsOf(t.db, streamId, 2);
    const closesAt = new Date(Date.now() + 30 * DAY);
    const job = await insertJob(
      t.db,
      { title: `React Developer ${unique()}`, companyId: company.id, streamId, openings: 3, closesAt, description: 'Build UIs.' },
      { tagIds },
    );

    const byId = await t.get(`/api/core/jobs/${job.id}`);
    expect(byId.status).toBe(200);
    const data = byId.body.data;
    expect(data).toMatchObject({
      id: job.id,
      slug: job.slug,
      title: job.title,
      description: 'Build UIs.',
      openings: 3,
      closesAt: closesAt.toISOString(),
      application: null,
      stream: { slug: 'computer-applications' },
    });
    expect(data.tags.map((tag: { id: number }) => tag.id).sort()).toEqual([...tagIds].sort());
    expect(data.company).toEqual({
      id: company.id,
      name: company.name,
      slug: company.slug,
      industry: 'Fintech',
      size: '51-200',
      about: 'We build payments for small shops.',
      website: 'https://detail.example.in',
      imageUrl: 'https://cdn.example.in/logo.png',
      city: { id: hq.id, name: hq.name, slug: hq.slug },
    });

    const bySlug = await t.get(`/api/core/jobs/${job.slug}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data).toEqual(data);
    expect((await t.get(`/api/core/jobs/${job.slug.toUpperCase()}`)).body.data.id).toBe(job.id);
  });

  it('gives a company without a city a null city, and a job without tags an empty list', async () => {
    const job = await insertJob(t.db);
    const res = await t.get(`/api/core/jobs/${job.id}`);
    expect(res.body.data.company.city).toBeNull();
    expect(res.body.data.tags).toEqual([]);
    expect(res.body.data.closesAt).toBeNull();
  });

  it('answers 404 for an unknown id or slug, never 500 for a strange one', async () => {
    for (const bad of ['999999', 'no-such-job', '0', '99999999999999999999', '%27%20or%201%3D1', 'x'.repeat(200)]) {
      const res = await t.get(`/api/core/jobs/${bad}`);
      expect(res.status, bad).toBe(404);
      expect(res.body.error, bad).toBe(MESSAGES.jobNotFound);
    }
    expect((await t.get(`/api/core/jobs/${'x'.repeat(201)}`)).status).toBe(422);
  });
});

describe('GET /api/core/jobs/{id}/similar', () => {
  it('gives up to 6 other jobs sharing tags or stream, tag matches and nearby first, never the job itself', async () => {
    const law = await firstStreamId(t.db, 'law');
    const medical = await firstStreamId(t.db, 'medical');
    const [clat, llb, corporate] = await tagIdsOf(t.db, law, 3);
    const here = await insertCity(t.db, { name: `Here Pur ${unique()}` });
    const there = await insertCity(t.db, { name: `There Bad ${unique()}` });
    const job = await insertJob(t.db, { title: 'Legal Associate', streamId: law, cityId: here.id }, { tagIds: [clat!, llb!] });

    const farTwoTags = await insertJob(
      t.db,
      { title: 'Far, two tags', streamId: law, cityId: there.id, postedAt: daysAgo(5) },
      { tagIds: [clat!, llb!] },
    );
    const nearOneTag = await insertJob(
      t.db,
      { title: 'Near, one tag', streamId: law, cityId: here.id, postedAt: daysAgo(9) },
      { tagIds: [llb!, corporate!] },
    );
    const otherStreamTag = await insertJob(
      t.db,
      { title: 'Other stream, one tag', streamId: medical, cityId: there.id, postedAt: daysAgo(1) },
      { tagIds: [clat!] },
    );
    const nearNoTag = await insertJob(t.db, { title: 'Near, stream only', streamId: law, cityId: here.id, postedAt: daysAgo(8) });
    const far = [];
    for (let i = 0; i < 3; i++) {
      far.push(await insertJob(t.db, { title: `Far, stream only ${i}`, streamId: law, cityId: there.id, postedAt: daysAgo(i) }));
    }
    await insertJob(t.db, { title: 'Unrelated', streamId: medical, cityId: here.id });

    const res = await t.get(`/api/core/jobs/${job.id}/similar`);
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual([
      nearOneTag.title,
      farTwoTags.title,
      otherStreamTag.title,
      nearNoTag.title,
      far[0]!.title,
      far[1]!.title,
    ]);
    expect(res.body.data.results.map((r: Card) => r.id)).not.toContain(job.id);
    expect(res.body.data.count).toBe(6);

    expect((await t.get(`/api/core/jobs/${job.slug}/similar`)).body.data).toEqual(res.body.data);
  });

  it('gives an empty list when nothing is related, and 404 for an unknown job', async () => {
    const aviation = await firstStreamId(t.db, 'aviation');
    const lonely = await insertJob(t.db, { streamId: aviation });
    const res = await t.get(`/api/core/jobs/${lonely.id}/similar`);
    expect(res.body.data).toEqual({ results: [], next: null, count: 0 });
    expect((await t.get('/api/core/jobs/999999/similar')).status).toBe(404);
  });
});

describe('GET /api/core/jobs/{id}/recommended-courses', () => {
  it("gives courses sharing the job's tags, then of its stream, best rated first", async () => {
    const design = await firstStreamId(t.db, 'design');
    const arts = await firstStreamId(t.db, 'arts');
    const [uiux, graphic] = await tagIdsOf(t.db, design, 2);
    const job = await insertJob(t.db, { title: 'Product Designer', streamId: design }, { tagIds: [uiux!] });
    const okTagged = await insertCourse(
      t.db,
      { streamId: design, ratingAvg: 3.9, ratingCount: 10 },
      { tagIds: [uiux!], moduleCount: 0 },
    );
    const bestTagged = await insertCourse(
      t.db,
      { streamId: design, ratingAvg: 4.6, ratingCount: 10 },
      { tagIds: [uiux!, graphic!], moduleCount: 0 },
    );
    const streamOnly = await insertCourse(
      t.db,
      { streamId: design, ratingAvg: 5, ratingCount: 2 },
      { tagIds: [graphic!], moduleCount: 0 },
    );
    await insertCourse(t.db, { streamId: arts, ratingAvg: 5, ratingCount: 99 }, { moduleCount: 0 });

    const res = await t.get(`/api/core/jobs/${job.id}/recommended-courses`);
    expect(res.status).toBe(200);
    expect(res.body.data.results.map((c: Card) => c.id)).toEqual([bestTagged.id, okTagged.id, streamOnly.id]);
    expect(res.body.data.results[0]).toMatchObject({ slug: bestTagged.slug, institute: { id: bestTagged.instituteId } });
  });

  it('stops at 6 and gives an empty list when the stream has no courses', async () => {
    const mgmt = await firstStreamId(t.db, 'management');
    const [mba] = await tagIdsOf(t.db, mgmt, 1);
    const job = await insertJob(t.db, { streamId: mgmt }, { tagIds: [mba!] });
    for (let i = 0; i < 7; i++)
      await insertCourse(t.db, { streamId: mgmt, ratingAvg: 3 + i / 10 }, { tagIds: [mba!], moduleCount: 0 });
    const res = await t.get(`/api/core/jobs/${job.id}/recommended-courses`);
    expect(res.body.data.count).toBe(6);
    expect(res.body.data.results.map((c: { ratingAvg: number }) => c.ratingAvg)).toEqual([3.6, 3.5, 3.4, 3.3, 3.2, 3.1]);

    const govt = await firstStreamId(t.db, 'government-exams');
    const none = await insertJob(t.db, { streamId: govt });
    expect((await t.get(`/api/core/jobs/${none.id}/recommended-courses`)).body.data).toEqual({
      results: [],
      next: null,
      count: 0,
    });
    expect((await t.get('/api/core/jobs/no-such-job/recommended-courses')).status).toBe(404);
  });
});

describe('POST /api/core/jobs/{id}/apply', () => {
  it('stores the résumé under a server key, records the application and shows it on the job', async () => {
    const { user, cookie } = await signedInUser();
    const job = await insertJob(t.db, { title: `Apply Here ${unique()}` });
    const before = storedFiles().length;

    const res = await applyTo(job.id, { resume: { bytes: PDF, name: '../../etc/My CV.pdf' }, coverNote: '  Hire me!  ' }, cookie);
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      application: {
        id: expect.any(Number),
        status: 'applied',
        createdAt: expect.any(String),
        job: { id: job.id, title: job.title, slug: job.slug },
      },
    });

    const [row] = await applicationsOf(job.id, user.id);
    expect(row).toMatchObject({ status: 'applied', resumeName: 'My CV.pdf', resumeBytes: PDF.byteLength, coverNote: 'Hire me!' });
    expect(row!.resumeKey).toMatch(/^resumes\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(readFileSync(path.join(uploadsDir, row!.resumeKey))).toEqual(Buffer.from(PDF));
    expect(storedFiles().length).toBe(before + 1);

    const detail = await t.get(`/api/core/jobs/${job.slug}`, { cookie });
    expect(detail.body.data.application).toEqual({
      id: row!.id,
      status: 'applied',
      createdAt: res.body.data.application.createdAt,
    });
    // Someone else does not see it.
    expect((await t.get(`/api/core/jobs/${job.slug}`)).body.data.application).toBeNull();
  });

  it('refuses a second application with 409, keeping one row and one file', async () => {
    const { user, cookie } = await signedInUser();
    const job = await insertJob(t.db);
    const before = storedFiles().length;
    expect((await applyTo(job.id, { resume: { bytes: PDF } }, cookie)).status).toBe(201);
    const again = await applyTo(job.id, { resume: { bytes: PDF }, coverNote: 'Again' }, cookie);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'You have already applied for this job.' });
    expect(await applicationsOf(job.id, user.id)).toHaveLength(1);
    expect(storedFiles().length).toBe(before + 1);
  });

  it('lets only one of three simultaneous applications through (the others: 409, or 429 past two uploads in flight)', async () => {
    const { user, cookie } = await signedInUser();
    const job = await insertJob(t.db);
    const before = storedFiles().length;
    const results = await Promise.all([
      applyTo(job.id, { resume: { bytes: PDF } }, cookie),
      applyTo(job.id, { resume: { bytes: PDF } }, cookie),
      applyTo(job.id, { resume: { bytes: PDF } }, cookie),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1).every((status) => status === 409 || status === 429)).toBe(true);
    expect(await applicationsOf(job.id, user.id)).toHaveLength(1);
    expect(storedFiles().length).toBe(before + 1);
  });

  it('refuses a file that is not a PDF by its bytes, too large, empty or missing, storing nothing', async () => {
    const { user, cookie } = await signedInUser();
    const job = await insertJob(t.db);
    const before = storedFiles().length;

    const png = await applyTo(job.id, { resume: { bytes: PNG, name: 'resume.pdf', type: 'application/pdf' } }, cookie);
    expect(png.status).toBe(415);
    expect(png.body).toEqual({ error: MESSAGES.resumeNotPdf, fields: { resume: MESSAGES.resumeNotPdf } });
    expect(png.body.error).toContain('2 MB');

    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(PDF);
    const tooBig = await applyTo(job.id, { resume: { bytes: big } }, cookie);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.fields.resume).toBe(MESSAGES.resumeTooLarge);

    const justOver = new Uint8Array(RESUME_MAX_BYTES + 1);
    justOver.set(PDF);
    expect((await applyTo(job.id, { resume: { bytes: justOver } }, cookie)).status).toBe(413);

    const empty = await applyTo(job.id, { resume: { bytes: new Uint8Array() } }, cookie);
    expect(empty.status).toBe(422);
    expect(empty.body.fields.resume).toBe(MESSAGES.resumeEmpty);

    const missing = await applyTo(job.id, { coverNote: 'No file here' }, cookie);
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ error: MESSAGES.resumeRequired, fields: { resume: MESSAGES.resumeRequired } });

    const longNote = await applyTo(job.id, { resume: { bytes: PDF }, coverNote: 'x'.repeat(COVER_NOTE_MAX_LENGTH + 1) }, cookie);
    expect(longNote.status).toBe(422);
    expect(longNote.body.fields.cover_note).toBe(MESSAGES.coverNoteTooLong);

    expect(await applicationsOf(job.id, user.id)).toHaveLength(0);
    expect(storedFiles().length).toBe(before);

    // Exactly at the limit is fine.
    const atLimit = new Uint8Array(RESUME_MAX_BYTES);
    atLimit.set(PDF);
    const ok = await applyTo(job.id, { resume: { bytes: atLimit }, coverNote: 'x'.repeat(COVER_NOTE_MAX_LENGTH) }, cookie);
    expect(ok.status).toBe(201);
  });

  it('answers 415 to a JSON body, 401 to a visitor, 404 to an unknown job and 422 to a malformed id', async () => {
    const { cookie } = await signedInUser();
    const job = await insertJob(t.db);
    const json = await t.post(`/api/core/jobs/${job.id}/apply`, { resume: 'JVBERi0xLjQK', cover_note: 'hi' }, { cookie });
    expect(json.status).toBe(415);
    expect(json.body.error).toBe(MESSAGES.applyMultipartOnly);

    const visitor = await applyTo(job.id, { resume: { bytes: PDF } });
    expect(visitor.status).toBe(401);
    expect(visitor.body.error).toBe(MESSAGES.notSignedIn);
    expect(await applicationsOf(job.id)).toHaveLength(0);

    const unknown = await applyTo(999_999, { resume: { bytes: PDF } }, cookie);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(MESSAGES.jobNotFound);
    expect((await applyTo('abc', { resume: { bytes: PDF } }, cookie)).status).toBe(422);
    expect((await applyTo('99999999999', { resume: { bytes: PDF } }, cookie)).status).toBe(422);

    const broken = await t.app.request(`${ORIGIN}/api/core/jobs/${job.id}/apply`, {
      method: 'POST',
      body: '--x\r\nContent-Disposition: form-data; name="resume"; filename="a.pdf"\r\n\r\n%PDF-',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=x', 'x-forwarded-for': t.newIp() },
    });
    expect(broken.status).toBeLessThan(500);
  });
});

describe('GET /api/accounts/jobs', () => {
  it("lists only the signed-in user's applications, newest first, with the job card, by status", async () => {
    const me = await signedInUser();
    const other = await signedInUser();
    const first = await insertJob(t.db, { title: `First Applied ${unique()}` });
    const second = await insertJob(t.db, { title: `Second Applied ${unique()}` });
    const theirs = await insertJob(t.db, { title: `Theirs ${unique()}` });
    expect((await applyTo(first.id, { resume: { bytes: PDF, name: 'cv.pdf' } }, me.cookie)).status).toBe(201);
    expect((await applyTo(second.id, { resume: { bytes: PDF }, coverNote: 'Keen' }, me.cookie)).status).toBe(201);
    expect((await applyTo(theirs.id, { resume: { bytes: PDF } }, other.cookie)).status).toBe(201);
    expect((await applyTo(first.id, { resume: { bytes: PDF } }, other.cookie)).status).toBe(201);
    await t.db
      .update(jobApplications)
      .set({ createdAt: daysAgo(2) })
      .where(and(eq(jobApplications.jobId, first.id), eq(jobApplications.userId, me.user.id)));

    const res = await t.get('/api/accounts/jobs', { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.body.data.count).toBe(2);
    expect(res.body.data.results.map((a: { job: Card }) => a.job.title)).toEqual([second.title, first.title]);
    expect(res.body.data.results[0]).toEqual({
      id: expect.any(Number),
      status: 'applied',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      statusChangedAt: expect.any(String),
      statusMessage: null,
      resumeName: 'resume.pdf',
      resumeUrl: expect.stringMatching(/^\/api\/core\/files\/resumes\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/),
      coverNote: 'Keen',
      job: expect.objectContaining({ id: second.id, slug: second.slug, company: expect.any(Object) }),
    });

    await t.db
      .update(jobApplications)
      .set({ status: 'shortlisted' })
      .where(and(eq(jobApplications.jobId, first.id), eq(jobApplications.userId, me.user.id)));
    const shortlisted = await t.get('/api/accounts/jobs?type=shortlisted', { cookie: me.cookie });
    expect(shortlisted.body.data.results.map((a: { job: Card; status: string }) => [a.job.id, a.status])).toEqual([
      [first.id, 'shortlisted'],
    ]);
    expect((await t.get('/api/accounts/jobs?type=hired', { cookie: me.cookie })).body.data.count).toBe(0);

    const theirList = await t.get('/api/accounts/jobs', { cookie: other.cookie });
    expect(theirList.body.data.results.map((a: { job: Card }) => a.job.id).sort()).toEqual([first.id, theirs.id].sort());
    expect(theirList.body.data.results.every((a: { status: string }) => a.status === 'applied')).toBe(true);

    const past = await t.get('/api/accounts/jobs?page=2', { cookie: me.cookie });
    expect(past.status).toBe(404);
    expect(past.body.error).toBe(MESSAGES.noMoreApplications);
    expect((await t.get('/api/accounts/jobs?type=pending', { cookie: me.cookie })).status).toBe(422);
    expect((await t.get('/api/accounts/jobs')).status).toBe(401);
  });
});

describe('GET /api/accounts/jobs/recommended', () => {
  it("gives jobs of the user's stream or tags, newest first, without those applied to", async () => {
    const arts = await firstStreamId(t.db, 'arts');
    const [psychology] = await tagIdsOf(t.db, arts, 1);
    const { cookie } = await signedInUser({ streamSlug: 'arts', tagSlugs: ['psychology'] });
    const inStream = await insertJob(t.db, { title: `Arts Teacher ${unique()}`, streamId: arts, postedAt: daysAgo(2) });
    const tagged = await insertJob(t.db, { title: `Counsellor ${unique()}`, postedAt: daysAgo(1) }, { tagIds: [psychology!] });
    const applied = await insertJob(t.db, { title: `Applied Arts ${unique()}`, streamId: arts, postedAt: daysAgo(0.5) });
    const unrelated = await insertJob(t.db, { title: `Welder ${unique()}` });
    expect((await applyTo(applied.id, { resume: { bytes: PDF } }, cookie)).status).toBe(201);

    const res = await t.get('/api/accounts/jobs/recommended', { cookie });
    expect(res.status).toBe(200);
    const ids = res.body.data.results.map((r: Card) => r.id);
    expect(ids).toEqual([tagged.id, inStream.id]);
    expect(ids).not.toContain(unrelated.id);
    expect((await t.get('/api/accounts/jobs/recommended?page=2', { cookie })).status).toBe(404);
  });

  it('gives the newest jobs to a user without preferences, and 401 to a visitor', async () => {
    const { cookie } = await signedInUser();
    await insertJob(t.db, { title: `Older ${unique()}` });
    const newest = await insertJob(t.db, { title: `Newest Of All ${unique()}`, postedAt: new Date(Date.now() + DAY) });
    const res = await t.get('/api/accounts/jobs/recommended?page_size=1', { cookie });
    expect(res.body.data.results[0].id).toBe(newest.id);
    expect(res.body.data.count).toBeGreaterThan(1);
    expect((await t.get('/api/accounts/jobs/recommended')).status).toBe(401);
    expect((await t.get('/api/accounts/jobs/recommended?page_size=0', { cookie })).status).toBe(422);
  });
});
