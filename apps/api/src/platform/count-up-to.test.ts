import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-db.ts';
import { countUpTo, EXACT_COUNT_LIMIT } from './paging.ts';

const handle = await createTestDatabase();
afterAll(() => handle.close());
const series = (n: number) => sql`select 1 from generate_series(1, ${sql.raw(String(n))}) g`;

describe('countUpTo', () => {
  it('counts exactly up to the limit', async () => {
    expect(await countUpTo(handle.db, series(0))).toBe(0);
    expect(await countUpTo(handle.db, series(1234))).toBe(1234);
    expect(await countUpTo(handle.db, series(EXACT_COUNT_LIMIT))).toBe(EXACT_COUNT_LIMIT);
  });

  it("past the limit answers the planner's estimate of the same rows, never the limit or less", async () => {
    // generate_series tells the planner its row count, so the estimate here is exact.
    expect(await countUpTo(handle.db, series(250_000))).toBe(250_000);
    const justPast = await countUpTo(handle.db, series(EXACT_COUNT_LIMIT + 1));
    expect(justPast).toBeGreaterThan(EXACT_COUNT_LIMIT);
  });
});
