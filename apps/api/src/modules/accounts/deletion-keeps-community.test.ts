import { DELETED_USER_NAME } from '@lp/contract/constants';
import { MESSAGES } from '@lp/contract/messages';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { backgroundJobs } from '../../db/schema/platform.ts';
import { answers, questions } from '../../db/schema/questions.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { createTestContext, ORIGIN } from '../../test/test-app.ts';

/**
 * ADR 0012: deleting an account keeps the community text others replied to. The author's
 * questions, answers, posts and comments stay with a null author ("Deleted user"), other
 * learners' answers and comments under them stay, every counter still equals its rows, and
 * nobody (not another learner, not a visitor) owns the orphaned text.
 */
const t = await createTestContext();

async function member(fullName: string) {
  const user = await insertUser(t.db, { fullName });
  return { user, cookie: await t.signIn(user.email, 'Learnly@123') };
}

const asha = await member('Asha Leaving');
const bilal = await member('Bilal Staying');
const chitra = await member('Chitra Voting');

/** The `data` of an answer that has the expected status. */
async function ok(res: ReturnType<typeof t.call>, status = 200) {
  const answer = await res;
  expect(answer.status, answer.text).toBe(status);
  return answer.body.data;
}

async function ask(cookie: string, title: string) {
  const body = { title, body: 'The body of a question long enough to be asked here.', tags: ['python'] };
  return (await ok(t.post('/api/core/questions/add', body, { cookie }), 201)).question;
}

async function answer(cookie: string, questionId: number, body: string) {
  return (await ok(t.post(`/api/core/questions/answer/${questionId}`, { body }, { cookie }), 201)).answer;
}

async function post(cookie: string, text: string) {
  const form = new FormData();
  form.append('text', text);
  const res = await t.app.request(`${ORIGIN}/api/core/posts`, {
    method: 'POST',
    body: form,
    headers: { cookie, 'x-forwarded-for': t.newIp() },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { post: { id: number } } }).data.post;
}

async function comment(cookie: string, postId: number, body: string) {
  return (await ok(t.post(`/api/core/posts/comments/${postId}`, { body }, { cookie }), 201)).comment;
}

/** Every stored counter against a count of its rows: the rows whose counter differs. */
async function driftedCounters() {
  const result = (await t.db.execute(sql`
    select 'question' as kind, q.id from questions q
      where q.score <> (select count(*) from question_votes v where v.question_id = q.id)
         or q.answer_count <> (select count(*) from answers a where a.question_id = q.id)
    union all
    select 'answer', a.id from answers a
      where a.score <> (select count(*) from answer_votes v where v.answer_id = a.id)
    union all
    select 'post', p.id from posts p
      where p.like_count <> (select count(*) from post_likes l where l.post_id = p.id)
         or p.comment_count <> (select count(*) from post_comments c where c.post_id = p.id)`)) as unknown as {
    rows: { kind: string; id: number }[];
  };
  return result.rows;
}

describe('deleting an account that wrote community text', () => {
  it('keeps its questions, answers, posts and comments and the replies of others, with a null author', async () => {
    // Asha asks; Bilal answers; Chitra and Asha vote; Asha accepts Bilal's answer.
    const ashasQuestion = await ask(asha.cookie, 'Zymurgy question: how do I read a CSV file in pandas?');
    const bilalsAnswer = await answer(bilal.cookie, ashasQuestion.id, 'Use pandas.read_csv with the path of the file.');
    await ok(t.post(`/api/core/questions/${ashasQuestion.id}/vote`, undefined, { cookie: chitra.cookie }));
    await ok(t.post(`/api/core/questions/answer/${bilalsAnswer.id}/vote`, undefined, { cookie: asha.cookie }));
    await ok(t.post(`/api/core/questions/answer/${bilalsAnswer.id}/vote`, undefined, { cookie: chitra.cookie }));
    await ok(t.post(`/api/core/questions/answer/${bilalsAnswer.id}/accept`, undefined, { cookie: asha.cookie }));
    // Bilal asks; Asha answers and votes for the question.
    const bilalsQuestion = await ask(bilal.cookie, 'Which SQL join keeps the rows without a match?');
    const ashasAnswer = await answer(asha.cookie, bilalsQuestion.id, 'A left join keeps every row of the left table.');
    await ok(t.post(`/api/core/questions/${bilalsQuestion.id}/vote`, undefined, { cookie: asha.cookie }));
    await ok(t.post(`/api/core/questions/answer/${ashasAnswer.id}/vote`, undefined, { cookie: bilal.cookie }));
    // Asha posts; Bilal comments; Asha comments too; Chitra likes it. Asha likes Bilal's post.
    const ashasPost = await post(asha.cookie, 'Zymurgy notes: cleared my #python exam today!');
    const bilalsComment = await comment(bilal.cookie, ashasPost.id, 'Well done, congratulations!');
    const ashasComment = await comment(asha.cookie, ashasPost.id, 'Thank you, it took months.');
    await ok(t.post(`/api/core/posts/like/${ashasPost.id}`, undefined, { cookie: chitra.cookie }));
    const bilalsPost = await post(bilal.cookie, 'Looking for a study group for SQL.');
    await ok(t.post(`/api/core/posts/like/${bilalsPost.id}`, undefined, { cookie: asha.cookie }));
    await ok(t.post(`/api/core/posts/like/${bilalsPost.id}`, undefined, { cookie: chitra.cookie }));
    await t.runJobs();

    // The real route: the typed "yes" and a reason.
    await ok(t.post('/api/accounts/delete-account', { reason: 'privacy', confirm: 'yes' }, { cookie: asha.cookie }));
    expect(await t.db.select().from(users).where(eq(users.id, asha.user.id))).toEqual([]);

    // Her question stays with Bilal's answer (still accepted) under it; her vote left with her.
    for (const cookie of [undefined, bilal.cookie, chitra.cookie]) {
      const { question } = await ok(t.get(`/api/core/questions/${ashasQuestion.id}`, { cookie }));
      expect(question).toMatchObject({ author: null, mine: false, score: 1, answerCount: 1, acceptedAnswerId: bilalsAnswer.id });
      expect(question.answers).toHaveLength(1);
      expect(question.answers[0]).toMatchObject({
        id: bilalsAnswer.id,
        author: { id: bilal.user.id, fullName: 'Bilal Staying' },
        accepted: true,
        score: 1,
        mine: cookie === bilal.cookie,
      });
    }
    // Her answer stays on Bilal's question; her vote for his question is gone with the score it added.
    const { question: his } = await ok(t.get(`/api/core/questions/${bilalsQuestion.id}`, { cookie: bilal.cookie }));
    expect(his).toMatchObject({ author: { id: bilal.user.id }, score: 0, answerCount: 1, mine: true });
    expect(his.answers[0]).toMatchObject({ id: ashasAnswer.id, author: null, mine: false, score: 1 });

    // Her post stays with both comments; her like of Bilal's post is gone with the count it added.
    for (const cookie of [undefined, bilal.cookie]) {
      const { post: kept } = await ok(t.get(`/api/core/posts/${ashasPost.id}`, { cookie }));
      expect(kept).toMatchObject({ author: null, mine: false, likeCount: 1, commentCount: 2 });
      const thread = await ok(t.get(`/api/core/posts/comments/${ashasPost.id}`, { cookie }));
      expect(thread.results.map((c: { id: number; author: unknown; mine: boolean }) => [c.id, c.author, c.mine])).toEqual([
        [bilalsComment.id, { id: bilal.user.id, fullName: 'Bilal Staying' }, cookie === bilal.cookie],
        [ashasComment.id, null, false],
      ]);
    }
    expect((await ok(t.get(`/api/core/posts/${bilalsPost.id}`))).post.likeCount).toBe(1);

    // Lists, the feed and search show the orphaned text too (no inner join drops it).
    const listed = await ok(t.get('/api/core/questions?page_size=100'));
    expect(listed.results.find((q: { id: number }) => q.id === ashasQuestion.id)).toMatchObject({ author: null });
    const feed = await ok(t.get('/api/core/posts?page_size=100'));
    expect(feed.results.find((p: { id: number }) => p.id === ashasPost.id)).toMatchObject({ author: null });
    const found = await ok(t.get('/api/core/search?term=zymurgy&model=question'));
    expect(found.results.map((q: { id: number; author: unknown }) => [q.id, q.author])).toEqual([[ashasQuestion.id, null]]);
    const foundPosts = await ok(t.get('/api/core/search?term=zymurgy&model=post'));
    expect(foundPosts.results.map((p: { id: number; author: unknown }) => [p.id, p.author])).toEqual([[ashasPost.id, null]]);
    const suggested = await ok(t.get('/api/core/search-suggestions?term=zymurgy'));
    expect(suggested.results.map((s: { model: string; subtitle: string }) => [s.model, s.subtitle]).sort()).toEqual([
      ['post', DELETED_USER_NAME],
      ['question', DELETED_USER_NAME],
    ]);

    // Every counter equals its rows.
    expect(await driftedCounters()).toEqual([]);
    const orphans = await t.db.select({ id: questions.id }).from(questions).where(sql`${questions.userId} is null`);
    // Another test of this file may leave orphans of its own (the tests run in random order on CI).
    expect(orphans.map((q) => q.id)).toContain(ashasQuestion.id);
    expect(orphans.map((q) => q.id)).not.toContain(bilalsQuestion.id);
    expect((await t.db.select().from(answers).where(eq(answers.id, ashasAnswer.id)))[0]?.userId).toBeNull();
  });

  it('lets nobody edit, delete or accept on the orphaned text, and the community still replies to it', async () => {
    const leaving = await member('Dev Leaving');
    const question = await ask(leaving.cookie, 'How do I centre a div inside a flex container?');
    const mine = await answer(leaving.cookie, question.id, 'Use justify-content and align-items center.');
    const helpful = await answer(bilal.cookie, question.id, 'Set display flex on the parent, then margin auto.');
    const thePost = await post(leaving.cookie, 'My first flexbox layout works!');
    const theComment = await comment(leaving.cookie, thePost.id, 'Adding the screenshot later.');
    await ok(t.post('/api/accounts/delete-account', { reason: 'other', confirm: 'yes' }, { cookie: leaving.cookie }));

    const edit = {
      title: 'A new title for a question that is not mine',
      body: 'Rewritten by someone else entirely.',
      tags: ['python'],
    };
    for (const cookie of [bilal.cookie, chitra.cookie]) {
      const editQ = await t.post(`/api/core/questions/${question.id}/edit`, edit, { cookie });
      expect(editQ.status).toBe(403);
      expect(editQ.body.error).toBe(MESSAGES.questionNotYours);
      expect((await t.call('DELETE', `/api/core/questions/${question.id}`, undefined, { cookie })).status).toBe(403);
      const editA = await t.post(`/api/core/questions/answer/edit/${mine.id}`, { body: 'Rewritten answer text.' }, { cookie });
      expect(editA.status).toBe(403);
      expect((await t.post(`/api/core/questions/answer/delete/${mine.id}`, undefined, { cookie })).status).toBe(403);
      expect((await t.post(`/api/core/posts/${thePost.id}`, { text: 'Rewritten' }, { cookie })).status).toBe(403);
      expect((await t.call('DELETE', `/api/core/posts/${thePost.id}`, undefined, { cookie })).status).toBe(403);
      const editC = await t.post(`/api/core/posts/comments/${theComment.id}/edit`, { body: 'Rewritten' }, { cookie });
      expect(editC.status).toBe(403);
      expect((await t.call('DELETE', `/api/core/posts/comments/${theComment.id}/delete`, undefined, { cookie })).status).toBe(
        403,
      );
      // Only the asker accepts, and the asker is gone.
      const accept = await t.post(`/api/core/questions/answer/${helpful.id}/accept`, undefined, { cookie });
      expect(accept.status).toBe(403);
      expect(accept.body.error).toBe(MESSAGES.onlyAskerAccepts);
    }
    // A visitor is refused before anything else.
    expect((await t.post(`/api/core/questions/${question.id}/edit`, edit)).status).toBe(401);
    expect((await t.call('DELETE', `/api/core/posts/${thePost.id}`)).status).toBe(401);

    // Nothing changed.
    const { question: after } = await ok(t.get(`/api/core/questions/${question.id}`));
    expect(after).toMatchObject({ title: question.title, author: null, mine: false, answerCount: 2 });
    expect(after.answers.find((a: { id: number }) => a.id === mine.id)).toMatchObject({ body: mine.body, author: null });
    expect((await ok(t.get(`/api/core/posts/${thePost.id}`))).post).toMatchObject({ text: 'My first flexbox layout works!' });

    // Others still vote, answer, like and comment; the events for a missing author notify nobody and fail nothing.
    await ok(t.post(`/api/core/questions/${question.id}/vote`, undefined, { cookie: chitra.cookie }));
    await ok(t.post(`/api/core/questions/answer/${mine.id}/vote`, undefined, { cookie: chitra.cookie }));
    await answer(chitra.cookie, question.id, 'Grid works too: place-items center on the parent.');
    await ok(t.post(`/api/core/posts/like/${thePost.id}`, undefined, { cookie: chitra.cookie }));
    await comment(bilal.cookie, thePost.id, 'Looks great!');
    await comment(chitra.cookie, thePost.id, 'Agreed, nice work.');
    await t.runJobs();
    expect(await t.db.select().from(backgroundJobs).where(isNotNull(backgroundJobs.lastError))).toEqual([]);
    // Bilal commented before Chitra, so he hears about her reply, as with any post.
    const bell = await ok(t.get('/api/core/notifications?page_size=100', { cookie: bilal.cookie }));
    expect(bell.results.map((n: { title: string }) => n.title)).toContain('Chitra Voting replied where you commented');
    expect(await driftedCounters()).toEqual([]);
  });
});
