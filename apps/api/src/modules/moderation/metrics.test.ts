import { MESSAGES } from '@lp/contract/messages';
import { METRIC_MEASURES } from '@lp/contract/staff';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { enrolments } from '../../db/schema/learning.ts';
import { metricDailyRollups, moderationCases } from '../../db/schema/moderation.ts';
import { pointAwards } from '../../db/schema/platform.ts';
import { posts } from '../../db/schema/posts.ts';
import { answers, questions } from '../../db/schema/questions.ts';
import { subscriptionPayments, subscriptionPlans } from '../../db/schema/subscriptions.ts';
import { insertCourse } from '../../db/seed/catalogue-factories.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { insertStaff } from '../../test/staff.ts';
import { createTestContext } from '../../test/test-app.ts';
import { METRICS_TIME_ZONE } from './metrics.ts';

const t = await createTestContext();

const moderator = await insertStaff(t.db, 'moderator');
const moderatorCookie = await t.signIn(moderator.email, 'Learnly@123');

/** The calendar day `daysAgo` days before today in India, as YYYY-MM-DD. */
function dayAgo(daysAgo: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: METRICS_TIME_ZONE }).format(new Date(Date.now() - daysAgo * 86_400_000));
}

/** A time on that India day: `hour` o'clock IST (UTC+05:30). */
const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+05:30`);

describe('GET /api/staff/metrics', () => {
  // Each test counts only its own cases: the tests run in any order (CI shuffles them).
  // A day's stored rollup would otherwise carry one test's counts into the next.
  beforeEach(async () => {
    await t.db.delete(moderationCases);
    await t.db.delete(metricDailyRollups);
  });

  it('answers every measure per India day, oldest first, zero on quiet days, from rows on known days', async () => {
    const d2 = dayAgo(2);
    const d5 = dayAgo(5);
    const d3 = dayAgo(3);
    const d1 = dayAgo(1);
    // Sign-ups: two on d2 (one just after midnight IST, which is still the day before in UTC), one on d5.
    const [a, b] = [await insertUser(t.db), await insertUser(t.db)];
    const c = await insertUser(t.db);
    await t.db
      .update(users)
      .set({ createdAt: at(d2, 0) })
      .where(eqId(a!.id));
    await t.db
      .update(users)
      .set({ createdAt: at(d2, 23) })
      .where(eqId(b!.id));
    await t.db
      .update(users)
      .set({ createdAt: at(d5, 12) })
      .where(eqId(c.id));
    // Community: two questions, one answer on d2; three posts on d5.
    const [q] = await t.db
      .insert(questions)
      .values([
        { userId: a!.id, title: 'First', body: 'x', createdAt: at(d2, 9) },
        { userId: a!.id, title: 'Second', body: 'y', createdAt: at(d2, 10) },
      ])
      .returning();
    await t.db.insert(answers).values({ questionId: q!.id, userId: b!.id, body: 'z', createdAt: at(d2, 11) });
    await t.db.insert(posts).values([1, 2, 3].map((n) => ({ userId: c.id, text: `post ${n}`, createdAt: at(d5, 8 + n) })));
    // Learning: two enrolments on d3, one of them completed on d1; points earned by two learners on d1 (one twice).
    const course = await insertCourse(t.db);
    await t.db.insert(enrolments).values([
      { userId: a!.id, courseId: course.id, createdAt: at(d3, 10), completedAt: at(d1, 18) },
      { userId: b!.id, courseId: course.id, createdAt: at(d3, 11) },
    ]);
    await t.db.insert(pointAwards).values([
      { userId: a!.id, reason: 'quizPassed', objectType: 'quiz', objectId: 1, points: 50, awardedAt: at(d1, 9) },
      { userId: a!.id, reason: 'quizPassed', objectType: 'quiz', objectId: 2, points: 50, awardedAt: at(d1, 10) },
      { userId: b!.id, reason: 'quizPassed', objectType: 'quiz', objectId: 1, points: 50, awardedAt: at(d1, 11) },
    ]);
    // Revenue: ₹499 and ₹1,499 paid on d1; a failed payment counts nothing.
    const [plan] = await t.db
      .insert(subscriptionPlans)
      .values({ slug: `metrics-plan-${Date.now()}`, name: 'Monthly', type: 'monthly', durationMonths: 1, pricePaise: 49_900 })
      .returning();
    await t.db.insert(subscriptionPayments).values([
      {
        userId: a!.id,
        planId: plan!.id,
        kind: 'purchase',
        gateway: 'test',
        gatewayOrderId: 'o1',
        amountPaise: 49_900,
        status: 'paid',
        paidAt: at(d1, 12),
      },
      {
        userId: b!.id,
        planId: plan!.id,
        kind: 'purchase',
        gateway: 'test',
        gatewayOrderId: 'o2',
        amountPaise: 149_900,
        status: 'paid',
        paidAt: at(d1, 13),
      },
      {
        userId: c.id,
        planId: plan!.id,
        kind: 'purchase',
        gateway: 'test',
        gatewayOrderId: 'o3',
        amountPaise: 99_900,
        status: 'failed',
        paidAt: at(d1, 14),
      },
    ]);
    // Cases: one opened on d3 and decided on d1 (open at the end of d3 and d2), one opened on d2 still open.
    await t.db.insert(moderationCases).values([
      { objectType: 'post', objectId: 1, status: 'dismissed', openedAt: at(d3, 10), decidedAt: at(d1, 10) },
      { objectType: 'post', objectId: 2, status: 'open', openedAt: at(d2, 10) },
    ]);

    const res = await t.get('/api/staff/metrics?days=7', { cookie: moderatorCookie });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.days).toBe(7);
    expect(res.body.data.series.map((s: { measure: string }) => s.measure)).toEqual([...METRIC_MEASURES]);
    const series = Object.fromEntries(
      res.body.data.series.map((s: { measure: string; points: { day: string; value: number }[] }) => [
        s.measure,
        Object.fromEntries(s.points.map((p) => [p.day, p.value])),
      ]),
    );
    const days = res.body.data.series[0].points.map((p: { day: string }) => p.day);
    expect(days).toEqual([6, 5, 4, 3, 2, 1, 0].map(dayAgo));

    expect(series.signups).toMatchObject({ [d5]: 1, [dayAgo(4)]: 0, [d3]: 0, [d2]: 2, [d1]: 0 });
    expect(series.questions).toMatchObject({ [d2]: 2, [d1]: 0 });
    expect(series.answers).toMatchObject({ [d2]: 1, [d3]: 0 });
    expect(series.posts).toMatchObject({ [d5]: 3, [d2]: 0 });
    expect(series.enrolments).toMatchObject({ [d3]: 2, [d2]: 0 });
    expect(series.completions).toMatchObject({ [d1]: 1, [d3]: 0 });
    expect(series.activeLearners).toMatchObject({ [d1]: 2, [d2]: 0 });
    expect(series.revenueInr).toMatchObject({ [d1]: 1998, [d2]: 0 });
    expect(series.openCases).toMatchObject({ [dayAgo(4)]: 0, [d3]: 1, [d2]: 2, [d1]: 1 });
  });

  it('counts cases opened before the first day shown and still open then, and not those decided before it', async () => {
    // The first test's cases (one opened 3 days ago and decided yesterday, one opened 2 days ago and open), and
    // one opened 10 days ago and still open, one opened 9 days ago and decided 8 days ago.
    await t.db.insert(moderationCases).values([
      { objectType: 'post', objectId: 1, status: 'dismissed', openedAt: at(dayAgo(3), 10), decidedAt: at(dayAgo(1), 10) },
      { objectType: 'post', objectId: 2, status: 'open', openedAt: at(dayAgo(2), 10) },
      { objectType: 'post', objectId: 3, status: 'open', openedAt: at(dayAgo(10), 10) },
      { objectType: 'post', objectId: 4, status: 'dismissed', openedAt: at(dayAgo(9), 10), decidedAt: at(dayAgo(8), 10) },
    ]);
    const res = await t.get('/api/staff/metrics?days=3', { cookie: moderatorCookie });
    expect(res.status, res.text).toBe(200);
    const openCases = res.body.data.series.find((s: { measure: string }) => s.measure === 'openCases');
    expect(openCases.points).toEqual([
      { day: dayAgo(2), value: 3 },
      { day: dayAgo(1), value: 2 },
      { day: dayAgo(0), value: 2 },
    ]);
  });

  it('stores each closed day once and reads it after; today is counted on every request', async () => {
    const first = await t.get('/api/staff/metrics?days=7', { cookie: moderatorCookie });
    expect(first.status, first.text).toBe(200);
    const stored = await t.db.select().from(metricDailyRollups);
    // Days 6..2 ago always; yesterday too once its grace hour after midnight has passed; never today.
    expect(stored.length).toBeGreaterThanOrEqual(5 * METRIC_MEASURES.length);
    expect(stored.some((row) => row.day === dayAgo(0))).toBe(false);
    const postsOn = (body: typeof first.body, day: string) =>
      body.data.series.find((s: { measure: string }) => s.measure === 'posts').points.find((p: { day: string }) => p.day === day)
        .value;
    const before3 = postsOn(first.body, dayAgo(3));
    const beforeToday = postsOn(first.body, dayAgo(0));

    // A post written today counts at once; one stamped three days ago after that day was stored does not move it.
    const author = await insertUser(t.db);
    await t.db.insert(posts).values([
      { userId: author.id, text: 'today' },
      { userId: author.id, text: 'back-dated', createdAt: at(dayAgo(3), 12) },
    ]);
    const second = await t.get('/api/staff/metrics?days=7', { cookie: moderatorCookie });
    expect(postsOn(second.body, dayAgo(0))).toBe(beforeToday + 1);
    expect(postsOn(second.body, dayAgo(3))).toBe(before3);
    expect(await t.db.select().from(metricDailyRollups)).toHaveLength(stored.length);

    // A longer span counts only the days not stored yet, and answers them like a fresh count.
    await t.db.delete(metricDailyRollups);
    const fresh = await t.get('/api/staff/metrics?days=7', { cookie: moderatorCookie });
    expect(postsOn(fresh.body, dayAgo(3))).toBe(before3 + 1);
  });

  it('two dashboards opened at once store each day once and answer alike', async () => {
    const [a, b] = await Promise.all([
      t.get('/api/staff/metrics?days=14', { cookie: moderatorCookie }),
      t.get('/api/staff/metrics?days=14', { cookie: moderatorCookie }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data).toEqual(b.body.data);
    const stored = await t.db.select().from(metricDailyRollups);
    expect(new Set(stored.map((row) => `${row.measure} ${row.day}`)).size).toBe(stored.length);
  });

  it('defaults to 30 days, refuses a bad `days` with 422, and is for staff only', async () => {
    const res = await t.get('/api/staff/metrics', { cookie: moderatorCookie });
    expect(res.status).toBe(200);
    expect(res.body.data.series[0].points).toHaveLength(30);
    expect(res.body.data.series[0].points.at(-1).day).toBe(dayAgo(0));
    for (const days of ['0', '367', 'abc', '1.5']) {
      const bad = await t.get(`/api/staff/metrics?days=${days}`, { cookie: moderatorCookie });
      expect(bad.status, days).toBe(422);
      expect(bad.body.fields.days).toBe(MESSAGES.metricsDaysInvalid);
    }
    const learner = await insertUser(t.db);
    expect((await t.get('/api/staff/metrics', { cookie: await t.signIn(learner.email, 'Learnly@123') })).status).toBe(403);
    expect((await t.get('/api/staff/metrics')).status).toBe(401);
  });
});

function eqId(id: number) {
  return eq(users.id, id);
}
