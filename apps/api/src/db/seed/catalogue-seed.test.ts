import { COURSE_LANGUAGE_NAMES } from '@lp/contract/course-languages';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.ts';
import type { DatabaseHandle } from '../client.ts';
import { courseModules, courses, moduleItems } from '../schema/courses.ts';
import { institutes } from '../schema/institutes.ts';
import { companies, jobs } from '../schema/jobs.ts';
import { reviews } from '../schema/reviews.ts';
import { resources, roadmapSteps, roadmaps } from '../schema/roadmaps.ts';
import { cities, streams } from '../schema/taxonomy.ts';
import { JOB_TITLES } from './catalogue-data.ts';
import { seedCatalogue } from './catalogue-seed.ts';
import {
  HINDI_MEDIUM,
  HINDI_MEDIUM_SUMMARIES,
  HINDI_SPEAKING_STATES,
  OUTLINES,
  offersTopic,
  profileOfInstitute,
  ROADMAP_COURSE_LINKS,
  topicOfTitle,
} from './catalogue-subjects.ts';
import { CITY_INSTITUTE_NAMES, JOB_ROLES } from './catalogue-texts.ts';
import { type Cover, coverUrl } from './cover-art.ts';
import { ICONS, INDUSTRY_ICONS, SUBJECT_ICONS } from './cover-icons.ts';

let handle: DatabaseHandle;
let covers: Cover[];

beforeAll(async () => {
  handle = await createTestDatabase();
  ({ covers } = await seedCatalogue(handle.db));
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
  it('describes each job by its role: interns read about a stipend and a mentor, not health insurance', async () => {
    const rows = await handle.db
      .select({ title: jobs.title, type: jobs.type, description: jobs.description, company: companies.name })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId));
    const titles = new Set(rows.map((r) => r.title));
    for (const row of rows) {
      const role = JOB_ROLES[row.title]!;
      expect(role, row.title).toBeDefined();
      for (const line of [...role.does, ...role.needs]) expect(row.description, row.title).toContain(line);
      expect(row.description).not.toContain('small team on real projects');
      if (row.type === 'internship') {
        expect(row.description, row.title).toMatch(/stipend/);
        expect(row.description, row.title).toMatch(/mentor/);
        expect(row.description, row.title).not.toMatch(/health insurance|gratuity|appraisal/i);
      }
    }
    // Two roles never share what the work is: the first duty line differs for every title.
    const firstDuty = new Set([...titles].map((t) => JOB_ROLES[t]!.does[0]));
    expect(firstDuty.size).toBe(titles.size);
    expect(rows.some((r) => r.type === 'internship')).toBe(true);
  });

  it('gives each course reviews that talk about its own modules, never the same review twice', async () => {
    const rows = await handle.db
      .select({ courseId: courses.id, title: courses.title, text: reviews.text })
      .from(reviews)
      .innerJoin(courses, and(eq(reviews.modelName, 'course'), eq(reviews.modelId, courses.id)));
    expect(rows.length).toBeGreaterThan(300);
    const outline = await handle.db
      .select({ courseId: courseModules.courseId, module: courseModules.title, lesson: moduleItems.title })
      .from(courseModules)
      .innerJoin(moduleItems, eq(moduleItems.moduleId, courseModules.id));
    const namesOf = new Map<number, string[]>();
    for (const o of outline)
      namesOf.set(o.courseId, [...(namesOf.get(o.courseId) ?? []), o.module.toLowerCase(), o.lesson.toLowerCase()]);
    for (const row of rows) {
      const text = row.text.toLowerCase();
      expect(
        namesOf.get(row.courseId)!.some((name) => text.includes(name)),
        `${row.title}: ${row.text}`,
      ).toBe(true);
      // Mock tests and ranks belong to exam preparation, not to a design or coding course.
      if (/mock test|test series|rank/i.test(row.text))
        expect(topicOfTitle(row.title)?.topic.kind, `${row.title}: ${row.text}`).toBe('exam');
    }
    const pairs = rows.map((r) => `${r.courseId}|${r.text}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    const institutesReviews = await handle.db
      .select({ id: reviews.modelId, text: reviews.text })
      .from(reviews)
      .where(eq(reviews.modelName, 'institute'));
    const institutePairs = institutesReviews.map((r) => `${r.id}|${r.text}`);
    expect(new Set(institutePairs).size).toBe(institutePairs.length);
  });

  it('names each campus after something of its own city ("Shivaji" only in Maharashtra)', async () => {
    const rows = await handle.db
      .select({ name: institutes.name, kind: institutes.kind, city: cities.name, state: cities.state })
      .from(institutes)
      .innerJoin(cities, eq(cities.id, institutes.cityId));
    const campuses = rows.filter((r) => r.kind !== 'online-academy');
    expect(campuses.length).toBeGreaterThan(30);
    for (const row of campuses) {
      expect(row.name.endsWith(`, ${row.city}`), row.name).toBe(true);
      expect(
        CITY_INSTITUTE_NAMES[row.city]!.some((local) => row.name.startsWith(`${local} `)),
        `${row.name} (${row.state})`,
      ).toBe(true);
      if (row.name.startsWith('Shivaji')) expect(row.state).toBe('Maharashtra');
    }
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
  });
  it('teaches a few courses in Hindi, titled and written as Hindi-medium institutes of the Hindi belt write them', async () => {
    const rows = await handle.db
      .select({ title: courses.title, summary: courses.summary, language: courses.language, state: cities.state })
      .from(courses)
      .innerJoin(institutes, eq(institutes.id, courses.instituteId))
      .innerJoin(cities, eq(cities.id, institutes.cityId));
    for (const row of rows) expect(COURSE_LANGUAGE_NAMES, row.title).toContain(row.language);
    const hindi = rows.filter((row) => row.language === 'Hindi');
    expect(hindi.length).toBeGreaterThanOrEqual(4);
    // A course is Hindi-medium exactly when its title says so.
    expect(rows.filter((row) => row.title.endsWith(HINDI_MEDIUM)).map((row) => row.title)).toEqual(hindi.map((row) => row.title));
    // The subjects taught in Hindi across the Hindi belt: their summaries are in Hindi, their institutes in those states.
    const written = hindi.filter((row) => /[\u0900-\u097F]/.test(row.summary));
    expect(written.length).toBeGreaterThanOrEqual(4);
    for (const row of written) {
      expect(HINDI_SPEAKING_STATES.has(row.state), `${row.title} in ${row.state}`).toBe(true);
      expect(Object.values(HINDI_MEDIUM_SUMMARIES)).toContain(row.summary);
    }
    expect(written.map((row) => row.title)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Tally Prime with GST/), expect.stringMatching(/^SSC CGL/)]),
    );
    // Most are still taught in English, and some in both.
    expect(rows.filter((row) => row.language === 'English').length).toBeGreaterThan(rows.length / 2);
    expect(rows.some((row) => row.language === 'Hindi and English')).toBe(true);
  });

  it('draws each course cover with its own subject, so that IT courses do not share one picture', async () => {
    const byUrl = new Map(covers.map((c) => [coverUrl(c), c]));
    const rows = await handle.db
      .select({ title: courses.title, url: courses.imageUrl, stream: streams.slug })
      .from(courses)
      .innerJoin(streams, eq(streams.id, courses.streamId));
    const iconsInStream = new Map<string, Set<string>>();
    for (const row of rows) {
      const subject = topicOfTitle(row.title)!.topic.outline;
      const svg = byUrl.get(row.url!)?.svg ?? '';
      expect(svg, row.title).toContain(ICONS[SUBJECT_ICONS[subject]]);
      iconsInStream.set(row.stream, (iconsInStream.get(row.stream) ?? new Set()).add(SUBJECT_ICONS[subject]));
    }
    // Programming, web, data, ML, cloud, security, Java, SQL, DevOps and analytics each look different.
    expect(iconsInStream.get('computer-applications')!.size).toBeGreaterThanOrEqual(9);
    const companies_ = await handle.db.select({ url: companies.imageUrl, industry: companies.industry }).from(companies);
    for (const company of companies_)
      expect(byUrl.get(company.url!)?.svg, company.industry).toContain(ICONS[INDUSTRY_ICONS[company.industry]!]);
    // Logos are not the stream's initials on one ring: institutes of different kinds draw different outlines.
    const logos = await handle.db.select({ url: institutes.imageUrl }).from(institutes);
    const outlines = new Set(logos.map((l) => (byUrl.get(l.url!)?.svg ?? '').match(/<\/defs>(<\w+)/)?.[1]));
    expect(outlines.size).toBeGreaterThanOrEqual(3);
  });
});
