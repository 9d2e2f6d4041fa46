import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.ts';
import type { DatabaseHandle } from '../client.ts';
import { courseModules, courses, moduleItems } from '../schema/courses.ts';
import { institutes } from '../schema/institutes.ts';
import { companies, jobs } from '../schema/jobs.ts';
import { resources, roadmapSteps, roadmaps } from '../schema/roadmaps.ts';
import { streams } from '../schema/taxonomy.ts';
import { JOB_TITLES } from './catalogue-data.ts';
import { seedCatalogue } from './catalogue-seed.ts';
import { OUTLINES, offersTopic, profileOfInstitute, ROADMAP_COURSE_LINKS, topicOfTitle } from './catalogue-subjects.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
});
afterAll(() => handle.close());

async function coursesWithInstitutes() {
  return handle.db
    .select({ id: courses.id, title: courses.title, institute: institutes.name, stream: streams.slug })
    .from(courses)
    .innerJoin(institutes, eq(institutes.id, courses.instituteId))
    .innerJoin(streams, eq(streams.id, courses.streamId));
}

describe('the demo catalogue seed', () => {
  it('gives every course its own title', async () => {
    const rows = await coursesWithInstitutes();
    expect(rows.length).toBeGreaterThan(250);
    expect(new Set(rows.map((r) => r.title)).size).toBe(rows.length);
  });

  it('gives every course, institute, roadmap and company its own picture', async () => {
    const pictures = [
      ...(await handle.db.select({ url: courses.imageUrl }).from(courses)),
      ...(await handle.db.select({ url: institutes.imageUrl }).from(institutes)),
      ...(await handle.db.select({ url: roadmaps.imageUrl }).from(roadmaps)),
      ...(await handle.db.select({ url: companies.imageUrl }).from(companies)),
    ].map((row) => row.url);
    for (const url of pictures)
      expect(url).toMatch(/^\/api\/media\/covers\/(courses|institutes|roadmaps|companies)\/[0-9a-f]{16}-\d+\.webp$/);
    expect(new Set(pictures).size).toBe(pictures.length);
  });

  it('has institutes offer only courses that fit them', async () => {
    const rows = await coursesWithInstitutes();
    const misfits = rows.filter((row) => {
      const profile = profileOfInstitute(row.institute);
      const made = topicOfTitle(row.title);
      return !profile || !made || made.streamSlug !== row.stream || !offersTopic(profile, row.stream, made.topic);
    });
    expect(misfits).toEqual([]);
    const medical = rows.filter((r) => r.institute.includes('Medical College'));
    expect(medical.length).toBeGreaterThan(0);
    expect(medical.every((r) => r.stream === 'medical')).toBe(true);
    expect(rows.some((r) => r.institute.includes('Medical College') && /cloud|aws/i.test(r.title))).toBe(false);
    expect(rows.some((r) => r.institute.includes('Law School') && /MCA|Computer/.test(r.title))).toBe(false);
  });

  it('builds outlines from the course subject with real lesson titles', async () => {
    const rows = await handle.db
      .select({ courseId: courses.id, title: courses.title, module: courseModules.title, lesson: moduleItems.title })
      .from(courses)
      .innerJoin(courseModules, eq(courseModules.courseId, courses.id))
      .innerJoin(moduleItems, eq(moduleItems.moduleId, courseModules.id));
    const firstModules = new Set<string>();
    for (const row of rows) {
      const outline =
        OUTLINES[
          (() => {
            const made = topicOfTitle(row.title);
            if (!made) throw new Error(`no topic for ${row.title}`);
            return made.topic.outline;
          })()
        ];
      const module = outline.find((m) => m.title === row.module);
      expect(module, `${row.title}: ${row.module}`).toBeDefined();
      expect(module!.lessons).toContain(row.lesson);
      firstModules.add(row.module);
    }
    expect(firstModules.size).toBeGreaterThan(100);
    expect(
      rows.some((r) => /^(Introduction|Walkthrough|Worked example|Practice set|Case study|Quick check)$/.test(r.lesson)),
    ).toBe(false);
  });

  it('links roadmap steps only to courses of their subject and stream', async () => {
    const rows = await handle.db
      .select({
        roadmap: roadmaps.title,
        roadmapStream: roadmaps.streamId,
        step: roadmapSteps.title,
        course: courses.title,
        courseStream: courses.streamId,
      })
      .from(roadmapSteps)
      .innerJoin(roadmaps, eq(roadmaps.id, roadmapSteps.roadmapId))
      .innerJoin(courses, eq(courses.id, roadmapSteps.courseId));
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      expect(row.courseStream, `${row.roadmap} → ${row.course}`).toBe(row.roadmapStream);
      expect(topicOfTitle(row.course)?.topic.outline, `${row.roadmap}: ${row.step} → ${row.course}`).toBe(
        ROADMAP_COURSE_LINKS[row.roadmap]?.[row.step],
      );
    }
  });

  it('writes copy without doubled words and links only reserved domains', async () => {
    const steps = await handle.db.select({ description: roadmapSteps.description }).from(roadmapSteps);
    const bodies = await handle.db.select({ body: resources.body, url: resources.url }).from(resources);
    for (const text of [...steps.map((s) => s.description), ...bodies.map((b) => b.body ?? '')]) {
      expect(text).not.toMatch(/basics of .* basics/i);
      expect(text).not.toMatch(/\b(\w{3,}) \1\b/i);
    }
    expect(bodies.every((b) => b.url === null)).toBe(true);
    const sites = [
      ...(await handle.db.select({ website: institutes.website }).from(institutes)),
      ...(await handle.db.select({ website: companies.website }).from(companies)),
    ];
    for (const { website } of sites) expect(website).toMatch(/^https:\/\/www\.[a-z0-9-]+\.example$/);
  });

  it('posts each job at a company whose industry hires for it', async () => {
    const rows = await handle.db
      .select({ title: jobs.title, industry: companies.industry, company: companies.name, cityId: jobs.cityId })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId));
    expect(rows.length).toBeGreaterThan(60);
    const hires = new Map(Object.values(JOB_TITLES).flatMap((titles) => titles.map((t) => [t[0], t[6]] as const)));
    for (const row of rows) expect(hires.get(row.title), `${row.title} at ${row.company}`).toContain(row.industry);
    expect(rows.filter((row) => row.title === 'Lab Technician' && row.industry === 'Energy')).toEqual([]);
    expect(rows.filter((row) => row.title === 'Staff Nurse').map((row) => row.industry)).not.toContain('Education');
    // A fresh install lists jobs posted in the last few days, not weeks before it was installed.
    const [newest] = await handle.db.select({ at: jobs.postedAt }).from(jobs).orderBy(desc(jobs.postedAt)).limit(1);
    expect(Date.now() - (newest?.at.getTime() ?? 0)).toBeLessThan(2 * 86_400_000);
    // A company posts the same role twice only in two cities.
    const postings = rows.map((row) => `${row.title}|${row.company}|${row.cityId}`);
    expect(new Set(postings).size).toBe(postings.length);
  });

  it('puts "an" before a job title or industry that starts with a vowel sound', async () => {
    const jobTexts = await handle.db.select({ summary: jobs.summary, description: jobs.description }).from(jobs);
    const abouts = await handle.db.select({ about: companies.about }).from(companies);
    const texts = [...jobTexts.flatMap((job) => [job.summary, job.description]), ...abouts.map((company) => company.about)];
    expect(texts.some((text) => /\ban (Audit|Equity|HR|information)\b/.test(text))).toBe(true);
    expect(texts.filter((text) => /\ba (?:[AEIOaeio]|HR\b|SEO\b)/.test(text))).toEqual([]);
  });
});
