import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/passwords.ts';
import type { Database } from '../client.ts';
import { users } from '../schema/accounts.ts';
import {
  banners,
  cities,
  companies,
  courseModules,
  courses,
  courseTags,
  enquiries,
  institutes,
  jobs,
  jobTags,
  moduleItems,
  resources,
  reviews,
  roadmapProgress,
  roadmapSteps,
  roadmaps,
} from '../schema/catalogue.ts';
import { streams, tags } from '../schema/taxonomy.ts';
import {
  BANNERS,
  CITIES,
  COMPANY_NAMES,
  COURSE_TOPICS,
  FIRST_NAMES,
  INSTITUTE_PATTERNS,
  INSTITUTE_PREFIXES,
  ITEM_TITLES,
  JOB_TITLES,
  LAST_NAMES,
  MODULE_TITLES,
  REVIEW_TEXTS,
  ROADMAPS,
} from './catalogue-data.ts';
import { refreshRatings } from './catalogue-factories.ts';
import { slugify } from './taxonomy-data.ts';

export type Progress = (step: string, done: number, total: number) => void;

/** A small deterministic PRNG (mulberry32): the same seed gives the same demo data everywhere. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
    sample: <T>(items: readonly T[], n: number): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, n);
    },
  };
}

type Random = ReturnType<typeof createRandom>;
const DAY_MS = 86_400_000;
/** Dates are spread back from this fixed moment so that the seed is the same on every run. */
const SEED_NOW = Date.UTC(2026, 10, 1);

export async function insertInChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

function uniqueSlugger() {
  const seen = new Set<string>();
  return (text: string) => {
    const base = slugify(text);
    let slug = base;
    for (let n = 2; seen.has(slug); n++) slug = `${base}-${n}`;
    seen.add(slug);
    return slug;
  };
}

async function tagIdsBySlug(db: Database) {
  const rows = await db.select({ id: tags.id, slug: tags.slug, streamId: tags.streamId }).from(tags);
  return new Map(rows.map((r) => [`${r.streamId}:${r.slug}`, r.id]));
}

function priceFor(base: number, ownership: string, random: Random): number {
  if (base === 0) return 0;
  const factor = ownership === 'government' ? 0.55 : 0.8 + random.next() * 0.45;
  return Math.max(500, Math.round((base * factor) / 500) * 500) * 100;
}

/** The demo catalogue: ~50 institutes in 22 cities, several hundred courses, ~100 jobs, 20 roadmaps. */
export async function seedCatalogue(db: Database, onProgress: Progress = () => {}): Promise<void> {
  const random = createRandom(20261121);
  const total = 8;
  onProgress('cities and institutes', 0, total);

  const cityRows = await db
    .insert(cities)
    .values(CITIES.map(([name, state]) => ({ name, slug: slugify(name), state })))
    .returning();
  const streamRows = await db.select().from(streams);
  const streamBySlug = new Map(streamRows.map((s) => [s.slug, s]));
  const tagIds = await tagIdsBySlug(db);

  const instituteSlug = uniqueSlugger();
  const instituteValues = Array.from({ length: 50 }, (_, i) => {
    const prefix = INSTITUTE_PREFIXES[i % INSTITUTE_PREFIXES.length] as string;
    const [pattern, kind, ownership] = INSTITUTE_PATTERNS[(i * 7) % INSTITUTE_PATTERNS.length]!;
    const city = cityRows[i % cityRows.length]!;
    const name = kind === 'online-academy' ? `${prefix} ${pattern}` : `${prefix} ${pattern}, ${city.name}`;
    return {
      name,
      slug: instituteSlug(name),
      cityId: city.id,
      kind,
      ownership,
      establishedYear: 1950 + ((i * 13) % 72),
      summary: `${kind === 'coaching' ? 'Exam coaching' : kind === 'online-academy' ? 'Live online classes' : 'Degree and certificate programmes'} in ${city.name}, ${city.state}.`,
      description: `${name} has trained learners since ${1950 + ((i * 13) % 72)}. Small batches, experienced faculty, regular tests and placement support with employers across ${city.state} and beyond.`,
      website: `https://www.${slugify(prefix)}.edu.in`,
      featured: i % 7 === 0,
    };
  });
  const instituteRows = await db.insert(institutes).values(instituteValues).returning();

  onProgress('courses', 1, total);
  const courseSlug = uniqueSlugger();
  type CourseRow = typeof courses.$inferInsert & { tagSlugs: string[] };
  const courseValues: CourseRow[] = [];
  for (const [streamSlug, topics] of Object.entries(COURSE_TOPICS)) {
    const stream = streamBySlug.get(streamSlug);
    if (!stream) continue;
    for (const topic of topics) {
      const degree = topic.level === 'undergraduate' || topic.level === 'postgraduate' || topic.level === 'diploma';
      const eligible = instituteRows.filter((inst) =>
        degree ? inst.kind === 'college' || inst.kind === 'university' : inst.kind !== 'university' || random.chance(0.3),
      );
      for (const institute of random.sample(eligible, random.int(4, 8))) {
        const type =
          institute.kind === 'online-academy'
            ? 'online'
            : degree
              ? 'classroom'
              : random.pick(['online', 'classroom', 'hybrid'] as const);
        const city = cityRows.find((c) => c.id === institute.cityId)!;
        courseValues.push({
          title: topic.title,
          slug: courseSlug(`${topic.title} ${institute.name.split(',')[0]} ${city.name}`),
          instituteId: institute.id,
          streamId: stream.id,
          cityId: institute.cityId,
          level: topic.level,
          type,
          durationWeeks: topic.weeks,
          pricePaise: priceFor(topic.price, institute.ownership, random),
          summary: topic.summary,
          description: `${topic.summary} Taught by ${institute.name.split(',')[0]} faculty${type === 'online' ? ' in live online classes' : ` at the ${city.name} campus`}, with assignments, doubt sessions and a certificate on completion.`,
          language: random.chance(0.2) ? 'Hindi and English' : 'English',
          featured: random.chance(0.08),
          enrolmentCount: random.int(20, 4000),
          publishedAt: new Date(SEED_NOW - random.int(0, 720) * DAY_MS),
          tagSlugs: topic.tags,
        });
      }
    }
  }
  const courseRows: (typeof courses.$inferSelect)[] = [];
  await insertInChunks(courseValues, 200, async (chunk) => {
    courseRows.push(
      ...(await db
        .insert(courses)
        .values(chunk.map(({ tagSlugs: _t, ...row }) => row))
        .returning()),
    );
  });
  const courseTagRows = courseRows.flatMap((course, i) =>
    (courseValues[i]?.tagSlugs ?? []).flatMap((slug) => {
      const tagId = tagIds.get(`${course.streamId}:${slug}`);
      return tagId ? [{ courseId: course.id, tagId }] : [];
    }),
  );
  await insertInChunks(courseTagRows, 500, (chunk) => db.insert(courseTags).values(chunk));

  onProgress('course outlines', 2, total);
  const moduleValues = courseRows.flatMap((course) =>
    MODULE_TITLES.slice(0, random.int(3, 6)).map((title, m) => ({ courseId: course.id, position: m + 1, title })),
  );
  const moduleRows: { id: number }[] = [];
  await insertInChunks(moduleValues, 500, async (chunk) => {
    moduleRows.push(...(await db.insert(courseModules).values(chunk).returning({ id: courseModules.id })));
  });
  const itemValues = moduleRows.flatMap((module) =>
    ITEM_TITLES.slice(0, random.int(3, 5)).map((title, p) => ({
      moduleId: module.id,
      position: p + 1,
      title,
      kind: p === 3 ? ('exercise' as const) : p === 1 ? ('article' as const) : ('video' as const),
      durationMinutes: random.int(5, 40),
    })),
  );
  await insertInChunks(itemValues, 500, (chunk) => db.insert(moduleItems).values(chunk));

  onProgress('reviewers and reviews', 3, total);
  const reviewerHash = await hashPassword('Learnly@123');
  const reviewerRows = await db
    .insert(users)
    .values(
      Array.from({ length: 30 }, (_, i) => ({
        email: `learner${i + 1}@learnly.in`,
        fullName: `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[(i * 7) % LAST_NAMES.length]}`,
        passwordHash: reviewerHash,
        showPreferences: false,
      })),
    )
    .returning({ id: users.id });
  const reviewValues: (typeof reviews.$inferInsert)[] = [];
  const addReviews = (modelName: 'course' | 'institute', modelId: number, count: number) => {
    for (const reviewer of random.sample(reviewerRows, count)) {
      const [rating, text] = random.pick(REVIEW_TEXTS);
      const at = new Date(SEED_NOW - random.int(0, 400) * DAY_MS);
      reviewValues.push({ userId: reviewer.id, modelName, modelId, rating, text, createdAt: at, updatedAt: at });
    }
  };
  for (const course of courseRows) addReviews('course', course.id, random.int(0, 7));
  for (const institute of instituteRows) addReviews('institute', institute.id, random.int(1, 6));
  await insertInChunks(reviewValues, 500, (chunk) => db.insert(reviews).values(chunk));
  await refreshRatings(db);

  onProgress('companies and jobs', 4, total);
  const companyRows = await db
    .insert(companies)
    .values(
      COMPANY_NAMES.map(([name, industry, size], i) => ({
        name,
        slug: slugify(name),
        industry,
        size,
        cityId: cityRows[(i * 5) % cityRows.length]!.id,
        about: `${name} is a ${industry.toLowerCase()} company with ${size} employees, hiring freshers and experienced people across India.`,
        website: `https://www.${slugify(name).replace(/-/g, '')}.in`,
      })),
    )
    .returning();
  const jobSlug = uniqueSlugger();
  const jobValues: (typeof jobs.$inferInsert & { tagSlugs: string[] })[] = [];
  for (const [streamSlug, titles] of Object.entries(JOB_TITLES)) {
    const stream = streamBySlug.get(streamSlug);
    if (!stream) continue;
    for (const [title, tagSlugs, minYears, maxYears, minLakh, maxLakh] of titles) {
      for (let n = random.int(2, 5); n > 0; n--) {
        const company = random.pick(companyRows);
        const city = random.pick(cityRows);
        const internship = maxYears === 0;
        jobValues.push({
          title,
          slug: jobSlug(`${title} ${company.name} ${city.name}`),
          companyId: company.id,
          cityId: city.id,
          streamId: stream.id,
          type: internship ? 'internship' : random.chance(0.1) ? 'contract' : 'full-time',
          workMode: random.pick(['on-site', 'on-site', 'hybrid', 'remote'] as const),
          experienceMinYears: minYears,
          experienceMaxYears: maxYears,
          salaryMinPaise: random.chance(0.85) ? minLakh * 100_000 * 100 : null,
          salaryMaxPaise: maxLakh * 100_000 * 100,
          summary: `${company.name} is hiring a ${title} in ${city.name}.`,
          description: `As a ${title} at ${company.name} you will work with a small team on real projects. We look for ${minYears === 0 ? 'freshers and' : `${minYears}+ years of`} hands-on experience, clear communication and curiosity. Benefits: health insurance, learning budget and flexible hours.`,
          openings: random.int(1, 10),
          postedAt: new Date(SEED_NOW - random.int(0, 45) * DAY_MS - random.int(0, 23) * 3_600_000),
          tagSlugs,
        });
      }
    }
  }
  const jobRows = await db
    .insert(jobs)
    .values(jobValues.map(({ tagSlugs: _t, ...row }) => row))
    .returning();
  const jobTagRows = jobRows.flatMap((job, i) =>
    (jobValues[i]?.tagSlugs ?? []).flatMap((slug) => {
      const tagId = tagIds.get(`${job.streamId}:${slug}`);
      return tagId ? [{ jobId: job.id, tagId }] : [];
    }),
  );
  if (jobTagRows.length > 0) await db.insert(jobTags).values(jobTagRows);

  onProgress('roadmaps', 5, total);
  for (const roadmap of ROADMAPS) {
    const stream = streamBySlug.get(roadmap.stream);
    if (!stream) continue;
    const [row] = await db
      .insert(roadmaps)
      .values({
        title: roadmap.title,
        slug: slugify(roadmap.title),
        streamId: stream.id,
        summary: roadmap.summary,
        description: `${roadmap.summary} Follow the steps in order, tick each one as you finish it, and come back any time to see how far you have come.`,
        featured: roadmap.featured ?? false,
      })
      .returning({ id: roadmaps.id });
    const streamCourses = courseRows.filter((c) => c.streamId === stream.id);
    for (const [index, title] of roadmap.steps.entries()) {
      // A step links a course only when one in its stream is about the same thing.
      const words = title
        .toLowerCase()
        .split(/[^a-z+#]+/)
        .filter((w) => w.length > 3);
      const matching = streamCourses.filter((c) => words.some((w) => c.title.toLowerCase().includes(w)));
      const linkCourse = index % 2 === 1 && matching.length > 0;
      const kind = random.pick(['article', 'video', 'book', 'practice'] as const);
      const resource = linkCourse
        ? undefined
        : (
            await db
              .insert(resources)
              .values({
                title: `${title}: ${kind === 'video' ? 'video lessons' : kind === 'book' ? 'recommended reading' : kind === 'practice' ? 'practice set' : 'a guide'}`,
                kind,
                url: kind === 'video' ? `https://www.youtube.com/results?search_query=${encodeURIComponent(title)}` : null,
                body: `Start with the basics of ${title.toLowerCase()}. Spend a few focused hours, take notes in your own words, and try two or three problems before moving on.\n\nWhen you can explain the idea to a friend, you are ready for the next step.`,
                durationMinutes: random.int(20, 240),
              })
              .returning({ id: resources.id })
          )[0];
      await db.insert(roadmapSteps).values({
        roadmapId: row!.id,
        position: index + 1,
        title,
        description: `What to learn: ${title.toLowerCase()}.`,
        resourceId: resource?.id ?? null,
        courseId: linkCourse ? random.pick(matching).id : null,
      });
    }
  }

  onProgress('banners', 6, total);
  await db.insert(banners).values(BANNERS.map((banner, position) => ({ ...banner, position })));

  onProgress("the demo learner's activity", 7, total);
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'demo@learnly.in'));
  if (demo) {
    const pythonCourses = courseRows.filter((c) => c.title === 'Python for Data Science').slice(0, 2);
    await db.insert(enquiries).values(
      pythonCourses.map((course, i) => ({
        userId: demo.id,
        modelName: 'course' as const,
        modelId: course.id,
        name: 'Aarav Sharma',
        email: 'demo@learnly.in',
        mobile: '9876543210',
        pinCode: '560001',
        message: i === 0 ? 'Is there a weekend batch?' : 'Do you offer EMI options?',
        createdAt: new Date(SEED_NOW - (i + 1) * 3 * DAY_MS),
      })),
    );
    const [fullStack] = await db
      .select({ id: roadmaps.id })
      .from(roadmaps)
      .where(eq(roadmaps.slug, 'become-a-full-stack-developer'));
    if (fullStack) {
      const steps = await db
        .select({ id: roadmapSteps.id })
        .from(roadmapSteps)
        .where(eq(roadmapSteps.roadmapId, fullStack.id))
        .limit(2);
      if (steps.length > 0) await db.insert(roadmapProgress).values(steps.map((s) => ({ userId: demo.id, stepId: s.id })));
    }
  }
  onProgress('catalogue done', total, total);
}

/**
 * `db:seed --size large`: adds 100,000 courses and 20,000 jobs on top of the demo data, for
 * benchmarks. Rows are built in batches from the demo's institutes and companies.
 */
export async function seedLarge(db: Database, onProgress: Progress, counts = { courses: 100_000, jobs: 20_000 }): Promise<void> {
  const random = createRandom(7);
  const instituteRows = await db.select({ id: institutes.id, cityId: institutes.cityId, name: institutes.name }).from(institutes);
  const companyRows = await db.select({ id: companies.id }).from(companies);
  const cityRows = await db.select({ id: cities.id }).from(cities);
  const streamRows = await db.select({ id: streams.id, slug: streams.slug }).from(streams);
  const streamBySlug = new Map(streamRows.map((s) => [s.slug, s.id]));
  const topics = Object.entries(COURSE_TOPICS).flatMap(([slug, list]) =>
    list.map((t) => ({ ...t, streamId: streamBySlug.get(slug) })),
  );
  const jobTitles = Object.entries(JOB_TITLES).flatMap(([slug, list]) =>
    list.map((t) => ({ title: t[0], streamId: streamBySlug.get(slug), t })),
  );
  const variants = [
    'Weekend Batch',
    'Evening Batch',
    'Fast Track',
    'Foundation',
    'Advanced',
    'Bootcamp',
    'Live Online',
    'Self Paced',
    'Hindi Medium',
    'Placement Track',
  ];
  if (instituteRows.length === 0 || topics.length === 0) throw new Error('seed the demo data first');

  const batch = 2_000;
  const total = counts.courses + counts.jobs;
  let done = 0;
  for (let start = 0; start < counts.courses; start += batch) {
    const rows = Array.from({ length: Math.min(batch, counts.courses - start) }, (_, k) => {
      const n = start + k;
      const topic = topics[n % topics.length]!;
      const institute = instituteRows[random.int(0, instituteRows.length - 1)]!;
      const title = `${topic.title} (${variants[n % variants.length]})`;
      return {
        title,
        slug: `bulk-${n + 1}-${slugify(topic.title).slice(0, 40)}`,
        instituteId: institute.id,
        streamId: topic.streamId ?? streamRows[0]!.id,
        cityId: institute.cityId,
        level: topic.level,
        type: random.pick(['online', 'classroom', 'hybrid'] as const),
        durationWeeks: topic.weeks,
        pricePaise: topic.price === 0 ? 0 : Math.round((topic.price * (0.6 + random.next() * 0.8)) / 500) * 50_000,
        summary: topic.summary,
        description: `${topic.summary} Offered by ${institute.name}.`,
        featured: random.chance(0.01),
        ratingAvg: Math.round((2.5 + random.next() * 2.5) * 100) / 100,
        ratingCount: random.int(0, 300),
        publishedAt: new Date(SEED_NOW - random.int(0, 1500) * DAY_MS),
      };
    });
    await db.insert(courses).values(rows);
    done += rows.length;
    onProgress('courses', done, total);
  }
  for (let start = 0; start < counts.jobs; start += batch) {
    const rows = Array.from({ length: Math.min(batch, counts.jobs - start) }, (_, k) => {
      const n = start + k;
      const { title, streamId, t } = jobTitles[n % jobTitles.length]!;
      return {
        title,
        slug: `bulk-job-${n + 1}-${slugify(title).slice(0, 40)}`,
        companyId: companyRows[random.int(0, companyRows.length - 1)]!.id,
        cityId: cityRows[random.int(0, cityRows.length - 1)]!.id,
        streamId: streamId ?? streamRows[0]!.id,
        type: t[3] === 0 ? ('internship' as const) : ('full-time' as const),
        workMode: random.pick(['on-site', 'hybrid', 'remote'] as const),
        experienceMinYears: t[2],
        experienceMaxYears: t[3],
        salaryMinPaise: t[4] * 10_000_000,
        salaryMaxPaise: t[5] * 10_000_000,
        summary: `Hiring a ${title}.`,
        description: `Hiring a ${title}. Apply with your résumé.`,
        postedAt: new Date(SEED_NOW - random.int(0, 365) * DAY_MS),
      };
    });
    await db.insert(jobs).values(rows);
    done += rows.length;
    onProgress('jobs', done, total);
  }
  await db.execute(sql`analyze`);
}
