import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { COURSE_VARIANTS } from './catalogue-seed.ts';

/** Rows per table at `xl` (issue 34, part 5); other sizes are a fraction of these. */
export const XL_COUNTS = {
  users: 1_000_000,
  courses: 100_000,
  itemProgress: 10_000_000,
  questions: 200_000,
  posts: 1_000_000,
  answers: 2_000_000,
};
export type ScaleCounts = typeof XL_COUNTS;

/** `xl` is the size; `m` a tenth of it and `s` a hundredth, for development and tests. */
export const SCALE_FACTORS = { xl: 1, m: 0.1, s: 0.01 } as const;
export type ScaleSize = keyof typeof SCALE_FACTORS;

export function scaleCounts(factor: number): ScaleCounts {
  const entries = Object.entries(XL_COUNTS).map(([table, n]) => [table, Math.max(1, Math.round(n * factor))]);
  return Object.fromEntries(entries) as ScaleCounts;
}

const DAY_MS = 86_400_000;

/** A small deterministic generator (mulberry32): the same rows on every run, no allocation per row. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One field of COPY's text format: `\N` for null, and backslash, tab and line breaks escaped. */
function field(value: string | number | boolean | null): string {
  if (value === null) return '\\N';
  if (typeof value !== 'string') return String(value);
  return value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

const line = (values: (string | number | boolean | null)[]) => `${values.map(field).join('\t')}\n`;

/** Rows are grouped into chunks of this many lines before they are pushed: fewer, larger writes. */
const CHUNK_ROWS = 2_000;

function* chunked(rows: Iterable<string>): Generator<string> {
  let buffer = '';
  let n = 0;
  for (const row of rows) {
    buffer += row;
    if (++n === CHUNK_ROWS) {
      yield buffer;
      buffer = '';
      n = 0;
    }
  }
  if (buffer) yield buffer;
}

/** Streams `rows` (COPY text lines, made as they are read) into `table` through COPY ... FROM STDIN. */
export async function copyInto(client: pg.ClientBase, table: string, columns: string[], rows: Iterable<string>): Promise<void> {
  const target = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(chunked(rows)), target);
}

/** What the generated rows point at: rows of the demo seed (or a test's own) that already exist. */
export type ScaleParents = {
  institutes: { id: number; cityId: number }[];
  streamIds: number[];
  moduleItemIds: number[];
  /** Courses to vary: their titles, summaries and facets make the generated ones searchable like the demo's. */
  courseTemplates: { title: string; summary: string; level: string; type: string; durationWeeks: number; pricePaise: number }[];
};

export async function readParents(client: pg.ClientBase): Promise<ScaleParents> {
  const institutes = await client.query<{ id: number; city_id: number }>('select id, city_id from institutes order by id');
  const streams = await client.query<{ id: number }>('select id from streams order by id');
  const items = await client.query<{ id: number }>('select id from module_items order by id');
  const courses = await client.query<{
    title: string;
    summary: string;
    level: string;
    type: string;
    duration_weeks: number;
    price_paise: number;
  }>('select title, summary, level, type, duration_weeks, price_paise from courses order by id limit 500');
  return {
    institutes: institutes.rows.map((r) => ({ id: r.id, cityId: r.city_id })),
    streamIds: streams.rows.map((r) => r.id),
    moduleItemIds: items.rows.map((r) => r.id),
    courseTemplates: courses.rows.map((r) => ({
      title: r.title,
      summary: r.summary,
      level: r.level,
      type: r.type,
      durationWeeks: r.duration_weeks,
      pricePaise: r.price_paise,
    })),
  };
}

const FIRST_NAMES = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Diya',
  'Ananya',
  'Ishaan',
  'Kavya',
  'Rohan',
  'Saanvi',
  'Arjun',
  'Meera',
  'Kabir',
];
const LAST_NAMES = ['Sharma', 'Iyer', 'Patel', 'Reddy', 'Nair', 'Gupta', 'Das', 'Singh', 'Menon', 'Joshi', 'Rao', 'Khan'];
/** Subjects the generated questions and posts are about: a search term matches a few percent of them, as in use. */
const SUBJECTS = [
  'linked lists',
  'binary trees',
  'dynamic programming',
  'SQL joins',
  'React hooks',
  'Python decorators',
  'Java streams',
  'CSS grid',
  'TypeScript generics',
  'Docker volumes',
  'Kubernetes pods',
  'Git rebase',
  'REST APIs',
  'GraphQL',
  'pandas dataframes',
  'NumPy arrays',
  'machine learning',
  'statistics',
  'Excel pivot tables',
  'Power BI',
  'Tableau',
  'C pointers',
  'operating systems',
  'computer networks',
  'DBMS normalisation',
  'aptitude',
  'verbal ability',
  'GATE preparation',
  'system design',
  'Node.js streams',
  'Spring Boot',
  'Django models',
  'Flutter widgets',
  'Android intents',
  'AWS Lambda',
  'Linux permissions',
  'regular expressions',
  'unit testing',
  'digital marketing',
  'financial accounting',
];
const QUESTION_PHRASES = [
  'How do I get started with',
  'What is the best way to practise',
  'Why do interviewers ask about',
  'Which resources helped you learn',
  'How long did it take you to understand',
  'What mistakes should I avoid with',
  'Can someone explain',
  'How is this tested in placements:',
];
const POST_PHRASES = [
  'Finished my notes on',
  'Day 30 of learning',
  'Sharing a cheat sheet for',
  'Anyone preparing',
  'Mock test tomorrow on',
  'Finally understood',
];
const ANSWER_TEXTS = [
  'Start with small examples and write them out by hand before you code them.',
  'Check the official documentation first; it has worked examples for this.',
  'Practise one topic a day and explain it aloud; it sticks better.',
];

const iso = (ms: number) => new Date(ms).toISOString();

export type TableTime = { table: string; rows: number; ms: number };

/**
 * Adds `counts` rows of learners, courses, item progress, questions, posts and answers on top of
 * what the database holds (the demo seed), each table through one COPY of rows generated as they
 * are streamed. Foreign keys are not checked row by row (`session_replication_role = replica`,
 * which needs a superuser, as the bench's and a development database's role is): the generator
 * makes only references to rows that exist. `onTable` hears each table's time.
 */
export async function seedScale(
  client: pg.ClientBase,
  counts: ScaleCounts,
  onTable: (time: TableTime) => void = () => {},
): Promise<TableTime[]> {
  const times: TableTime[] = [];
  // Rows are spread over the time before the seed runs, so that the last days hold their share of
  // activity (the staff dashboard's 30 days), as on a platform in use.
  const now = Date.now();
  try {
    const parents = await readParents(client);
    if (parents.institutes.length === 0 || parents.moduleItemIds.length < 10 || parents.courseTemplates.length === 0)
      throw new Error('seed the demo data first: the scale seed needs institutes, courses and at least 10 module items');
    const ids = async (table: string) => {
      const { rows } = await client.query<{ max: number | null }>(`select max(id) as max from ${table}`);
      return rows[0]?.max ?? 0;
    };
    await client.query('set session_replication_role = replica');
    const timed = async (table: string, rows: number, run: () => Promise<void>) => {
      const started = performance.now();
      await run();
      const time = { table, rows, ms: Math.round(performance.now() - started) };
      times.push(time);
      onTable(time);
    };

    const firstUser = (await ids('users')) + 1;
    const userRows = function* () {
      const next = random(1);
      for (let n = 0; n < counts.users; n++) {
        const first = FIRST_NAMES[n % FIRST_NAMES.length] as string;
        const last = LAST_NAMES[Math.floor(n / FIRST_NAMES.length) % LAST_NAMES.length] as string;
        const created = now - Math.floor(next() * 730) * DAY_MS - Math.floor(next() * DAY_MS);
        yield line([`scale-learner-${firstUser + n}@example.com`, `${first} ${last}`, first, last, iso(created), iso(created)]);
      }
    };
    await timed('users', counts.users, () =>
      copyInto(client, 'users', ['email', 'full_name', 'first_name', 'last_name', 'created_at', 'updated_at'], userRows()),
    );

    const firstCourse = (await ids('courses')) + 1;
    const courseRows = function* () {
      const next = random(2);
      for (let n = 0; n < counts.courses; n++) {
        const template = parents.courseTemplates[n % parents.courseTemplates.length] as ScaleParents['courseTemplates'][number];
        const institute = parents.institutes[
          Math.floor(next() * parents.institutes.length)
        ] as ScaleParents['institutes'][number];
        const title = `${template.title} (${COURSE_VARIANTS[n % COURSE_VARIANTS.length]})`;
        const published = now - Math.floor(next() * 1500) * DAY_MS;
        yield line([
          title,
          `scale-${firstCourse + n}`,
          institute.id,
          parents.streamIds[n % parents.streamIds.length] as number,
          institute.cityId,
          template.level,
          template.type,
          template.durationWeeks,
          template.pricePaise,
          template.summary,
          template.summary,
          next() < 0.01,
          (2.5 + next() * 2.5).toFixed(2),
          Math.floor(next() * 300),
          Math.floor(next() * 5_000),
          iso(published),
        ]);
      }
    };
    await timed('courses', counts.courses, () =>
      copyInto(
        client,
        'courses',
        [
          'title',
          'slug',
          'institute_id',
          'stream_id',
          'city_id',
          'level',
          'type',
          'duration_weeks',
          'price_paise',
          'summary',
          'description',
          'featured',
          'rating_avg',
          'rating_count',
          'enrolment_count',
          'published_at',
        ],
        courseRows(),
      ),
    );

    // Each learner has progress on a run of consecutive module items (distinct, as the key wants).
    const progressRows = function* () {
      const next = random(3);
      const items = parents.moduleItemIds;
      const perUser = Math.max(1, Math.min(items.length, Math.ceil(counts.itemProgress / counts.users)));
      let made = 0;
      for (let u = 0; made < counts.itemProgress; u++) {
        const user = firstUser + (u % counts.users);
        const offset = (u * 37) % items.length;
        for (let k = 0; k < perUser && made < counts.itemProgress; k++, made++) {
          const started = now - Math.floor(next() * 365 * DAY_MS);
          const completed = next() < 0.6 ? iso(started + Math.floor(next() * 7 * DAY_MS)) : null;
          yield line([user, items[(offset + k) % items.length] as number, iso(started), completed]);
        }
      }
    };
    await timed('item_progress', counts.itemProgress, () =>
      copyInto(client, 'item_progress', ['user_id', 'item_id', 'started_at', 'completed_at'], progressRows()),
    );

    // Answers go round the questions in turn, so each question's answer_count is known as it is written.
    const firstQuestion = (await ids('questions')) + 1;
    const answersFor = (q: number) =>
      Math.floor(counts.answers / counts.questions) + (q < counts.answers % counts.questions ? 1 : 0);
    const questionRows = function* () {
      const next = random(4);
      for (let n = 0; n < counts.questions; n++) {
        const created = now - Math.floor(next() * 730 * DAY_MS);
        yield line([
          firstUser + Math.floor(next() * counts.users),
          `${QUESTION_PHRASES[n % QUESTION_PHRASES.length]} ${SUBJECTS[Math.floor(n / QUESTION_PHRASES.length) % SUBJECTS.length]} (${n + 1})?`,
          'I tried the obvious way and it did not work. What am I missing?',
          answersFor(n),
          iso(created),
          iso(created),
          iso(created),
        ]);
      }
    };
    await timed('questions', counts.questions, () =>
      copyInto(
        client,
        'questions',
        ['user_id', 'title', 'body', 'answer_count', 'last_activity_at', 'created_at', 'updated_at'],
        questionRows(),
      ),
    );

    const postRows = function* () {
      const next = random(5);
      for (let n = 0; n < counts.posts; n++) {
        const created = now - Math.floor(next() * 730 * DAY_MS);
        yield line([
          firstUser + Math.floor(next() * counts.users),
          `${POST_PHRASES[n % POST_PHRASES.length]} ${SUBJECTS[Math.floor(n / POST_PHRASES.length) % SUBJECTS.length]}.`,
          Math.floor(next() * 40),
          iso(created),
          iso(created),
        ]);
      }
    };
    await timed('posts', counts.posts, () =>
      copyInto(client, 'posts', ['user_id', 'text', 'like_count', 'created_at', 'updated_at'], postRows()),
    );

    const answerRows = function* () {
      const next = random(6);
      for (let n = 0; n < counts.answers; n++) {
        const created = now - Math.floor(next() * 730 * DAY_MS);
        yield line([
          firstQuestion + (n % counts.questions),
          firstUser + Math.floor(next() * counts.users),
          ANSWER_TEXTS[n % ANSWER_TEXTS.length] as string,
          iso(created),
          iso(created),
        ]);
      }
    };
    await timed('answers', counts.answers, () =>
      copyInto(client, 'answers', ['question_id', 'user_id', 'body', 'created_at', 'updated_at'], answerRows()),
    );
    // The load dates its rows back up to two years: the staff dashboard's stored days (metric_daily_rollups)
    // no longer hold, so they are dropped and counted again on the next dashboard.
    await client.query('delete from metric_daily_rollups');
    // VACUUM as well: it sets the visibility map that index-only scans need, as autovacuum would
    // on a live server some time after a bulk load.
    await client.query('set session_replication_role = origin');
    await timed('vacuum analyze', 0, async () => {
      for (const table of ['users', 'courses', 'item_progress', 'questions', 'posts', 'answers'])
        await client.query(`vacuum analyze ${table}`);
    });
  } finally {
    await client.query('set session_replication_role = origin');
  }
  return times;
}
