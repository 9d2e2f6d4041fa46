import { MAX_ID } from '@lp/contract/common';
import { MESSAGES } from '@lp/contract/messages';
import { AUDIT_ACTIONS } from '@lp/contract/staff';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enquiries } from '../../db/schema/enquiries.ts';
import { notifications } from '../../db/schema/platform.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { insertCourse, insertInstitute } from '../../db/seed/catalogue-factories.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { insertStaff } from '../../test/staff.ts';
import { createTestContext } from '../../test/test-app.ts';

const t = await createTestContext();

/** Two institutes, each with a course and one member of staff (plus a second for A, to assign to). */
async function twoInstitutes() {
  const tag = Math.random().toString(36).slice(2, 7);
  const a = await insertInstitute(t.db, { name: `Hillside Institute ${tag}` });
  const b = await insertInstitute(t.db);
  const courseA = await insertCourse(t.db, { instituteId: a.id, title: `Full Stack Web Development ${tag}` });
  const courseB = await insertCourse(t.db, { instituteId: b.id });
  const staffA = await insertStaff(t.db, 'institute_staff', { instituteId: a.id, fullName: 'Ananya Rao' });
  const colleagueA = await insertStaff(t.db, 'institute_staff', { instituteId: a.id, fullName: 'Karthik Menon' });
  const staffB = await insertStaff(t.db, 'institute_staff', { instituteId: b.id });
  return {
    a,
    b,
    courseA,
    courseB,
    staffA,
    colleagueA,
    cookieA: await t.signIn(staffA.email, 'Learnly@123'),
    cookieB: await t.signIn(staffB.email, 'Learnly@123'),
  };
}

async function learner() {
  const user = await insertUser(t.db);
  return { user, cookie: await t.signIn(user.email, 'Learnly@123') };
}

const form = (model_name: 'course' | 'institute', model_id: number, overrides: Record<string, unknown> = {}) => ({
  model_name,
  model_id,
  name: 'Priya Sharma',
  email: 'priya@example.in',
  mobile: '98765 43210',
  pin_code: '560001',
  message: 'Is there a weekend batch?',
  ...overrides,
});

async function send(body: ReturnType<typeof form>, cookie?: string): Promise<number> {
  const res = await t.post('/api/core/enquiry', body, cookie ? { cookie } : {});
  expect(res.status, res.text).toBe(201);
  return res.body.data.enquiry.id;
}

const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, 'enquiry'), eq(auditLog.objectId, String(id))))
    .orderBy(auditLog.id);

describe('the lead inbox', () => {
  it("lists the institute's enquiries about it and its courses, newest first, with counts; never another institute's", async () => {
    const s = await twoInstitutes();
    const first = await send(form('course', s.courseA.id, { name: 'Rahul Verma', mobile: '9123456780' }));
    const second = await send(form('institute', s.a.id, { name: 'Sneha Iyer' }));
    const theirs = await send(form('course', s.courseB.id, { name: 'Not Mine' }));

    const res = await t.get('/api/staff/enquiries', { cookie: s.cookieA });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.results.map((e: { id: number }) => e.id)).toEqual([second, first]);
    expect(res.body.data.counts).toEqual({ new: 2, contacted: 0, enrolled: 0, not_interested: 0, unreachable: 0 });
    expect(res.body.data.retentionDays).toBe(365);
    expect(res.body.data.courses).toEqual([{ id: s.courseA.id, title: s.courseA.title }]);
    expect(res.body.data.results[1]).toMatchObject({
      name: 'Rahul Verma',
      mobile: '9123456780',
      email: 'priya@example.in',
      pinCode: '560001',
      status: 'new',
      target: { modelName: 'course', id: s.courseA.id, name: s.courseA.title },
      institute: { id: s.a.id },
      assignee: null,
      fromAccount: false,
    });

    const other = await t.get('/api/staff/enquiries', { cookie: s.cookieB });
    expect(other.body.data.results.map((e: { id: number }) => e.id)).toEqual([theirs]);
  });

  it('filters by status, course, date and name or mobile', async () => {
    const s = await twoInstitutes();
    const rahul = await send(form('course', s.courseA.id, { name: 'Rahul Verma', mobile: '9123456780' }));
    const sneha = await send(form('institute', s.a.id, { name: 'Sneha Iyer', mobile: '9988776655' }));
    await t.db
      .update(enquiries)
      .set({ createdAt: new Date('2026-01-10T06:00:00Z') })
      .where(eq(enquiries.id, sneha));
    const ids = async (query: string) => {
      const res = await t.get(`/api/staff/enquiries?${query}`, { cookie: s.cookieA });
      expect(res.status, res.text).toBe(200);
      return res.body.data.results.map((e: { id: number }) => e.id);
    };
    expect(await ids(`course=${s.courseA.id}`)).toEqual([rahul]);
    expect(await ids('q=sneha')).toEqual([sneha]);
    expect(await ids('q=%2B91%2091234')).toEqual([rahul]);
    expect(await ids('q=56780')).toEqual([rahul]);
    expect(await ids('from=2026-01-10&to=2026-01-10')).toEqual([sneha]);
    expect(await ids('to=2026-01-09')).toEqual([]);
    expect(await ids('status=new')).toEqual([rahul, sneha]);
    expect(await ids('status=contacted')).toEqual([]);
    const bad = await t.get('/api/staff/enquiries?status=lost&from=yesterday', { cookie: s.cookieA });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toMatchObject({ status: MESSAGES.enquiryStatusInvalid, from: MESSAGES.enquiryDateInvalid });
    for (const day of ['2026-02-30', '2026-13-01', '0000-01-01']) {
      const impossible = await t.get(`/api/staff/enquiries?to=${day}`, { cookie: s.cookieA });
      expect(impossible.status, day).toBe(422);
      expect(impossible.body.fields).toEqual({ to: MESSAGES.enquiryDateInvalid });
    }
  });

  it('answers 404 to staff of another institute for one enquiry, and changes nothing', async () => {
    const s = await twoInstitutes();
    const id = await send(form('course', s.courseA.id));
    for (const res of [
      await t.get(`/api/staff/enquiries/${id}`, { cookie: s.cookieB }),
      await t.call('PATCH', `/api/staff/enquiries/${id}`, { status: 'contacted', note: 'Mine now' }, { cookie: s.cookieB }),
    ]) {
      expect(res.status, res.text).toBe(404);
      expect(res.body).toEqual({ error: MESSAGES.enquiryNotFound });
    }
    // An admin reads every institute's enquiry; a missing one is a 404 for everyone.
    const admin = await insertStaff(t.db, 'admin');
    const adminCookie = await t.signIn(admin.email, 'Learnly@123');
    expect((await t.get(`/api/staff/enquiries/${id}`, { cookie: adminCookie })).status).toBe(200);
    for (const cookie of [adminCookie, s.cookieA]) {
      const missing = await t.call('PATCH', `/api/staff/enquiries/${MAX_ID}`, { status: 'contacted' }, { cookie });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ error: MESSAGES.enquiryNotFound });
    }
    const [row] = await t.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row).toMatchObject({ status: 'new', statusChangedAt: null });
    expect(await auditOf(id)).toHaveLength(0);
  });

  it('changes status, assignee and notes, each change timed and audited; the learner is told once per change', async () => {
    const s = await twoInstitutes();
    const me = await learner();
    const id = await send(form('course', s.courseA.id, { email: me.user.email }), me.cookie);
    const patch = (body: unknown) => t.call('PATCH', `/api/staff/enquiries/${id}`, body, { cookie: s.cookieA });

    const contacted = await patch({
      status: 'contacted',
      assigneeId: s.colleagueA.id,
      note: 'Called at 11 am, will visit Saturday.',
    });
    expect(contacted.status, contacted.text).toBe(200);
    expect(contacted.body.data).toMatchObject({
      status: 'contacted',
      statusChangedAt: expect.any(String),
      assignee: { id: s.colleagueA.id, fullName: 'Karthik Menon' },
      notesCount: 1,
      notes: [{ text: 'Called at 11 am, will visit Saturday.', author: { id: s.staffA.id, fullName: 'Ananya Rao' } }],
    });
    expect(contacted.body.data.assignees.map((p: { fullName: string }) => p.fullName)).toEqual(['Ananya Rao', 'Karthik Menon']);
    // The same status again changes nothing: no audit row, nobody told.
    expect((await patch({ status: 'contacted' })).status).toBe(200);
    expect((await patch({ note: 'Sent the brochure on WhatsApp.' })).body.data.notesCount).toBe(2);
    expect((await patch({ status: 'enrolled' })).body.data.status).toBe('enrolled');

    const rows = await auditOf(id);
    expect(rows.map((r) => [r.action, r.actorUserId, r.actorRole, r.before, r.after])).toEqual([
      [
        AUDIT_ACTIONS.enquiryUpdate,
        s.staffA.id,
        'institute_staff',
        { status: 'new', assigneeId: null },
        { status: 'contacted', assigneeId: s.colleagueA.id, noteId: expect.any(Number) },
      ],
      [
        AUDIT_ACTIONS.enquiryUpdate,
        s.staffA.id,
        'institute_staff',
        { status: 'contacted', assigneeId: s.colleagueA.id },
        { status: 'contacted', assigneeId: s.colleagueA.id, noteId: expect.any(Number) },
      ],
      [
        AUDIT_ACTIONS.enquiryUpdate,
        s.staffA.id,
        'institute_staff',
        { status: 'contacted', assigneeId: s.colleagueA.id },
        { status: 'enrolled', assigneeId: s.colleagueA.id },
      ],
    ]);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, me.user.id), eq(notifications.type, 'enquiries')))
      .orderBy(notifications.id);
    expect(told.map((n) => n.title)).toEqual([`${s.a.name}: Contacted`, `${s.a.name}: Enrolled`]);
    expect(told[0]?.link).toBe('/account/enquiries');

    // The learner's list carries the status and when it changed.
    const mine = await t.get('/api/accounts/enquiries', { cookie: me.cookie });
    expect(mine.body.data.results[0]).toMatchObject({
      id,
      status: 'enrolled',
      statusChangedAt: expect.any(String),
      institute: { id: s.a.id, name: s.a.name },
    });
  });

  it('refuses an assignee from outside the institute, an empty change and a bad status', async () => {
    const s = await twoInstitutes();
    const outsider = await insertUser(t.db);
    const id = await send(form('course', s.courseA.id));
    const patch = (body: unknown) => t.call('PATCH', `/api/staff/enquiries/${id}`, body, { cookie: s.cookieA });
    const foreign = await patch({ assigneeId: outsider.id });
    expect(foreign.status).toBe(422);
    expect(foreign.body.fields).toEqual({ assigneeId: MESSAGES.enquiryAssigneeInvalid });
    expect((await patch({})).status).toBe(422);
    expect((await patch({ status: 'lost' })).body.fields).toEqual({ status: MESSAGES.enquiryStatusInvalid });
    expect((await patch({ note: '   ' })).body.fields).toEqual({ note: MESSAGES.enquiryNoteLength });
    expect(await auditOf(id)).toHaveLength(0);
    // Unassigning is a change.
    await patch({ assigneeId: s.staffA.id });
    expect((await patch({ assigneeId: null })).body.data.assignee).toBeNull();
  });

  it("tells the institute's staff of a new enquiry (and nobody else's staff)", async () => {
    const s = await twoInstitutes();
    const id = await send(form('course', s.courseA.id, { name: 'Kiran Das' }));
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.key, `enquiry.new:${id}`));
    expect(told.map((n) => n.userId).sort()).toEqual([s.staffA.id, s.colleagueA.id].sort());
    expect(told[0]).toMatchObject({
      type: 'enquiries',
      title: `New enquiry: ${s.courseA.title}`,
      link: `/staff/enquiries?enquiry=${id}`,
    });
    // The notice does not carry the learner's contact details.
    expect(JSON.stringify(told)).not.toMatch(/Kiran|98765|priya@/);
  });

  it("exports only the staff member's institute's filtered enquiries as CSV, and audits the export", async () => {
    const s = await twoInstitutes();
    await send(form('course', s.courseA.id, { name: 'Rahul Verma', message: '=HYPERLINK("x")' }));
    await send(form('institute', s.a.id, { name: 'Sneha, Iyer' }));
    await send(form('course', s.courseB.id, { name: 'Not Mine' }));
    const res = await t.get(`/api/staff/enquiries.csv?course=${s.courseA.id}`, { cookie: s.cookieA });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,received_at,status,status_changed_at,name,mobile,email,pin_code,course_or_institute,institute,message,assignee,anonymised_at',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Rahul Verma');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    const all = await t.get('/api/staff/enquiries.csv', { cookie: s.cookieA });
    expect(all.text).toContain('"Sneha, Iyer"');
    expect(all.text).not.toContain('Not Mine');

    const exports = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, AUDIT_ACTIONS.enquiryExport), eq(auditLog.actorUserId, s.staffA.id)))
      .orderBy(auditLog.id);
    expect(exports.map((e) => e.after)).toEqual([
      { filters: { course: s.courseA.id }, rows: 1, institutes: [s.a.id] },
      { filters: {}, rows: 2, institutes: [s.a.id] },
    ]);
  });
});

describe('retention', () => {
  it('anonymises enquiries older than the retention period, once, and the inbox says so', async () => {
    const s = await twoInstitutes();
    const old = await send(form('course', s.courseA.id, { name: 'Old Lead', message: 'From last year' }));
    const recent = await send(form('course', s.courseA.id, { name: 'Fresh Lead' }));
    await t.db.update(enquiries).set({ createdAt: sql`now() - interval '366 days'` }).where(eq(enquiries.id, old));
    await t.platform.services.jobRunner.enqueue('enquiries.anonymise', {});
    await t.runJobs();

    const rows = await t.db
      .select()
      .from(enquiries)
      .where(inArray(enquiries.id, [old, recent]))
      .orderBy(enquiries.id);
    expect(rows[0]).toMatchObject({ name: 'Anonymised', email: '', mobile: '', pinCode: '', message: '', status: 'new' });
    expect(rows[0]?.anonymisedAt).not.toBeNull();
    expect(rows[1]).toMatchObject({ name: 'Fresh Lead', anonymisedAt: null });

    const inbox = await t.get(`/api/staff/enquiries/${old}`, { cookie: s.cookieA });
    expect(inbox.body.data).toMatchObject({ name: 'Anonymised', mobile: '', anonymisedAt: expect.any(String) });
    const runs = await t.db.select().from(auditLog).where(eq(auditLog.action, AUDIT_ACTIONS.enquiryAnonymise));
    expect(runs.some((r) => r.actorRole === 'system' && (r.after as { count: number }).count >= 1)).toBe(true);

    // A second run finds nothing more to do.
    await t.platform.services.jobRunner.enqueue('enquiries.anonymise', {});
    await t.runJobs();
    const [again] = await t.db.select().from(enquiries).where(eq(enquiries.id, old));
    expect(again?.anonymisedAt?.getTime()).toBe(rows[0]?.anonymisedAt?.getTime());
  });
});
