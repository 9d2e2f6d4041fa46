import type { FixmeTest } from '@lp/contract/fixme';
import type { Database } from '../client.ts';
import { fixmeProblems } from '../schema/fixme.ts';
import { FIXME_PROBLEMS, FIXME_TOPICS, type FixmeSeedProblem } from './fixme-data.ts';

/** The tests of a seed problem as stored: named, with the expected value as JSON text. */
export function seedTests(problem: FixmeSeedProblem): { visible: FixmeTest[]; hidden: FixmeTest[] } {
  const tests = (list: [string, unknown][], label: string) =>
    list.map(([expression, expected], i) => ({ name: `${label} ${i + 1}`, expression, expected: JSON.stringify(expected) }));
  return { visible: tests(problem.visible, 'Example'), hidden: tests(problem.hidden, 'Hidden check') };
}

/** The fix-me problems of the demo data (46, in JavaScript and Python). */
export async function seedFixme(db: Database): Promise<number> {
  const rows = FIXME_PROBLEMS.map((problem) => {
    const { visible, hidden } = seedTests(problem);
    return {
      slug: problem.slug,
      title: problem.title,
      summary: problem.summary,
      description: problem.description,
      language: problem.language,
      difficulty: problem.difficulty,
      topicSlug: problem.topic,
      topicName: FIXME_TOPICS[problem.topic],
      faultyCode: problem.faultyCode,
      visibleTests: visible,
      hiddenTests: hidden,
      isPremium: problem.isPremium ?? false,
    };
  });
  await db.insert(fixmeProblems).values(rows).onConflictDoNothing({ target: fixmeProblems.slug });
  return rows.length;
}
