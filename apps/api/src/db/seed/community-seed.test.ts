import { count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.ts';
import type { DatabaseHandle } from '../client.ts';
import { notifications } from '../schema/platform.ts';
import { postComments, posts } from '../schema/posts.ts';
import { answers, questions } from '../schema/questions.ts';
import { seedCatalogue } from './catalogue-seed.ts';
import { type Cover, coverUrl } from './cover-art.ts';
import { ICONS } from './cover-icons.ts';
import { insertUser } from './factories.ts';
import { seedPosts } from './posts-seed.ts';
import { seedQuestionList, seedQuestions } from './questions-seed.ts';

let handle: DatabaseHandle;
let feedCovers: Cover[];

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertUser(handle.db, { email: 'demo@learnly.in', showPreferences: false });
  await seedCatalogue(handle.db);
  await seedQuestions(handle.db);
  feedCovers = (await seedPosts(handle.db, 120)).covers;
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

  it('fills the feed with posts that do not repeat on its first screens, each with comments that fit it', async () => {
    const rows = await handle.db
      .select({ id: posts.id, text: posts.text })
      .from(posts)
      .orderBy(desc(posts.createdAt), desc(posts.id));
    expect(rows).toHaveLength(120);
    for (const row of rows) expect(row.text, 'a placeholder or an empty hashtag').not.toMatch(/[{}]|#(\s|$)/);
    // The newest 45 posts (the first few screens of the feed) each open differently.
    const openings = rows.slice(0, 45).map((row) => row.text.slice(0, 20));
    expect(new Set(openings).size).toBe(45);

    const comments = await handle.db
      .select({ postId: postComments.postId, body: postComments.body, text: posts.text })
      .from(postComments)
      .innerJoin(posts, eq(posts.id, postComments.postId));
    expect(comments.length).toBeGreaterThan(100);
    // A question gets answers and company, not congratulations; no post hears the same words twice.
    const congratulated = comments.filter((c) => c.body.startsWith('Congratulations'));
    expect(congratulated.length).toBeGreaterThan(0);
    for (const c of congratulated) expect(c.text, c.body).not.toContain('?');
    const perPost = comments.map((c) => `${c.postId}:${c.body}`);
    expect(new Set(perPost).size).toBe(perPost.length);
  });
  it('words questions as different people would: no ending is shared by more than a few', () => {
    const list = seedQuestionList();
    const endings = new Map<string, number>();
    for (const q of list) {
      const last = q.body
        .trim()
        .split('\n')
        .filter((line) => line.trim() && !line.startsWith('```') && !line.startsWith('//'))
        .at(-1)!;
      const sentence = last
        .split(/(?<=[.?!])\s+/)
        .at(-1)!
        .replace(/\*\*|Python|Java(Script)?|C\+\+/g, '');
      endings.set(sentence, (endings.get(sentence) ?? 0) + 1);
    }
    const most = Math.max(...endings.values());
    expect(most / list.length).toBeLessThan(0.12);
    expect(endings.size).toBeGreaterThan(10);
    // The same task in one language is asked three ways, not three titles for one question.
    const titles = list.filter((q) => q.title.includes('remove duplicates') && q.title.includes('Python')).map((q) => q.title);
    expect(titles).toHaveLength(3);
    expect(titles.filter((t) => /edge cases/.test(t))).toHaveLength(1);
    expect(titles.filter((t) => /big input/.test(t))).toHaveLength(1);
  });
  it('gives a post a picture that fits its text: the soil sensor project shows a sprout, not a gear', async () => {
    const byUrl = new Map(feedCovers.map((c) => [coverUrl(c), c.svg]));
    const rows = await handle.db.select({ text: posts.text, images: posts.images }).from(posts);
    const pictured = rows.filter((r) => r.images.length > 0);
    expect(pictured.length).toBeGreaterThan(20);
    const fits: [RegExp, keyof typeof ICONS][] = [
      [/soil moisture sensor/, 'sprout'],
      [/moot court/i, 'gavel'],
      [/#100DaysOfCode/, 'terminal'],
      [/DGCA/, 'plane'],
    ];
    let checked = 0;
    for (const row of pictured) {
      for (const [pattern, icon] of fits) {
        if (!pattern.test(row.text)) continue;
        checked++;
        for (const image of row.images) {
          const svg = byUrl.get(image.variants[0]!.url) ?? '';
          expect(svg, row.text).toContain(ICONS[icon]);
          expect(svg, row.text).not.toContain(ICONS.gear);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
