import type { Listing } from '@lp/contract/common';
import { POINTS } from '@lp/contract/constants';
import type { FacetOption } from '@lp/contract/filters';
import {
  FIXME_DIFFICULTIES,
  FIXME_LANGUAGES,
  FIXME_LIMITS,
  type FixmeCard,
  type FixmeDetail,
  type FixmeFacets,
  type FixmeFilters,
  type FixmeQuery,
  type FixmeResult,
  type FixmeTest,
  type TestResult,
} from '@lp/contract/fixme';
import { sameJson } from '@lp/contract/fixme-judging';
import { FIXME_DIFFICULTY_LABELS, FIXME_LANGUAGE_LABELS } from '@lp/contract/fixme-labels';
import { MESSAGES } from '@lp/contract/messages';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fixmeProblems, fixmeSubmissions } from '../../db/schema/fixme.ts';
import { isLockedFor, type PremiumCheck } from '../../platform/access.ts';
import { notFound } from '../../platform/errors.ts';
import type { Events } from '../../platform/events.ts';
import { paginate } from '../../platform/paging.ts';
import type { Points } from '../../platform/points.ts';
import type { Sandbox, SandboxResult } from '../../platform/sandbox/sandbox.ts';
import { enumFacet } from '../../shared/facets.ts';
import { containsPattern, idOrSlugWhere, oneOf, textMatch, whereOf } from '../../shared/filters.ts';
import { createSubmissions } from './submissions.ts';

type ProblemRow = typeof fixmeProblems.$inferSelect;
type FacetKey = 'language' | 'difficulty' | 'topic';

/** What a learner reads when their code stopped on a limit. */
const STOP_MESSAGES = {
  timeout: `Your code ran for more than ${FIXME_LIMITS.timeMs / 1000} seconds and was stopped. Look for a loop that never ends.`,
  memory: `Your code used more than ${FIXME_LIMITS.memoryBytes / (1024 * 1024)} MB of memory and was stopped. Look for a list or string that grows without end.`,
  stack: 'Your code called itself too deeply and was stopped. Check that the recursion reaches its base case.',
  crash: 'The judge stopped your code unexpectedly. Try again; if it happens again, simplify the code.',
} as const;

export type FixmePorts = {
  db: Database;
  sandbox: Sandbox;
  points: Points;
  events: Events;
  isPremium: PremiumCheck;
};

/** The judge's verdict on one run: every test with what it gave, and the overall result. */
export function judge(
  tests: { visible: FixmeTest[]; hidden: FixmeTest[] },
  run: SandboxResult,
): { result: FixmeResult; visible: TestResult[]; hiddenPassed: number; passed: number; total: number; message: string | null } {
  const all = [...tests.visible, ...tests.hidden];
  const stopMessage = run.stop ? STOP_MESSAGES[run.stop] : null;
  const outcomes: TestResult[] = all.map((test, index) => {
    const outcome = run.tests[index];
    const base = { name: test.name, expression: test.expression, expected: test.expected };
    if (!outcome) return { ...base, passed: false, actual: null, error: run.setupError ?? stopMessage ?? 'Not run.' };
    if ('error' in outcome) return { ...base, passed: false, actual: null, error: outcome.error };
    // The thread judged the whole value when it had the expected one; what came back may be cut.
    return { ...base, passed: outcome.passed ?? sameJson(outcome.json, test.expected), actual: outcome.json, error: null };
  });
  const passed = outcomes.filter((o) => o.passed).length;
  const visible = outcomes.slice(0, tests.visible.length);
  const hiddenPassed = outcomes.slice(tests.visible.length).filter((o) => o.passed).length;
  let result: FixmeResult;
  if (run.stop === 'timeout') result = 'timeout';
  else if (run.stop === 'memory') result = 'memory';
  else if (run.stop || run.setupError) result = 'error';
  else result = passed === all.length ? 'passed' : 'failed';
  return { result, visible, hiddenPassed, passed, total: all.length, message: stopMessage ?? run.setupError };
}

export function createFixmeService({ db, sandbox, points, events, isPremium }: FixmePorts) {
  function filterConditions(filters: FixmeFilters, except?: FacetKey): SQL[] {
    const conditions: SQL[] = [];
    if (filters.language && except !== 'language') conditions.push(oneOf(fixmeProblems.language, filters.language));
    if (filters.difficulty && except !== 'difficulty') conditions.push(oneOf(fixmeProblems.difficulty, filters.difficulty));
    if (filters.topic && except !== 'topic') conditions.push(oneOf(fixmeProblems.topicSlug, filters.topic));
    if (filters.q) {
      conditions.push(
        sql`(${textMatch(fixmeProblems.search, filters.q)} or ${fixmeProblems.title} ilike ${containsPattern(filters.q)} escape '\\')`,
      );
    }
    return conditions;
  }

  /** Problem ids the user has solved among `ids`. */
  async function solvedAmong(userId: number | null, ids: number[]): Promise<Set<number>> {
    if (userId === null || ids.length === 0) return new Set();
    const rows = await db
      .selectDistinct({ id: fixmeSubmissions.problemId })
      .from(fixmeSubmissions)
      .where(
        and(
          eq(fixmeSubmissions.userId, userId),
          eq(fixmeSubmissions.result, 'passed'),
          sql`${fixmeSubmissions.problemId} in ${ids}`,
        ),
      );
    return new Set(rows.map((r) => r.id));
  }

  const cardColumns = {
    id: fixmeProblems.id,
    slug: fixmeProblems.slug,
    title: fixmeProblems.title,
    summary: fixmeProblems.summary,
    language: fixmeProblems.language,
    difficulty: fixmeProblems.difficulty,
    topicSlug: fixmeProblems.topicSlug,
    topicName: fixmeProblems.topicName,
    isPremium: fixmeProblems.isPremium,
  };
  type CardRow = { [K in keyof typeof cardColumns]: ProblemRow[K] };
  const toCard = (row: CardRow, solved: boolean): FixmeCard => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    language: row.language,
    difficulty: row.difficulty,
    topic: { slug: row.topicSlug, name: row.topicName },
    isPremium: row.isPremium,
    solved,
  });

  async function findProblem(idOrSlug: string | number): Promise<ProblemRow> {
    const where = typeof idOrSlug === 'number' ? eq(fixmeProblems.id, idOrSlug) : idOrSlugWhere(fixmeProblems, idOrSlug);
    if (!where) throw notFound(MESSAGES.fixmeNotFound);
    const [row] = await db.select().from(fixmeProblems).where(where).limit(1);
    if (!row) throw notFound(MESSAGES.fixmeNotFound);
    return row;
  }

  const submissions = createSubmissions({ db, sandbox, points, events, isPremium }, { judge, findProblem, solvedAmong });

  return {
    async list(query: FixmeQuery, userId: number | null): Promise<Listing<FixmeCard>> {
      const where = whereOf(filterConditions(query));
      return paginate(
        query,
        {
          rows: async ({ limit, offset }) => {
            const rows = await db
              .select(cardColumns)
              .from(fixmeProblems)
              .where(where)
              .orderBy(asc(fixmeProblems.id))
              .limit(limit)
              .offset(offset);
            const solved = await solvedAmong(
              userId,
              rows.map((r) => r.id),
            );
            return rows.map((r) => toCard(r, solved.has(r.id)));
          },
          count: () => db.$count(fixmeProblems, where),
        },
        MESSAGES.noMoreFixmeProblems,
      );
    },

    async facets(filters: FixmeFilters): Promise<FixmeFacets> {
      const [language, difficulty, topicRows] = await Promise.all([
        enumFacet(db, {
          source: fixmeProblems,
          where: whereOf(filterConditions(filters, 'language')),
          column: fixmeProblems.language,
          values: FIXME_LANGUAGES,
          labels: FIXME_LANGUAGE_LABELS,
          selected: filters.language ?? [],
        }),
        enumFacet(db, {
          source: fixmeProblems,
          where: whereOf(filterConditions(filters, 'difficulty')),
          column: fixmeProblems.difficulty,
          values: FIXME_DIFFICULTIES,
          labels: FIXME_DIFFICULTY_LABELS,
          selected: filters.difficulty ?? [],
        }),
        db
          .select({ slug: fixmeProblems.topicSlug, label: sql<string>`min(${fixmeProblems.topicName})`, n: count() })
          .from(fixmeProblems)
          .where(whereOf(filterConditions(filters, 'topic')))
          .groupBy(fixmeProblems.topicSlug)
          .orderBy(asc(fixmeProblems.topicSlug)),
      ]);
      const selectedTopics = filters.topic ?? [];
      const topic: FacetOption[] = topicRows.map((r) => ({
        slug: r.slug,
        label: r.label,
        count: r.n,
        selected: selectedTopics.includes(r.slug),
      }));
      return { language, difficulty, topic };
    },

    /**
     * A problem with its faulty code and visible tests (hidden tests are only counted). A premium
     * problem shows a visitor and a non-member what it is (`locked`: the card, the description and
     * the number of tests) without the code, the tests or a past submission.
     */
    async detail(idOrSlug: string, userId: number | null): Promise<FixmeDetail> {
      const problem = await findProblem(idOrSlug);
      const locked = await isLockedFor(isPremium, problem, userId);
      const [solved, last] = await Promise.all([
        solvedAmong(userId, [problem.id]),
        userId === null || locked
          ? Promise.resolve([])
          : db
              .select()
              .from(fixmeSubmissions)
              .where(and(eq(fixmeSubmissions.problemId, problem.id), eq(fixmeSubmissions.userId, userId)))
              .orderBy(desc(fixmeSubmissions.createdAt), desc(fixmeSubmissions.id))
              .limit(1),
      ]);
      return {
        ...toCard(problem, solved.has(problem.id)),
        description: problem.description,
        faultyCode: locked ? '' : problem.faultyCode,
        visibleTests: locked ? [] : problem.visibleTests,
        hiddenTestCount: problem.hiddenTests.length,
        testCount: problem.visibleTests.length + problem.hiddenTests.length,
        locked,
        lastSubmission: last[0] ? submissions.toSubmission(last[0], problem) : null,
        points: POINTS.fixmeSolved,
      };
    },

    submit: submissions.submit,
    mySubmissions: submissions.mySubmissions,

    /** Problems for the next-item search: cards by id, in the given order. */
    async cardsByIds(ids: number[], userId: number | null): Promise<FixmeCard[]> {
      if (ids.length === 0) return [];
      const rows = await db.select(cardColumns).from(fixmeProblems).where(sql`${fixmeProblems.id} in ${ids}`);
      const solved = await solvedAmong(userId, ids);
      const byId = new Map(rows.map((r) => [r.id, toCard(r, solved.has(r.id))]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}

export type FixmeService = ReturnType<typeof createFixmeService>;
