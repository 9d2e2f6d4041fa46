import type { Listing } from '@lp/contract/common';
import { POINTS } from '@lp/contract/constants';
import { FIXME_LIMITS, type MySubmissionsQuery, type Submission, type SubmitResult } from '@lp/contract/fixme';
import { MESSAGES } from '@lp/contract/messages';
import { and, eq } from 'drizzle-orm';
import { descIndexed } from '../../db/order.ts';
import { fixmeProblems, fixmeSubmissions } from '../../db/schema/fixme.ts';
import { requirePremiumAccess } from '../../platform/access.ts';
import { ApiError } from '../../platform/errors.ts';
import { paginate } from '../../platform/paging.ts';
import { SandboxBusyError, type SandboxResult } from '../../platform/sandbox/sandbox.ts';
import type { FixmePorts, judge } from './service.ts';

type ProblemRow = typeof fixmeProblems.$inferSelect;
type SubmissionRow = typeof fixmeSubmissions.$inferSelect;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** Judging a fix (the first solve earns points) and the learner's submissions. */
export function createSubmissions(
  { db, sandbox, points, events, isPremium }: FixmePorts,
  helpers: {
    judge: typeof judge;
    findProblem: (idOrSlug: string | number) => Promise<ProblemRow>;
    solvedAmong: (userId: number | null, ids: number[]) => Promise<Set<number>>;
  },
) {
  const { findProblem, solvedAmong } = helpers;

  function toSubmission(row: SubmissionRow, problem: Pick<ProblemRow, 'id' | 'slug' | 'title' | 'language'>): Submission {
    return {
      id: row.id,
      problem: { id: problem.id, slug: problem.slug, title: problem.title, language: problem.language },
      result: row.result,
      passed: row.passed,
      total: row.total,
      visible: row.visible,
      hidden: { passed: row.hiddenPassed, total: row.hiddenTotal },
      message: row.message,
      output: row.output,
      durationMs: row.durationMs,
      code: row.code,
      createdAt: iso(row.createdAt),
    };
  }

  return {
    toSubmission,

    /**
     * Judges `code` on the visible and hidden tests in the sandbox (outside any transaction: it
     * takes up to the time limit), then records the submission and, on the first solve, awards
     * the points and emits `fixme.solved` in the same transaction. The ledger's unique key makes
     * concurrent first solves award once.
     */
    async submit(problemId: number, userId: number, code: string): Promise<SubmitResult> {
      const problem = await findProblem(problemId);
      await requirePremiumAccess(isPremium, problem, userId);
      let run: SandboxResult;
      const tests = [...problem.visibleTests, ...problem.hiddenTests];
      try {
        run = await sandbox.run({
          language: problem.language,
          code,
          tests: tests.map((t) => t.expression),
          expected: tests.map((t) => t.expected),
          visibleCount: problem.visibleTests.length,
          limits: FIXME_LIMITS,
          owner: userId,
        });
      } catch (error) {
        if (error instanceof SandboxBusyError) {
          const message = error.reason === 'owner' ? MESSAGES.fixmeJudgeOwnBusy : MESSAGES.fixmeJudgeBusy;
          throw new ApiError(429, message, undefined, { 'Retry-After': error.reason === 'owner' ? '2' : '5' });
        }
        throw new ApiError(503, MESSAGES.fixmeJudgeUnavailable);
      }
      const verdict = helpers.judge({ visible: problem.visibleTests, hidden: problem.hiddenTests }, run);
      const { row, awarded } = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(fixmeSubmissions)
          .values({
            problemId: problem.id,
            userId,
            code,
            result: verdict.result,
            passed: verdict.passed,
            total: verdict.total,
            visible: verdict.visible,
            hiddenPassed: verdict.hiddenPassed,
            hiddenTotal: problem.hiddenTests.length,
            message: verdict.message,
            output: run.output,
            durationMs: run.ms,
          })
          .returning();
        let awarded = false;
        if (verdict.result === 'passed') {
          awarded = await points.award(tx, { userId, reason: 'fixmeSolved', objectType: 'fixme', objectId: problem.id });
          if (awarded) await events.emit(tx, { type: 'fixme.solved', payload: { userId, problemId: problem.id }, userId });
        }
        return { row: inserted as SubmissionRow, awarded };
      });
      const solved = verdict.result === 'passed' || (await solvedAmong(userId, [problem.id])).has(problem.id);
      return { submission: toSubmission(row, problem), solved, pointsAwarded: awarded ? POINTS.fixmeSolved : 0 };
    },

    async mySubmissions(userId: number, query: MySubmissionsQuery): Promise<Listing<Submission>> {
      const where = and(eq(fixmeSubmissions.userId, userId), query.type ? eq(fixmeSubmissions.result, query.type) : undefined);
      return paginate(
        query,
        {
          rows: async ({ limit, offset }) => {
            const rows = await db
              .select({
                submission: fixmeSubmissions,
                problem: {
                  id: fixmeProblems.id,
                  slug: fixmeProblems.slug,
                  title: fixmeProblems.title,
                  language: fixmeProblems.language,
                },
              })
              .from(fixmeSubmissions)
              .innerJoin(fixmeProblems, eq(fixmeProblems.id, fixmeSubmissions.problemId))
              .where(where)
              .orderBy(descIndexed(fixmeSubmissions.createdAt), descIndexed(fixmeSubmissions.id))
              .limit(limit)
              .offset(offset);
            return rows.map((r) => toSubmission(r.submission, r.problem));
          },
          count: () => db.$count(fixmeSubmissions, where),
        },
        MESSAGES.noMoreSubmissions,
      );
    },
  };
}
