import { MESSAGES } from '@lp/contract/messages';
import { AUDIT_ACTIONS } from '@lp/contract/staff';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobApplications, jobs } from '../../db/schema/jobs.ts';
import { notifications } from '../../db/schema/platform.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { insertCity, insertCompany, insertJob } from '../../db/seed/catalogue-factories.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { newStorageKey } from '../../platform/storage.ts';
import { makePdf } from '../../test/pdf-fixtures.ts';
import { insertStaff } from '../../test/staff.ts';
import { createTestContext, ORIGIN } from '../../test/test-app.ts';
import { CLOSE_DUE_JOBS } from './module.ts';

const t = await createTestContext();
const unique = () => Math.random().toString(36).slice(2, 8);
const DAY = 86_400_000;

/** A company with an employer (signed in with their second factor). */
async function employerOfNewCompany() {
  const city = await insertCity(t.db);
  const company = await insertCompany(t.db, { cityId: city.id });
  const user = await insertStaff(t.db, 'employer', { companyId: company.id });
  return { company, city, user, cookie: await t.signIn(user.email, 'Learnly@123') };
}

async function learner() {
  const email = `learner-${unique()}@example.in`;
  const user = await insertUser(t.db, { email, password: 'Learnly@123', fullName: 'Meera Joshi' });
  return { user, cookie: await t.signIn(email, 'Learnly@123') };
}

/** An application with a stored PDF résumé, as the apply call leaves it. */
async function applicationTo(jobId: number, userId: number) {
  const key = newStorageKey('resumes', 'pdf');
  await t.storage.put(key, makePdf({ text: 'Meera Joshi CV' }), 'application/pdf');
  const [row] = await t.db
    .insert(jobApplications)
    .values({ jobId, userId, resumeKey: key, resumeName: 'Meera Joshi CV.pdf', resumeBytes: 900, coverNote: 'Keen to join.' })
    .returning();
  return row!;
}

const jobBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Frontend Developer (React)',
  role: 'Frontend developer',
  description: 'Build **fast** pages for learners across India. You will own the course pages.',
  stream: 'computer-applications',
  type: 'full-time',
  workMode: 'hybrid',
  city: null as string | null,
  experienceMinYears: 1,
  experienceMaxYears: 3,
  salaryMinInr: 600000,
  salaryMaxInr: 900000,
  skills: ['web-development'],
  openings: 2,
  closesOn: new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10),
  ...overrides,
});

describe('posting a job: draft, publish, close', () => {
  it('creates a draft learners cannot see, publishes it, then closes it with a 409 for new applications', async () => {
    const { cookie, city } = await employerOfNewCompany();
    const created = await t.post('/api/staff/jobs', jobBody({ city: city.slug }), { cookie });
    expect(created.status, created.text).toBe(201);
    const job = created.body.data;
    expect(job).toMatchObject({ status: 'draft', title: 'Frontend Developer (React)', salaryMinInr: 600000, applicants: 0 });
    expect(job.skills.map((s: { slug: string }) => s.slug)).toEqual(['web-development']);

    // A draft is nowhere for learners: not its page, not the list.
    expect((await t.get(`/api/core/jobs/${job.slug}`)).status).toBe(404);
    const listed = await t.get(`/api/core/jobs?q=${encodeURIComponent('Frontend Developer (React)')}&page_size=50`);
    expect(listed.body.data.results.map((r: { id: number }) => r.id)).not.toContain(job.id);

    const published = await t.post(`/api/staff/jobs/${job.id}/publish`, undefined, { cookie });
    expect(published.status, published.text).toBe(200);
    expect(published.body.data.status).toBe('published');
    const page = await t.get(`/api/core/jobs/${job.slug}`);
    expect(page.body.data).toMatchObject({ status: 'published', acceptingApplications: true });
    expect((await t.post(`/api/staff/jobs/${job.id}/publish`, undefined, { cookie })).status).toBe(409);

    const closed = await t.post(`/api/staff/jobs/${job.id}/close`, undefined, { cookie });
    expect(closed.body.data.status).toBe('closed');
    expect((await t.get(`/api/core/jobs/${job.slug}`)).body.data).toMatchObject({
      status: 'closed',
      acceptingApplications: false,
    });

    const { cookie: learnerCookie } = await learner();
    const form = new FormData();
    form.append('resume', new File([makePdf()], 'cv.pdf', { type: 'application/pdf' }));
    const res = await t.app.request(`${ORIGIN}/api/core/jobs/${job.id}/apply`, {
      method: 'POST',
      body: form,
      headers: { cookie: learnerCookie, 'x-forwarded-for': t.newIp() },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: MESSAGES.jobClosed });

    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.objectId, String(job.id)));
    expect(actions.map((a) => a.action).filter((a) => a.startsWith('job.'))).toEqual([
      AUDIT_ACTIONS.jobCreate,
      AUDIT_ACTIONS.jobPublish,
      AUDIT_ACTIONS.jobClose,
    ]);
  });

  it('edits a job and refuses a salary range upside down', async () => {
    const { cookie, city } = await employerOfNewCompany();
    const job = (await t.post('/api/staff/jobs', jobBody({ city: city.slug }), { cookie })).body.data;
    const edited = await t.call(
      'PATCH',
      `/api/staff/jobs/${job.id}`,
      { title: 'Senior Frontend Developer', salaryMaxInr: 1200000 },
      { cookie },
    );
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'Senior Frontend Developer', salaryMinInr: 600000, salaryMaxInr: 1200000 });
    const wrong = await t.call('PATCH', `/api/staff/jobs/${job.id}`, { salaryMinInr: 2000000 }, { cookie });
    expect(wrong.status).toBe(422);
    expect(wrong.body.fields).toEqual({ salaryMaxInr: MESSAGES.staffJobSalaryInvalid });
  });

  it('makes a remote job without a city take the company’s city', async () => {
    const { cookie, city } = await employerOfNewCompany();
    const res = await t.post('/api/staff/jobs', jobBody({ workMode: 'remote' }), { cookie });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.city.slug).toBe(city.slug);
    const onSite = await t.post('/api/staff/jobs', jobBody({ workMode: 'on-site', city: null }), { cookie });
    expect(onSite.status).toBe(422);
    expect(onSite.body.fields).toEqual({ city: MESSAGES.staffJobCityRequired });
  });

  it('is closed by the platform once its closing date has passed', async () => {
    const { company } = await employerOfNewCompany();
    const job = await insertJob(t.db, { companyId: company.id, closesAt: new Date(Date.now() - 60_000) });
    const open = await insertJob(t.db, { companyId: company.id, closesAt: new Date(Date.now() + DAY) });
    // Past its date, it already says closed, before the platform's job runs.
    expect((await t.get(`/api/core/jobs/${job.slug}`)).body.data.acceptingApplications).toBe(false);
    await t.platform.services.jobRunner.enqueue(CLOSE_DUE_JOBS, {});
    await t.runJobs();
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.status).toBe('closed');
    expect(row?.closedAt).not.toBeNull();
    const [still] = await t.db.select().from(jobs).where(eq(jobs.id, open.id));
    expect(still?.status).toBe('published');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'job'), eq(auditLog.objectId, String(job.id))));
    expect(audit).toMatchObject({ action: AUDIT_ACTIONS.jobClose, actorRole: 'system' });
  });
});

describe('scope: one company’s employer and another’s', () => {
  it('answers 404 on the other company’s job, applicants, application and résumé, and lists only their own jobs', async () => {
    const x = await employerOfNewCompany();
    const y = await employerOfNewCompany();
    const yJob = await insertJob(t.db, { companyId: y.company.id });
    const xJob = await insertJob(t.db, { companyId: x.company.id });
    const { user } = await learner();
    const application = await applicationTo(yJob.id, user.id);

    for (const [method, path, body] of [
      ['GET', `/api/staff/jobs/${yJob.id}`],
      ['PATCH', `/api/staff/jobs/${yJob.id}`, { title: 'Taken over' }],
      ['POST', `/api/staff/jobs/${yJob.id}/close`],
      ['GET', `/api/staff/jobs/${yJob.id}/applications`],
      ['PATCH', `/api/staff/applications/${application.id}`, { status: 'shortlisted' }],
      ['GET', `/api/staff/applications/${application.id}/resume`],
    ] as const) {
      const res = await t.call(method, path, body, { cookie: x.cookie });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const [unchanged] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, application.id));
    expect(unchanged?.status).toBe('applied');

    const mine = await t.get('/api/staff/jobs?page_size=50', { cookie: x.cookie });
    expect(mine.body.data.results.map((j: { id: number }) => j.id)).toEqual([xJob.id]);
    // Another company's slug on create is a 404 too.
    const foreign = await t.post('/api/staff/jobs', jobBody({ company: y.company.slug, city: x.city.slug }), {
      cookie: x.cookie,
    });
    expect(foreign.status).toBe(404);
  });
});

describe('applicants', () => {
  it('lists applicants with counts, serves the résumé inline and audits every view', async () => {
    const { company, cookie, user: employer } = await employerOfNewCompany();
    const job = await insertJob(t.db, { companyId: company.id });
    const a = await learner();
    const b = await learner();
    const first = await applicationTo(job.id, a.user.id);
    await applicationTo(job.id, b.user.id);

    const before = (await t.get('/api/staff/jobs', { cookie })).body.data.results[0];
    expect(before).toMatchObject({ id: job.id, applicants: 2, newApplicants: 2 });
    const list = await t.get(`/api/staff/jobs/${job.id}/applications`, { cookie });
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.count).toBe(2);
    expect(list.body.data.counts).toMatchObject({ applied: 2, shortlisted: 0 });
    expect(list.body.data.results[0]).toMatchObject({ applicant: { name: 'Meera Joshi' }, coverNote: 'Keen to join.' });
    // The visit is recorded: nothing is new until another learner applies.
    expect((await t.get('/api/staff/jobs', { cookie })).body.data.results[0]).toMatchObject({ applicants: 2, newApplicants: 0 });
    const c = await learner();
    await applicationTo(job.id, c.user.id);
    expect((await t.get('/api/staff/jobs', { cookie })).body.data.results[0]).toMatchObject({ applicants: 3, newApplicants: 1 });

    const res = await t.app.request(`${ORIGIN}/api/staff/applications/${first.id}/resume`, {
      headers: { cookie, 'x-forwarded-for': t.newIp() },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="Meera Joshi CV.pdf"/);
    expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    await t.app.request(`${ORIGIN}/api/staff/applications/${first.id}/resume`, {
      headers: { cookie, 'x-forwarded-for': t.newIp() },
    });
    const views = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, AUDIT_ACTIONS.resumeView), eq(auditLog.objectId, String(first.id))));
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({ actorUserId: employer.id, actorRole: 'employer', objectType: 'application' });

    const shortlisted = await t.get(`/api/staff/jobs/${job.id}/applications?status=shortlisted`, { cookie });
    expect(shortlisted.body.data.results).toEqual([]);
  });

  it('moves an application with a message: the learner is told once per change and sees it in /account/jobs', async () => {
    const { company, cookie } = await employerOfNewCompany();
    const job = await insertJob(t.db, { companyId: company.id, title: `Data Analyst ${unique()}` });
    const me = await learner();
    const application = await applicationTo(job.id, me.user.id);

    const moved = await t.call(
      'PATCH',
      `/api/staff/applications/${application.id}`,
      { status: 'shortlisted', message: 'Please pick an interview slot for next week.' },
      { cookie },
    );
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data).toMatchObject({
      status: 'shortlisted',
      statusMessage: 'Please pick an interview slot for next week.',
    });
    // The same change again is a 409 and tells nobody.
    expect(
      (await t.call('PATCH', `/api/staff/applications/${application.id}`, { status: 'shortlisted' }, { cookie })).status,
    ).toBe(409);

    const mine = await t.get('/api/accounts/jobs', { cookie: me.cookie });
    expect(mine.body.data.results[0]).toMatchObject({
      status: 'shortlisted',
      statusMessage: 'Please pick an interview slot for next week.',
    });
    expect(Date.parse(mine.body.data.results[0].statusChangedAt)).toBeGreaterThan(Date.now() - 60_000);

    const told = await t.db.select().from(notifications).where(eq(notifications.userId, me.user.id));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ type: 'jobs', link: '/account/jobs', body: 'Please pick an interview slot for next week.' });
    expect(told[0]?.title).toContain('shortlisted');
    await t.runJobs();
    expect(t.mailer.lastTo(me.user.email)?.text).toContain('Please pick an interview slot');

    // Rejected without a message: the kind default text, in the notice and on the page.
    const rejected = await t.call('PATCH', `/api/staff/applications/${application.id}`, { status: 'rejected' }, { cookie });
    expect(rejected.status).toBe(200);
    const after = await t.get('/api/accounts/jobs', { cookie: me.cookie });
    expect(after.body.data.results[0]).toMatchObject({ status: 'rejected', statusMessage: MESSAGES.applicationRejectedDefault });
    const all = await t.db.select().from(notifications).where(eq(notifications.userId, me.user.id));
    expect(all).toHaveLength(2);
    expect(all.map((n) => n.body)).toContain(MESSAGES.applicationRejectedDefault);
    // Decided: it moves no more.
    const again = await t.call('PATCH', `/api/staff/applications/${application.id}`, { status: 'hired' }, { cookie });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: MESSAGES.staffApplicationFinal });

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, AUDIT_ACTIONS.applicationStatus), eq(auditLog.objectId, String(application.id))));
    expect(audits).toHaveLength(2);
  });

  it('refuses a move backwards and an unknown status', async () => {
    const { company, cookie } = await employerOfNewCompany();
    const job = await insertJob(t.db, { companyId: company.id });
    const me = await learner();
    const application = await applicationTo(job.id, me.user.id);
    expect((await t.call('PATCH', `/api/staff/applications/${application.id}`, { status: 'interview' }, { cookie })).status).toBe(
      200,
    );
    const back = await t.call('PATCH', `/api/staff/applications/${application.id}`, { status: 'shortlisted' }, { cookie });
    expect(back.status).toBe(409);
    expect(back.body).toEqual({ error: MESSAGES.staffApplicationBackwards });
    const bad = await t.call('PATCH', `/api/staff/applications/${application.id}`, { status: 'applied' }, { cookie });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toEqual({ status: MESSAGES.staffApplicationStatusInvalid });
  });
});
