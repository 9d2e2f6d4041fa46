import { MESSAGES } from '@lp/contract/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fixmeProblems } from '../../db/schema/fixme.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { FIXME_PROBLEMS } from '../../db/seed/fixme-data.ts';
import { seedFixme } from '../../db/seed/fixme-seed.ts';
import { createTestContext } from '../../test/test-app.ts';

// One JavaScript thread and room for eight waiting runs: before the per-user limit, one learner
// could fill all of it.
const t = await createTestContext({ sandbox: { javascriptThreads: 1, pythonThreads: 1, queueLimit: 8, perOwnerLimit: 2 } });
await seedFixme(t.db);

async function signedInUser() {
  const email = `judge-${Math.random().toString(36).slice(2, 8)}@example.in`;
  await insertUser(t.db, { email, password: 'Learnly@123' });
  return t.signIn(email, 'Learnly@123');
}

describe('the judge is shared fairly between learners', () => {
  it("limits each learner to one running and one waiting submission, and another learner's is judged next", {
    timeout: 60_000,
  }, async () => {
    const p = FIXME_PROBLEMS.find((x) => x.slug === 'js-sum-of-evens');
    if (!p) throw new Error('js-sum-of-evens is seeded');
    const [row] = await t.db.select({ id: fixmeProblems.id }).from(fixmeProblems).where(eq(fixmeProblems.slug, p.slug));
    const url = `/api/core/fixme/${row?.id}/submit`;
    const [flooder, other] = await Promise.all([signedInUser(), signedInUser()]);
    const finished: string[] = [];
    const loop = { code: 'function sumOfEvens() { while (true) {} }' };
    const flood = Array.from({ length: 6 }, () =>
      t.post(url, loop, { cookie: flooder }).then((res) => {
        if (res.status === 200) finished.push('flooder');
        return res;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    const fair = await t.post(url, { code: p.solution }, { cookie: other }).then((res) => {
      finished.push('other');
      return res;
    });
    const elapsed = Date.now() - started;
    const floodAnswers = await Promise.all(flood);

    // The other learner's run is accepted and judged as soon as the flooder's running one ends.
    expect(fair.status, fair.text).toBe(200);
    expect(fair.body.data.submission.result).toBe('passed');
    expect(finished).toEqual(['flooder', 'other', 'flooder']);
    expect(elapsed).toBeLessThan(8000);
    // The flooder has one running and one waiting; the rest are refused at once, saying why.
    const accepted = floodAnswers.filter((res) => res.status === 200);
    const refused = floodAnswers.filter((res) => res.status === 429);
    expect(accepted).toHaveLength(2);
    for (const res of accepted) expect(res.body.data.submission.result).toBe('timeout');
    expect(refused).toHaveLength(4);
    for (const res of refused) {
      expect(res.body.error).toBe(MESSAGES.fixmeJudgeOwnBusy);
      expect(res.headers.get('retry-after')).toBe('2');
    }
    // Once their runs are done, the flooder may submit again.
    const again = await t.post(url, { code: p.solution }, { cookie: flooder });
    expect(again.status).toBe(200);
  });
});
