import { MAX_ID } from '@lp/contract/common';
import { MESSAGES } from '@lp/contract/messages';
import { describe, expect, it } from 'vitest';
import { insertCourse } from '../db/seed/catalogue-factories.ts';
import { insertUser } from '../db/seed/factories.ts';
import { createTestContext } from '../test/test-app.ts';

const t = await createTestContext();
const user = await insertUser(t.db);
const cookie = await t.signIn(user.email, 'Learnly@123');
const course = await insertCourse(t.db);

const expectEnvelope = (res: { status: number; body: unknown; text: string }, status: number) => {
  expect(res.status, res.text).toBe(status);
  expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
};

/** PostgreSQL cannot store a NUL character in text: one guard refuses it before any route runs. */
describe('a NUL byte in any text is a 4xx, never a 500', () => {
  it.each([
    ['/api/core/courses?q=%00', 'q'],
    ['/api/core/courses?q=python%00', 'q'],
    ['/api/core/jobs?q=a%00b', 'q'],
    ['/api/core/courses?city=pune%00', 'city'],
    ['/api/core/search?term=%00&model=course', 'term'],
    ['/api/core/search-suggestions?term=ab%00', 'term'],
    ['/api/core/roadmaps?stream=%00', 'stream'],
  ])('query %s names the parameter', async (path, field) => {
    const res = await t.get(path);
    expectEnvelope(res, 422);
    expect(res.body.error).toBe(MESSAGES.nulCharacter);
    expect(res.body.fields).toEqual({ [field]: MESSAGES.nulCharacter });
  });

  it.each(['/api/core/courses/a%00b', '/api/core/institutes/%00', '/api/core/jobs/x%00/similar', '/api/core/roadmaps/%00'])(
    'path %s is a 404 that never reaches the route',
    async (path) => {
      const res = await t.get(path);
      expectEnvelope(res, 404);
      expect(res.body.error).toBe(MESSAGES.routeNotFound);
    },
  );

  it('a "\\u0000" inside a JSON string is a 422 naming the field, and nothing is stored', async () => {
    const res = await t.post('/api/core/enquiry', {
      model_name: 'course',
      model_id: course.id,
      name: 'Priya Sharma',
      email: 'priya@example.in',
      mobile: '9876543210',
      pin_code: '560001',
      message: 'weekend\u0000batch?',
    });
    expectEnvelope(res, 422);
    expect(res.body.fields).toEqual({ message: MESSAGES.nulCharacter });
  });

  it('a NUL in a nested key or a signed-in body is refused the same way', async () => {
    const review = await t.post(
      '/api/core/reviews',
      { model_name: 'course', model_id: course.id, rating: 4, text: 'fine\u0000' },
      { cookie },
    );
    expectEnvelope(review, 422);
    expect(review.body.fields).toEqual({ text: MESSAGES.nulCharacter });
    const nestedKey = await t.post('/api/accounts/tags', { stream: 1, tags: [1], extra: { 'k\u0000': 'v' } }, { cookie });
    expectEnvelope(nestedKey, 422);
    expect(nestedKey.body.fields).toEqual({ 'extra.k\u0000': MESSAGES.nulCharacter });
  });

  it('an escaped backslash before "u0000" is ordinary text, not a NUL', async () => {
    const res = await t.post('/api/accounts/mail-signup', '{"email":"a\\\\u0000@example.in"}');
    expect(res.status).toBe(422);
    expect(res.body.error).not.toBe(MESSAGES.nulCharacter);
  });
});

describe('ids past PostgreSQL integer range are a 422 (MAX_ID), never a 500', () => {
  it.each([
    `/api/core/tags?stream=${MAX_ID + 1}`,
    '/api/core/tags?stream=99999999999999999999',
    '/api/core/tags?stream=-1',
    `/api/core/reviews?model_name=course&model_id=${MAX_ID + 1}`,
    `/api/core/resources/${MAX_ID + 1}`,
  ])('GET %s', async (path) => {
    const res = await t.get(path);
    expectEnvelope(res, 422);
  });

  it('GET /api/core/tags?stream=MAX_ID is a valid id (an empty list)', async () => {
    const res = await t.get(`/api/core/tags?stream=${MAX_ID}`);
    expect(res.status).toBe(200);
  });

  it.each([
    ['stream', { stream: MAX_ID + 1, tags: [1] }],
    ['tags.0', { stream: 1, tags: [MAX_ID + 1] }],
  ])('POST /api/accounts/tags with %s out of range', async (field, body) => {
    const res = await t.post('/api/accounts/tags', body, { cookie });
    expectEnvelope(res, 422);
    expect(Object.keys(res.body.fields ?? {})).toContain(field);
  });
});
