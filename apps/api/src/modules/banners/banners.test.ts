import { describe, expect, it } from 'vitest';
import { insertBanner } from '../../db/seed/catalogue-factories.ts';
import { createTestContext } from '../../test/test-app.ts';

const t = await createTestContext();

const hour = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);
const titles = (res: { body: { data: { results: { title: string }[] } } }) => res.body.data.results.map((b) => b.title);

describe('GET /api/core/banners/', () => {
  it('lists the active banners of a type in the window of now, by position', async () => {
    await insertBanner(t.db, { type: 'jobs', title: 'Second', position: 2 });
    await insertBanner(t.db, { type: 'jobs', title: 'First', position: 1, startsAt: at(-hour), endsAt: at(hour) });
    await insertBanner(t.db, { type: 'jobs', title: 'Third, open ended', position: 3, startsAt: at(-hour) });
    await insertBanner(t.db, { type: 'jobs', title: 'Not yet', position: 0, startsAt: at(hour) });
    await insertBanner(t.db, { type: 'jobs', title: 'Over', position: 0, endsAt: at(-hour) });
    await insertBanner(t.db, { type: 'jobs', title: 'Switched off', position: 0, active: false });
    await insertBanner(t.db, { type: 'courses', title: 'Other type', position: 0 });

    const res = await t.get('/api/core/banners/?type=jobs');
    expect(res.status).toBe(200);
    expect(titles(res)).toEqual(['First', 'Second', 'Third, open ended']);
    expect(res.body.data.count).toBe(3);
    expect(res.body.data.next).toBeNull();
    expect(res.body.data.results[0]).toEqual({
      id: expect.any(Number),
      type: 'jobs',
      title: 'First',
      subtitle: 'Learn something new',
      imageUrl: null,
      linkUrl: '/courses',
      linkLabel: 'Browse',
      position: 1,
    });

    expect(titles(await t.get('/api/core/banners?type=courses'))).toEqual(['Other type']);
  });

  it('answers an empty list for a type without banners', async () => {
    const res = await t.get('/api/core/banners/?type=premium');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ results: [], next: null, count: 0 });
  });

  it('refuses a missing or unknown type with 422', async () => {
    for (const query of ['', '?type=', '?type=sidebar', '?type=HOME']) {
      const res = await t.get(`/api/core/banners/${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body.fields.type).toMatch(/home, courses, jobs, premium, feed/);
    }
  });
});
