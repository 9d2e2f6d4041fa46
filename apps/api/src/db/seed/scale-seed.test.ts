import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../config.ts';
import { insertStaff } from '../../test/staff.ts';
import { createTestContext } from '../../test/test-app.ts';
import { insertCity, insertCourse } from './catalogue-factories.ts';
import { insertUser } from './factories.ts';
import { seedScale } from './scale-seed.ts';

// The PostgreSQL pass only (TEST_DATABASE_URL set): the scale seed writes through COPY, which the
// embedded database's driver does not speak, and plans at this size are PostgreSQL's question.
const enabled = Boolean(testDatabaseUrl());

/** The tables the scale seed makes large: a sequential scan of one of these is what the test refuses. */
const LARGE = new Set(['users', 'courses', 'item_progress', 'questions', 'posts', 'answers']);

type Captured = { text: string; values: unknown[] };
type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Parent Relationship'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Index Name'?: string;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
};

/**
 * A scan cut short: directly under a Limit (a page, a capped count, search's pool of candidates
 * reads its first rows), or an EXISTS sub-plan (it stops at the first match, and the planner
 * takes it only when matches are common).
 */
const cutShort = (node: PlanNode, parent?: PlanNode) =>
  parent?.['Node Type'] === 'Limit' || node['Parent Relationship'] === 'InitPlan' || node['Parent Relationship'] === 'SubPlan';

/** The large tables a plan reads whole. */
function seqScansOfLarge(node: PlanNode, parent?: PlanNode): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && LARGE.has(node['Relation Name'] ?? '') && !cutShort(node, parent)
      ? [node['Relation Name'] as string]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => seqScansOfLarge(child, node))];
}

/**
 * Rows of a large table that a scan not cut short reads (EXPLAIN ANALYZE: the rows it returned and
 * those its conditions removed, over all its loops), per table. Such a scan reads every row that
 * matches the page's filter, however it gets to them: its work grows with the table.
 */
function uncappedReads(node: PlanNode, parent?: PlanNode): { table: string; rows: number }[] {
  const table = node['Relation Name'] ?? '';
  const rows =
    ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) *
    (node['Actual Loops'] ?? 1);
  const own = LARGE.has(table) && !cutShort(node, parent) ? [{ table, rows }] : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => uncappedReads(child, node))];
}

/**
 * The most rows of a large table one statement of a page may read outside a scan cut short. The
 * pages read a few rows per result (a question's answers, a learner's notifications) or per open
 * day (the dashboard counts today's progress, ~400 rows here, and yesterday's too in the hour
 * after midnight); a list's count or a search's ranking over every match reads what the filter
 * matches (before ADR 0050: all 10,008 courses, a city's 1,275 certificates, the 1,251 courses
 * saying "python data science", the 1,002 posts saying "linked list").
 */
const READ_BOUND = 1_000;

describe.skipIf(!enabled)('the scale seed and the plans of the pages it loads (PostgreSQL)', async () => {
  if (!enabled) return;
  // Every statement any pg client sends while `capturing` is on; patched before the test's pool
  // connects, so the pool's clients (and the query timing wrapped around them) go through it.
  const captured: Captured[] = [];
  let capturing = false;
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [unknown, unknown];
    if (capturing) {
      if (typeof config === 'string') captured.push({ text: config, values: Array.isArray(values) ? values : [] });
      else if (config && typeof (config as { text?: unknown }).text === 'string') {
        const c = config as { text: string; values?: unknown[] };
        captured.push({ text: c.text, values: c.values ?? (Array.isArray(values) ? values : []) });
      }
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  afterAll(() => {
    pg.Client.prototype.query = original;
  });

  const t = await createTestContext();
  const learner = await insertUser(t.db);
  const moderator = await insertStaff(t.db, 'moderator');
  // A few courses in cities and levels of their own, so that the generated ones (variations of
  // these) spread over the facets as the demo's do, and a filter selects a part of them.
  const bengaluru = await insertCity(t.db, { name: 'Bengaluru', slug: 'bengaluru' });
  const course = await insertCourse(t.db, { title: 'Python for Data Science', cityId: bengaluru.id }, { moduleCount: 4 });
  const TEMPLATES = [
    ['Full Stack Web Development', 'diploma'],
    ['Digital Marketing Essentials', 'certificate'],
    ['Financial Accounting with Tally', 'undergraduate'],
    ['Java Programming Masterclass', 'diploma'],
    ['UI and UX Design Foundations', 'certificate'],
    ['Cloud Computing on AWS', 'postgraduate'],
    ['Spoken English and Soft Skills', 'diploma'],
  ] as const;
  for (const [title, level] of TEMPLATES) await insertCourse(t.db, { title, level }, { moduleCount: 1 });
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  afterAll(() => client.end());
  // About 300,000 rows: enough that the planner leaves a sequential scan wherever an index serves
  // the page (it prefers one on small tables), and a few seconds of COPY.
  const counts = { users: 20_000, courses: 10_000, itemProgress: 150_000, questions: 10_000, posts: 40_000, answers: 60_000 };
  // Its speed is the scale bench's (npm run bench:scale prints the seed's time per table), not a test's.
  const times = await seedScale(client, counts);
  const learnerCookie = await t.signIn(learner.email, 'Learnly@123');
  const moderatorCookie = await t.signIn(moderator.email, 'Learnly@123');

  /** Each SELECT a page sends, run again under EXPLAIN ANALYZE with its parameters. */
  async function analysedSelects(page: string, cookie?: string): Promise<{ text: string; root: PlanNode }[]> {
    captured.length = 0;
    capturing = true;
    const res = await t.get(page, cookie ? { cookie } : {});
    capturing = false;
    expect(res.status, page).toBe(200);
    const selects = captured.filter(
      (q) => /^\s*(\(\s*)?(select|with)\b/i.test(q.text) && !/\bfor (update|share)\b/i.test(q.text),
    );
    expect(selects.length, `${page} ran no select`).toBeGreaterThan(0);
    const out: { text: string; root: PlanNode }[] = [];
    for (const query of selects) {
      const plan = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `explain (analyze, format json) ${query.text}`,
        query.values,
      );
      out.push({ text: query.text, root: plan.rows[0]?.['QUERY PLAN'][0].Plan as PlanNode });
    }
    return out;
  }

  it('adds every row it promises, through COPY', async () => {
    const { rows } = await client.query<{ users: number; progress: number; answers: number; counted: number }>(
      `select (select count(*)::int from users where email like 'scale-learner-%') as users,
        (select count(*)::int from item_progress) as progress,
        (select count(*)::int from answers) as answers,
        (select sum(answer_count)::int from questions) as counted`,
    );
    expect(rows[0]).toEqual({
      users: counts.users,
      progress: counts.itemProgress,
      answers: counts.answers,
      counted: counts.answers,
    });
    expect(times.map((x) => x.table)).toEqual([
      'users',
      'courses',
      'item_progress',
      'questions',
      'posts',
      'answers',
      'vacuum analyze',
    ]);
  });

  it('plans no sequential scan of a large table, and no read of every matching row, for the pages the scale bench measures', async () => {
    const { rows } = await client.query<{ id: number }>('select id from questions order by id desc limit 1');
    const pages: [string, string | undefined][] = [
      ['/api/core/courses', undefined],
      ['/api/core/courses?city=bengaluru&level=certificate', undefined],
      [`/api/core/courses/${course.slug}`, undefined],
      ['/api/core/search/?term=python%20data%20science&model=course', undefined],
      ['/api/core/search/?term=python%20data%20science', undefined],
      ['/api/core/search/?term=linked%20list', undefined],
      ['/api/core/posts?page=1&page_size=10', learnerCookie],
      [`/api/core/questions/${rows[0]?.id}`, learnerCookie],
      ['/api/core/notifications', learnerCookie],
      ['/api/staff/metrics?days=30', moderatorCookie],
    ];
    const offending: string[] = [];
    const reads: string[] = [];
    // The dashboard's first call of a day stores the closed days (ADR 0047); its plans are those of the next.
    expect((await t.get('/api/staff/metrics?days=30', { cookie: moderatorCookie })).status).toBe(200);
    for (const [page, cookie] of pages) {
      for (const { text, root } of await analysedSelects(page, cookie)) {
        const scans = seqScansOfLarge(root);
        if (scans.length > 0) offending.push(`${page}: Seq Scan on ${scans.join(', ')} in ${text.slice(0, 300)}`);
        for (const read of uncappedReads(root).filter((r) => r.rows > READ_BOUND))
          reads.push(`${page}: ${read.rows} rows of ${read.table} in ${text.slice(0, 300)}`);
      }
    }
    expect(reads).toEqual([]);
    expect(offending).toEqual([]);
  });

  it('reads a city and level list from one index: the page only its rows in order, the count no table row', async () => {
    const scans: PlanNode[] = [];
    const statements = await analysedSelects('/api/core/courses?city=bengaluru&level=certificate');
    const collect = (node: PlanNode) => {
      if (node['Relation Name'] === 'courses') scans.push(node);
      for (const child of node.Plans ?? []) collect(child);
    };
    for (const { root } of statements) collect(root);
    expect(scans.length).toBeGreaterThanOrEqual(2);
    // Before migration 0036 the page read the city's courses (courses_city_idx) and dropped the
    // other levels, and the count visited each of the city's certificates in the table.
    expect(scans.map((scan) => scan['Index Name'])).toEqual(scans.map(() => 'courses_city_level_idx'));
    expect(scans.map((scan) => scan['Rows Removed by Filter'] ?? 0)).toEqual(scans.map(() => 0));
    const count = scans.find((scan) => scan['Node Type'] === 'Index Only Scan');
    expect(count?.['Heap Fetches']).toBe(0);
  });
});
