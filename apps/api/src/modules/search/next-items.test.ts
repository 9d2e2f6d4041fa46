import { MESSAGES } from '@lp/contract/messages';
import { NEXT_ITEM_MODELS } from '@lp/contract/search-models';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fixmeSubmissions } from '../../db/schema/fixme.ts';
import { streams } from '../../db/schema/taxonomy.ts';
import { insertCourse } from '../../db/seed/catalogue-factories.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { insertQuiz } from '../../db/seed/learning-factories.ts';
import { insertFixmeProblem, insertInterview, insertPost, insertQuestion, insertSlideDeck } from '../../test/search-factories.ts';
import { createTestContext } from '../../test/test-app.ts';

/**
 * The next-item search (SPEC §9, `model=next`): fix me, quiz and mock interview only. Each test
 * uses words of its own, so that the file passes in any order.
 */

const t = await createTestContext();

type Item = { model: string; id: number; slug: string; title: string; subtitle: string; isPremium: boolean };
const next = async (query: string, cookie?: string) => {
  const res = await t.get(`/api/core/search?model=next&page_size=100&${query}`, cookie ? { cookie } : undefined);
  expect(res.status, res.text).toBe(200);
  return res.body.data as { results: Item[]; count: number; next: number | null };
};
const key = (item: { model: string; id: number }) => `${item.model}:${item.id}`;

describe('GET /api/core/search?model=next', () => {
  it('answers fix-me problems, quizzes and interviews only, those sharing a word with the term first', async () => {
    const user = await insertUser(t.db);
    // Rows of every other model that say the word: none may come back.
    await insertCourse(t.db, { title: 'Trigonometry for engineers' });
    await insertSlideDeck(t.db, { title: 'Trigonometry slides' });
    await insertQuestion(t.db, { userId: user.id, title: 'Trigonometry identities I keep forgetting' });
    await insertPost(t.db, { userId: user.id, text: 'Trigonometry finally clicked today.' });
    const quiz = await insertQuiz(t.db, { title: 'Trigonometry warm-up' });
    const problem = await insertFixmeProblem(t.db, { title: 'Trigonometry helper returns degrees', topicName: 'Maths' });
    const interview = await insertInterview(t.db, { title: 'Trigonometry viva', category: 'civil-services' });

    const data = await next('term=trigonometry');
    expect(data.results.every((item) => (NEXT_ITEM_MODELS as readonly string[]).includes(item.model))).toBe(true);
    expect(new Set(data.results.slice(0, 3).map(key))).toEqual(
      new Set([key({ model: 'quiz', ...quiz }), key({ model: 'fixme', ...problem }), key({ model: 'interview', ...interview })]),
    );
    expect(data.count).toBe(data.results.length);
    const byModel = Object.fromEntries(data.results.slice(0, 3).map((item) => [item.model, item]));
    expect(byModel.fixme).toEqual({
      model: 'fixme',
      id: problem.id,
      slug: problem.slug,
      title: 'Trigonometry helper returns degrees',
      subtitle: 'JavaScript · Maths',
      isPremium: false,
    });
    expect(byModel.interview).toMatchObject({ slug: interview.slug, subtitle: 'Civil services' });
    expect(byModel.quiz).toMatchObject({ slug: quiz.slug, title: 'Trigonometry warm-up' });
    expect(JSON.stringify(data)).not.toMatch(/"correct"|explanation|hiddenTests|faultyCode/);
  });

  it('finds neighbours by what they are about: a problem’s topic, a quiz’s stream', async () => {
    const byTopic = await insertFixmeProblem(t.db, { title: 'Counter stops early', topicName: 'Zeolites', language: 'python' });
    const unrelated = await insertQuiz(t.db, { title: 'Unrelated quibbles' });
    const keys = (await next('term=Kelvin%20Zeolites')).results.map(key);
    expect(keys[0]).toBe(`fixme:${byTopic.id}`);
    expect(keys.indexOf(`quiz:${unrelated.id}`)).toBeGreaterThan(0);

    const [design] = await t.db.select({ id: streams.id, name: streams.name }).from(streams).where(eq(streams.slug, 'design'));
    const inStream = await insertQuiz(t.db, { title: 'Colour wheels', streamId: design!.id });
    const byStream = await next(`term=${encodeURIComponent(`Typography ${design!.name}`)}`);
    expect(byStream.results[0]).toMatchObject({ model: 'quiz', id: inStream.id, subtitle: design!.name });
  });

  it('leaves out the item just finished, and only that one', async () => {
    const quiz = await insertQuiz(t.db, { title: 'Metallurgy basics' });
    const other = await insertQuiz(t.db, { title: 'Metallurgy advanced' });
    const before = await next('term=Metallurgy%20basics');
    expect(before.results.map(key)).toContain(`quiz:${quiz.id}`);
    const after = await next(`term=Metallurgy%20basics&exclude=quiz:${quiz.id}`);
    expect(after.results.map(key)).not.toContain(`quiz:${quiz.id}`);
    expect(after.results[0]).toMatchObject({ model: 'quiz', id: other.id });
    expect(after.count).toBe(before.count - 1);
    // Ids are per model: leaving out the fix-me problem of the same id keeps the quiz.
    const sameIdOtherModel = await next(`term=Metallurgy&exclude=fixme:${quiz.id}`);
    expect(sameIdOtherModel.results.map(key)).toContain(`quiz:${quiz.id}`);
  });

  it('puts what the caller has already solved after what they have not', async () => {
    const solved = await insertFixmeProblem(t.db, { title: 'Hydraulics pressure calculator' });
    const unsolved = await insertFixmeProblem(t.db, { title: 'Hydraulics flow rate converter' });
    const user = await insertUser(t.db);
    const cookie = await t.signIn(user.email, user.password);
    await t.db.insert(fixmeSubmissions).values({
      problemId: solved.id,
      userId: user.id,
      code: 'fixed',
      result: 'passed',
      passed: 2,
      total: 2,
      visible: [],
      hiddenPassed: 1,
      hiddenTotal: 1,
      durationMs: 5,
    });
    const visitor = (await next('term=hydraulics')).results.map(key);
    expect(visitor.slice(0, 2).sort()).toEqual([`fixme:${solved.id}`, `fixme:${unsolved.id}`].sort());
    const learner = (await next('term=hydraulics', cookie)).results.map(key);
    expect(learner[0]).toBe(`fixme:${unsolved.id}`);
    expect(learner.indexOf(`fixme:${solved.id}`)).toBeGreaterThan(0);
  });

  it('offers free items before premium ones the caller cannot open', async () => {
    const premium = await insertInterview(t.db, { title: 'Geotechnics expert panel', isPremium: true });
    const free = await insertInterview(t.db, { title: 'Geotechnics screening call' });
    const data = await next('term=geotechnics%20expert%20panel');
    expect(data.results.slice(0, 2).map(key)).toEqual([`interview:${free.id}`, `interview:${premium.id}`]);
    expect(data.results[1]?.isPremium).toBe(true);
  });

  it('always has something to go on to, even when no word matches', async () => {
    await insertQuiz(t.db, { title: 'Any quiz at all' });
    const data = await next('term=qqqzzzxxx');
    expect(data.results.length).toBeGreaterThan(0);
    expect(data.results.every((item) => (NEXT_ITEM_MODELS as readonly string[]).includes(item.model))).toBe(true);
  });

  it('pages, and answers 404 past the end', async () => {
    await insertQuiz(t.db, { title: 'Paging quiz one' });
    await insertQuiz(t.db, { title: 'Paging quiz two' });
    const first = await t.get('/api/core/search?model=next&term=anything&page_size=1');
    expect(first.body.data.results).toHaveLength(1);
    expect(first.body.data.next).toBe(2);
    const past = await t.get(`/api/core/search?model=next&term=anything&page_size=100&page=${first.body.data.count + 1}`);
    expect(past.status).toBe(404);
    expect(past.body).toEqual({ error: MESSAGES.noMoreItems });
  });

  it('refuses a bad exclude or an unknown model with 422', async () => {
    for (const exclude of ['course:1', 'quiz', 'quiz:0', 'quiz:abc', 'quiz:12345678901']) {
      const res = await t.get(`/api/core/search?model=next&term=python&exclude=${exclude}`);
      expect(res.status, exclude).toBe(422);
      expect(res.body.fields.exclude, exclude).toBe(MESSAGES.searchExcludeInvalid);
    }
    const unknown = await t.get('/api/core/search?model=nextitem&term=python');
    expect(unknown.status).toBe(422);
    expect(unknown.body.fields.model).toBe(MESSAGES.searchModelUnknown);
  });
});
