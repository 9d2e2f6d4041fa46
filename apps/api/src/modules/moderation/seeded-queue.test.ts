import { describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/posts.ts';
import { answers, questions } from '../../db/schema/questions.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { seedStaff } from '../../db/seed/staff-seed.ts';
import { insertStaff } from '../../test/staff.ts';
import { createTestContext } from '../../test/test-app.ts';

const t = await createTestContext();

describe('the demo seed', () => {
  it("fills the review queue: each seeded report's object has its open case with its reports", async () => {
    const author = await insertUser(t.db);
    const [reporterA, reporterB] = [await insertUser(t.db), await insertUser(t.db)];
    await t.db.insert(posts).values([
      { userId: author.id, text: 'First seeded post' },
      { userId: author.id, text: 'Second seeded post' },
    ]);
    const [question] = await t.db
      .insert(questions)
      .values({ userId: author.id, title: 'Seeded question', body: 'Body' })
      .returning();
    await t.db.insert(answers).values([
      { questionId: question!.id, userId: author.id, body: 'First seeded answer' },
      { questionId: question!.id, userId: author.id, body: 'Second seeded answer' },
    ]);
    await seedStaff(t.db, { reporterEmails: [reporterA!.email, reporterB!.email] });

    const moderator = await insertStaff(t.db, 'moderator');
    const res = await t.get('/api/staff/cases', { cookie: await t.signIn(moderator.email, 'Learnly@123') });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.counts).toEqual({ open: 4, hidden: 0, dismissed: 0 });
    expect(res.body.data.results.map((c: { object: { type: string } }) => c.object.type).sort()).toEqual([
      'answer',
      'answer',
      'post',
      'post',
    ]);
    expect(res.body.data.results.map((c: { reportCount: number }) => c.reportCount)).toEqual([1, 2, 1, 2]);
    for (const c of res.body.data.results) expect(c.object.author.id).toBe(author.id);
  });
});
