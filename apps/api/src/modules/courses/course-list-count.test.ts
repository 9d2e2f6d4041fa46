import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCity, insertCourse, insertInstitute } from '../../db/seed/catalogue-factories.ts';
import { EXACT_COUNT_LIMIT } from '../../platform/paging.ts';
import { createTestContext } from '../../test/test-app.ts';

const t = await createTestContext();

let citySlug: string;
let instituteSlug: string;
const certificates = EXACT_COUNT_LIMIT + 40;

beforeAll(async () => {
  const city = await insertCity(t.db, { name: 'Mysuru' });
  citySlug = city.slug;
  const institute = await insertInstitute(t.db, { name: 'Mysuru Skills Academy', cityId: city.id });
  instituteSlug = institute.slug;
  const first = await insertCourse(t.db, { title: 'Bulk Certificate 0', instituteId: institute.id, level: 'certificate' });
  // One statement: the factory writes an outline per course, which a count does not need.
  await t.db.execute(sql`insert into courses (title, slug, institute_id, city_id, stream_id, level, type, duration_weeks, summary, description)
    select 'Bulk Certificate ' || n, 'bulk-certificate-' || n, institute_id, city_id, stream_id, level, type, duration_weeks, summary, description
    from courses, generate_series(1, ${certificates - 1}) as n where id = ${first.id}`);
  for (const n of [1, 2, 3])
    await insertCourse(t.db, { title: `Mysuru Diploma ${n}`, instituteId: institute.id, level: 'diploma' });
  await t.db.execute(sql`analyze courses`);
});

describe('GET /api/core/courses counts up to a limit', () => {
  it('counts a filter exactly up to the limit', async () => {
    const res = await t.get(`/api/core/courses?city=${citySlug}&level=diploma`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ count: 3, next: null });
    expect(res.body.data.results).toHaveLength(3);
  });

  it('past the limit, gives an estimate above it and still pages on', async () => {
    for (const query of [`city=${citySlug}&level=certificate`, `city=${citySlug}`, `institute=${instituteSlug}`]) {
      const res = await t.get(`/api/core/courses?${query}&page_size=100`);
      expect(res.status, query).toBe(200);
      expect(res.body.data.count, query).toBeGreaterThan(EXACT_COUNT_LIMIT);
      expect(res.body.data.next, query).toBe(2);
      expect(res.body.data.results, query).toHaveLength(100);
    }
    const last = await t.get(
      `/api/core/courses?city=${citySlug}&level=certificate&page_size=100&page=${Math.ceil(certificates / 100)}`,
    );
    expect(last.status).toBe(200);
    expect(last.body.data.results).toHaveLength(certificates % 100);
  });
});
