import { POINTS } from '@lp/contract/constants';
import { MESSAGES } from '@lp/contract/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pointAwards } from '../../db/schema/platform.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { createTestContext } from '../../test/test-app.ts';

const t = await createTestContext();

async function member(overrides: Parameters<typeof insertUser>[1] = {}) {
  const user = await insertUser(t.db, overrides);
  return { user, cookie: await t.signIn(user.email, 'Learnly@123') };
}

const asker = await member({ streamSlug: 'computer-applications', tagSlugs: ['python'] });
const helper = await member();
const third = await member();

const QUESTION = {
  title: 'How do I read a CSV file with pandas and skip the first row?',
  body: 'I have a CSV export from our college portal whose first line is a title, not the header. `pd.read_csv` takes it as the header.',
  tags: ['python', 'data-science'],
};

async function ask(cookie = asker.cookie, body: object = QUESTION) {
  const res = await t.post('/api/core/questions/add', body, { cookie });
  expect(res.status, res.text).toBe(201);
  return res.body.data.question;
}

async function answer(
  questionId: number,
  cookie = helper.cookie,
  body = 'Pass skiprows=1 to read_csv, then the second line is the header.',
) {
  const res = await t.post(`/api/core/questions/answer/${questionId}`, { body }, { cookie });
  expect(res.status, res.text).toBe(201);
  return res.body.data.answer;
}

describe('asking', () => {
  it('creates a question with its tags and answers `question`', async () => {
    const question = await ask();
    expect(question).toMatchObject({
      title: QUESTION.title,
      body: QUESTION.body,
      score: 0,
      answerCount: 0,
      accepted: false,
      mine: true,
      answers: [],
      author: { id: asker.user.id },
    });
    expect(question.tags.map((tag: { slug: string }) => tag.slug).sort()).toEqual(['data-science', 'python']);
  });

  it('stores text as written, a <script> included', async () => {
    const question = await ask(asker.cookie, { ...QUESTION, body: 'Why does <script>alert(1)</script> not run in my page?' });
    const res = await t.get(`/api/core/questions/${question.id}`);
    expect(res.body.data.question.body).toBe('Why does <script>alert(1)</script> not run in my page?');
  });

  it('refuses a visitor (401) and bad input (422 with fields)', async () => {
    expect((await t.post('/api/core/questions/add', QUESTION)).status).toBe(401);
    const bad = await t.post('/api/core/questions/add', { title: 'short', body: 'tiny', tags: [] }, { cookie: asker.cookie });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toMatchObject({
      title: MESSAGES.questionTitleLength,
      body: MESSAGES.questionBodyLength,
      tags: MESSAGES.selectTags,
    });
    const unknownTag = await t.post('/api/core/questions/add', { ...QUESTION, tags: ['no-such-tag'] }, { cookie: asker.cookie });
    expect(unknownTag.status).toBe(422);
    expect(unknownTag.body.fields.tags).toBe(MESSAGES.questionTagUnknown);
  });
});

describe('listing', () => {
  it('lists newest first, filters by tag and status, and has filters with counts', async () => {
    const question = await ask(asker.cookie, { ...QUESTION, title: 'Which SQL join keeps rows without a match?', tags: ['sql'] });
    const list = await t.get('/api/core/questions?tag=sql');
    expect(list.status).toBe(200);
    expect(list.body.data.results[0].id).toBe(question.id);
    expect(list.body.data.results.every((q: { tags: { slug: string }[] }) => q.tags.some((tag) => tag.slug === 'sql'))).toBe(
      true,
    );
    const unanswered = await t.get('/api/core/questions?status=unanswered');
    expect(unanswered.body.data.results.every((q: { answerCount: number }) => q.answerCount === 0)).toBe(true);
    const filters = await t.get('/api/core/questions/filters');
    expect(filters.body.data.tags.find((tag: { slug: string }) => tag.slug === 'sql').count).toBeGreaterThan(0);
    expect((await t.get('/api/core/questions?status=nope')).status).toBe(422);
    expect((await t.get('/api/core/questions?page=999')).status).toBe(404);
  });

  it('trending ranks recent activity weighted by votes and answers', async () => {
    const quiet = await ask(asker.cookie, { ...QUESTION, title: 'A quiet question about Java generics and wildcards' });
    const busy = await ask(asker.cookie, { ...QUESTION, title: 'A busy question about React state and effects' });
    await answer(busy.id);
    await answer(busy.id, third.cookie);
    await t.post(`/api/core/questions/${busy.id}/vote`, undefined, { cookie: helper.cookie });
    const trending = await t.get('/api/core/questions?trending=true&page_size=100');
    const ids = trending.body.data.results.map((q: { id: number }) => q.id);
    expect(ids.indexOf(busy.id)).toBeLessThan(ids.indexOf(quiet.id));
  });

  it('suggests similar questions while a title is typed', async () => {
    await ask(asker.cookie, { ...QUESTION, title: 'How to reverse a linked list in Python recursively?' });
    const res = await t.get(`/api/core/questions/similar?title=${encodeURIComponent('reverse linked list python')}`);
    expect(res.status).toBe(200);
    expect(res.body.data.results.map((q: { title: string }) => q.title)).toContain(
      'How to reverse a linked list in Python recursively?',
    );
    expect((await t.get('/api/core/questions/similar?title=ab')).body.data.results).toEqual([]);
  });
});

describe('answers', () => {
  it('answers, notifies the asker, and lists answers on the question page', async () => {
    const question = await ask();
    const created = await answer(question.id);
    expect(created).toMatchObject({ questionId: question.id, accepted: false, mine: true, score: 0 });
    await t.runJobs();
    const notes = await t.get('/api/core/notifications', { cookie: asker.cookie });
    const note = notes.body.data.results.find(
      (n: { link: string }) => n.link === `/questions/${question.id}#answer-${created.id}`,
    );
    expect(note).toMatchObject({
      type: 'community',
      body: QUESTION.title,
      link: `/questions/${question.id}#answer-${created.id}`,
      read: false,
    });
    const page = await t.get(`/api/core/questions/${question.id}`);
    expect(page.body.data.question.answerCount).toBe(1);
    expect(page.body.data.question.answers[0].id).toBe(created.id);
  });

  it('lets only the author edit or delete an answer (403 and unchanged for another user)', async () => {
    const question = await ask();
    const created = await answer(question.id);
    const edit = await t.post(
      `/api/core/questions/answer/edit/${created.id}`,
      { body: 'Hijacked answer text here' },
      { cookie: third.cookie },
    );
    expect(edit.status).toBe(403);
    expect(edit.body.error).toBe(MESSAGES.answerNotYours);
    const del = await t.post(`/api/core/questions/answer/delete/${created.id}`, undefined, { cookie: third.cookie });
    expect(del.status).toBe(403);
    expect((await t.get(`/api/core/questions/${question.id}`)).body.data.question.answers[0].body).toBe(created.body);

    const own = await t.post(
      `/api/core/questions/answer/edit/${created.id}`,
      { body: 'Use skiprows=1, or header=1.' },
      { cookie: helper.cookie },
    );
    expect(own.status).toBe(200);
    expect(own.body.data.answer.body).toBe('Use skiprows=1, or header=1.');
    expect((await t.post(`/api/core/questions/answer/delete/${created.id}`, undefined, { cookie: helper.cookie })).status).toBe(
      200,
    );
    expect((await t.get(`/api/core/questions/${question.id}`)).body.data.question).toMatchObject({ answers: [], answerCount: 0 });
    expect(
      (await t.post(`/api/core/questions/answer/edit/99999`, { body: 'Nothing to edit here' }, { cookie: helper.cookie })).status,
    ).toBe(404);
  });

  it('only the author edits or deletes a question', async () => {
    const question = await ask();
    const edit = await t.post(`/api/core/questions/${question.id}/edit`, QUESTION, { cookie: helper.cookie });
    expect(edit.status).toBe(403);
    expect((await t.call('DELETE', `/api/core/questions/${question.id}`, undefined, { cookie: helper.cookie })).status).toBe(403);
    expect((await t.call('DELETE', `/api/core/questions/${question.id}`, undefined, { cookie: asker.cookie })).status).toBe(200);
    expect((await t.get(`/api/core/questions/${question.id}`)).status).toBe(404);
  });

  it('the asker accepts one answer: points to the answerer once, notification, accepted first', async () => {
    const question = await ask();
    const first = await answer(question.id);
    const second = await answer(question.id, third.cookie, 'Read it with header=1 so the second row becomes the header.');
    expect((await t.post(`/api/core/questions/answer/${first.id}/accept`, undefined, { cookie: helper.cookie })).status).toBe(
      403,
    );
    const accepted = await t.post(`/api/core/questions/answer/${second.id}/accept`, undefined, { cookie: asker.cookie });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.data.answer.accepted).toBe(true);
    // Accept again, then another: one award per answer, one accepted at a time.
    await t.post(`/api/core/questions/answer/${second.id}/accept`, undefined, { cookie: asker.cookie });
    const awards = await t.db.select().from(pointAwards).where(eq(pointAwards.objectId, second.id));
    expect(awards.filter((a) => a.reason === 'acceptedAnswer' && a.userId === third.user.id)).toHaveLength(1);
    await t.runJobs();
    const notes = await t.get('/api/core/notifications', { cookie: third.cookie });
    expect(notes.body.data.results.map((n: { title: string }) => n.title)).toContain('Your answer was accepted');
    const page = (await t.get(`/api/core/questions/${question.id}`)).body.data.question;
    expect(page).toMatchObject({ accepted: true, acceptedAnswerId: second.id });
    expect(page.answers[0].id).toBe(second.id);
  });
});

describe('DELETE /api/core/questions/answer/{id}/accept', () => {
  it('lets the asker take the accept back: no accepted answer, the points reversed; anyone else 403', async () => {
    const question = await ask();
    const given = await answer(question.id, third.cookie, 'Pass skiprows=1 so the title line is skipped.');
    const before = (await t.get('/api/accounts/profile', { cookie: third.cookie })).body.data.points;
    expect((await t.post(`/api/core/questions/answer/${given.id}/accept`, undefined, { cookie: asker.cookie })).status).toBe(200);
    expect((await t.get('/api/accounts/profile', { cookie: third.cookie })).body.data.points).toBe(
      before + POINTS.acceptedAnswer,
    );

    const refused = await t.call('DELETE', `/api/core/questions/answer/${given.id}/accept`, undefined, { cookie: helper.cookie });
    expect(refused.status).toBe(403);
    const undone = await t.call('DELETE', `/api/core/questions/answer/${given.id}/accept`, undefined, { cookie: asker.cookie });
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body.data.answer.accepted).toBe(false);
    expect((await t.get(`/api/core/questions/${question.id}`)).body.data.question).toMatchObject({
      accepted: false,
      acceptedAnswerId: null,
    });
    expect((await t.get('/api/accounts/profile', { cookie: third.cookie })).body.data.points).toBe(before);
    // Again: nothing more happens.
    expect(
      (await t.call('DELETE', `/api/core/questions/answer/${given.id}/accept`, undefined, { cookie: asker.cookie })).status,
    ).toBe(200);
    expect((await t.get('/api/accounts/profile', { cookie: third.cookie })).body.data.points).toBe(before);
  });
});

describe('accepted-answer points move with the accept', () => {
  async function pointsOf(cookie: string): Promise<number> {
    const res = await t.get('/api/accounts/profile', { cookie });
    expect(res.status, res.text).toBe(200);
    return res.body.data.points;
  }
  const accept = (answerId: number) =>
    t.post(`/api/core/questions/answer/${answerId}/accept`, undefined, { cookie: asker.cookie });

  it("moving the accept between one author's answers pays once, and moving it away reverses the award with a ledger row", async () => {
    const farmer = await member();
    const other = await member();
    const question = await ask();
    const mine: { id: number }[] = [];
    for (let i = 1; i <= 4; i++) mine.push(await answer(question.id, farmer.cookie, `Answer number ${i}: pass skiprows=${i}.`));
    for (const a of mine) expect((await accept(a.id)).status).toBe(200);
    // Four accepts of four answers paid 100 before; the points follow the one accepted answer.
    expect(await pointsOf(farmer.cookie)).toBe(POINTS.acceptedAnswer);

    const theirs = await answer(question.id, other.cookie, 'Use header=1 so the second row becomes the header.');
    expect((await accept(theirs.id)).status).toBe(200);
    expect(await pointsOf(farmer.cookie)).toBe(0);
    expect(await pointsOf(other.cookie)).toBe(POINTS.acceptedAnswer);
    // Back to the farmer's last answer: awarded again, the other's award reversed.
    expect((await accept(mine[3]!.id)).status).toBe(200);
    expect(await pointsOf(farmer.cookie)).toBe(POINTS.acceptedAnswer);
    expect(await pointsOf(other.cookie)).toBe(0);

    // Nothing was deleted: each reversal is its own row pointing at the award it takes back.
    const rows = await t.db.select().from(pointAwards).where(eq(pointAwards.userId, other.user.id));
    expect(rows.map((r) => r.points).sort()).toEqual([-POINTS.acceptedAnswer, POINTS.acceptedAnswer].sort());
    const award = rows.find((r) => r.points > 0)!;
    expect(rows.find((r) => r.points < 0)?.reversesId).toBe(award.id);
  });

  it('deleting an accepted answer takes its points back, so answering again cannot earn them twice', async () => {
    const author = await member();
    const question = await ask();
    const first = await answer(question.id, author.cookie);
    expect((await accept(first.id)).status).toBe(200);
    expect(await pointsOf(author.cookie)).toBe(POINTS.acceptedAnswer);
    expect((await t.post(`/api/core/questions/answer/delete/${first.id}`, undefined, { cookie: author.cookie })).status).toBe(
      200,
    );
    expect(await pointsOf(author.cookie)).toBe(0);
    const again = await answer(question.id, author.cookie, 'Read it with skiprows=1 and the header is right.');
    expect((await accept(again.id)).status).toBe(200);
    expect(await pointsOf(author.cookie)).toBe(POINTS.acceptedAnswer);
  });

  it("30 concurrent accept moves among four answers leave exactly one standing award, the accepted answer's", async () => {
    const authors = [await member(), await member(), await member(), await member()];
    const question = await ask();
    const list: { id: number }[] = [];
    for (const [i, a] of authors.entries()) list.push(await answer(question.id, a.cookie, `Concurrent answer ${i}: skiprows.`));
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => accept(list[i % list.length]!.id)));
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const totals = await Promise.all(authors.map((a) => pointsOf(a.cookie)));
    expect(totals.reduce((n, p) => n + p, 0)).toBe(POINTS.acceptedAnswer);
    const acceptedId = (await t.get(`/api/core/questions/${question.id}`)).body.data.question.acceptedAnswerId;
    const winner = list.findIndex((a) => a.id === acceptedId);
    expect(totals[winner]).toBe(POINTS.acceptedAnswer);
  });
});

describe('votes', () => {
  it('one vote per user, idempotent, not on your own', async () => {
    const question = await ask();
    for (let i = 0; i < 3; i++) {
      const res = await t.post(`/api/core/questions/${question.id}/vote`, undefined, { cookie: helper.cookie });
      expect(res.body.data).toEqual({ voted: true, score: 1 });
    }
    expect((await t.post(`/api/core/questions/${question.id}/vote`, undefined, { cookie: asker.cookie })).status).toBe(403);
    const undo = await t.call('DELETE', `/api/core/questions/${question.id}/vote`, undefined, { cookie: helper.cookie });
    expect(undo.body.data).toEqual({ voted: false, score: 0 });
    const again = await t.call('DELETE', `/api/core/questions/${question.id}/vote`, undefined, { cookie: helper.cookie });
    expect(again.body.data).toEqual({ voted: false, score: 0 });
    expect((await t.post('/api/core/questions/999999/vote', undefined, { cookie: helper.cookie })).status).toBe(404);
    expect((await t.post(`/api/core/questions/${question.id}/vote`)).status).toBe(401);
  });

  it('keeps an exact count with 30 concurrent voters and repeats', async () => {
    const question = await ask();
    const target = await answer(question.id);
    const voters = await Promise.all(Array.from({ length: 30 }, () => member()));
    const results = await Promise.all(
      voters.flatMap((v) => [
        t.post(`/api/core/questions/answer/${target.id}/vote`, undefined, { cookie: v.cookie }),
        t.post(`/api/core/questions/answer/${target.id}/vote`, undefined, { cookie: v.cookie }),
      ]),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const page = (await t.get(`/api/core/questions/${question.id}`)).body.data.question;
    expect(page.answers[0].score).toBe(30);
    await Promise.all(
      voters
        .slice(0, 10)
        .map((v) => t.call('DELETE', `/api/core/questions/answer/${target.id}/vote`, undefined, { cookie: v.cookie })),
    );
    expect((await t.get(`/api/core/questions/${question.id}`)).body.data.question.answers[0].score).toBe(20);
  }, 60_000);
});

describe('account sections', () => {
  it('lists asked and answered questions, page_size=1 for the most recent, and questions in my tags', async () => {
    const mine = await ask(asker.cookie, { ...QUESTION, title: 'My newest question about Python virtual environments' });
    const asked = await t.get('/api/accounts/questions?type=asked&page_size=1', { cookie: asker.cookie });
    expect(asked.body.data.results).toHaveLength(1);
    expect(asked.body.data.results[0].id).toBe(mine.id);
    await answer(mine.id);
    const answered = await t.get('/api/accounts/questions?type=answered', { cookie: helper.cookie });
    expect(answered.body.data.results.map((q: { id: number }) => q.id)).toContain(mine.id);
    const tagged = await t.get('/api/accounts/questions/tagged', { cookie: asker.cookie });
    expect(tagged.body.data.results.length).toBeGreaterThan(0);
    expect(tagged.body.data.results.every((q: { tags: { slug: string }[] }) => q.tags.some((tag) => tag.slug === 'python'))).toBe(
      true,
    );
    expect((await t.get('/api/accounts/questions?type=other', { cookie: asker.cookie })).status).toBe(422);
    expect((await t.get('/api/accounts/questions')).status).toBe(401);
  });
});
