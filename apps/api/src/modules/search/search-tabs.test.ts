import { SEARCHABLE_MODELS } from '@lp/contract/search-models';
import { describe, expect, it } from 'vitest';
import { insertCourse } from '../../db/seed/catalogue-factories.ts';
import { insertUser } from '../../db/seed/factories.ts';
import {
  insertFixmeProblem,
  insertInterview,
  insertPost,
  insertQuestion,
  insertSlideDeck,
  insertTag,
} from '../../test/search-factories.ts';
import { createTestContext } from '../../test/test-app.ts';

/**
 * The tabs beyond the catalogue: slide decks, fix-me problems, mock interviews, questions and
 * posts, with hashtags. Each test makes its rows under words of its own, so that the file passes
 * in any order (CI runs it shuffled).
 */

const t = await createTestContext();

type Result = { id: number; title?: string; text?: string; model?: string; subtitle?: string };
const search = (query: string, cookie?: string) => t.get(`/api/core/search?${query}`, cookie ? { cookie } : undefined);
const suggest = (query: string) => t.get(`/api/core/search-suggestions?${query}`);
const ids = (results: Result[]) => results.map((r) => r.id);

async function member(fullName: string) {
  const user = await insertUser(t.db, { fullName });
  return { user, cookie: await t.signIn(user.email, user.password) };
}

const asker = await member('Asha Rao');

describe('questions', () => {
  it('ranks a title match above a body match, shows the question card and tolerates typos', async () => {
    const inBody = await insertQuestion(t.db, {
      userId: asker.user.id,
      title: 'Why does my loop stop early?',
      body: 'It is a memoization question really: my memoization cache is shared between calls.',
    });
    const inTitle = await insertQuestion(t.db, {
      userId: asker.user.id,
      title: 'How does memoization speed up recursion?',
      body: 'I read about caching results of calls.',
    });
    const res = await search('term=memoization&model=question');
    expect(res.status).toBe(200);
    expect(ids(res.body.data.results)).toEqual([inTitle.id, inBody.id]);
    expect(res.body.data.results[0]).toMatchObject({
      title: 'How does memoization speed up recursion?',
      author: { fullName: 'Asha Rao' },
      answerCount: 0,
      tags: [],
    });
    const typo = await search('term=memoizaton&model=question');
    expect(ids(typo.body.data.results)).toContain(inTitle.id);
  });

  it('no longer finds a question its asker deleted', async () => {
    const question = await insertQuestion(t.db, { userId: asker.user.id, title: 'Where do I learn quaternion rotations?' });
    expect(ids((await search('term=quaternion&model=question')).body.data.results)).toEqual([question.id]);
    const deleted = await t.call('DELETE', `/api/core/questions/${question.id}`, undefined, { cookie: asker.cookie });
    expect(deleted.status).toBe(200);
    expect((await search('term=quaternion&model=question')).body.data).toEqual({ results: [], next: null, count: 0 });
    const grouped = await search('term=quaternion');
    expect(grouped.body.data.groups.find((g: { model: string }) => g.model === 'question').count).toBe(0);
  });
});

describe('posts', () => {
  it('finds posts by their words and by a typo, as the caller sees them', async () => {
    const author = await member('Kabir Shah');
    const older = await insertPost(t.db, {
      userId: author.user.id,
      text: 'Finished my xylophone practice app in React.',
      createdAt: new Date(Date.now() - 60_000),
    });
    const res = await search('term=xylophone&model=post');
    expect(res.status).toBe(200);
    expect(res.body.data.results).toHaveLength(1);
    expect(res.body.data.results[0]).toMatchObject({
      id: older.id,
      text: 'Finished my xylophone practice app in React.',
      author: { fullName: 'Kabir Shah' },
      liked: false,
      mine: false,
    });
    const mine = await search('term=xylophone&model=post', author.cookie);
    expect(mine.body.data.results[0]).toMatchObject({ id: older.id, mine: true });
    expect(ids((await search('term=xylophon&model=post')).body.data.results)).toEqual([older.id]);
    expect(ids((await search('term=xylophnoe&model=post')).body.data.results)).toEqual([older.id]);
  });

  it('no longer finds a post its author deleted', async () => {
    const author = await member('Meera Iyer');
    const post = await insertPost(t.db, { userId: author.user.id, text: 'Notes on zeppelin aerodynamics for my project.' });
    expect(ids((await search('term=zeppelin&model=post')).body.data.results)).toEqual([post.id]);
    const deleted = await t.call('DELETE', `/api/core/posts/${post.id}`, undefined, { cookie: author.cookie });
    expect(deleted.status).toBe(200);
    expect((await search('term=zeppelin&model=post')).body.data.count).toBe(0);
    expect((await suggest('term=zeppel&model=post')).body.data.results).toEqual([]);
  });
});

describe('hashtags', () => {
  it('finds the posts with the hashtag (newest first) and the questions with the tag of that name', async () => {
    const author = await member('Ravi Kumar');
    const first = await insertPost(t.db, {
      userId: author.user.id,
      text: 'Got through the aptitude round today #CampusPlacements',
      createdAt: new Date(Date.now() - 120_000),
    });
    const second = await insertPost(t.db, { userId: author.user.id, text: 'Three offers in one week! #campusplacements #win' });
    // Say the words but carry no hashtag: a hashtag search leaves them out.
    await insertPost(t.db, { userId: author.user.id, text: 'Campus placements are stressful.' });
    await insertCourse(t.db, { title: 'Campus Placements Bootcamp', summary: 'Aptitude and interviews.' });
    const tag = await insertTag(t.db, 'Campus Placements');
    const tagged = await insertQuestion(t.db, {
      userId: asker.user.id,
      title: 'How should I prepare for the group discussion round?',
      tagIds: [tag.id],
    });

    for (const term of ['#campusplacements', '#CampusPlacements']) {
      const posts = await search(`term=${encodeURIComponent(term)}&model=post`);
      expect(posts.status, term).toBe(200);
      expect(ids(posts.body.data.results), term).toEqual([second.id, first.id]);
    }
    for (const term of ['#campusplacements', '#campus_placements']) {
      const questions = await search(`term=${encodeURIComponent(term)}&model=question`);
      expect(ids(questions.body.data.results), term).toEqual([tagged.id]);
    }

    const grouped = await search(`term=${encodeURIComponent('#campusplacements')}`);
    const models = grouped.body.data.groups.map((g: { model: string }) => g.model);
    expect(models.slice(0, 2)).toEqual(['post', 'question']);
    expect(new Set(models)).toEqual(new Set(SEARCHABLE_MODELS));
    const counts = Object.fromEntries(grouped.body.data.groups.map((g: { model: string; count: number }) => [g.model, g.count]));
    expect(counts).toEqual({ ...Object.fromEntries(SEARCHABLE_MODELS.map((m) => [m, 0])), post: 2, question: 1 });
    expect((await search(`term=${encodeURIComponent('#campusplacements')}&model=course`)).body.data.count).toBe(0);
  });

  it('finds no post for a hashtag nobody used', async () => {
    const res = await search(`term=${encodeURIComponent('#nobodyusesthistag')}&model=post`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ results: [], next: null, count: 0 });
  });
});

describe('slide decks, fix-me problems and mock interviews', () => {
  it('lists a premium slide deck as a card like any other, and finds decks despite a typo', async () => {
    const free = await insertSlideDeck(t.db, { title: 'Photosynthesis at a glance' });
    const premium = await insertSlideDeck(t.db, {
      title: 'Photosynthesis in depth',
      summary: 'Light and dark reactions.',
      isPremium: true,
    });
    const res = await search('term=photosynthesis&model=slide');
    expect(res.status).toBe(200);
    expect(new Set(ids(res.body.data.results))).toEqual(new Set([free.id, premium.id]));
    const card = res.body.data.results.find((r: Result) => r.id === premium.id);
    expect(card).toMatchObject({ slug: premium.slug, title: 'Photosynthesis in depth', isPremium: true, slideCount: 2 });
    expect(card).not.toHaveProperty('slides');
    expect(new Set(ids((await search('term=photosynthsis&model=slide')).body.data.results))).toEqual(
      new Set([free.id, premium.id]),
    );
  });

  it('finds fix-me problems and interviews with their cards', async () => {
    const problem = await insertFixmeProblem(t.db, { title: 'Palindrome checker ignores case', topicName: 'Strings' });
    const interview = await insertInterview(t.db, { title: 'Palindrome puzzles round', category: 'software' });
    const problems = await search('term=palindrome&model=fixme');
    expect(problems.body.data.results).toEqual([
      expect.objectContaining({ id: problem.id, topic: { slug: 'strings', name: 'Strings' }, solved: false }),
    ]);
    const interviews = await search('term=palindrome&model=interview');
    expect(interviews.body.data.results).toEqual([expect.objectContaining({ id: interview.id, questionCount: 1 })]);
    expect(ids((await search('term=palindrom&model=fixme')).body.data.results)).toEqual([problem.id]);
    expect(ids((await search('term=palyndrome&model=interview')).body.data.results)).toEqual([interview.id]);

    const grouped = await search('term=palindrome');
    const counts = Object.fromEntries(grouped.body.data.groups.map((g: { model: string; count: number }) => [g.model, g.count]));
    expect(counts).toMatchObject({ fixme: 1, interview: 1, slide: 0, question: 0, post: 0 });
  });
});

describe('suggestions of the new models', () => {
  it('suggests each with what it belongs to', async () => {
    const author = await member('Nisha Verma');
    await insertSlideDeck(t.db, { title: 'Gravitation basics', streamSlug: 'engineering' });
    await insertFixmeProblem(t.db, { title: 'Gravitation simulator off by one', topicName: 'Arrays', language: 'python' });
    await insertInterview(t.db, { title: 'Gravitation and physics viva', category: 'civil-services' });
    const question = await insertQuestion(t.db, { userId: author.user.id, title: 'Gravitation formula derivation help' });
    const post = await insertPost(t.db, {
      userId: author.user.id,
      text: 'Gravitation notes   from today’s lecture, with diagrams and a long tail of text that goes past eighty characters.',
    });

    const res = await suggest('term=gravitation');
    expect(res.status).toBe(200);
    const byModel = Object.fromEntries(res.body.data.results.map((s: Result) => [s.model, s]));
    expect(Object.keys(byModel).sort()).toEqual(['fixme', 'interview', 'post', 'question', 'slide']);
    expect(byModel.fixme).toMatchObject({ title: 'Gravitation simulator off by one', subtitle: 'Arrays' });
    expect(byModel.interview).toMatchObject({ subtitle: 'Civil services' });
    expect(byModel.question).toMatchObject({ id: question.id, slug: String(question.id), subtitle: 'Nisha Verma' });
    expect(byModel.post).toMatchObject({ id: post.id, slug: String(post.id), subtitle: 'Nisha Verma' });
    expect(byModel.post.title).toMatch(/^Gravitation notes from today’s lecture/);
    expect(byModel.post.title.length).toBeLessThanOrEqual(80);
    expect(byModel.slide.subtitle).toBe('Engineering');

    const onlyQuestions = await suggest('term=gravit&model=question');
    expect(onlyQuestions.body.data.results.map((s: Result) => s.model)).toEqual(['question']);
    const typo = await suggest('term=gravitaton&model=fixme');
    expect(typo.body.data.results.map((s: Result) => s.title)).toEqual(['Gravitation simulator off by one']);
  });

  it('suggests a slide deck or quiz without a stream, with an empty subtitle', async () => {
    const deck = await insertSlideDeck(t.db, { title: 'Origami folding patterns' });
    const res = await suggest('term=origami&model=slide');
    expect(res.body.data.results).toEqual([{ model: 'slide', id: deck.id, slug: deck.slug, title: deck.title, subtitle: '' }]);
  });
});
