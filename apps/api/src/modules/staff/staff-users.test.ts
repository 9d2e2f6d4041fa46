import { setTimeout as sleep } from 'node:timers/promises';
import { MESSAGES } from '@lp/contract/messages';
import { AUDIT_ACTIONS, formatSuspensionEnd } from '@lp/contract/staff';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, userSuspensions } from '../../db/schema/staff.ts';
import { insertInstitute } from '../../db/seed/catalogue-factories.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { insertStaff } from '../../test/staff.ts';
import { createTestContext } from '../../test/test-app.ts';

const t = await createTestContext();

const moderator = await insertStaff(t.db, 'moderator', { fullName: 'Meera Moderator' });
const moderatorCookie = await t.signIn(moderator.email, 'Learnly@123');
const admin = await insertStaff(t.db, 'admin', { fullName: 'Arjun Admin' });
const adminCookie = await t.signIn(admin.email, 'Learnly@123');

const auditRowsFor = (objectId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.objectId, String(objectId)))
    .orderBy(auditLog.id);

describe('users', () => {
  it('are found by part of the email or name, with roles, suspension and activity', async () => {
    const learner = await insertUser(t.db, { email: `kavya.findme-${Date.now()}@example.in`, fullName: 'Kavya Findme' });
    const byEmail = await t.get('/api/staff/users?q=KAVYA.FINDME', { cookie: moderatorCookie });
    expect(byEmail.status, byEmail.text).toBe(200);
    expect(byEmail.body.data.count).toBe(1);
    expect(byEmail.body.data.results[0]).toMatchObject({
      id: learner.id,
      email: learner.email,
      fullName: 'Kavya Findme',
      roles: [],
      suspension: null,
      secondFactor: false,
      activity: { questions: 0, answers: 0, posts: 0, comments: 0, enrolments: 0 },
    });
    const byName = await t.get('/api/staff/users?q=meera%20mod', { cookie: moderatorCookie });
    expect(byName.body.data.results.map((u: { id: number }) => u.id)).toEqual([moderator.id]);
    expect(byName.body.data.results[0].roles).toEqual([{ role: 'moderator', institute: null, company: null }]);
    // `%` and `_` are letters in a search, not wildcards.
    expect((await t.get('/api/staff/users?q=%25', { cookie: moderatorCookie })).body.data.count).toBe(0);
  });

  it('answers 404 for an unknown user and a page past the end', async () => {
    expect((await t.get('/api/staff/users/999999', { cookie: moderatorCookie })).status).toBe(404);
    expect((await t.get('/api/staff/users?q=nobody-at-all&page=2', { cookie: moderatorCookie })).status).toBe(404);
  });
});

describe('suspending a user', () => {
  it('ends their sessions, refuses sign-in with the date and reason, and is audited; lifting it lets them back', async () => {
    const learner = await insertUser(t.db);
    const learnerCookie = await t.signIn(learner.email, 'Learnly@123');
    expect((await t.get('/api/accounts/tags', { cookie: learnerCookie })).status).toBe(200);

    const until = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    const res = await t.post(
      `/api/staff/users/${learner.id}/suspend`,
      { reason: 'Spam links in answers', until: until.toISOString() },
      { cookie: moderatorCookie },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.suspension).toMatchObject({
      reason: 'Spam links in answers',
      until: until.toISOString(),
      liftedAt: null,
    });
    expect(res.body.data.suspension.by).toEqual({ id: moderator.id, fullName: 'Meera Moderator' });

    // Their open session ends at once, and the password no longer signs them in.
    expect((await t.get('/api/accounts/tags', { cookie: learnerCookie })).status).toBe(401);
    const attempt = await t.attemptSignIn(learner.email, 'Learnly@123');
    expect(attempt.signedIn).toBe(false);
    expect(attempt.res.status).toBe(403);
    expect(await attempt.res.json()).toEqual({
      error: `Your account is suspended until ${formatSuspensionEnd(until)}: Spam links in answers`,
    });

    const again = await t.post(`/api/staff/users/${learner.id}/suspend`, { reason: 'Once more' }, { cookie: moderatorCookie });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(MESSAGES.alreadySuspended);

    const lifted = await t.post(
      `/api/staff/users/${learner.id}/unsuspend`,
      { reason: 'Appeal accepted' },
      { cookie: moderatorCookie },
    );
    expect(lifted.status, lifted.text).toBe(200);
    expect(lifted.body.data.suspension).toBeNull();
    expect(lifted.body.data.suspensions[0]).toMatchObject({ reason: 'Spam links in answers', liftedBy: { id: moderator.id } });
    await t.signIn(learner.email, 'Learnly@123');
    expect((await t.post(`/api/staff/users/${learner.id}/unsuspend`, {}, { cookie: moderatorCookie })).status).toBe(409);

    const rows = await auditRowsFor(learner.id);
    expect(rows.map((r) => r.action)).toEqual([AUDIT_ACTIONS.userSuspend, AUDIT_ACTIONS.userUnsuspend]);
    expect(rows[0]).toMatchObject({
      actorUserId: moderator.id,
      actorRole: 'moderator',
      objectType: 'user',
      reason: 'Spam links in answers',
      after: { until: until.toISOString() },
    });
    expect(rows[0]?.ip).toMatch(/^10\./);
    expect(rows[1]).toMatchObject({ actorUserId: moderator.id, reason: 'Appeal accepted', after: null });
  });

  it('without an end says so at sign-in', async () => {
    const learner = await insertUser(t.db);
    const res = await t.post(`/api/staff/users/${learner.id}/suspend`, { reason: 'Harassment' }, { cookie: moderatorCookie });
    expect(res.status, res.text).toBe(200);
    const attempt = await t.attemptSignIn(learner.email, 'Learnly@123');
    expect(await attempt.res.json()).toEqual({ error: 'Your account is suspended: Harassment' });
    // A wrong password is still only a wrong password: the suspension is not shown to whoever knows the email.
    const guess = await t.attemptSignIn(learner.email, 'Wrong@1234');
    expect(guess.res.status).not.toBe(403);
  });

  it('refuses every write of a suspended user whose request still carries a session', async () => {
    const learner = await insertUser(t.db);
    const cookie = await t.signIn(learner.email, 'Learnly@123');
    // As if the suspension landed while this session was still current (the session is not ended here).
    await t.db.insert(userSuspensions).values({ userId: learner.id, reason: 'Spam', suspendedBy: moderator.id });
    const write = await t.post('/api/core/questions/add', { title: 'x', body: 'y', tags: [] }, { cookie });
    expect(write.status).toBe(403);
    expect(write.body).toEqual({ error: MESSAGES.suspendedNoWrites });
    expect((await t.get('/api/accounts/tags', { cookie })).status).toBe(200);
  });

  it('refuses an end in the past, staff, and the moderator themself', async () => {
    const learner = await insertUser(t.db);
    const past = await t.post(
      `/api/staff/users/${learner.id}/suspend`,
      { reason: 'Spam', until: new Date(Date.now() - 60_000).toISOString() },
      { cookie: moderatorCookie },
    );
    expect(past.status).toBe(422);
    expect(past.body.fields).toEqual({ until: MESSAGES.suspendUntilInvalid });
    const short = await t.post(`/api/staff/users/${learner.id}/suspend`, { reason: 'x' }, { cookie: moderatorCookie });
    expect(short.status).toBe(422);
    expect(short.body.fields).toEqual({ reason: MESSAGES.staffReasonLength });
    const staffTarget = await t.post(
      `/api/staff/users/${admin.id}/suspend`,
      { reason: 'Power grab' },
      { cookie: moderatorCookie },
    );
    expect(staffTarget.status).toBe(403);
    expect(staffTarget.body.error).toBe(MESSAGES.cannotSuspendStaff);
    const self = await t.post(`/api/staff/users/${moderator.id}/suspend`, { reason: 'Oops' }, { cookie: moderatorCookie });
    expect(self.status).toBe(403);
    expect(await auditRowsFor(learner.id)).toEqual([]);
  });
});

describe('roles', () => {
  it('a moderator cannot grant or revoke roles', async () => {
    const learner = await insertUser(t.db);
    const grant = await t.post(`/api/staff/users/${learner.id}/roles`, { role: 'moderator' }, { cookie: moderatorCookie });
    expect(grant.status).toBe(403);
    expect(grant.body.error).toBe(MESSAGES.staffOnly);
    const revoke = await t.call('DELETE', `/api/staff/users/${moderator.id}/roles/moderator`, undefined, {
      cookie: moderatorCookie,
    });
    expect(revoke.status).toBe(403);
    expect(await auditRowsFor(learner.id)).toEqual([]);
  });

  it('an admin grants a role that works at once and revokes it, stopping it at once; each is audited', async () => {
    const user = await insertStaff(t.db, 'employer');
    const cookie = await t.signIn(user.email, 'Learnly@123');
    expect((await t.get('/api/staff/users', { cookie })).status).toBe(403);

    const grant = await t.post(`/api/staff/users/${user.id}/roles`, { role: 'moderator' }, { cookie: adminCookie });
    expect(grant.status, grant.text).toBe(200);
    expect(grant.body.data.roles.map((r: { role: string }) => r.role)).toEqual(['employer', 'moderator']);
    expect((await t.get('/api/staff/users', { cookie })).status).toBe(200);
    // Granting it again changes nothing and writes no second row.
    expect((await t.post(`/api/staff/users/${user.id}/roles`, { role: 'moderator' }, { cookie: adminCookie })).status).toBe(200);

    const revoke = await t.call('DELETE', `/api/staff/users/${user.id}/roles/moderator`, undefined, { cookie: adminCookie });
    expect(revoke.status, revoke.text).toBe(200);
    expect(revoke.body.data.roles.map((r: { role: string }) => r.role)).toEqual(['employer']);
    expect((await t.get('/api/staff/users', { cookie })).status).toBe(403);
    const missing = await t.call('DELETE', `/api/staff/users/${user.id}/roles/moderator`, undefined, { cookie: adminCookie });
    expect(missing.status).toBe(404);

    const rows = await auditRowsFor(user.id);
    expect(rows.map((r) => [r.action, r.actorUserId, r.actorRole])).toEqual([
      [AUDIT_ACTIONS.roleGrant, admin.id, 'admin'],
      [AUDIT_ACTIONS.roleRevoke, admin.id, 'admin'],
    ]);
    expect(rows[0]?.before).toEqual({ roles: [{ role: 'employer', institute: null, company: null }] });
    expect(rows[0]?.after).toEqual({
      roles: [
        { role: 'employer', institute: null, company: null },
        { role: 'moderator', institute: null, company: null },
      ],
    });
  });

  it('an institute role names an existing institute by slug', async () => {
    const institute = await insertInstitute(t.db);
    const user = await insertUser(t.db);
    const none = await t.post(`/api/staff/users/${user.id}/roles`, { role: 'instructor' }, { cookie: adminCookie });
    expect(none.status).toBe(422);
    expect(none.body.fields).toEqual({ institute: MESSAGES.staffRoleNeedsInstitute });
    const unknown = await t.post(
      `/api/staff/users/${user.id}/roles`,
      { role: 'instructor', institute: 'no-such-place' },
      { cookie: adminCookie },
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.fields).toEqual({ institute: MESSAGES.staffInstituteUnknown });
    const granted = await t.post(
      `/api/staff/users/${user.id}/roles`,
      { role: 'instructor', institute: institute.slug },
      { cookie: adminCookie },
    );
    expect(granted.status, granted.text).toBe(200);
    expect(granted.body.data.roles).toEqual([
      { role: 'instructor', institute: { id: institute.id, slug: institute.slug, name: institute.name }, company: null },
    ]);
  });

  it('an admin cannot take away their own admin role', async () => {
    const res = await t.call('DELETE', `/api/staff/users/${admin.id}/roles/admin`, undefined, { cookie: adminCookie });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(MESSAGES.cannotRevokeOwnAdmin);
  });
});

describe('the audit log', () => {
  it('lists actions newest first, filtered by actor and action, and exports them as CSV', async () => {
    const learner = await insertUser(t.db);
    await t.post(`/api/staff/users/${learner.id}/suspend`, { reason: 'Spam, "free" offers' }, { cookie: adminCookie });
    await t.post(`/api/staff/users/${learner.id}/unsuspend`, { reason: '=HYPERLINK("x")' }, { cookie: adminCookie });

    const list = await t.get(`/api/staff/audit?actor=${admin.id}&action=${AUDIT_ACTIONS.userSuspend}`, { cookie: adminCookie });
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.results[0]).toMatchObject({
      actor: { id: admin.id, fullName: 'Arjun Admin', email: admin.email },
      actorRole: 'admin',
      action: AUDIT_ACTIONS.userSuspend,
      objectType: 'user',
      objectId: String(learner.id),
      reason: 'Spam, "free" offers',
    });
    expect(list.body.data.results.every((r: { action: string }) => r.action === AUDIT_ACTIONS.userSuspend)).toBe(true);

    const csv = await t.get(`/api/staff/audit.csv?objectType=user&objectId=${learner.id}`, { cookie: adminCookie });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toContain('audit-log.csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('id,created_at,actor_id,actor_email,actor_role,action,object_type,object_id,ip,reason,before,after');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${AUDIT_ACTIONS.userUnsuspend},user,${learner.id}`);
    // A formula is neutralised, a comma or quote is quoted.
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[2]).toContain('"Spam, ""free"" offers"');

    // Moderators do not read the log (docs/decisions/0028).
    expect((await t.get('/api/staff/audit', { cookie: moderatorCookie })).status).toBe(403);
  });
});

// Two API processes need a shared database server (PGlite lives inside one process).
describe.runIf(t.driver === 'postgres')('a suspension on one instance', () => {
  it("stops the user's session on another instance within a second", async () => {
    const other = await t.anotherInstance();
    await other.platform.ready();
    const learner = await insertUser(t.db);
    const cookie = await t.signIn(learner.email, 'Learnly@123');
    expect((await other.get('/api/accounts/tags', { cookie })).status).toBe(200);

    const res = await t.post(`/api/staff/users/${learner.id}/suspend`, { reason: 'Spam' }, { cookie: moderatorCookie });
    expect(res.status, res.text).toBe(200);
    const started = Date.now();
    let status = 200;
    while (Date.now() - started < 1_000) {
      status = (await other.get('/api/accounts/tags', { cookie })).status;
      if (status === 401) break;
      await sleep(20);
    }
    expect(status, 'the other instance still accepted the session a second later').toBe(401);
    expect((await other.post('/api/core/questions/add', { title: 'x' }, { cookie })).status).toBe(401);
  });
});
