import { MESSAGES } from '@lp/contract/messages';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../../db/seed/factories.ts';
import { insertStaff } from '../../test/staff.ts';
import { createTestContext } from '../../test/test-app.ts';

const t = await createTestContext();

describe('GET /api/staff/me', () => {
  it('is a 401 for a visitor and a 403 for a learner', async () => {
    expect((await t.get('/api/staff/me')).status).toBe(401);
    const learner = await insertUser(t.db);
    const res = await t.get('/api/staff/me', { cookie: await t.signIn(learner.email, 'Learnly@123') });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: MESSAGES.staffOnly });
  });

  it('tells staff their roles and whether a second factor is set up', async () => {
    const moderator = await insertStaff(t.db, 'moderator');
    const res = await t.get('/api/staff/me', { cookie: await t.signIn(moderator.email, 'Learnly@123') });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({
      user: { id: moderator.id, email: moderator.email, fullName: moderator.fullName },
      roles: [{ role: 'moderator', institute: null, company: null }],
      secondFactor: true,
    });

    const newcomer = await insertStaff(t.db, 'admin', { secondFactor: false });
    const bare = await t.get('/api/staff/me', { cookie: await t.signIn(newcomer.email, 'Learnly@123') });
    expect(bare.status).toBe(200);
    expect(bare.body.data.secondFactor).toBe(false);
  });
});
