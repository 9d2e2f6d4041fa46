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
  Plans?: PlanNode[];
};

/**
 * The large tables a plan reads whole. A sequential scan cut short is not one: directly under a
 * Limit (a capped count reads its first rows), or an EXISTS sub-plan (it stops at the first match,
 * and the planner takes it only when matches are common).
 */
function seqScansOfLarge(node: PlanNode, parent?: PlanNode): string[] {
  const cutShort =
    parent?.['Node Type'] === 'Limit' || node['Parent Relationship'] === 'InitPlan' || node['Parent Relationship'] === 'SubPlan';
  const own =
    node['Node Type'] === 'Seq Scan' && LARGE.has(node['Relation Name'] ?? '') && !cutShort
      ? [node['Relation Name'] as string]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => seqScansOfLarge(child, node))];
}

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

  it('plans no sequential scan of a large table for the pages the scale bench measures', async () => {
    const { rows } = await client.query<{ id: number }>('select id from questions order by id desc limit 1');
    const pages: [string, string | undefined][] = [
      ['/api/core/courses', undefined],
      ['/api/core/courses?city=bengaluru&level=certificate', undefined],
      [`/api/core/courses/${course.slug}`, undefined],
      ['/api/core/search/?term=python%20data%20science&model=course', undefined],
      ['/api/core/search/?term=linked%20list', undefined],
      ['/api/core/posts?page=1&page_size=10', learnerCookie],
      [`/api/core/questions/${rows[0]?.id}`, learnerCookie],
      ['/api/core/notifications', learnerCookie],
      ['/api/staff/metrics?days=30', moderatorCookie],
    ];
    const offending: string[] = [];
    for (const [page, cookie] of pages) {
      captured.length = 0;
      capturing = true;
      const res = await t.get(page, cookie ? { cookie } : {});
      capturing = false;
      expect(res.status, page).toBe(200);
      const selects = captured.filter(
        (q) => /^\s*(\(\s*)?(select|with)\b/i.test(q.text) && !/\bfor (update|share)\b/i.test(q.text),
      );
      expect(selects.length, `${page} ran no select`).toBeGreaterThan(0);
      for (const query of selects) {
        const plan = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
          `explain (format json) ${query.text}`,
          query.values,
        );
        const scans = seqScansOfLarge(plan.rows[0]?.['QUERY PLAN'][0].Plan as PlanNode);
        if (scans.length > 0) offending.push(`${page}: Seq Scan on ${scans.join(', ')} in ${query.text.slice(0, 300)}`);
      }
    }
    expect(offending).toEqual([]);
  });
});
