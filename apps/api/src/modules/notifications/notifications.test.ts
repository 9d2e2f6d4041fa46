import { MESSAGES } from '@lp/contract/messages';
import type { NotificationKind } from '@lp/contract/notifications';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../db/seed/factories.ts';
import { createTestContext } from '../../test/test-app.ts';

/** The in-app list (`GET /api/core/notifications`) and mark-read (`POST /api/core/notifications`). */
const t = await createTestContext();
let sequence = 0;

async function signedInUser() {
  const user = await insertUser(t.db);
  return { user, cookie: await t.signIn(user.email, 'Learnly@123') };
}

async function notify(userId: number, type: NotificationKind, title = `${type} news`) {
  sequence += 1;
  await t.platform.services.notifications.notify(undefined, {
    userId,
    type,
    key: `test:${sequence}`,
    title,
    body: 'Something happened',
    link: '/account',
  });
}

const list = (cookie: string, query = '') => t.get(`/api/core/notifications${query}`, { cookie });
const markRead = (cookie: string, body: unknown) => t.post('/api/core/notifications', body, { cookie });

describe('GET /api/core/notifications?type=', () => {
  it('lists only the caller’s notifications of that type; the unread count stays the total', async () => {
    const { user, cookie } = await signedInUser();
    const other = await signedInUser();
    await notify(user.id, 'community', 'Your answer was accepted');
    await notify(user.id, 'learning', 'Course completed');
    await notify(user.id, 'community', 'New comment');
    await notify(other.user.id, 'community', 'Not yours');

    const all = await list(cookie);
    expect(all.status).toBe(200);
    expect(all.body.data.count).toBe(3);
    expect(all.body.data.unread).toBe(3);

    const community = await list(cookie, '?type=community');
    expect(community.status).toBe(200);
    expect(community.body.data.results.map((n: { title: string }) => n.title).sort()).toEqual([
      'New comment',
      'Your answer was accepted',
    ]);
    expect(community.body.data.results.every((n: { type: string }) => n.type === 'community')).toBe(true);
    expect(community.body.data.count).toBe(2);
    expect(community.body.data.unread).toBe(3);

    const jobs = await list(cookie, '?type=jobs');
    expect(jobs.body.data).toMatchObject({ results: [], count: 0 });

    const wrong = await list(cookie, '?type=gossip');
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toEqual(expect.any(String));
    expect(JSON.stringify(wrong.body)).toContain(MESSAGES.notificationTypeInvalid);
  });

  it('is 401 without a session', async () => {
    expect((await t.get('/api/core/notifications')).status).toBe(401);
  });
});

describe('POST /api/core/notifications (mark read)', () => {
  it('marks one of the caller’s read and answers the unread count after', async () => {
    const { user, cookie } = await signedInUser();
    await notify(user.id, 'community');
    await notify(user.id, 'learning');
    const [first] = (await list(cookie)).body.data.results as { id: number; read: boolean }[];
    if (!first) throw new Error('no notification');

    const res = await markRead(cookie, { id: first.id });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ unread: 1 });
    const after = (await list(cookie)).body.data;
    expect(after.unread).toBe(1);
    expect(after.results.find((n: { id: number }) => n.id === first.id).read).toBe(true);

    // Again: still read, nothing else changes.
    expect((await markRead(cookie, { id: first.id })).body.data).toEqual({ unread: 1 });
  });

  it('marks all read with { all: true }', async () => {
    const { user, cookie } = await signedInUser();
    await notify(user.id, 'community');
    await notify(user.id, 'premium');
    const res = await markRead(cookie, { all: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ unread: 0 });
    expect((await list(cookie)).body.data.results.every((n: { read: boolean }) => n.read)).toBe(true);
  });

  it('marks only your own: another user’s id is a 404 and theirs stays unread', async () => {
    const owner = await signedInUser();
    const intruder = await signedInUser();
    await notify(owner.user.id, 'account', 'Password changed');
    await notify(intruder.user.id, 'account', 'Mine');
    const [theirs] = (await list(owner.cookie)).body.data.results as { id: number }[];
    if (!theirs) throw new Error('no notification');

    const res = await markRead(intruder.cookie, { id: theirs.id });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: MESSAGES.notificationNotFound });
    const ownerList = (await list(owner.cookie)).body.data;
    expect(ownerList.unread).toBe(1);
    expect(ownerList.results[0].read).toBe(false);

    // { all: true } marks the caller's own only.
    await markRead(intruder.cookie, { all: true });
    expect((await list(owner.cookie)).body.data.unread).toBe(1);
    expect((await list(intruder.cookie)).body.data.unread).toBe(0);
  });

  it('is 404 for an id that does not exist, 422 for a body that is neither, 401 without a session', async () => {
    const { cookie } = await signedInUser();
    expect((await markRead(cookie, { id: 2_000_000_000 })).status).toBe(404);
    const bad = await markRead(cookie, { id: 'x' });
    expect(bad.status).toBe(422);
    expect((await markRead(cookie, { all: false })).status).toBe(422);
    expect((await t.post('/api/core/notifications', { all: true })).status).toBe(401);
  });
});
