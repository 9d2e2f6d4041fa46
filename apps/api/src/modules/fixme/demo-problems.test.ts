import { FIXME_LIMITS } from '@lp/contract/fixme';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXME_PROBLEMS } from '../../db/seed/fixme-data.ts';
import { seedTests } from '../../db/seed/fixme-seed.ts';
import { createSandbox } from '../../platform/sandbox/sandbox.ts';
import { judge } from './service.ts';

// Trusted code only (the demo problems and their reference solutions): Python threads are reused.
const sandbox = createSandbox({ reusePython: true, queueLimit: 200 });
afterAll(() => sandbox.close());

async function verdictOf(problem: (typeof FIXME_PROBLEMS)[number], code: string) {
  const tests = seedTests(problem);
  const all = [...tests.visible, ...tests.hidden];
  const run = await sandbox.run({
    language: problem.language,
    code,
    tests: all.map((t) => t.expression),
    expected: all.map((t) => t.expected),
    visibleCount: tests.visible.length,
    limits: FIXME_LIMITS,
  });
  return judge(tests, run);
}

describe('demo fix-me problems', () => {
  it('has 40+ problems in both languages with unique slugs, visible and hidden tests', () => {
    expect(FIXME_PROBLEMS.length).toBeGreaterThanOrEqual(40);
    expect(FIXME_PROBLEMS.filter((p) => p.language === 'javascript').length).toBeGreaterThanOrEqual(20);
    expect(FIXME_PROBLEMS.filter((p) => p.language === 'python').length).toBeGreaterThanOrEqual(20);
    expect(new Set(FIXME_PROBLEMS.map((p) => p.slug)).size).toBe(FIXME_PROBLEMS.length);
    for (const p of FIXME_PROBLEMS) {
      expect(p.visible.length, p.slug).toBeGreaterThan(0);
      expect(p.hidden.length, p.slug).toBeGreaterThan(0);
    }
  });

  // Each problem: the faulty code fails at least one test (the bug is real) and the reference fix passes all.
  it.each(FIXME_PROBLEMS.map((p) => [p.slug, p] as const))(
    '%s: the bug fails a test and the fix passes',
    { timeout: 120_000 },
    async (_slug, problem) => {
      const [faulty, fixed] = await Promise.all([verdictOf(problem, problem.faultyCode), verdictOf(problem, problem.solution)]);
      expect(faulty.result, `${problem.slug} faulty code should not pass`).not.toBe('passed');
      expect(fixed.result, `${problem.slug} solution: ${fixed.message ?? JSON.stringify(fixed.visible)}`).toBe('passed');
    },
  );
});
