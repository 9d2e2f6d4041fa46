import { MESSAGES } from '@lp/contract/messages';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../db/seed/factories.ts';
import { createTestContext } from '../../test/test-app.ts';

const t = await createTestContext();

async function member() {
  const user = await insertUser(t.db);
  return { user, cookie: await t.signIn(user.email, 'Learnly@123') };
}

describe('/user-settings', () => {
  it('answers every type and channel on by default, and saves a part of them', async () => {
    const me = await member();
    const first = await t.get('/api/core/user-settings', { cookie: me.cookie });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ theme: 'system', language: 'en' });
    expect(first.body.data.notifications.community).toEqual({ inApp: true, email: true });
    const saved = await t.post(
      '/api/core/user-settings',
      { notifications: { community: { inApp: false, email: true } }, theme: 'dark' },
      { cookie: me.cookie },
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.notifications.community).toEqual({ inApp: false, email: true });
    expect(saved.body.data.notifications.jobs).toEqual({ inApp: true, email: true });
    expect(saved.body.data.theme).toBe('dark');
    expect((await t.get('/api/core/user-settings', { cookie: me.cookie })).body.data.theme).toBe('dark');
  });

  it('keeps data saver off until the learner turns it on, and keeps it through other saves', async () => {
    const me = await member();
    expect((await t.get('/api/core/user-settings', { cookie: me.cookie })).body.data.dataSaver).toBe(false);
    const on = await t.post('/api/core/user-settings', { dataSaver: true }, { cookie: me.cookie });
    expect(on.status, on.text).toBe(200);
    expect(on.body.data.dataSaver).toBe(true);
    await t.post('/api/core/user-settings', { theme: 'light' }, { cookie: me.cookie });
    expect((await t.get('/api/core/user-settings', { cookie: me.cookie })).body.data).toMatchObject({
      dataSaver: true,
      theme: 'light',
    });
    const bad = await t.post('/api/core/user-settings', { dataSaver: 'yes' }, { cookie: me.cookie });
    expect(bad.status).toBe(422);
    expect(bad.text).toContain(MESSAGES.dataSaverInvalid);
  });

  it('is obeyed by the notification service: no in-app row when in-app is off, no mail when email is off', async () => {
    const asker = await member();
    const helper = await member();
    await t.post(
      '/api/core/user-settings',
      { notifications: { community: { inApp: false, email: false } } },
      { cookie: asker.cookie },
    );
    const question = await t.post(
      '/api/core/questions/add',
      {
        title: 'Which books for GATE computer networks?',
        body: 'Kurose or Forouzan, and which chapters matter most?',
        tags: ['gate'],
      },
      { cookie: asker.cookie },
    );
    await t.post(
      `/api/core/questions/answer/${question.body.data.question.id}`,
      { body: 'Kurose chapters 1 to 5, then PYQs.' },
      { cookie: helper.cookie },
    );
    await t.runJobs();
    const list = await t.get('/api/core/notifications', { cookie: asker.cookie });
    expect(list.body.data.results).toEqual([]);
    expect(t.mailer.lastTo(asker.user.email)).toBeUndefined();

    await t.post(
      '/api/core/user-settings',
      { notifications: { community: { inApp: true, email: false } } },
      { cookie: asker.cookie },
    );
    await t.post(
      `/api/core/questions/answer/${question.body.data.question.id}`,
      { body: 'Also Tanenbaum for the theory.' },
      { cookie: helper.cookie },
    );
    await t.runJobs();
    expect((await t.get('/api/core/notifications', { cookie: asker.cookie })).body.data.results).toHaveLength(1);
    expect(t.mailer.lastTo(asker.user.email)).toBeUndefined();
  });

  it('refuses bad input (422) and visitors (401)', async () => {
    const me = await member();
    expect((await t.post('/api/core/user-settings', { theme: 'pink' }, { cookie: me.cookie })).status).toBe(422);
    expect(
      (await t.post('/api/core/user-settings', { notifications: { community: { inApp: 'yes' } } }, { cookie: me.cookie })).status,
    ).toBe(422);
    expect(
      (
        await t.post(
          '/api/core/user-settings',
          { notifications: { gossip: { inApp: true, email: true } } },
          { cookie: me.cookie },
        )
      ).status,
    ).toBe(422);
    expect((await t.get('/api/core/user-settings')).status).toBe(401);
  });
});

describe('/consent', () => {
  it('lists consents, records decisions with version and time, and keeps a required one', async () => {
    const me = await member();
    const all = await t.get('/api/core/consent/all', { cookie: me.cookie });
    expect(all.status).toBe(200);
    const consents = all.body.data.results;
    expect(consents.length).toBeGreaterThanOrEqual(3);
    expect(consents.every((c: { granted: unknown }) => c.granted === null)).toBe(true);
    const optional = consents.find((c: { required: boolean }) => !c.required);
    const granted = await t.post(`/api/core/consent/${optional.id}`, { granted: true }, { cookie: me.cookie });
    expect(granted.body.data.consent).toMatchObject({ id: optional.id, granted: true, version: optional.version });
    expect(Date.parse(granted.body.data.consent.decidedAt)).not.toBeNaN();
    const withdrawn = await t.post(`/api/core/consent/${optional.id}`, { granted: false }, { cookie: me.cookie });
    expect(withdrawn.body.data.consent.granted).toBe(false);
    const required = consents.find((c: { required: boolean }) => c.required);
    const refused = await t.post(`/api/core/consent/${required.id}`, { granted: false }, { cookie: me.cookie });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(MESSAGES.consentRequired);
    expect((await t.post('/api/core/consent/999999', { granted: true }, { cookie: me.cookie })).status).toBe(404);
    expect((await t.post(`/api/core/consent/${optional.id}`, { granted: 'yes' }, { cookie: me.cookie })).status).toBe(422);
    // Another user's view is their own.
    const other = await member();
    const theirs = await t.get('/api/core/consent/all', { cookie: other.cookie });
    expect(theirs.body.data.results.find((c: { id: number }) => c.id === optional.id).granted).toBeNull();
  });
});
