import { POINTS } from '@lp/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { pointAwards } from '../db/schema/platform.ts';
import { insertUser } from '../db/seed/factories.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { createPoints, streaksOf } from './points.ts';

let handle: DatabaseHandle;
let points: ReturnType<typeof createPoints>;

beforeAll(async () => {
  handle = await createTestDatabase();
  points = createPoints(handle.db);
});
afterAll(async () => {
  await handle.close();
});

/** An award stored at an exact instant (the ledger itself always stamps now()). */
async function awardAt(userId: number, objectId: number, at: Date) {
  await handle.db
    .insert(pointAwards)
    .values({ userId, reason: 'moduleItem', objectType: 'item', objectId, points: POINTS.moduleItem, awardedAt: at });
}

/** Today's date in UTC, shifted by whole days, at a given UTC time of day. */
function utcDay(deltaDays: number, time: string): Date {
  const day = new Date(Date.now() + deltaDays * 86_400_000).toISOString().slice(0, 10);
  return new Date(`${day}T${time}Z`);
}

describe('points ledger', () => {
  it('awards the contract value once per (user, reason, object)', async () => {
    const user = await insertUser(handle.db);
    const key = { userId: user.id, reason: 'quizPassed', objectType: 'quiz', objectId: 7 } as const;
    expect(await handle.db.transaction((tx) => points.award(tx, key))).toBe(true);
    expect(await points.award(handle.db, key)).toBe(false);
    // Another object, or another reason on the same object, is another award.
    expect(await points.award(handle.db, { ...key, objectId: 8 })).toBe(true);
    expect(await points.award(handle.db, { ...key, reason: 'acceptedAnswer' })).toBe(true);
    const summary = await points.summary(user.id);
    expect(summary.total).toBe(2 * POINTS.quizPassed + POINTS.acceptedAnswer);
    expect(summary.currentStreak).toBe(1);
    expect(summary.longestStreak).toBe(1);
  });

  it('20 concurrent awards of one key in 20 transactions store exactly one row', async () => {
    const user = await insertUser(handle.db);
    const key = { userId: user.id, reason: 'fixmeSolved', objectType: 'fixme', objectId: 3 } as const;
    const results = await Promise.all(Array.from({ length: 20 }, () => handle.db.transaction((tx) => points.award(tx, key))));
    expect(results.filter(Boolean)).toHaveLength(1);
    const rows = await handle.db.select().from(pointAwards).where(eq(pointAwards.userId, user.id));
    expect(rows).toHaveLength(1);
    expect((await points.summary(user.id)).total).toBe(POINTS.fixmeSolved);
  });

  it('an award rolled back with its transaction is not kept', async () => {
    const user = await insertUser(handle.db);
    await handle.db
      .transaction(async (tx) => {
        await points.award(tx, { userId: user.id, reason: 'slideDeck', objectType: 'deck', objectId: 1 });
        throw new Error('roll back');
      })
      .catch(() => {});
    expect((await points.summary(user.id)).total).toBe(0);
  });

  it('streak days are calendar days in the user time zone: 23:30 and 00:30 in Kolkata are two days, in UTC one', async () => {
    const kolkata = await insertUser(handle.db);
    const utc = await insertUser(handle.db);
    await handle.db.update(users).set({ timeZone: 'UTC' }).where(eq(users.id, utc.id));
    // 18:00Z is 23:30 in Kolkata (UTC+5:30); 19:00Z is 00:30 the next day there. Both the same UTC day.
    for (const user of [kolkata, utc]) {
      await awardAt(user.id, 1, utcDay(-3, '18:00:00'));
      await awardAt(user.id, 2, utcDay(-3, '19:00:00'));
    }
    const threeDaysAgo = utcDay(-3, '00:00:00').toISOString().slice(0, 10);
    const twoDaysAgo = utcDay(-2, '00:00:00').toISOString().slice(0, 10);
    expect(await points.streakDates(kolkata.id)).toEqual([threeDaysAgo, twoDaysAgo]);
    expect(await points.streakDates(utc.id)).toEqual([threeDaysAgo]);
    expect((await points.summary(kolkata.id)).longestStreak).toBe(2);
    expect((await points.summary(utc.id)).longestStreak).toBe(1);
  });

  it('streakDates covers the last 365 days only; the current streak counts back from today or yesterday', async () => {
    const user = await insertUser(handle.db);
    await handle.db.update(users).set({ timeZone: 'UTC' }).where(eq(users.id, user.id));
    await awardAt(user.id, 1, utcDay(-400, '12:00:00'));
    await awardAt(user.id, 2, utcDay(-364, '12:00:00'));
    await awardAt(user.id, 3, utcDay(-2, '12:00:00'));
    await awardAt(user.id, 4, utcDay(-1, '12:00:00'));
    const dates = await points.streakDates(user.id);
    expect(dates).toEqual(
      [utcDay(-364, '00:00:00'), utcDay(-2, '00:00:00'), utcDay(-1, '00:00:00')].map((d) => d.toISOString().slice(0, 10)),
    );
    const summary = await points.summary(user.id);
    expect(summary.currentStreak).toBe(2);
    expect(summary.longestStreak).toBe(2);
    expect(summary.total).toBe(4 * POINTS.moduleItem);
  });

  it('a reversal is a row of negated points; the object may then be awarded again, once', async () => {
    const user = await insertUser(handle.db);
    const key = { userId: user.id, reason: 'acceptedAnswer', objectType: 'answer', objectId: 41 } as const;
    expect(await points.reverse(handle.db, key)).toBe(false);
    expect(await points.award(handle.db, key)).toBe(true);
    expect(await points.reverse(handle.db, key)).toBe(true);
    expect(await points.reverse(handle.db, key)).toBe(false);
    expect(await points.summary(user.id)).toEqual({ total: 0, currentStreak: 0, longestStreak: 0 });
    expect(await points.streakDates(user.id)).toEqual([]);
    expect(await points.award(handle.db, key)).toBe(true);
    expect(await points.award(handle.db, key)).toBe(false);
    expect((await points.summary(user.id)).total).toBe(POINTS.acceptedAnswer);
    const rows = await handle.db.select().from(pointAwards).where(eq(pointAwards.userId, user.id));
    expect(rows.map((r) => [r.points, r.occurrence, r.reversesId !== null])).toEqual([
      [POINTS.acceptedAnswer, 0, false],
      [-POINTS.acceptedAnswer, 0, true],
      [POINTS.acceptedAnswer, 1, false],
    ]);
  });

  it('20 concurrent reversals and awards of one key keep the total at one award or none', async () => {
    const user = await insertUser(handle.db);
    const key = { userId: user.id, reason: 'acceptedAnswer', objectType: 'answer', objectId: 42 } as const;
    await points.award(handle.db, key);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        handle.db.transaction((tx) => (i % 2 === 0 ? points.reverse(tx, key) : points.award(tx, key))),
      ),
    );
    const { total } = await points.summary(user.id);
    expect([0, POINTS.acceptedAnswer]).toContain(total);
  });

  it('a user without awards has nothing', async () => {
    const user = await insertUser(handle.db);
    expect(await points.summary(user.id)).toEqual({ total: 0, currentStreak: 0, longestStreak: 0 });
    expect(await points.streakDates(user.id)).toEqual([]);
    expect(await points.streakDates(2_000_000_000)).toEqual([]);
  });

  it('users.time_zone defaults to Asia/Kolkata', async () => {
    const user = await insertUser(handle.db);
    const [row] = await handle.db.select({ tz: users.timeZone }).from(users).where(eq(users.id, user.id));
    expect(row?.tz).toBe('Asia/Kolkata');
  });
});

describe('streaksOf', () => {
  it('finds the longest run and a current run that ends today or yesterday', () => {
    expect(streaksOf([], '2026-03-10')).toEqual({ current: 0, longest: 0 });
    expect(streaksOf(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-09', '2026-03-10'], '2026-03-10')).toEqual({
      current: 2,
      longest: 3,
    });
    expect(streaksOf(['2026-03-08', '2026-03-09'], '2026-03-10')).toEqual({ current: 2, longest: 2 });
    expect(streaksOf(['2026-03-07', '2026-03-08'], '2026-03-10')).toEqual({ current: 0, longest: 2 });
    // Across a month end and a leap day.
    expect(streaksOf(['2028-02-28', '2028-02-29', '2028-03-01'], '2028-03-01')).toEqual({ current: 3, longest: 3 });
  });
});
