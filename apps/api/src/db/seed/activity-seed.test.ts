import type { MetricMeasure } from '@lp/contract/staff';
import { and, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/test-app.ts';
import { users } from '../schema/accounts.ts';
import { courseModules, moduleItems } from '../schema/courses.ts';
import { enrolments, itemProgress } from '../schema/learning.ts';
import { subscriptionPayments, subscriptions } from '../schema/subscriptions.ts';
import { streams, tags } from '../schema/taxonomy.ts';
import { seed } from './seed.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './staff-seed.ts';

/**
 * The staff dashboard on the demo data (issue 30): the last 30 days look like a platform in use,
 * not like everything happened on the day the seed ran.
 */

const t = await createTestContext();
type Point = { day: string; value: number };
let series: Record<MetricMeasure, Point[]>;

beforeAll(async () => {
  // The test database comes with streams and tags; the real seed inserts its own.
  await t.db.delete(tags);
  await t.db.delete(streams);
  await seed(t.db, undefined, { mediaStorage: t.storage });
  const admin = DEMO_STAFF.find((m) => m.email === 'admin@learnly.in') ?? expect.fail('no demo admin');
  const cookie = await t.signIn(admin.email, DEMO_STAFF_PASSWORD, { totp: await generate({ secret: admin.totpSecret }) });
  const res = await t.get('/api/staff/metrics?days=30', { cookie });
  expect(res.status, res.text).toBe(200);
  series = Object.fromEntries(
    res.body.data.series.map((s: { measure: MetricMeasure; points: Point[] }) => [s.measure, s.points]),
  ) as Record<MetricMeasure, Point[]>;
}, 600_000);

const daysWith = (measure: MetricMeasure) => series[measure].filter((p) => p.value > 0).length;

describe('the demo dashboard, last 30 days', () => {
  it('has sign-ups on most days, not all on the seed day', () => {
    expect(series.signups).toHaveLength(30);
    expect(daysWith('signups')).toBeGreaterThanOrEqual(20);
    const total = series.signups.reduce((sum, p) => sum + p.value, 0);
    expect(series.signups.at(-1)!.value).toBeLessThan(total / 4);
  });

  it('takes premium revenue in rupees on at least ten days', () => {
    expect(daysWith('revenueInr')).toBeGreaterThanOrEqual(10);
  });

  it('has enrolments on at least ten days, and learners active and finishing courses on several', () => {
    expect(daysWith('enrolments')).toBeGreaterThanOrEqual(10);
    expect(daysWith('activeLearners')).toBeGreaterThanOrEqual(20);
    expect(daysWith('completions')).toBeGreaterThanOrEqual(5);
  });
});

describe('the demo activity', () => {
  it('dates everything a learner did after their account was made, and nothing in the future', async () => {
    const early = await t.db
      .select({ id: enrolments.id })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.userId))
      .where(sql`${enrolments.createdAt} < ${users.createdAt} or ${enrolments.createdAt} > now()`);
    expect(early).toEqual([]);
    const outside = await t.db
      .select({ itemId: itemProgress.itemId })
      .from(itemProgress)
      .innerJoin(moduleItems, eq(moduleItems.id, itemProgress.itemId))
      .innerJoin(courseModules, eq(courseModules.id, moduleItems.moduleId))
      .leftJoin(enrolments, and(eq(enrolments.userId, itemProgress.userId), eq(enrolments.courseId, courseModules.courseId)))
      .where(
        sql`${enrolments.id} is null or ${itemProgress.startedAt} < ${enrolments.createdAt}
          or ${itemProgress.startedAt} > ${enrolments.lastActivityAt} or ${itemProgress.completedAt} > ${enrolments.lastActivityAt}`,
      );
    expect(outside).toEqual([]);
    const [{ future } = { future: -1 }] = await t.db
      .select({ future: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${users.createdAt} > now()`);
    expect(future).toBe(0);
  });

  it('gives every paid payment an invoice, with renewals among them, and members in several states', async () => {
    const paid = await t.db.select().from(subscriptionPayments).where(eq(subscriptionPayments.status, 'paid'));
    expect(paid.length).toBeGreaterThan(20);
    for (const p of paid) {
      expect(p.invoiceNumber).toMatch(/^LRN\/\d{4}-\d{2}\/\d{6}$/);
      expect(p.paidAt).not.toBeNull();
      expect(p.currency).toBe('INR');
    }
    expect(paid.some((p) => p.kind === 'renewal')).toBe(true);
    const statuses = await t.db
      .select({ status: subscriptions.status, n: sql<number>`count(*)::int` })
      .from(subscriptions)
      .groupBy(subscriptions.status);
    expect(statuses.map((s) => s.status)).toEqual(expect.arrayContaining(['active', 'cancelled']));
    expect(statuses.length).toBeGreaterThanOrEqual(3);
  });
});
