import { count, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.ts';
import type { DatabaseHandle } from '../client.ts';
import { notifications } from '../schema/platform.ts';
import { answers, questions } from '../schema/questions.ts';
import { seedCatalogue } from './catalogue-seed.ts';
import { insertUser } from './factories.ts';
import { seedQuestions } from './questions-seed.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertUser(handle.db, { email: 'demo@learnly.in', showPreferences: false });
  await seedCatalogue(handle.db);
  await seedQuestions(handle.db);
}, 120_000);
afterAll(() => handle.close());

describe('the community seed', () => {
  it('has 200+ distinct questions with answers, votes and accepted answers', async () => {
    const rows = await handle.db.select({ title: questions.title, score: questions.score }).from(questions);
    expect(rows.length).toBeGreaterThanOrEqual(200);
    expect(new Set(rows.map((r) => r.title)).size).toBe(rows.length);
    expect(rows.some((r) => r.score > 0)).toBe(true);
    const [accepted] = await handle.db.select({ n: count() }).from(questions).where(isNotNull(questions.acceptedAnswerId));
    expect(accepted?.n).toBeGreaterThan(50);
    const [answered] = await handle.db.select({ n: count() }).from(answers);
    expect(answered?.n).toBeGreaterThan(200);
    // Counters agree with the rows they count.
    const [drift] = await handle.db
      .select({ n: count() })
      .from(questions)
      .where(sql`${questions.answerCount} <> (select count(*) from ${answers} a where a.question_id = ${questions.id})`);
    expect(Number(drift?.n)).toBe(0);
  });

  it('gives the demo learner notifications', async () => {
    const [row] = await handle.db.select({ n: count() }).from(notifications);
    expect(row?.n).toBeGreaterThan(0);
  });
});
