import { COMMUNITY_RATE_LIMITS } from '@lp/contract/constants';
import { MESSAGES } from '@lp/contract/messages';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../db/seed/factories.ts';
import { createTestContext, ORIGIN } from '../../test/test-app.ts';

/**
 * The per-user budgets of community writes (COMMUNITY_RATE_LIMITS, per minute): asking, answering,
 * posting and commenting each refuse with the 429 envelope once the budget is spent. The test
 * config multiplies the budgets (communityRateLimitFactor 50); this file's own context uses the
 * real ones (factor 1). Questions and posts share the limiter, so both are checked here.
 */
const t = await createTestContext({ communityRateLimitFactor: 1 });

async function signedIn() {
  const user = await insertUser(t.db);
  return t.signIn(user.email, 'Learnly@123');
}

const ask = (cookie: string, n: number) =>
  t.post(
    '/api/core/questions/add',
    {
      title: `How do I centre a div, attempt ${n}?`,
      body: 'I tried margin auto and it did not work in my layout.',
      tags: ['web-development'],
    },
    { cookie },
  );

async function createPost(cookie: string, n: number) {
  const form = new FormData();
  form.append('text', `Cleared mock test number ${n}! #milestone`);
  const res = await t.app.request(`${ORIGIN}/api/core/posts`, {
    method: 'POST',
    body: form,
    headers: { cookie, 'x-forwarded-for': t.newIp() },
  });
  return { status: res.status, body: (await res.json()) as { data?: { post: { id: number } }; error?: string } };
}

function expectLimited(res: { status: number; body: unknown; headers?: Headers }) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ error: MESSAGES.rateLimited });
}

describe('community write budgets (per user, per minute)', () => {
  it(`asking: ${COMMUNITY_RATE_LIMITS.ask} questions, then 429; another user is not affected`, async () => {
    const cookie = await signedIn();
    const statuses: number[] = [];
    for (let i = 0; i < COMMUNITY_RATE_LIMITS.ask; i++) statuses.push((await ask(cookie, i)).status);
    expect(statuses).toEqual(Array(COMMUNITY_RATE_LIMITS.ask).fill(201));
    const limited = await ask(cookie, 99);
    expectLimited(limited);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await ask(await signedIn(), 0)).status).toBe(201);
  });

  it(`answering: ${COMMUNITY_RATE_LIMITS.answer} answers, then 429`, async () => {
    const asker = await signedIn();
    const question = (await ask(asker, 0)).body.data.question as { id: number };
    const cookie = await signedIn();
    const answer = () =>
      t.post(`/api/core/questions/answer/${question.id}`, { body: 'Use display flex and justify-content centre.' }, { cookie });
    const statuses: number[] = [];
    for (let i = 0; i < COMMUNITY_RATE_LIMITS.answer; i++) statuses.push((await answer()).status);
    expect(statuses).toEqual(Array(COMMUNITY_RATE_LIMITS.answer).fill(201));
    expectLimited(await answer());
  });

  it(`posting: ${COMMUNITY_RATE_LIMITS.post} posts, then 429`, async () => {
    const cookie = await signedIn();
    const statuses: number[] = [];
    for (let i = 0; i < COMMUNITY_RATE_LIMITS.post; i++) statuses.push((await createPost(cookie, i)).status);
    expect(statuses).toEqual(Array(COMMUNITY_RATE_LIMITS.post).fill(201));
    expectLimited(await createPost(cookie, 99));
  });

  it(`commenting: ${COMMUNITY_RATE_LIMITS.comment} comments, then 429`, async () => {
    const post = (await createPost(await signedIn(), 0)).body.data?.post;
    if (!post) throw new Error('post not created');
    const cookie = await signedIn();
    const comment = () => t.post(`/api/core/posts/comments/${post.id}`, { body: 'Well done!' }, { cookie });
    const statuses: number[] = [];
    for (let i = 0; i < COMMUNITY_RATE_LIMITS.comment; i++) statuses.push((await comment()).status);
    expect(statuses).toEqual(Array(COMMUNITY_RATE_LIMITS.comment).fill(201));
    expectLimited(await comment());
  });
});
