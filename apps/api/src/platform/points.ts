import { POINTS } from '@lp/contract/constants';
import { and, desc, eq, gt, gte, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { pointAwards } from '../db/schema/platform.ts';

export type PointsReason = keyof typeof POINTS;

export type PointsSummary = { total: number; currentStreak: number; longestStreak: number };

export type Points = ReturnType<typeof createPoints>;

/** Days of history that `streakDates` returns (today included). */
export const STREAK_WINDOW_DAYS = 365;

export type PointsKey = { userId: number; reason: PointsReason; objectType: string; objectId: number };

/**
 * The points ledger, append-only: at most one standing award per (user, reason, object).
 * Awarding is an `INSERT ... ON CONFLICT DO NOTHING`, so a repeated, retried or concurrent award
 * is a no-op; `reverse` takes a standing award back with a row of negated points (the award row
 * stays), after which the object may be awarded again. Streak days are calendar days in the
 * user's own time zone (`users.time_zone`) with an award that stands.
 */
export function createPoints(db: Database) {
  const reversal = alias(pointAwards, 'reversal');
  /** The row is an award (not a reversal) that no reversal has taken back. */
  const standing = and(
    isNull(pointAwards.reversesId),
    notExists(db.select({ one: sql`1` }).from(reversal).where(eq(reversal.reversesId, pointAwards.id))),
  );
  const keyOf = (key: PointsKey) =>
    and(
      eq(pointAwards.userId, key.userId),
      eq(pointAwards.reason, key.reason),
      eq(pointAwards.objectType, key.objectType),
      eq(pointAwards.objectId, key.objectId),
    );

  /** The user's calendar day of each award, and today's, as YYYY-MM-DD in their time zone. */
  const localDay = sql<string>`to_char(${pointAwards.awardedAt} at time zone ${users.timeZone}, 'YYYY-MM-DD')`;

  async function today(userId: number): Promise<string | undefined> {
    const [row] = await db
      .select({ day: sql<string>`to_char(now() at time zone ${users.timeZone}, 'YYYY-MM-DD')` })
      .from(users)
      .where(eq(users.id, userId));
    return row?.day;
  }

  async function days(userId: number, since?: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ day: localDay })
      .from(pointAwards)
      .innerJoin(users, eq(users.id, pointAwards.userId))
      .where(and(eq(pointAwards.userId, userId), gt(pointAwards.points, 0), standing, since ? gte(localDay, since) : undefined))
      .orderBy(localDay);
    return rows.map((r) => r.day);
  }

  return {
    /**
     * Awards `POINTS[reason]` for the object unless an award of it stands; true when this call
     * awarded it. The award's `occurrence` is the number of reversals of the key so far, so a
     * standing award (or a concurrent one) conflicts on the unique key.
     */
    async award(tx: Executor, input: PointsKey): Promise<boolean> {
      const reversals = sql<number>`(select count(*)::int from ${pointAwards} where ${and(keyOf(input), sql`${pointAwards.reversesId} is not null`)})`;
      const inserted = await tx
        .insert(pointAwards)
        .values({ ...input, points: POINTS[input.reason], occurrence: reversals })
        .onConflictDoNothing({
          target: [pointAwards.userId, pointAwards.reason, pointAwards.objectType, pointAwards.objectId, pointAwards.occurrence],
          where: sql`reverses_id is null`,
        })
        .returning({ id: pointAwards.id });
      return inserted.length > 0;
    },

    /**
     * Takes back the standing award of the object, if any, with a reversal row (negated points,
     * `reverses_id` naming the award); true when this call reversed it. A concurrent second
     * reversal of the same award conflicts on `reverses_id` and does nothing.
     */
    async reverse(tx: Executor, key: PointsKey): Promise<boolean> {
      const [award] = await tx
        .select({ id: pointAwards.id, points: pointAwards.points, occurrence: pointAwards.occurrence })
        .from(pointAwards)
        .where(and(keyOf(key), standing))
        .orderBy(desc(pointAwards.occurrence))
        .limit(1);
      if (!award) return false;
      const inserted = await tx
        .insert(pointAwards)
        .values({ ...key, points: -award.points, occurrence: award.occurrence, reversesId: award.id })
        .onConflictDoNothing({ target: pointAwards.reversesId })
        .returning({ id: pointAwards.id });
      return inserted.length > 0;
    },

    async summary(userId: number): Promise<PointsSummary> {
      const [totals] = await db
        .select({ total: sql<number>`coalesce(sum(${pointAwards.points}), 0)::int` })
        .from(pointAwards)
        .where(eq(pointAwards.userId, userId));
      const now = await today(userId);
      const streaks = now ? streaksOf(await days(userId), now) : { current: 0, longest: 0 };
      return { total: Number(totals?.total ?? 0), currentStreak: streaks.current, longestStreak: streaks.longest };
    },

    /** The days (YYYY-MM-DD, user's time zone, oldest first) of the last 365 on which the user earned points. */
    async streakDates(userId: number): Promise<string[]> {
      const now = await today(userId);
      if (!now) return [];
      return days(userId, addDays(now, -(STREAK_WINDOW_DAYS - 1)));
    },
  };
}

/**
 * The current streak counts consecutive days back from today, or from yesterday when nothing
 * was earned yet today (the streak is still alive until the day ends). `days` sorted ascending.
 */
export function streaksOf(days: string[], today: string): { current: number; longest: number } {
  let longest = 0;
  let run = 0;
  let previous: number | undefined;
  for (const day of days) {
    const n = dayNumber(day);
    run = previous !== undefined && n === previous + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = n;
  }
  const last = previous;
  const todayN = dayNumber(today);
  const current = last !== undefined && (last === todayN || last === todayN - 1) ? run : 0;
  return { current, longest };
}

function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
}

function addDays(day: string, delta: number): string {
  return new Date((dayNumber(day) + delta) * 86_400_000).toISOString().slice(0, 10);
}
