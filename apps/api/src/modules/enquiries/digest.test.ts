import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/platform.ts';
import { insertCourse, insertInstitute } from '../../db/seed/catalogue-factories.ts';
import { insertStaff } from '../../test/staff.ts';
import { createTestContext } from '../../test/test-app.ts';
import { DIGEST_JOB } from './digest.ts';

const t = await createTestContext();

// The first pass enqueues every schedule once (the digest among them): done here, so that each
// test decides when its digest runs.
beforeAll(async () => {
  await t.runJobs();
});

async function institute(choice?: 'each' | 'daily' | 'none') {
  const tag = Math.random().toString(36).slice(2, 7);
  const inst = await insertInstitute(t.db, { name: `Lakeview Academy ${tag}` });
  const course = await insertCourse(t.db, { instituteId: inst.id, title: `Data Science Bootcamp ${tag}` });
  const staff = await insertStaff(t.db, 'institute_staff', { instituteId: inst.id });
  const cookie = await t.signIn(staff.email, 'Learnly@123');
  if (choice) {
    const saved = await t.post('/api/core/user-settings', { enquiryMail: choice }, { cookie });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.enquiryMail).toBe(choice);
  }
  return { inst, course, staff, cookie };
}

async function send(courseId: number, name = 'Priya Sharma'): Promise<number> {
  const res = await t.post('/api/core/enquiry', {
    model_name: 'course',
    model_id: courseId,
    name,
    email: 'priya@example.in',
    mobile: '98765 43210',
    pin_code: '560001',
    message: 'Is there a weekend batch?',
  });
  expect(res.status, res.text).toBe(201);
  return res.body.data.enquiry.id;
}

const mailsTo = (email: string) => t.mailer.sent.filter((m) => m.to === email);

const bellOf = (userId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'enquiries'), eq(notifications.inApp, true)));

async function runDigest() {
  await t.platform.services.jobRunner.enqueue(DIGEST_JOB);
  await t.runJobs();
}

describe('mail about new enquiries', () => {
  it('offers institute staff the choice, a daily digest by default, and refuses another value', async () => {
    const s = await institute();
    const settings = await t.get('/api/core/user-settings', { cookie: s.cookie });
    expect(settings.body.data).toMatchObject({ enquiryMail: 'daily', receivesEnquiries: true });
    const bad = await t.post('/api/core/user-settings', { enquiryMail: 'hourly' }, { cookie: s.cookie });
    expect(bad.status).toBe(422);
    expect(bad.body.fields.enquiryMail).toBe('Choose each enquiry, a daily digest or no mail.');
  });

  it('sends a daily-digest member one mail listing every enquiry since the last digest, and rings the bell at once', async () => {
    const s = await institute();
    await send(s.course.id, 'Rahul Verma');
    await send(s.course.id, 'Sneha Iyer');
    await send(s.course.id, 'Kiran Das');
    await t.runJobs();
    expect(await bellOf(s.staff.id)).toHaveLength(3);
    expect(mailsTo(s.staff.email)).toHaveLength(0);

    await runDigest();
    const [digest, ...more] = mailsTo(s.staff.email);
    expect(more).toHaveLength(0);
    expect(digest?.subject).toBe('Your enquiries digest: 3 new enquiries');
    expect(digest?.text.match(new RegExp(`^- ${s.course.title} \\(`, 'gm'))).toHaveLength(3);
    expect(digest?.text).toContain('/staff/enquiries');
    // Like the bell, the mail names the course and never the learner's contact details.
    expect(digest?.text).not.toMatch(/Rahul|Sneha|Kiran|98765|priya@/);

    // The next digest lists only what came after this one; with nothing new, nothing is sent.
    await runDigest();
    expect(mailsTo(s.staff.email)).toHaveLength(1);
    await send(s.course.id);
    await runDigest();
    const mails = mailsTo(s.staff.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('Your enquiries digest: 1 new enquiry');
  });

  it('mails "each one" members at once, one mail per enquiry, and keeps them out of the digest', async () => {
    const s = await institute('each');
    await send(s.course.id);
    await send(s.course.id);
    await t.runJobs();
    const mails = mailsTo(s.staff.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe(`New enquiry: ${s.course.title}`);
    await runDigest();
    expect(mailsTo(s.staff.email)).toHaveLength(2);
  });

  it('mails nothing to a member who chose none, while the bell still rings', async () => {
    const s = await institute('none');
    await send(s.course.id);
    await t.runJobs();
    await runDigest();
    expect(mailsTo(s.staff.email)).toHaveLength(0);
    expect(await bellOf(s.staff.id)).toHaveLength(1);
  });

  it('sends one digest when two instances run the digest at the same time', async () => {
    const s = await institute();
    await send(s.course.id);
    await send(s.course.id);
    const other = await t.anotherInstance();
    await Promise.all([t.platform.services.jobRunner.enqueue(DIGEST_JOB), other.platform.services.jobRunner.enqueue(DIGEST_JOB)]);
    await Promise.all([t.runJobs(), other.platform.services.jobRunner.runOnce()]);
    // A rerun afterwards finds nothing left to send.
    await runDigest();
    const mails = mailsTo(s.staff.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your enquiries digest: 2 new enquiries');
  });

  it('reaches a staff member whose account is in Hindi in Hindi (the bell too); the course’s name stays as written', async () => {
    const s = await institute('daily');
    const saved = await t.post('/api/core/user-settings', { language: 'hi' }, { cookie: s.cookie });
    expect(saved.status, saved.text).toBe(200);
    await send(s.course.id);
    await t.runJobs();
    const bell = await t.get('/api/core/notifications', { cookie: s.cookie });
    expect(bell.body.data.results[0]).toMatchObject({
      title: `नई पूछताछ: ${s.course.title}`,
      body: `किसी ने ${s.course.title} के बारे में पूछा है। जवाब देने के लिए lead inbox खोलें।`,
    });
    await runDigest();
    const [digest, ...more] = mailsTo(s.staff.email);
    expect(more).toHaveLength(0);
    expect(digest?.subject).toBe('आपकी पूछताछ का सारांश: 1 नई पूछताछ');
    expect(digest?.text).toContain(`- ${s.course.title} (`);
    expect(digest?.text).toContain('जवाब देने के लिए lead inbox खोलें');
    expect(digest?.text).toContain('/staff/enquiries');
  });
});
