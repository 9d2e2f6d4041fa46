import { fileURLToPath } from 'node:url';
import type { CourseLanguage } from '@lp/contract/course-languages';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/passwords.ts';
import type { Storage } from '../../platform/storage.ts';
import type { Database } from '../client.ts';
import { insertInChunks } from '../insert-in-chunks.ts';
import { users } from '../schema/accounts.ts';
import { banners } from '../schema/banners.ts';
import { courseModules, courses, courseTags, moduleItems } from '../schema/courses.ts';
import { enquiries } from '../schema/enquiries.ts';
import { institutes } from '../schema/institutes.ts';
import { companies, jobs, jobTags } from '../schema/jobs.ts';
import { reviews } from '../schema/reviews.ts';
import { roadmapProgress, roadmapSteps, roadmaps } from '../schema/roadmaps.ts';
import { cities, streams, tags } from '../schema/taxonomy.ts';
import {
  BANNERS,
  CITIES,
  COMPANY_NAMES,
  FIRST_NAMES,
  INSTITUTE_PREFIXES,
  JOB_TITLES,
  LAST_NAMES,
  ROADMAPS,
} from './catalogue-data.ts';
import { refreshRatings } from './catalogue-factories.ts';
import {
  COURSE_TOPICS,
  type CourseKind,
  type CourseTopic,
  HINDI_MEDIUM,
  HINDI_MEDIUM_SUMMARIES,
  HINDI_SPEAKING_STATES,
  INSTITUTE_PROFILES,
  OUTLINES,
  type OutlineKey,
  offersTopic,
  ROADMAP_COURSE_LINKS,
  TITLE_SUFFIXES,
} from './catalogue-subjects.ts';
import {
  CITY_INSTITUTE_NAMES,
  courseReviews,
  INSTITUTE_REVIEWS,
  jobDescription,
  ONLINE_INSTITUTE_NAMES,
} from './catalogue-texts.ts';
import { type Cover, type CoverKind, type CoverOptions, cover, coverUrl, writeCovers } from './cover-art.ts';
import { INDUSTRY_ICONS, INSTITUTE_ICONS, ROADMAP_ICONS, SUBJECT_ICONS } from './cover-icons.ts';
import { withIndefiniteArticle } from './indefinite-article.ts';
import { LESSON_CLIPS } from './lesson-content.ts';
import { slugify } from './taxonomy-data.ts';

/**
 * Rendered covers are kept here by content hash across data directories, so that a fresh
 * database (every first start, every browser-test run) copies them instead of drawing them.
 */
export const COVER_CACHE_DIR = fileURLToPath(new URL('../../../../../node_modules/.cache/learnly-covers', import.meta.url));

export type Progress = (step: string, done: number, total: number) => void;

/** The batch or track a generated course's title ends with, e.g. "SQL from Zero (Weekend Batch)". */
export const COURSE_VARIANTS = [
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
] as const;

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
/**
 * Dates are spread back from the start of the day the seed runs (UTC): a fresh install lists jobs
 * posted in the last few days, and every run on the same day writes the same data.
 */
const SEED_NOW = Math.floor(Date.now() / DAY_MS) * DAY_MS;

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

/** The topic's next unused title: its alternatives first, then the usual title with a batch or programme suffix. */
function distinctTitle(topic: CourseTopic, offering: number, used: Set<string>): string {
  const candidates = [
    ...topic.titles.slice(offering % topic.titles.length),
    ...topic.titles,
    ...TITLE_SUFFIXES[topic.kind].flatMap((suffix) => topic.titles.map((title) => `${title} ${suffix}`)),
  ];
  const title = candidates.find((candidate) => !used.has(candidate));
  if (!title) throw new Error(`no distinct title left for ${topic.titles[0]}`);
  used.add(title);
  return title;
}

/** A Hindi-medium course is taught in Hindi; of the others, some (`mixed`) in Hindi and English. */
function languageOf(hindiMedium: boolean, mixed: boolean): CourseLanguage {
  if (hindiMedium) return 'Hindi';
  return mixed ? 'Hindi and English' : 'English';
}

const WEEKS_BY_LEVEL = { certificate: 24, diploma: 52, undergraduate: 156, postgraduate: 104 } as const;

/** An alternative title can name another level than the topic's usual one (an M.Tech beside a B.Tech). */
function levelOf(title: string, usual: CourseTopic['level']): CourseTopic['level'] {
  if (/^(M\.|MA |MBA|MCA|Master|Post Graduate|PG Diploma|Pharm\.D)/.test(title)) return 'postgraduate';
  if (/^(Diploma|General Nursing)/.test(title)) return 'diploma';
  if (/^(B\.|BA |BBA|BCA|Bachelor|Post Basic)/.test(title)) return 'undergraduate';
  if (/(^Certificate|Certificate$)/.test(title)) return 'certificate';
  return usual;
}

/** Lessons that are things to do rather than watch or read. */
export const PRACTICE_LESSON = /(project|practice|mock|test|capstone|case work|moot|posting|rotation|internship)/i;

/** Company logos borrow the stream palettes in turn. */
const COMPANY_PALETTES = ['computer-applications', 'commerce', 'medical', 'management', 'design', 'engineering', 'law', 'arts'];

function priceFor(base: number, ownership: string, random: Random): number {
  if (base === 0) return 0;
  const factor = ownership === 'government' ? 0.55 : 0.8 + random.next() * 0.45;
  return Math.max(500, Math.round((base * factor) / 500) * 500) * 100;
}

/**
 * The demo catalogue: 50 institutes in 22 cities, about 300 courses, ~100 jobs, 20 roadmaps.
 * Returns the cover art its rows name in `image_url`, for `writeCovers` to draw and store.
 */
/** A course of the catalogue whose outline the course studio authors (studio-catalogue-seed.ts): its modules and lessons. */
export type StudioOutline = { courseId: number; modules: { title: string; lessons: string[] }[] };

/**
 * The catalogue. With `outlineInStudio`, the courses get their course rows here but no modules or
 * lessons: those are returned (`studioOutlines`) for the course studio's services to author and
 * publish (issue 31: the demo data is authored through the studio).
 */
export async function seedCatalogue(
  db: Database,
  onProgress: Progress = () => {},
  options: { outlineInStudio?: boolean } = {},
): Promise<{ covers: Cover[]; studioOutlines: StudioOutline[] }> {
  const covers: Cover[] = [];
  const art = (kind: CoverKind, stream: string, title: string, variant = title, options: CoverOptions = {}) => {
    const made = cover(kind, stream, title, variant, options);
    covers.push(made);
    return coverUrl(made);
  };
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
  const profiles = INSTITUTE_PROFILES.flatMap((profile) => Array.from({ length: profile.count }, () => profile));
  const namedInCity = new Map<string, number>();
  const instituteValues = profiles.map((profile, i) => {
    const city = cityRows[(i * 5) % cityRows.length]!;
    const online = profile.kind === 'online-academy';
    // A campus is named after something of its own city; the n-th in a city takes the n-th name.
    const local = CITY_INSTITUTE_NAMES[city.name] ?? [];
    const n = namedInCity.get(city.name) ?? 0;
    if (!online) namedInCity.set(city.name, n + 1);
    const prefix = online
      ? ONLINE_INSTITUTE_NAMES[i % ONLINE_INSTITUTE_NAMES.length]!
      : (local[n % local.length] ?? INSTITUTE_PREFIXES[i % INSTITUTE_PREFIXES.length]!);
    const name = online ? `${prefix} ${profile.pattern}` : `${prefix} ${profile.pattern}, ${city.name}`;
    const slug = instituteSlug(name);
    const established = profile.kind === 'online-academy' ? 2012 + (i % 12) : 1950 + ((i * 13) % 72);
    return {
      name,
      slug,
      cityId: city.id,
      kind: profile.kind,
      ownership: profile.ownership,
      establishedYear: established,
      summary: online
        ? `Live online classes in ${profile.focus}, with mentors based in ${city.name}.`
        : profile.kind === 'coaching'
          ? `Classroom coaching for ${profile.focus} in ${city.name}, ${city.state}.`
          : `Programmes in ${profile.focus} in ${city.name}, ${city.state}.`,
      description:
        profile.kind === 'coaching'
          ? `${name} has prepared learners for ${profile.focus} since ${established}. Small batches, experienced faculty, weekly tests and personal mentoring for every learner.`
          : `${name} has taught ${profile.focus} since ${established}. Small batches, experienced faculty, regular tests and placement support with employers across ${city.state} and beyond.`,
      // Reserved names only (RFC 2606): the demo never links a real site.
      website: `https://www.${slug}.example`,
      imageUrl: art('institutes', Object.keys(profile.offers)[0] ?? '', name.split(',')[0] ?? name, name, {
        icon: INSTITUTE_ICONS[profile.pattern],
        shape: profile.kind === 'coaching' ? 'hexagon' : online ? 'circle' : 'crest',
      }),
      featured: i % 7 === 0,
      profile,
    };
  });
  const instituteRows = await db
    .insert(institutes)
    .values(instituteValues.map(({ profile: _p, ...row }) => row))
    .returning();
  const profileOf = new Map(instituteRows.map((row, i) => [row.id, instituteValues[i]!.profile]));

  onProgress('courses', 1, total);
  const courseSlug = uniqueSlugger();
  const usedTitles = new Set<string>();
  const hindiMediumTaken = new Set<CourseTopic>();
  type CourseRow = typeof courses.$inferInsert & { tagSlugs: string[]; outline: OutlineKey; kind: CourseKind };
  const courseValues: CourseRow[] = [];
  for (const [streamSlug, topics] of Object.entries(COURSE_TOPICS)) {
    const stream = streamBySlug.get(streamSlug);
    if (!stream) continue;
    for (const topic of topics) {
      const eligible = instituteRows.filter((inst) => offersTopic(profileOf.get(inst.id)!, streamSlug, topic));
      const offerings = random.sample(eligible, Math.min(eligible.length, random.int(3, 6)));
      for (const [k, institute] of offerings.entries()) {
        const offered = distinctTitle(topic, k, usedTitles);
        const level = levelOf(offered, topic.level);
        const type =
          institute.kind === 'online-academy'
            ? 'online'
            : topic.kind === 'degree'
              ? 'classroom'
              : random.pick(['online', 'classroom', 'hybrid'] as const);
        const city = cityRows.find((c) => c.id === institute.cityId)!;
        const teacher = institute.name.split(',')[0];
        // The first offering of a subject that is taught in Hindi, at an institute in the Hindi belt, is Hindi-medium.
        const hindiSummary = HINDI_MEDIUM_SUMMARIES[topic.titles[0]!];
        const inHindi = `${offered} ${HINDI_MEDIUM}`;
        const madeHindi =
          hindiSummary !== undefined &&
          HINDI_SPEAKING_STATES.has(city.state) &&
          !hindiMediumTaken.has(topic) &&
          !offered.endsWith(')') &&
          !usedTitles.has(inHindi);
        if (madeHindi) {
          hindiMediumTaken.add(topic);
          usedTitles.add(inHindi);
        }
        const title = madeHindi ? inHindi : offered;
        const hindiMedium = title.endsWith(HINDI_MEDIUM);
        const summary = hindiMedium && hindiSummary ? hindiSummary : topic.summary;
        courseValues.push({
          title,
          slug: courseSlug(`${title} ${teacher}`),
          instituteId: institute.id,
          streamId: stream.id,
          cityId: institute.cityId,
          level,
          type,
          durationWeeks: level === topic.level ? topic.weeks : WEEKS_BY_LEVEL[level],
          pricePaise: priceFor(topic.price, institute.ownership, random),
          summary,
          description:
            hindiMedium && hindiSummary
              ? `${summary} ${teacher} के शिक्षक ${type === 'online' ? 'लाइव ऑनलाइन कक्षाओं में' : `${city.name} कैंपस में`} हिंदी में पढ़ाते हैं; असाइनमेंट, डाउट सेशन और कोर्स पूरा करने पर प्रमाणपत्र।`
              : `${topic.summary} Taught by ${teacher} faculty${type === 'online' ? ' in live online classes' : ` at the ${city.name} campus`}, with assignments, doubt sessions and a certificate on completion.`,
          language: languageOf(hindiMedium, random.chance(0.2)),
          featured: random.chance(0.08),
          enrolmentCount: random.int(20, 4000),
          publishedAt: new Date(SEED_NOW - random.int(0, 720) * DAY_MS),
          imageUrl: art('courses', streamSlug, title, title, { icon: SUBJECT_ICONS[topic.outline] }),
          tagSlugs: topic.tags,
          outline: topic.outline,
          kind: topic.kind,
        });
      }
    }
  }
  const courseRows: (typeof courses.$inferSelect)[] = [];
  await insertInChunks(courseValues, 200, async (chunk) => {
    courseRows.push(
      ...(await db
        .insert(courses)
        .values(chunk.map(({ tagSlugs: _t, outline: _o, kind: _k, ...row }) => row))
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
  const outlineOf = new Map(courseRows.map((course, i) => [course.id, courseValues[i]!.outline]));

  onProgress('course outlines', 2, total);
  // The first course of each subject teaches its whole outline (roadmap steps open its later
  // lessons); other offerings may stop a module or two earlier.
  const fullOutline = new Set<OutlineKey>();
  const outlineModules = courseRows.map((course) => {
    const key = outlineOf.get(course.id)!;
    const modules = OUTLINES[key];
    const whole = !fullOutline.has(key);
    fullOutline.add(key);
    const kept = random.int(Math.min(3, modules.length), modules.length);
    return whole ? modules : modules.slice(0, kept);
  });
  const inStudio = courseRows.map(() => options.outlineInStudio === true);
  const studioOutlines: StudioOutline[] = courseRows.flatMap((course, c) =>
    inStudio[c]
      ? [{ courseId: course.id, modules: outlineModules[c]!.map((m) => ({ title: m.title, lessons: [...m.lessons] })) }]
      : [],
  );
  const moduleValues = courseRows.flatMap((course, c) =>
    inStudio[c] ? [] : outlineModules[c]!.map((module, m) => ({ courseId: course.id, position: m + 1, title: module.title })),
  );
  const moduleRows: { id: number }[] = [];
  await insertInChunks(moduleValues, 500, async (chunk) => {
    moduleRows.push(...(await db.insert(courseModules).values(chunk).returning({ id: courseModules.id })));
  });
  // Every lesson draws its typed minutes, those the studio authors too, so that the rest of the demo stays the same.
  const lessons = outlineModules.flatMap((modules, c) =>
    modules.map((module) => ({ module, minutes: module.lessons.map(() => random.int(5, 40)), inStudio: inStudio[c] })),
  );
  const itemValues = lessons
    .filter((lesson) => !lesson.inStudio)
    .flatMap(({ module, minutes }, m) =>
      module.lessons.map((title, p) => ({
        moduleId: moduleRows[m]!.id,
        position: p + 1,
        title,
        // A lesson is a video only where there is a clip to play; learning-seed sets each length from the real media or text.
        kind: PRACTICE_LESSON.test(title)
          ? ('exercise' as const)
          : LESSON_CLIPS[title]
            ? ('video' as const)
            : ('article' as const),
        durationMinutes: minutes[p]!,
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
  const addReviews = (modelName: 'course' | 'institute', modelId: number, texts: [number, string][]) => {
    for (const [k, reviewer] of random.sample(reviewerRows, texts.length).entries()) {
      const [rating, text] = texts[k]!;
      const at = new Date(SEED_NOW - random.int(0, 400) * DAY_MS);
      reviewValues.push({ userId: reviewer.id, modelName, modelId, rating, text, createdAt: at, updatedAt: at });
    }
  };
  for (const [c, course] of courseRows.entries()) {
    const texts = courseReviews(courseValues[c]!.kind, outlineModules[c]!, random.int(0, 7), random.sample);
    addReviews('course', course.id, texts);
  }
  for (const institute of instituteRows) {
    const kind = institute.kind === 'coaching' ? 'coaching' : institute.kind === 'online-academy' ? 'online' : 'campus';
    addReviews('institute', institute.id, random.sample(INSTITUTE_REVIEWS[kind], random.int(1, 4)));
  }
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
        about: `${name} is ${withIndefiniteArticle(industry.toLowerCase())} company with ${size} employees, hiring freshers and experienced people across India.`,
        website: `https://www.${slugify(name)}.example`,
        imageUrl: art('companies', COMPANY_PALETTES[i % COMPANY_PALETTES.length]!, name, name, {
          icon: INDUSTRY_ICONS[industry],
          shape: i % 2 === 0 ? 'square' : 'circle',
        }),
      })),
    )
    .returning();
  const jobSlug = uniqueSlugger();
  const jobValues: (typeof jobs.$inferInsert & { tagSlugs: string[] })[] = [];
  for (const [streamSlug, titles] of Object.entries(JOB_TITLES)) {
    const stream = streamBySlug.get(streamSlug);
    if (!stream) continue;
    for (const [title, tagSlugs, minYears, maxYears, minLakh, maxLakh, industries] of titles) {
      // Only companies whose industry hires for the role; each posts it once before any posts it
      // again, and then in another city.
      const employers = random.sample(
        companyRows.filter((company) => industries.includes(company.industry)),
        companyRows.length,
      );
      if (employers.length === 0) throw new Error(`no company hires a ${title}`);
      const places = random.sample(cityRows, cityRows.length);
      // A role that few companies hire for is posted a couple of times, not five.
      for (let n = Math.min(random.int(2, 5), Math.max(2, employers.length)) - 1; n >= 0; n--) {
        const company = employers[n % employers.length]!;
        const city = places[n % places.length]!;
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
          summary: `${company.name} is hiring ${withIndefiniteArticle(title)} in ${city.name}.`,
          description: jobDescription({
            title,
            company: company.name,
            city: city.name,
            internship,
            minYears,
            maxYears,
            variant: company.id + n,
          }),
          openings: random.int(1, 10),
          // Every sixth posting is from the seed's own day: a fresh install always lists new jobs.
          postedAt: new Date(
            SEED_NOW - (jobValues.length % 6 === 0 ? 0 : random.int(0, 45)) * DAY_MS - random.int(0, 23) * 3_600_000,
          ),
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
        imageUrl: art('roadmaps', roadmap.stream, roadmap.title, roadmap.title, {
          icon: ROADMAP_ICONS[roadmap.title],
          monogram: false,
        }),
      })
      .returning({ id: roadmaps.id });
    const streamCourses = courseRows.filter((c) => c.streamId === stream.id);
    const links = ROADMAP_COURSE_LINKS[roadmap.title] ?? {};
    // A step opens a course of its subject here; roadmaps-seed.ts links the others to a lesson,
    // a quiz or a fix-me problem once those exist, and writes every step's description.
    await db.insert(roadmapSteps).values(
      roadmap.steps.map((title, index) => {
        const subject = links[title];
        const matching = subject ? streamCourses.filter((c) => outlineOf.get(c.id) === subject) : [];
        return {
          roadmapId: row!.id,
          position: index + 1,
          title,
          description: '',
          courseId: matching.length > 0 ? random.pick(matching).id : null,
        };
      }),
    );
  }

  onProgress('banners', 6, total);
  await db.insert(banners).values(BANNERS.map((banner, position) => ({ ...banner, position })));

  onProgress("the demo learner's activity", 7, total);
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'demo@learnly.in'));
  if (demo) {
    const pythonCourses = courseRows.filter((c) => outlineOf.get(c.id) === 'data').slice(0, 2);
    await db.insert(enquiries).values(
      pythonCourses.map((course, i) => ({
        userId: demo.id,
        modelName: 'course' as const,
        modelId: course.id,
        instituteId: course.instituteId,
        name: 'Aarav Sharma',
        email: 'demo@learnly.in',
        mobile: '9876543210',
        pinCode: '560001',
        message: i === 0 ? 'Is there a weekend batch?' : 'Do you offer EMI options?',
        createdAt: new Date(SEED_NOW - (i + 1) * 3 * DAY_MS),
        // The first was answered: the learner reads "Contacted by <institute> on <date>".
        ...(i === 0 ? { status: 'contacted' as const, statusChangedAt: new Date(SEED_NOW - 2 * DAY_MS) } : {}),
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
  return { covers, studioOutlines };
}

/**
 * `db:seed --size large`: adds 100,000 courses and 20,000 jobs on top of the demo data, for
 * benchmarks. Rows are built in batches from the demo's institutes and companies.
 */
export async function seedLarge(
  db: Database,
  onProgress: Progress,
  counts = { courses: 100_000, jobs: 20_000 },
  storage?: Storage,
): Promise<void> {
  const random = createRandom(7);
  const instituteRows = await db.select({ id: institutes.id, cityId: institutes.cityId, name: institutes.name }).from(institutes);
  const companyRows = await db.select({ id: companies.id }).from(companies);
  const cityRows = await db.select({ id: cities.id }).from(cities);
  const streamRows = await db.select({ id: streams.id, slug: streams.slug }).from(streams);
  const streamBySlug = new Map(streamRows.map((s) => [s.slug, s.id]));
  const topics = Object.entries(COURSE_TOPICS).flatMap(([slug, list]) =>
    list.map((t) => ({
      ...t,
      streamId: streamBySlug.get(slug),
      cover: cover('courses', slug, t.titles[0]!, t.titles[0], { icon: SUBJECT_ICONS[t.outline] }),
    })),
  );
  if (storage)
    await writeCovers(
      storage,
      topics.map((t) => t.cover),
      { cacheDir: COVER_CACHE_DIR },
    );
  const jobTitles = Object.entries(JOB_TITLES).flatMap(([slug, list]) =>
    list.map((t) => ({ title: t[0], streamId: streamBySlug.get(slug), t })),
  );
  if (instituteRows.length === 0 || topics.length === 0) throw new Error('seed the demo data first');

  const batch = 2_000;
  const total = counts.courses + counts.jobs;
  let done = 0;
  for (let start = 0; start < counts.courses; start += batch) {
    const rows = Array.from({ length: Math.min(batch, counts.courses - start) }, (_, k) => {
      const n = start + k;
      const topic = topics[n % topics.length]!;
      const institute = instituteRows[random.int(0, instituteRows.length - 1)]!;
      const title = `${topic.titles[n % topic.titles.length]} (${COURSE_VARIANTS[n % COURSE_VARIANTS.length]})`;
      return {
        title,
        slug: `bulk-${n + 1}-${slugify(title).slice(0, 40)}`,
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
        imageUrl: coverUrl(topic.cover),
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
        summary: `Hiring ${withIndefiniteArticle(title)}.`,
        description: `Hiring ${withIndefiniteArticle(title)}. Apply with your résumé.`,
        postedAt: new Date(SEED_NOW - random.int(0, 365) * DAY_MS),
      };
    });
    await db.insert(jobs).values(rows);
    done += rows.length;
    onProgress('jobs', done, total);
  }
  await db.execute(sql`analyze`);
}
