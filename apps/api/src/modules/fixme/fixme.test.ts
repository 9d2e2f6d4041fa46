import { POINTS } from '@lp/contract/constants';
import { MESSAGES } from '@lp/contract/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fixmeProblems, fixmeSubmissions } from '../../db/schema/fixme.ts';
import { outboxEvents, pointAwards } from '../../db/schema/platform.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { FIXME_PROBLEMS } from '../../db/seed/fixme-data.ts';
import { seedFixme } from '../../db/seed/fixme-seed.ts';
import { scrapeMetrics } from '../../platform/metrics.ts';
import { subscribe } from '../../test/premium.ts';
import { createTestContext } from '../../test/test-app.ts';

// One JavaScript thread and one waiting run: the queue test fills it with two infinite loops.
const t = await createTestContext({ sandbox: { javascriptThreads: 1, pythonThreads: 1, queueLimit: 1, perOwnerLimit: 2 } });
await seedFixme(t.db);

const unique = () => Math.random().toString(36).slice(2, 8);
async function signedInUser() {
  const email = `fixer-${unique()}@example.in`;
  const user = await insertUser(t.db, { email, password: 'Learnly@123' });
  return { user, cookie: await t.signIn(email, 'Learnly@123') };
}
const problem = (slug: string) => {
  const p = FIXME_PROBLEMS.find((x) => x.slug === slug);
  if (!p) throw new Error(slug);
  return p;
};
async function idOf(slug: string): Promise<number> {
  const [row] = await t.db.select({ id: fixmeProblems.id }).from(fixmeProblems).where(eq(fixmeProblems.slug, slug));
  return row?.id as number;
}

describe('GET /api/core/fixme', () => {
  it('lists problems with language, difficulty and topic filters', async () => {
    const all = await t.get('/api/core/fixme?page_size=100');
    expect(all.status).toBe(200);
    expect(all.body.data.count).toBe(FIXME_PROBLEMS.length);
    const python = await t.get('/api/core/fixme?language=python&difficulty=easy&page_size=100');
    expect(python.body.data.results.length).toBeGreaterThan(0);
    for (const card of python.body.data.results) {
      expect(card.language).toBe('python');
      expect(card.difficulty).toBe('easy');
      expect(card.solved).toBe(false);
    }
    const regex = await t.get('/api/core/fixme?topic=regex');
    expect(regex.body.data.results.every((c: { topic: { slug: string } }) => c.topic.slug === 'regex')).toBe(true);
    const text = await t.get('/api/core/fixme?q=palindrome');
    expect(text.body.data.results.map((c: { slug: string }) => c.slug)).toContain('js-palindrome');
    // Cards carry no code and no tests.
    expect(all.text).not.toContain('hidden');
    expect(all.text).not.toContain('faultyCode');
  });

  it('answers 422 for an unknown language or difficulty and 404 past the end', async () => {
    const bad = await t.get('/api/core/fixme?language=cobol');
    expect(bad.status).toBe(422);
    expect(bad.body.fields.language).toMatch(/javascript, python/);
    expect((await t.get('/api/core/fixme?difficulty=trivial')).status).toBe(422);
    const past = await t.get('/api/core/fixme?page=99');
    expect(past.status).toBe(404);
    expect(past.body.error).toBe(MESSAGES.noMoreFixmeProblems);
  });

  it('counts each filter value given the other filters', async () => {
    const res = await t.get('/api/core/fixme/filters?language=javascript');
    expect(res.status).toBe(200);
    const js = res.body.data.language.find((o: { slug: string }) => o.slug === 'javascript');
    expect(js).toMatchObject({ selected: true, count: FIXME_PROBLEMS.filter((p) => p.language === 'javascript').length });
    const topicTotal = res.body.data.topic.reduce((n: number, o: { count: number }) => n + o.count, 0);
    expect(topicTotal).toBe(FIXME_PROBLEMS.filter((p) => p.language === 'javascript').length);
  });
});

describe('GET /api/core/fixme/{id}', () => {
  it('gives the faulty code, the description and the visible tests, never the hidden ones', async () => {
    const p = problem('js-sum-of-evens');
    const res = await t.get(`/api/core/fixme/${await idOf(p.slug)}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      slug: p.slug,
      faultyCode: p.faultyCode,
      hiddenTestCount: p.hidden.length,
      testCount: p.visible.length + p.hidden.length,
      locked: false,
    });
    expect(res.body.data.visibleTests).toHaveLength(p.visible.length);
    for (const [expression] of p.hidden) expect(res.text).not.toContain(JSON.stringify(expression).slice(1, -1));
    expect(res.text).not.toContain('hiddenTests');
    const bySlug = await t.get(`/api/core/fixme/${p.slug}`);
    expect(bySlug.body.data.id).toBe(res.body.data.id);
  });

  it('answers 404 for an unknown problem', async () => {
    const res = await t.get('/api/core/fixme/999999');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(MESSAGES.fixmeNotFound);
  });

  it('shows a premium problem to a visitor and a non-member without its code or tests, and refuses their fix (403)', async () => {
    const premium = FIXME_PROBLEMS.find((p) => p.isPremium);
    if (!premium) throw new Error('the seed has premium problems');
    const id = await idOf(premium.slug);
    const { cookie } = await signedInUser();
    for (const who of [undefined, cookie]) {
      const res = await t.get(`/api/core/fixme/${id}`, { cookie: who });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        slug: premium.slug,
        title: premium.title,
        description: premium.description,
        language: premium.language,
        difficulty: premium.difficulty,
        topic: { slug: premium.topic },
        isPremium: true,
        locked: true,
        faultyCode: '',
        visibleTests: [],
        testCount: premium.visible.length + premium.hidden.length,
        lastSubmission: null,
      });
      expect(res.text).not.toContain(JSON.stringify(premium.faultyCode).slice(1, -1));
      for (const [expression] of [...premium.visible, ...premium.hidden]) {
        expect(res.text).not.toContain(JSON.stringify(expression).slice(1, -1));
      }
    }
    expect((await t.post(`/api/core/fixme/${id}/submit`, { code: premium.solution })).status).toBe(401);
    const refused = await t.post(`/api/core/fixme/${id}/submit`, { code: premium.solution }, { cookie });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(MESSAGES.premiumOnly);
    // The list still shows it, marked.
    const list = await t.get(`/api/core/fixme?q=${encodeURIComponent(premium.title)}`);
    expect(list.body.data.results.find((c: { slug: string }) => c.slug === premium.slug)?.isPremium).toBe(true);
  });

  it('opens a premium problem to a member: its code and tests, and a judged fix', async () => {
    const premium = FIXME_PROBLEMS.find((p) => p.isPremium);
    if (!premium) throw new Error('the seed has premium problems');
    const id = await idOf(premium.slug);
    const { cookie } = await signedInUser();
    await subscribe(t, cookie);
    const res = await t.get(`/api/core/fixme/${premium.slug}`, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      locked: false,
      faultyCode: premium.faultyCode,
      hiddenTestCount: premium.hidden.length,
    });
    expect(res.body.data.visibleTests).toHaveLength(premium.visible.length);
    const solved = await t.post(`/api/core/fixme/${id}/submit`, { code: premium.solution }, { cookie });
    expect(solved.status, solved.text).toBe(200);
    expect(solved.body.data).toMatchObject({ solved: true, pointsAwarded: POINTS.fixmeSolved });
    expect((await t.get(`/api/core/fixme/${id}`, { cookie })).body.data.lastSubmission.result).toBe('passed');
  });
});

/** The sandbox's runs now, as its metric shows them (this file's app is the only one in this worker). */
async function sandboxRuns(): Promise<{ running: number; waiting: number }> {
  const { body } = await scrapeMetrics();
  const count = (state: string) => Number(body.match(new RegExp(`^sandbox_runs\\{state="${state}"\\} (\\d+)$`, 'm'))?.[1] ?? -1);
  return { running: count('running'), waiting: count('waiting') };
}

describe('POST /api/core/fixme/{id}/submit', () => {
  it('needs a signed-in user and valid code', async () => {
    const id = await idOf('js-sum-of-evens');
    expect((await t.post(`/api/core/fixme/${id}/submit`, { code: 'x' })).status).toBe(401);
    const { cookie } = await signedInUser();
    const empty = await t.post(`/api/core/fixme/${id}/submit`, { code: '   ' }, { cookie });
    expect(empty.status).toBe(422);
    expect(empty.body.fields.code).toBe(MESSAGES.fixmeCodeRequired);
    const long = await t.post(`/api/core/fixme/${id}/submit`, { code: 'x'.repeat(20_001) }, { cookie });
    expect(long.status).toBe(422);
    expect((await t.post(`/api/core/fixme/${id}/submit`, { source: 'x' }, { cookie })).status).toBe(422);
    expect((await t.post('/api/core/fixme/999999/submit', { code: 'x' }, { cookie })).status).toBe(404);
    expect((await t.post('/api/core/fixme/abc/submit', { code: 'x' }, { cookie })).status).toBe(422);
  });

  it('judges the faulty code as failed, showing visible results and counting hidden ones', async () => {
    const p = problem('js-sum-of-evens');
    const id = await idOf(p.slug);
    const { cookie } = await signedInUser();
    const res = await t.post(`/api/core/fixme/${id}/submit`, { code: p.faultyCode }, { cookie });
    expect(res.status).toBe(200);
    const { submission, solved, pointsAwarded } = res.body.data;
    expect(submission.result).toBe('failed');
    expect(solved).toBe(false);
    expect(pointsAwarded).toBe(0);
    expect(submission.visible[0]).toMatchObject({ passed: false, expected: '6', actual: '4' });
    expect(submission.hidden.total).toBe(p.hidden.length);
    expect(submission.total).toBe(p.visible.length + p.hidden.length);
    // The hidden expressions are not in the answer.
    for (const [expression] of p.hidden) expect(res.text).not.toContain(expression);
  });

  it('awards points once for a solved problem and emits fixme.solved, even for concurrent solves', async () => {
    const p = problem('js-palindrome');
    const id = await idOf(p.slug);
    const { user, cookie } = await signedInUser();
    // Two at once: the most this file's sandbox (one thread, one waiting) accepts.
    const answers = await Promise.all([1, 2].map(() => t.post(`/api/core/fixme/${id}/submit`, { code: p.solution }, { cookie })));
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body.data.submission.result).toBe('passed');
      expect(a.body.data.solved).toBe(true);
    }
    expect(answers.reduce((n, a) => n + a.body.data.pointsAwarded, 0)).toBe(POINTS.fixmeSolved);
    const awards = await t.db
      .select()
      .from(pointAwards)
      .where(and(eq(pointAwards.userId, user.id), eq(pointAwards.reason, 'fixmeSolved')));
    expect(awards).toHaveLength(1);
    const events = await t.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'fixme.solved'));
    expect(events.filter((e) => e.userId === user.id)).toHaveLength(1);
    const again = await t.post(`/api/core/fixme/${id}/submit`, { code: p.solution }, { cookie });
    expect(again.body.data.pointsAwarded).toBe(0);
    // The problem shows as solved to its solver.
    const detail = await t.get(`/api/core/fixme/${id}`, { cookie });
    expect(detail.body.data.solved).toBe(true);
    expect(detail.body.data.lastSubmission.result).toBe('passed');
  });

  it('reports an infinite loop as a time-out and keeps serving other requests meanwhile', async () => {
    const id = await idOf('js-binary-search');
    const { cookie } = await signedInUser();
    const order: string[] = [];
    const submission = t
      .post(`/api/core/fixme/${id}/submit`, { code: 'function binarySearch() { while (true) {} }' }, { cookie })
      .then((res) => {
        order.push('submission');
        return res;
      });
    const health = await t.get('/api/health');
    order.push('health');
    expect(health.status).toBe(200);
    const res = await submission;
    expect(order).toEqual(['health', 'submission']);
    expect(res.body.data.submission.result).toBe('timeout');
    expect(res.body.data.submission.message).toMatch(/loop that never ends/);
  });

  it('reports a memory bomb, require("fs") and fetch as what they are, without reaching the host', async () => {
    const id = await idOf('js-sum-of-evens');
    const { cookie } = await signedInUser();
    const bomb = await t.post(
      `/api/core/fixme/${id}/submit`,
      { code: 'const hoard = []; while (true) hoard.push(new Array(1e5).fill(Math.random()));' },
      { cookie },
    );
    expect(['memory', 'timeout']).toContain(bomb.body.data.submission.result);
    const fs = await t.post(
      `/api/core/fixme/${id}/submit`,
      { code: 'const fs = require("fs");\nfunction sumOfEvens() { return fs.readFileSync("/etc/passwd", "utf8"); }' },
      { cookie },
    );
    expect(fs.body.data.submission.result).toBe('error');
    expect(fs.body.data.submission.message).toMatch(/require.*not defined/);
    const net = await t.post(
      `/api/core/fixme/${id}/submit`,
      { code: 'function sumOfEvens() { return fetch("http://169.254.169.254/"); }' },
      { cookie },
    );
    expect(net.body.data.submission.result).toBe('failed');
    expect(net.body.data.submission.visible[0].error).toMatch(/fetch.*not defined/);
  });

  // Loading Pyodide takes seconds, more on a busy machine: this test has its own time limit.
  it('judges Python in Pyodide: import os sees no host files', { timeout: 180_000 }, async () => {
    const p = problem('py-reverse-words');
    const id = await idOf(p.slug);
    const { cookie } = await signedInUser();
    const code = 'import os\ndef reverse_words(sentence):\n    return " ".join(sorted(os.listdir("/")))';
    const res = await t.post(`/api/core/fixme/${id}/submit`, { code }, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.data.submission.result).toBe('failed');
    expect(res.body.data.submission.visible[0].actual).not.toMatch(/work|etc|root/);
    const fixed = await t.post(`/api/core/fixme/${id}/submit`, { code: p.solution }, { cookie });
    expect(fixed.body.data.submission.result).toBe('passed');
  });

  it('answers 429 with a clear message when the judge queue is full', async () => {
    const id = await idOf('js-sum-of-evens');
    const [first, second, third] = await Promise.all([signedInUser(), signedInUser(), signedInUser()]);
    const loop = { code: 'function sumOfEvens() { while (true) {} }' };
    // One running and one waiting fill this app's sandbox (1 thread, queue of 1); each learner is within their own limit.
    const running = t.post(`/api/core/fixme/${id}/submit`, loop, { cookie: first.cookie });
    const waiting = t.post(`/api/core/fixme/${id}/submit`, loop, { cookie: second.cookie });
    // Both in the sandbox before the third is sent (a fixed pause was not enough for both requests
    // to get there on CI's PostgreSQL pass, beside the build).
    await expect.poll(sandboxRuns, { timeout: 15_000 }).toEqual({ running: 1, waiting: 1 });
    const refused = await t.post(`/api/core/fixme/${id}/submit`, loop, { cookie: third.cookie });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(MESSAGES.fixmeJudgeBusy);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect((await running).body.data.submission.result).toBe('timeout');
    expect((await waiting).body.data.submission.result).toBe('timeout');
  });
});

describe('what a run gives back', () => {
  it('cuts a huge value and what was printed to what a page can show, in the answer and in the stored row', async () => {
    const p = problem('js-sum-of-evens');
    const id = await idOf(p.slug);
    const { cookie } = await signedInUser();
    const code = 'function sumOfEvens() { console.log("y".repeat(100000)); return "z".repeat(5e5); }';
    const res = await t.post(`/api/core/fixme/${id}/submit`, { code }, { cookie });
    expect(res.status).toBe(200);
    // Before: each visible test's 500,002-character value, whole (the attack's 20e6 gave 40 MB).
    expect(res.text.length).toBeLessThan(64 * 1024 * (p.visible.length + 1));
    const { submission } = res.body.data;
    expect(submission.result).toBe('failed');
    for (const test of submission.visible) {
      expect(test.passed).toBe(false);
      expect(test.actual.length).toBeLessThan(64 * 1024 + 200);
      expect(test.actual).toMatch(/^"zzzz/);
      expect(test.actual).toMatch(/cut here: 5,00,002 characters in all, 65,536 shown/);
    }
    expect(submission.output.length).toBeLessThan(4000 + 200);
    expect(submission.output).toMatch(/cut here/);
    const [row] = await t.db.select().from(fixmeSubmissions).where(eq(fixmeSubmissions.id, submission.id));
    expect(JSON.stringify(row?.visible).length).toBeLessThan(64 * 1024 * (p.visible.length + 1));
    expect(row?.output.length).toBeLessThan(4000 + 200);
    const mine = await t.get('/api/accounts/fixme', { cookie });
    expect(mine.text.length).toBeLessThan(64 * 1024 * (p.visible.length + 1));
  });
});

describe('GET /api/accounts/fixme', () => {
  it("lists the caller's submissions newest first, filtered by result, and nobody else's", async () => {
    expect((await t.get('/api/accounts/fixme')).status).toBe(401);
    const p = problem('js-find-max');
    const id = await idOf(p.slug);
    const { cookie } = await signedInUser();
    const other = await signedInUser();
    await t.post(`/api/core/fixme/${id}/submit`, { code: p.faultyCode }, { cookie });
    await t.post(`/api/core/fixme/${id}/submit`, { code: p.solution }, { cookie });
    await t.post(`/api/core/fixme/${id}/submit`, { code: p.solution }, { cookie: other.cookie });
    const mine = await t.get('/api/accounts/fixme', { cookie });
    expect(mine.status).toBe(200);
    expect(mine.body.data.count).toBe(2);
    expect(mine.body.data.results.map((s: { result: string }) => s.result)).toEqual(['passed', 'failed']);
    expect(mine.body.data.results[0].problem.slug).toBe(p.slug);
    const passed = await t.get('/api/accounts/fixme?type=passed', { cookie });
    expect(passed.body.data.count).toBe(1);
    expect((await t.get('/api/accounts/fixme?type=great', { cookie })).status).toBe(422);
    const rows = await t.db.select().from(fixmeSubmissions).where(eq(fixmeSubmissions.userId, other.user.id));
    expect(rows).toHaveLength(1);
  });
});
