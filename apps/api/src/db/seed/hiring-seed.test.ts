import { APPLICATION_STATUSES } from '@lp/contract/catalogue';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { createTestContext, ORIGIN } from '../../test/test-app.ts';
import { insertCompany, insertJob } from './catalogue-factories.ts';
import { insertUser } from './factories.ts';
import { seedHiring } from './hiring-seed.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, seedStaff } from './staff-seed.ts';

const t = await createTestContext();
const company = await insertCompany(t.db);
const DAY = 86_400_000;
const seeded = await Promise.all(
  [1, 2, 3, 4].map((n) => insertJob(t.db, { companyId: company.id, postedAt: new Date(Date.now() - n * DAY) })),
);
const demo = await insertUser(t.db, { email: `demo-${Date.now()}@example.in`, fullName: 'Aarav Sharma' });
await seedStaff(t.db, { reporterEmails: [] });
await seedHiring(t.db, { demoEmail: demo.email, storage: t.storage });

const recruiter = DEMO_STAFF.find((m) => m.email === 'recruiter@learnly.in')!;

describe('the recruiter’s seeded hiring desk', () => {
  it('has open jobs with applicants in every status, a draft and a closed job, and real PDF résumés', async () => {
    const cookie = await t.signIn(recruiter.email, DEMO_STAFF_PASSWORD, {
      totp: await generate({ secret: recruiter.totpSecret }),
    });
    const list = await t.get('/api/staff/jobs', { cookie });
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.counts).toEqual({ draft: 1, published: 2, closed: 1 });
    const newest = list.body.data.results.find((j: { id: number }) => j.id === seeded[0]!.id);
    expect(newest).toMatchObject({ status: 'published', applicants: 7, newApplicants: 7 });
    expect(newest.closesOn).not.toBeNull();

    const applicants = await t.get(`/api/staff/jobs/${seeded[0]!.id}/applications?page_size=50`, { cookie });
    for (const status of APPLICATION_STATUSES) expect(applicants.body.data.counts[status], status).toBeGreaterThan(0);
    const one = applicants.body.data.results[0];
    expect(one.applicant.headline).toBeTruthy();
    const pdf = await t.app.request(`${ORIGIN}${one.resumeUrl}`, { headers: { cookie, 'x-forwarded-for': t.newIp() } });
    expect(pdf.status).toBe(200);
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('has the demo learner shortlisted, with the employer’s message', async () => {
    const cookie = await t.signIn(demo.email, 'Learnly@123');
    const mine = await t.get('/api/accounts/jobs', { cookie });
    expect(mine.body.data.results).toEqual([
      expect.objectContaining({ status: 'shortlisted', statusMessage: expect.stringContaining('shortlisted') }),
    ]);
  });
});
