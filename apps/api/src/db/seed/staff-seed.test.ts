import { generate } from 'otplib';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/test-app.ts';
import { contentReports } from '../schema/moderation.ts';
import { posts } from '../schema/posts.ts';
import { totpFactors } from '../schema/staff.ts';
import { insertCompany, insertInstitute } from './catalogue-factories.ts';
import { insertUser } from './factories.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, seedStaff } from './staff-seed.ts';

const t = await createTestContext();
const institute = await insertInstitute(t.db);
const company = await insertCompany(t.db);
const reporter = await insertUser(t.db);
const author = await insertUser(t.db);
const seededPosts = await t.db
  .insert(posts)
  .values([1, 2, 3].map((n) => ({ userId: author.id, text: `Post number ${n} of the feed` })))
  .returning({ id: posts.id });
await seedStaff(t.db, { reporterEmails: [reporter.email] });

const member = (email: string) => DEMO_STAFF.find((m) => m.email === email) ?? expect.fail(`no demo staff ${email}`);

describe('the demo staff', () => {
  // Each test starts with no authenticator code used: a code is taken once, and the tests run in any order
  // (CI shuffles them), so one test's sign-in must not use up the step another signs in with.
  beforeEach(async () => {
    await t.db.update(totpFactors).set({ lastStep: null });
  });

  it('sign in with the password and the code of their seeded authenticator secret, not without it', async () => {
    const admin = member('admin@learnly.in');
    const without = await t.attemptSignIn(admin.email, DEMO_STAFF_PASSWORD);
    expect(without.signedIn).toBe(false);
    const cookie = await t.signIn(admin.email, DEMO_STAFF_PASSWORD, { totp: await generate({ secret: admin.totpSecret }) });
    const me = await t.get('/api/staff/me', { cookie });
    expect(me.status, me.text).toBe(200);
    expect(me.body.data).toMatchObject({ roles: [{ role: 'admin' }], secondFactor: true });
  });

  it('hold their roles for the first institute and company', async () => {
    const roles: Record<string, unknown> = {};
    for (const { email, totpSecret } of DEMO_STAFF) {
      const cookie = await t.signIn(email, DEMO_STAFF_PASSWORD, { totp: await generate({ secret: totpSecret }) });
      roles[email] = (await t.get('/api/staff/me', { cookie })).body.data.roles;
    }
    const scope = (row: { id: number; slug: string; name: string }) => ({ id: row.id, slug: row.slug, name: row.name });
    expect(roles).toEqual({
      'admin@learnly.in': [{ role: 'admin', institute: null, company: null }],
      'moderator@learnly.in': [{ role: 'moderator', institute: null, company: null }],
      'instructor@learnly.in': [{ role: 'instructor', institute: scope(institute), company: null }],
      'admissions@learnly.in': [{ role: 'institute_staff', institute: scope(institute), company: null }],
      'recruiter@learnly.in': [{ role: 'employer', institute: null, company: scope(company) }],
    });
  });

  it('leave open reports on the first seeded posts for the review queue', async () => {
    const reports = await t.db.select().from(contentReports);
    expect(reports.map((r) => [r.model, r.modelId, r.reporterId])).toEqual([
      ['post', seededPosts[0]?.id, reporter.id],
      ['post', seededPosts[1]?.id, reporter.id],
    ]);
    for (const report of reports) expect(report.reason.length).toBeGreaterThan(10);
  });
});
