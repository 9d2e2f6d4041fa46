import type { EnquiryBody } from '@lp/contract/enquiries';
import { MESSAGES } from '@lp/contract/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enquiries } from '../../db/schema/enquiries.ts';
import { insertCourse, insertInstitute } from '../../db/seed/catalogue-factories.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { createTestContext } from '../../test/test-app.ts';

const t = await createTestContext();

async function signedInUser() {
  const user = await insertUser(t.db);
  const cookie = await t.signIn(user.email, 'Learnly@123');
  return { user, cookie };
}

const form = (modelId: number, overrides: Record<string, unknown> = {}) => ({
  model_name: 'course',
  model_id: modelId,
  name: 'Priya Sharma',
  email: 'priya@example.in',
  mobile: '98765 43210',
  pin_code: '560001',
  message: 'Is there a weekend batch?',
  ...overrides,
});

describe('POST /api/core/enquiry', () => {
  it('refuses a bad mobile number with the spec message, then accepts a good one', async () => {
    const course = await insertCourse(t.db);
    const bad = await t.post('/api/core/enquiry', form(course.id, { mobile: '12345' }));
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ error: MESSAGES.mobile, fields: { mobile: MESSAGES.mobile } });
    expect(
      await t.db
        .select()
        .from(enquiries)
        .where(and(eq(enquiries.modelName, 'course'), eq(enquiries.modelId, course.id))),
    ).toHaveLength(0);

    const good = await t.post('/api/core/enquiry', form(course.id, { mobile: '+91 98765-43210' }));
    expect(good.status).toBe(201);
    expect(good.body.data.enquiry).toMatchObject({
      id: expect.any(Number),
      modelName: 'course',
      modelId: course.id,
      name: 'Priya Sharma',
      mobile: '9876543210',
      pinCode: '560001',
    });
    const [stored] = await t.db.select().from(enquiries).where(eq(enquiries.id, good.body.data.enquiry.id));
    expect(stored).toMatchObject({ mobile: '9876543210', pinCode: '560001', message: 'Is there a weekend batch?' });
  });

  it('normalises every accepted form of an Indian mobile number to its ten digits', async () => {
    const course = await insertCourse(t.db);
    for (const mobile of ['9876543210', '+919876543210', '919876543210', '09876543210', '+91-98765-43210', ' 6000000000 ']) {
      const res = await t.post('/api/core/enquiry', form(course.id, { mobile }));
      expect(res.status, mobile).toBe(201);
      expect(res.body.data.enquiry.mobile).toMatch(/^[6-9]\d{9}$/);
    }
    for (const mobile of ['5876543210', '987654321', '98765432101', '+44 7911 123456', '98765abcde', '', 9876543210, null]) {
      const res = await t.post('/api/core/enquiry', form(course.id, { mobile }));
      expect(res.status, String(mobile)).toBe(422);
      expect(res.body.fields.mobile).toBe(MESSAGES.mobile);
    }
  });

  it('refuses a bad pin code with the spec message', async () => {
    const course = await insertCourse(t.db);
    for (const pin_code of ['012345', '56001', '5600011', 'abcdef', '', undefined]) {
      const res = await t.post('/api/core/enquiry', form(course.id, { pin_code }));
      expect(res.status, String(pin_code)).toBe(422);
      expect(res.body.fields.pin_code).toBe(MESSAGES.pinCode);
    }
    const spaced = await t.post('/api/core/enquiry', form(course.id, { pin_code: '560 001' }));
    expect(spaced.status).toBe(201);
    expect(spaced.body.data.enquiry.pinCode).toBe('560001');
  });

  it('shows every bad field at once, and checks name, email and message', async () => {
    const course = await insertCourse(t.db);
    const res = await t.post(
      '/api/core/enquiry',
      form(course.id, { name: '  ', email: 'not-an-email', mobile: '1', pin_code: '0', message: 'x'.repeat(1001) }),
    );
    expect(res.status).toBe(422);
    expect(res.body.fields).toEqual({
      name: MESSAGES.fullNameRequired,
      email: MESSAGES.emailInvalid,
      mobile: MESSAGES.mobile,
      pin_code: MESSAGES.pinCode,
      message: MESSAGES.enquiryMessageTooLong,
    });
    const longName = await t.post('/api/core/enquiry', form(course.id, { name: 'n'.repeat(101) }));
    expect(longName.status).toBe(422);
    expect(longName.body.fields).toHaveProperty('name');
    const noMessage = await t.post('/api/core/enquiry', form(course.id, { message: undefined }));
    expect(noMessage.status).toBe(201);
    expect(noMessage.body.data.enquiry.message).toBe('');
  });

  it('answers authenticated=false for a visitor and stores no user', async () => {
    const institute = await insertInstitute(t.db);
    const res = await t.post('/api/core/enquiry', form(institute.id, { model_name: 'institute', email: 'Visitor@Example.IN' }));
    expect(res.status).toBe(201);
    expect(res.body.data.authenticated).toBe(false);
    expect(res.body.data.enquiry).toMatchObject({ modelName: 'institute', modelId: institute.id, email: 'visitor@example.in' });
    const [stored] = await t.db.select().from(enquiries).where(eq(enquiries.id, res.body.data.enquiry.id));
    expect(stored?.userId).toBeNull();
  });

  it('ties a signed-in user’s enquiry to the account and answers authenticated=true', async () => {
    const course = await insertCourse(t.db);
    const { user, cookie } = await signedInUser();
    const res = await t.post('/api/core/enquiry', form(course.id, { email: user.email }), { cookie });
    expect(res.status).toBe(201);
    expect(res.body.data.authenticated).toBe(true);
    const [stored] = await t.db.select().from(enquiries).where(eq(enquiries.id, res.body.data.enquiry.id));
    expect(stored?.userId).toBe(user.id);
  });

  it('is a 404 when the course or institute does not exist, 422 for an unknown model', async () => {
    const missing = await t.post('/api/core/enquiry', form(999999));
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(MESSAGES.reviewCourseMissing);
    const missingInstitute = await t.post('/api/core/enquiry', form(999999, { model_name: 'institute' }));
    expect(missingInstitute.body.error).toBe(MESSAGES.reviewInstituteMissing);
    // Messages about an enquiry, not a review.
    for (const body of [form(1, { model_name: 'job' }), form(1, { model_name: undefined })]) {
      const res = await t.post('/api/core/enquiry', body);
      expect(res.body.fields.model_name).toBe(MESSAGES.enquiryModelInvalid);
      expect(JSON.stringify(res.body)).not.toMatch(/review/i);
    }
    expect((await t.post('/api/core/enquiry', form(1, { model_id: 'abc' }))).body.fields.model_id).toBe(
      MESSAGES.enquiryModelIdInvalid,
    );
    for (const body of [
      form(1, { model_name: 'job' }),
      form(1, { model_id: 'abc' }),
      form(1, { model_id: 2 ** 40 }),
      form(1, { model_id: undefined }),
    ]) {
      const res = await t.post('/api/core/enquiry', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect((await t.post('/api/core/enquiry', '{"name":')).status).toBe(400);
    expect((await t.post('/api/core/enquiry', 'name=x', { headers: { 'content-type': 'text/plain' } })).status).toBe(415);
  });

  it('limits enquiries per address', async () => {
    const course = await insertCourse(t.db);
    const ip = t.newIp();
    const statuses: number[] = [];
    for (let i = 0; i < t.config.rateLimitAuthPerMinute; i++) {
      statuses.push((await t.post('/api/core/enquiry', form(course.id), { ip })).status);
    }
    expect(statuses).toEqual(Array(t.config.rateLimitAuthPerMinute).fill(201));
    const limited = await t.post('/api/core/enquiry', form(course.id), { ip });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe(MESSAGES.rateLimited);
    // Another address is not affected.
    expect((await t.post('/api/core/enquiry', form(course.id))).status).toBe(201);
  });
});

describe('GET /api/accounts/enquiries (through the typed client)', () => {
  const send = (body: ReturnType<typeof form>, cookie?: string) =>
    t.api({ cookie }).api.core.enquiry.$post({ json: body as EnquiryBody });

  it('needs sign-in', async () => {
    const res = await t.api().api.accounts.enquiries.$get({ query: {} });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: MESSAGES.notSignedIn });
  });

  it("lists only the caller's enquiries, newest first, with the course or institute; page_size=1 gives the most recent", async () => {
    const course = await insertCourse(t.db, { title: 'Full Stack Web Development' });
    const institute = await insertInstitute(t.db, { name: 'Hillside Institute of Technology' });
    const me = await signedInUser();
    const other = await signedInUser();
    expect((await send(form(course.id, { message: 'first' }), me.cookie)).status).toBe(201);
    await send(form(institute.id, { model_name: 'institute', message: 'second' }), me.cookie);
    await send(form(course.id, { message: 'not mine' }), other.cookie);
    await send(form(course.id, { message: 'visitor' }));

    const mine = t.api({ cookie: me.cookie }).api.accounts.enquiries;
    const all = await mine.$get({ query: {} });
    if (all.status !== 200) throw new Error(`expected 200, got ${all.status}`);
    const { data } = await all.json();
    expect(data.count).toBe(2);
    expect(data.next).toBeNull();
    expect(data.results.map((e) => e.message)).toEqual(['second', 'first']);
    expect(data.results[1]?.target).toEqual({
      modelName: 'course',
      id: course.id,
      name: 'Full Stack Web Development',
      slug: course.slug,
    });

    const recent = await mine.$get({ query: { page_size: '1' } });
    if (recent.status !== 200) throw new Error(`expected 200, got ${recent.status}`);
    const recentPage = (await recent.json()).data;
    expect(recentPage).toMatchObject({ count: 2, next: 2 });
    expect(recentPage.results).toHaveLength(1);
    expect(recentPage.results[0]).toMatchObject({
      message: 'second',
      target: { modelName: 'institute', name: 'Hillside Institute of Technology', slug: institute.slug },
    });

    const past = await mine.$get({ query: { page: '3', page_size: '1' } });
    expect(past.status).toBe(404);
    expect(await past.json()).toMatchObject({ error: MESSAGES.noMoreEnquiries });
    expect((await mine.$get({ query: { page_size: '0' } })).status).toBe(422);
  });

  it('answers an empty list for a user with no enquiries', async () => {
    const { cookie } = await signedInUser();
    const res = await t.api({ cookie }).api.accounts.enquiries.$get({ query: {} });
    expect(await res.json()).toEqual({ data: { results: [], next: null, count: 0 } });
  });
});
