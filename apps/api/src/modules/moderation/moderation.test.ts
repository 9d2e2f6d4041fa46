import { MESSAGES } from '@lp/contract/messages';
import { AUDIT_ACTIONS } from '@lp/contract/staff';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentReports, moderationCases } from '../../db/schema/moderation.ts';
import { notifications, pointAwards } from '../../db/schema/platform.ts';
import { postComments, posts } from '../../db/schema/posts.ts';
import { answers, questions } from '../../db/schema/questions.ts';
import { auditLog, userSuspensions } from '../../db/schema/staff.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { insertStaff } from '../../test/staff.ts';
import { createTestContext } from '../../test/test-app.ts';

const t = await createTestContext();

async function member(fullName?: string) {
  const user = await insertUser(t.db, fullName ? { fullName } : {});
  return { user, cookie: await t.signIn(user.email, 'Learnly@123') };
}

const moderator = await insertStaff(t.db, 'moderator', { fullName: 'Meera Moderator' });
const moderatorCookie = await t.signIn(moderator.email, 'Learnly@123');
const author = await member('Anil Author');
const other = await member('Olga Other');
const reporters = [await member('Ravi Reporter'), await member('Rina Reporter'), await member('Rohit Reporter')];

/** A word nobody else writes (random letters: search's typo matching must not find one from another), so that lists and search find exactly this text. */
const uniqueWord = () => Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function newPost(text: string) {
  const [row] = await t.db.insert(posts).values({ userId: author.user.id, text }).returning();
  if (!row) throw new Error('no post');
  return row;
}

async function newQuestion(word: string) {
  const [row] = await t.db
    .insert(questions)
    .values({ userId: author.user.id, title: `How do I tame a ${word} in Python?`, body: `My ${word} keeps escaping the loop.` })
    .returning();
  if (!row) throw new Error('no question');
  return row;
}

async function report(model: 'question' | 'answer' | 'post' | 'comment', id: number, cookie: string, reason = 'This is spam') {
  return t.post('/api/core/reports', { model, id, reason }, { cookie });
}

async function caseOf(objectType: 'question' | 'answer' | 'post' | 'comment', objectId: number) {
  const [row] = await t.db
    .select()
    .from(moderationCases)
    .where(and(eq(moderationCases.objectType, objectType), eq(moderationCases.objectId, objectId)));
  if (!row) throw new Error(`no case for ${objectType} ${objectId}`);
  return row;
}

const auditRowsOf = (caseId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, 'case'), eq(auditLog.objectId, String(caseId))))
    .orderBy(auditLog.id);

const act = (caseId: number, action: 'hide' | 'restore' | 'dismiss', reason: string, cookie = moderatorCookie) =>
  t.post(`/api/staff/cases/${caseId}/${action}`, { reason }, { cookie });

describe('reports open and join one case per object', () => {
  it('lists the case in the queue, oldest first, with every report and the counts per status', async () => {
    const first = await newPost(`First reported post ${uniqueWord()}`);
    const second = await newPost(`Second reported post ${uniqueWord()}`);
    expect((await report('post', first.id, reporters[0]!.cookie, 'Selling exam answers')).status).toBe(201);
    expect((await report('post', second.id, reporters[0]!.cookie)).status).toBe(201);
    expect((await report('post', first.id, reporters[1]!.cookie, 'Rude to members')).status).toBe(201);
    // The same reporter twice: refused as before, and the case does not move.
    expect((await report('post', first.id, reporters[1]!.cookie)).status).toBe(409);

    const firstCase = await caseOf('post', first.id);
    expect(firstCase).toMatchObject({ status: 'open', pendingReports: 2, autoHidden: false, authorId: author.user.id });

    const res = await t.get('/api/staff/cases?status=open', { cookie: moderatorCookie });
    expect(res.status, res.text).toBe(200);
    const ids = res.body.data.results.map((c: { id: number }) => c.id);
    const secondCase = await caseOf('post', second.id);
    expect(ids.indexOf(firstCase.id)).toBeLessThan(ids.indexOf(secondCase.id));
    expect(res.body.data.counts.open).toBe(res.body.data.count);
    expect(res.body.data.counts).toMatchObject({ hidden: expect.any(Number), dismissed: expect.any(Number) });
    const listed = res.body.data.results.find((c: { id: number }) => c.id === firstCase.id);
    expect(listed).toMatchObject({
      status: 'open',
      object: {
        type: 'post',
        id: first.id,
        text: first.text,
        url: `/feed/${first.id}`,
        author: { id: author.user.id, name: 'Anil Author' },
      },
      reportCount: 2,
      reports: [
        { reason: 'Selling exam answers', reporter: { id: reporters[0]!.user.id, name: 'Ravi Reporter' } },
        { reason: 'Rude to members', reporter: { id: reporters[1]!.user.id, name: 'Rina Reporter' } },
      ],
    });
  });

  it("shows a case with the author's earlier cases and suspensions", async () => {
    const earlier = await newPost(`An earlier post ${uniqueWord()}`);
    await report('post', earlier.id, reporters[2]!.cookie);
    await t.db.insert(userSuspensions).values({
      userId: author.user.id,
      reason: 'Spam last month',
      until: new Date(Date.now() - 86_400_000),
      suspendedBy: moderator.id,
      liftedAt: new Date(Date.now() - 86_400_000),
    });
    const answerRow = (
      await t.db
        .insert(answers)
        .values({ questionId: (await newQuestion(uniqueWord())).id, userId: author.user.id, body: 'Use a bigger net.' })
        .returning()
    )[0]!;
    await report('answer', answerRow.id, reporters[0]!.cookie, 'Wrong on purpose');
    const theCase = await caseOf('answer', answerRow.id);
    const res = await t.get(`/api/staff/cases/${theCase.id}`, { cookie: moderatorCookie });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      id: theCase.id,
      object: {
        type: 'answer',
        text: 'Use a bigger net.',
        url: `/questions/${answerRow.questionId}#answer-${answerRow.id}`,
        author: { id: author.user.id, email: author.user.email },
      },
      reports: [{ reason: 'Wrong on purpose', reporter: { id: reporters[0]!.user.id } }],
    });
    const earlierCase = await caseOf('post', earlier.id);
    expect(res.body.data.authorHistory.cases.map((c: { id: number }) => c.id)).toContain(earlierCase.id);
    expect(res.body.data.authorHistory.cases.map((c: { id: number }) => c.id)).not.toContain(theCase.id);
    expect(res.body.data.authorHistory.suspensions).toEqual([
      expect.objectContaining({ reason: 'Spam last month', by: { id: moderator.id, fullName: 'Meera Moderator' } }),
    ]);
  });

  it('answers 404 for an unknown case, 422 for a bad status or reason, and refuses a learner', async () => {
    expect((await t.get('/api/staff/cases/999999', { cookie: moderatorCookie })).status).toBe(404);
    const badStatus = await t.get('/api/staff/cases?status=closed', { cookie: moderatorCookie });
    expect(badStatus.status).toBe(422);
    expect(badStatus.body.fields.status).toBe(MESSAGES.caseStatusInvalid);
    const post = await newPost(`Reason checks ${uniqueWord()}`);
    await report('post', post.id, reporters[0]!.cookie);
    const theCase = await caseOf('post', post.id);
    const noReason = await act(theCase.id, 'hide', ' x ');
    expect(noReason.status).toBe(422);
    expect(noReason.body.fields.reason).toBe(MESSAGES.staffReasonLength);
    expect((await act(theCase.id, 'hide', 'Spam', other.cookie)).status).toBe(403);
    expect((await t.get('/api/staff/cases', {})).status).toBe(401);
    expect(await auditRowsOf(theCase.id)).toEqual([]);
  });
});

describe('hiding a post', () => {
  it('takes it out of the feed, its page, search and the hashtag for everyone but its author; restore brings it back', async () => {
    const word = uniqueWord();
    const post = await newPost(`Cheap certificates here ${word} #${word}`);
    await t.db.execute(sql`insert into post_hashtags (post_id, tag) values (${post.id}, ${word})`);
    const [comment] = await t.db
      .insert(postComments)
      .values({ postId: post.id, userId: other.user.id, body: 'Nice one' })
      .returning();
    await report('post', post.id, reporters[0]!.cookie);
    const theCase = await caseOf('post', post.id);

    const visibleEverywhere = async (expected: boolean) => {
      const feed = await t.get(`/api/core/posts?q=${word}`, { cookie: other.cookie });
      expect(feed.status).toBe(200);
      expect(feed.body.data.results.map((p: { id: number }) => p.id)).toEqual(expected ? [post.id] : []);
      const hashtag = await t.get(`/api/core/posts?hashtag=${word}`);
      expect(hashtag.status === 200 && hashtag.body.data.count === 1).toBe(expected);
      expect((await t.get(`/api/core/posts/${post.id}`, { cookie: other.cookie })).status).toBe(expected ? 200 : 404);
      expect((await t.get(`/api/core/posts/${post.id}`)).status).toBe(expected ? 200 : 404);
      expect((await t.get(`/api/core/posts/comments/${post.id}`)).status).toBe(expected ? 200 : 404);
      const found = await t.get(`/api/core/search?term=${word}&model=post`);
      expect(found.status === 200 && found.body.data.count === 1).toBe(expected);
      const grouped = await t.get(`/api/core/search?term=${word}`);
      expect(grouped.body.data.groups.find((g: { model: string }) => g.model === 'post')?.count ?? 0).toBe(expected ? 1 : 0);
      const suggested = await t.get(`/api/core/search-suggestions?term=${word}`);
      expect(suggested.body.data.results.some((s: { model: string; id: number }) => s.model === 'post' && s.id === post.id)).toBe(
        expected,
      );
    };
    await visibleEverywhere(true);

    const hidden = await act(theCase.id, 'hide', 'Selling fake certificates');
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.body.data).toMatchObject({ status: 'hidden', hidden: true, decisionReason: 'Selling fake certificates' });
    expect(hidden.body.data.decidedBy).toEqual({ id: moderator.id, name: 'Meera Moderator' });
    await visibleEverywhere(false);
    // Nobody else can like, save, comment on or report it.
    expect((await t.post(`/api/core/posts/like/${post.id}`, {}, { cookie: other.cookie })).status).toBe(404);
    expect((await t.post(`/api/core/posts/comments/${post.id}`, { body: 'hi' }, { cookie: other.cookie })).status).toBe(404);
    expect((await report('post', post.id, reporters[1]!.cookie)).status).toBe(404);

    // The author still sees it, marked, on its page and in their own posts.
    const own = await t.get(`/api/core/posts/${post.id}`, { cookie: author.cookie });
    expect(own.status).toBe(200);
    expect(own.body.data.post.hiddenNotice).toBe('Hidden by moderators: Selling fake certificates');
    const mine = await t.get('/api/core/posts/my-posts', { cookie: author.cookie });
    expect(mine.body.data.results.find((p: { id: number }) => p.id === post.id)?.hiddenNotice).toBe(
      'Hidden by moderators: Selling fake certificates',
    );
    // …and is told.
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, author.user.id));
    expect(told.filter((n) => n.link === `/feed/${post.id}`)).toEqual([
      expect.objectContaining({
        title: 'Your post was hidden by moderators',
        body: 'Hidden by moderators: Selling fake certificates',
      }),
    ]);

    // Hiding twice is a conflict; restoring brings everything back.
    expect((await act(theCase.id, 'hide', 'Again')).status).toBe(409);
    const restored = await act(theCase.id, 'restore', 'Certificates were genuine');
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body.data).toMatchObject({ status: 'dismissed', hidden: false });
    await visibleEverywhere(true);
    expect((await t.get(`/api/core/posts/${post.id}`, { cookie: author.cookie })).body.data.post.hiddenNotice).toBeUndefined();
    expect((await t.get(`/api/core/posts/comments/${post.id}`)).body.data.results.map((c: { id: number }) => c.id)).toEqual([
      comment!.id,
    ]);
    expect((await act(theCase.id, 'restore', 'Again')).status).toBe(409);

    const rows = await auditRowsOf(theCase.id);
    expect(rows.map((r) => [r.action, r.actorUserId, r.actorRole, r.reason])).toEqual([
      [AUDIT_ACTIONS.caseHide, moderator.id, 'moderator', 'Selling fake certificates'],
      [AUDIT_ACTIONS.caseRestore, moderator.id, 'moderator', 'Certificates were genuine'],
    ]);
    expect(rows[0]?.before).toMatchObject({ status: 'open', hidden: false });
    expect(rows[0]?.after).toMatchObject({ status: 'hidden', hidden: true });
  });

  it('hides a comment from its thread and its count, but not from its author', async () => {
    const post = await newPost(`A thread ${uniqueWord()}`);
    const commentCount = async () => (await t.get(`/api/core/posts/${post.id}`)).body.data.post.commentCount;
    const added = await t.post(
      `/api/core/posts/comments/${post.id}`,
      { body: 'Buy followers at my site' },
      { cookie: author.cookie },
    );
    expect(added.status, added.text).toBe(201);
    const commentId = added.body.data.comment.id;
    const kept = await t.post(`/api/core/posts/comments/${post.id}`, { body: 'Congratulations!' }, { cookie: other.cookie });
    expect(await commentCount()).toBe(2);
    await report('comment', commentId, reporters[0]!.cookie);
    const theCase = await caseOf('comment', commentId);
    expect((await act(theCase.id, 'hide', 'Advertising')).status).toBe(200);
    expect(await commentCount()).toBe(1);
    const others = await t.get(`/api/core/posts/comments/${post.id}`, { cookie: other.cookie });
    expect(others.body.data.results.map((c: { id: number }) => c.id)).toEqual([kept.body.data.comment.id]);
    const own = await t.get(`/api/core/posts/comments/${post.id}`, { cookie: author.cookie });
    expect(own.body.data.results[0]).toMatchObject({ id: commentId, hiddenNotice: 'Hidden by moderators: Advertising' });
    // Deleting the hidden comment leaves the count of the visible ones alone.
    expect(
      (await t.call('DELETE', `/api/core/posts/comments/${commentId}/delete`, undefined, { cookie: author.cookie })).status,
    ).toBe(200);
    expect(await commentCount()).toBe(1);
  });
});

describe('hiding a question or an answer', () => {
  it('takes a question out of the list, its page and search; the author sees it marked', async () => {
    const word = uniqueWord();
    const question = await newQuestion(word);
    await report('question', question.id, reporters[0]!.cookie);
    const theCase = await caseOf('question', question.id);
    const listed = async () => (await t.get(`/api/core/questions?q=${word}`)).body.data?.results ?? [];
    expect((await listed()).map((q: { id: number }) => q.id)).toEqual([question.id]);

    expect((await act(theCase.id, 'hide', 'Homework dump')).status).toBe(200);
    expect(await listed()).toEqual([]);
    expect((await t.get(`/api/core/questions/${question.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.get(`/api/core/questions/${question.id}`)).status).toBe(404);
    const found = await t.get(`/api/core/search?term=${word}&model=question`);
    expect(found.status === 200 ? found.body.data.count : 0).toBe(0);
    expect(
      (await t.post(`/api/core/questions/answer/${question.id}`, { body: 'Try this one thing' }, { cookie: other.cookie }))
        .status,
    ).toBe(404);
    const own = await t.get(`/api/core/questions/${question.id}`, { cookie: author.cookie });
    expect(own.status).toBe(200);
    expect(own.body.data.question.hiddenNotice).toBe('Hidden by moderators: Homework dump');
    const asked = await t.get('/api/accounts/questions?type=asked', { cookie: author.cookie });
    expect(asked.body.data.results.find((q: { id: number }) => q.id === question.id)?.hiddenNotice).toBe(
      'Hidden by moderators: Homework dump',
    );

    expect((await act(theCase.id, 'restore', 'Fine after all')).status).toBe(200);
    expect((await listed()).map((q: { id: number }) => q.id)).toEqual([question.id]);
    expect((await t.get(`/api/core/search?term=${word}&model=question`)).body.data.count).toBe(1);
  });

  it("reverses an accepted answer's points while it is hidden and gives them back on restore", async () => {
    const question = await t.db
      .insert(questions)
      .values({ userId: other.user.id, title: 'How do I read a CSV file?', body: 'With pandas, if possible.' })
      .returning();
    const answerRes = await t.post(
      `/api/core/questions/answer/${question[0]!.id}`,
      { body: 'Use pandas.read_csv.' },
      { cookie: author.cookie },
    );
    expect(answerRes.status, answerRes.text).toBe(201);
    const answerId = answerRes.body.data.answer.id;
    expect((await t.post(`/api/core/questions/answer/${answerId}/accept`, {}, { cookie: other.cookie })).status).toBe(200);
    const total = async () =>
      Number(
        (
          await t.db
            .select({ n: sql<number>`coalesce(sum(${pointAwards.points}), 0)::int` })
            .from(pointAwards)
            .where(
              and(
                eq(pointAwards.userId, author.user.id),
                eq(pointAwards.objectType, 'answer'),
                eq(pointAwards.objectId, answerId),
              ),
            )
        )[0]?.n,
      );
    expect(await total()).toBe(25);

    await report('answer', answerId, reporters[0]!.cookie);
    const theCase = await caseOf('answer', answerId);
    expect((await act(theCase.id, 'hide', 'Copied from elsewhere')).status).toBe(200);
    expect(await total()).toBe(0);
    const page = await t.get(`/api/core/questions/${question[0]!.id}`, { cookie: other.cookie });
    expect(page.body.data.question.answers).toEqual([]);
    expect(page.body.data.question.answerCount).toBe(0);
    const ownPage = await t.get(`/api/core/questions/${question[0]!.id}`, { cookie: author.cookie });
    expect(ownPage.body.data.question.answers[0]).toMatchObject({
      id: answerId,
      hiddenNotice: 'Hidden by moderators: Copied from elsewhere',
    });

    expect((await act(theCase.id, 'restore', 'It was original')).status).toBe(200);
    expect(await total()).toBe(25);
    expect((await t.get(`/api/core/questions/${question[0]!.id}`)).body.data.question.answerCount).toBe(1);
    expect(
      (await t.get(`/api/core/questions/${question[0]!.id}`)).body.data.question.answers.map((a: { id: number }) => a.id),
    ).toEqual([answerId]);
    // The ledger keeps the history: award, reversal, award again.
    const rows = await t.db
      .select({ points: pointAwards.points })
      .from(pointAwards)
      .where(and(eq(pointAwards.objectType, 'answer'), eq(pointAwards.objectId, answerId)))
      .orderBy(pointAwards.id);
    expect(rows.map((r) => r.points)).toEqual([25, -25, 25]);
  });
});

describe('dismissing a case', () => {
  it('closes an open case; the case opens again on a new report; a hidden case cannot be dismissed', async () => {
    const post = await newPost(`Harmless ${uniqueWord()}`);
    await report('post', post.id, reporters[0]!.cookie);
    const theCase = await caseOf('post', post.id);
    const dismissed = await act(theCase.id, 'dismiss', 'Nothing wrong here');
    expect(dismissed.status, dismissed.text).toBe(200);
    expect(dismissed.body.data).toMatchObject({ status: 'dismissed', decisionReason: 'Nothing wrong here' });
    expect((await t.get(`/api/core/posts/${post.id}`)).status).toBe(200);
    expect((await act(theCase.id, 'dismiss', 'Again')).status).toBe(409);
    expect((await auditRowsOf(theCase.id)).map((r) => r.action)).toEqual([AUDIT_ACTIONS.caseDismiss]);

    expect((await report('post', post.id, reporters[1]!.cookie)).status).toBe(201);
    expect(await caseOf('post', post.id)).toMatchObject({ id: theCase.id, status: 'open', pendingReports: 1, decidedAt: null });
    expect((await act(theCase.id, 'hide', 'On second look, spam')).status).toBe(200);
    const refused = await act(theCase.id, 'dismiss', 'Changed my mind');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(MESSAGES.caseNotOpen);
  });
});

describe('auto-hide', () => {
  it('hides an object reported by three members at once, tells the author once, and a dismissal brings it back', async () => {
    const post = await newPost(`Reported thrice ${uniqueWord()}`);
    for (const reporter of reporters.slice(0, 2)) expect((await report('post', post.id, reporter.cookie)).status).toBe(201);
    expect((await t.get(`/api/core/posts/${post.id}`)).status).toBe(200);
    expect((await report('post', post.id, reporters[2]!.cookie)).status).toBe(201);
    expect((await t.get(`/api/core/posts/${post.id}`)).status).toBe(404);
    const theCase = await caseOf('post', post.id);
    expect(theCase).toMatchObject({ status: 'open', autoHidden: true, pendingReports: 3 });
    expect((await auditRowsOf(theCase.id)).map((r) => [r.action, r.actorUserId, r.actorRole])).toEqual([
      [AUDIT_ACTIONS.caseAutoHide, null, 'system'],
    ]);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.user.id), eq(notifications.link, `/feed/${post.id}`)));
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toBe(`Hidden by moderators: ${MESSAGES.autoHiddenReason}`);

    const queue = await t.get('/api/staff/cases?status=open&page_size=100', { cookie: moderatorCookie });
    expect(queue.body.data.results.find((c: { id: number }) => c.id === theCase.id)).toMatchObject({
      autoHidden: true,
      hidden: true,
    });

    const dismissed = await act(theCase.id, 'dismiss', 'A pile-on, not abuse');
    expect(dismissed.status, dismissed.text).toBe(200);
    expect((await t.get(`/api/core/posts/${post.id}`)).status).toBe(200);
  });

  it('stores reports made before moderation in cases (the migration back-fills them)', async () => {
    // A report stored straight in the table, as before this issue; the migration's statement opens its case.
    const post = await newPost(`Old report ${uniqueWord()}`);
    await t.db
      .insert(contentReports)
      .values({ reporterId: reporters[0]!.user.id, model: 'post', modelId: post.id, reason: 'Old spam' });
    const migration = await import('node:fs/promises').then((fs) =>
      fs.readFile(
        new URL('../../db/migrations/0022_moderation_cases_hidden_content_metrics_indexes.sql', import.meta.url),
        'utf8',
      ),
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(backfill).toContain('INSERT INTO "moderation_cases"');
    await t.db.execute(sql.raw(backfill));
    expect(await caseOf('post', post.id)).toMatchObject({ status: 'open', pendingReports: 1, authorId: author.user.id });
  });
});
