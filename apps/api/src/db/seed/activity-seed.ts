import { POINTS } from '@lp/contract/constants';
import { invoiceNumberFor } from '@lp/contract/invoice';
import { and, asc, desc, eq, inArray, like, notInArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/passwords.ts';
import { newCertificateCode } from '../../shared/certificate-code.ts';
import type { Database } from '../client.ts';
import { insertInChunks } from '../insert-in-chunks.ts';
import { users } from '../schema/accounts.ts';
import { courseModules, courses, moduleItems } from '../schema/courses.ts';
import { certificates, enrolments, itemProgress } from '../schema/learning.ts';
import { pointAwards } from '../schema/platform.ts';
import { posts } from '../schema/posts.ts';
import { answers, questions } from '../schema/questions.ts';
import { reviews } from '../schema/reviews.ts';
import { subscriptionPayments, subscriptionPlans, subscriptions } from '../schema/subscriptions.ts';
import { FIRST_NAMES, LAST_NAMES } from './catalogue-data.ts';
import { createRandom } from './catalogue-seed.ts';
import { msSinceMidnight } from './learning-seed.ts';

const DAY_MS = 86_400_000;
type Random = ReturnType<typeof createRandom>;

/** How many days back new learners have signed up, and how many sign up on a day that many days ago. */
const SIGNUP_DAYS = 90;
const signupsOn = (daysAgo: number, random: Random) =>
  daysAgo < 14 ? random.int(1, 5) : daysAgo < 30 ? random.int(0, 4) : daysAgo < 60 ? random.int(0, 3) : random.int(0, 2);

/**
 * Days in the platform's calendar (India), counted back from `now`: a moment on a past day falls
 * in the learners' waking hours, one on today before `now`.
 */
function calendar(now: Date) {
  const todayStart = now.getTime() - msSinceMidnight(now, 'Asia/Kolkata');
  const dayStart = (daysAgo: number) => todayStart - daysAgo * DAY_MS;
  return {
    /** `share` (0–1) of the way through the day `daysAgo` days back. */
    momentOn(daysAgo: number, share: number): Date {
      if (daysAgo <= 0) return new Date(todayStart + share * (now.getTime() - todayStart));
      return new Date(dayStart(daysAgo) + (0.3 + 0.68 * share) * DAY_MS);
    },
    /**
     * Whether something drawn for a whole day has happened by `now` when it falls on today: today
     * has as much of it as has passed (seeded just after midnight, today is nearly empty).
     */
    happened(daysAgo: number, random: Random): boolean {
      const chance = random.next();
      return daysAgo > 0 || chance < (now.getTime() - todayStart) / DAY_MS;
    },
    /** Whole days between the start of today and `at`'s day. */
    daysAgo(at: Date): number {
      return Math.max(0, Math.ceil((todayStart - at.getTime()) / DAY_MS));
    },
  };
}

type Learner = { id: number; createdAt: Date };
type Course = { id: number; isPremium: boolean; items: { id: number }[] };

/**
 * The platform's everyday life for the staff dashboard (issue 30), relative to `now` and the same
 * on every run of a day: learners signing up over the last three months (more of late), enrolling
 * and finishing lessons and courses on most days, and buying premium plans. The accounts the other
 * seeds made get believable ages: before anything they wrote, and the staff long before.
 * The three demo learners' own history (learning-seed, subscriptions-seed) is left as it is.
 */
export async function seedActivity(
  db: Database,
  options: { now?: Date; staffEmails: readonly string[]; quietEmails: readonly string[] },
): Promise<void> {
  const now = options.now ?? new Date();
  const random = createRandom(20261128);
  const days = calendar(now);
  await ageSeededAccounts(db, now, options.staffEmails, options.quietEmails);

  // New learners: a few a day, more recently; none of them yet in the community data.
  const [{ taken } = { taken: 0 }] = await db
    .select({ taken: sql<number>`count(*)::int` })
    .from(users)
    .where(like(users.email, 'learner%@learnly.in'));
  const passwordHash = await hashPassword('Learnly@123');
  const newcomers: (typeof users.$inferInsert)[] = [];
  for (let daysAgo = SIGNUP_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const shares = Array.from({ length: signupsOn(daysAgo, random) }, () => random.next()).sort();
    for (const share of shares) {
      const n = taken + newcomers.length + 1;
      const first = FIRST_NAMES[(n * 11) % FIRST_NAMES.length]!;
      const last = LAST_NAMES[(n * 17 + 3) % LAST_NAMES.length]!;
      const createdAt = days.momentOn(daysAgo, share);
      if (!days.happened(daysAgo, random)) continue;
      newcomers.push({
        email: `learner${n}@learnly.in`,
        fullName: `${first} ${last}`,
        passwordHash,
        showPreferences: random.chance(0.3),
        createdAt,
        updatedAt: createdAt,
        passwordChangedAt: createdAt,
      });
    }
  }
  const learners: Learner[] = [];
  await insertInChunks(newcomers, 500, async (chunk) => {
    learners.push(...(await db.insert(users).values(chunk).returning({ id: users.id, createdAt: users.createdAt })));
  });
  // The community's learners too, those whose account is recent enough to be busy.
  const regulars = await db
    .select({ id: users.id, createdAt: users.createdAt })
    .from(users)
    .where(
      and(
        like(users.email, 'learner%@learnly.in'),
        notInArray(
          users.id,
          learners.map((l) => l.id),
        ),
      ),
    )
    .orderBy(asc(users.id));
  const everyone = [...regulars, ...learners];

  const courseList = await onlineCourses(db);
  const subscribers = await seedMemberships(db, random, days, everyone, now);
  await seedCourseActivity(db, random, days, everyone, subscribers, courseList, now);
}

/**
 * Accounts made by the other seeds are dated some days before the first thing their owner wrote
 * (at the latest four months back), the staff half a year ago; `quietEmails` (the fresh demo account) stay new.
 */
async function ageSeededAccounts(db: Database, now: Date, staffEmails: readonly string[], quietEmails: readonly string[]) {
  if (staffEmails.length > 0) {
    const at = new Date(now.getTime() - 183 * DAY_MS);
    await db
      .update(users)
      .set({ createdAt: at, updatedAt: at })
      .where(inArray(users.email, [...staffEmails]));
  }
  const firstWritten = sql`least(
    (select min(${reviews.createdAt}) from ${reviews} where ${reviews.userId} = ${users.id}),
    (select min(${questions.createdAt}) from ${questions} where ${questions.userId} = ${users.id}),
    (select min(${answers.createdAt}) from ${answers} where ${answers.userId} = ${users.id}),
    (select min(${posts.createdAt}) from ${posts} where ${posts.userId} = ${users.id}),
    (select min(${enrolments.createdAt}) from ${enrolments} where ${enrolments.userId} = ${users.id}),
    (select min(${subscriptions.startsAt}) from ${subscriptions} where ${subscriptions.userId} = ${users.id}),
    ${new Date(now.getTime() - 120 * DAY_MS)}::timestamptz
  )`;
  // A week or so before: the id varies it, so the same run gives the same dates.
  const createdAt = sql`${firstWritten} - (interval '1 day' * (3 + ${users.id} % 11)) - (interval '1 hour' * (${users.id} % 7))`;
  await db
    .update(users)
    .set({ createdAt, updatedAt: createdAt })
    .where(
      and(
        like(users.email, '%@learnly.in'),
        notInArray(users.email, [...staffEmails, ...quietEmails]),
        sql`${users.createdAt} > ${new Date(now.getTime() - DAY_MS)}`,
      ),
    );
}

/** The online courses with lessons, most enrolled first, and their lessons in order. */
async function onlineCourses(db: Database): Promise<Course[]> {
  const picked = await db
    .select({ id: courses.id, isPremium: courses.isPremium })
    .from(courses)
    .where(eq(courses.type, 'online'))
    .orderBy(desc(courses.enrolmentCount), asc(courses.id))
    .limit(60);
  if (picked.length === 0) return [];
  const items = await db
    .select({ id: moduleItems.id, courseId: courseModules.courseId })
    .from(moduleItems)
    .innerJoin(courseModules, eq(courseModules.id, moduleItems.moduleId))
    .where(
      inArray(
        courseModules.courseId,
        picked.map((c) => c.id),
      ),
    )
    .orderBy(asc(courseModules.courseId), asc(courseModules.position), asc(moduleItems.position));
  return picked
    .map((c) => ({ ...c, items: items.filter((i) => i.courseId === c.id).map((i) => ({ id: i.id })) }))
    .filter((c) => c.items.length > 0);
}

/**
 * About one learner in three buys a plan some days after signing up, mostly monthly. Monthly
 * members of more than a month renewed (one's card failed: past due); some cancelled, a few let
 * theirs expire. Checkouts left unpaid and failed charges are there too, as in real life.
 * Returns when each member with access today got it.
 */
async function seedMemberships(
  db: Database,
  random: Random,
  days: ReturnType<typeof calendar>,
  learners: Learner[],
  now: Date,
): Promise<Map<number, Date>> {
  const plans = await db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.position));
  const bySlug = new Map(plans.map((p) => [p.slug, p]));
  const members = new Map<number, Date>();
  if (plans.length === 0) return members;
  let order = 0;
  const payments: (typeof subscriptionPayments.$inferInsert)[] = [];
  const payment = (
    learnerId: number,
    plan: (typeof plans)[number],
    values: Partial<typeof subscriptionPayments.$inferInsert> & { createdAt: Date },
  ) => {
    order += 1;
    const paid = values.status === 'paid';
    payments.push({
      userId: learnerId,
      planId: plan.id,
      kind: 'purchase',
      gateway: 'test',
      gatewayOrderId: `order_seeded${String(order).padStart(4, '0')}`,
      gatewayPaymentId: paid || values.status === 'failed' ? `pay_seeded${String(order).padStart(4, '0')}` : null,
      amountPaise: plan.pricePaise,
      status: 'created',
      paidAt: paid ? values.createdAt : null,
      updatedAt: values.createdAt,
      ...values,
    });
  };
  const addMonths = (at: Date, months: number) => {
    const next = new Date(at);
    next.setUTCMonth(next.getUTCMonth() + months);
    return next;
  };

  for (const learner of learners) {
    const age = days.daysAgo(learner.createdAt);
    if (!random.chance(0.3)) {
      // Some looked at the plans and left the checkout (or their bank said no).
      if (random.chance(0.06)) {
        const plan = bySlug.get(random.pick(['monthly', 'quarterly', 'yearly']))!;
        const at = days.momentOn(random.int(0, Math.min(age, 40)), random.next());
        payment(learner.id, plan, {
          ...(random.chance(0.5)
            ? { status: 'created' as const }
            : { status: 'failed' as const, failureReason: 'Payment cancelled at the bank page' }),
          createdAt: at > learner.createdAt ? at : now,
        });
      }
      continue;
    }
    const slug = random.pick(['monthly', 'monthly', 'monthly', 'quarterly', 'quarterly', 'yearly'] as const);
    const plan = bySlug.get(slug)!;
    const boughtDaysAgo = random.int(0, Math.min(age, 75));
    let startsAt = days.momentOn(boughtDaysAgo, random.next());
    if (startsAt < learner.createdAt) startsAt = new Date(Math.min(learner.createdAt.getTime() + 3_600_000, now.getTime()));
    if (random.chance(0.25)) {
      payment(learner.id, plan, {
        status: 'failed',
        failureReason: 'Card declined by the issuing bank',
        createdAt: new Date(Math.max(learner.createdAt.getTime(), startsAt.getTime() - 600_000)),
      });
    }
    const [sub] = await db
      .insert(subscriptions)
      .values({
        userId: learner.id,
        planId: plan.id,
        status: 'active',
        startsAt,
        endsAt: addMonths(startsAt, plan.durationMonths),
        gatewayCustomerRef: `token_seeded${String(learner.id).padStart(5, '0')}`,
        createdAt: startsAt,
        updatedAt: startsAt,
      })
      .returning();
    if (!sub) continue;
    payment(learner.id, plan, {
      subscriptionId: sub.id,
      status: 'paid',
      periodStart: startsAt,
      periodEnd: sub.endsAt,
      createdAt: startsAt,
    });

    // Periods that ended before today: renewed, or the membership ended there.
    let periodStart = startsAt;
    let periodEnd = sub.endsAt;
    let status: (typeof sub)['status'] = 'active';
    let autoRenew = true;
    let renewalAttempts = 0;
    let ended: Date | null = null;
    let cancelledAt: Date | null = null;
    while (periodEnd < now && status === 'active') {
      const roll = random.next();
      if (roll < 0.2) {
        status = 'expired';
        ended = periodEnd;
        autoRenew = false;
        cancelledAt = new Date(periodEnd.getTime() - random.int(3, 20) * DAY_MS);
      } else if (roll < 0.3) {
        status = 'past_due';
        renewalAttempts = 1;
        payment(learner.id, plan, {
          subscriptionId: sub.id,
          kind: 'renewal',
          status: 'failed',
          failureReason: 'Insufficient funds',
          periodStart: periodEnd,
          periodEnd: addMonths(periodEnd, plan.durationMonths),
          createdAt: periodEnd,
        });
      } else {
        const next = addMonths(periodEnd, plan.durationMonths);
        payment(learner.id, plan, {
          subscriptionId: sub.id,
          kind: 'renewal',
          status: 'paid',
          periodStart: periodEnd,
          periodEnd: next,
          createdAt: periodEnd,
        });
        periodStart = periodEnd;
        periodEnd = next;
      }
    }
    // Some members with access turned renewal off: cancelled, open until the period ends.
    if (status === 'active' && random.chance(0.15)) {
      status = 'cancelled';
      autoRenew = false;
      cancelledAt = new Date(Math.min(now.getTime(), periodStart.getTime() + random.int(1, 10) * DAY_MS));
    }
    await db
      .update(subscriptions)
      .set({
        status,
        autoRenew,
        endsAt: periodEnd,
        renewalAttempts,
        nextRenewalAt:
          status === 'active'
            ? new Date(periodEnd.getTime() - 3 * DAY_MS)
            : status === 'past_due'
              ? new Date(periodEnd.getTime() + 2 * DAY_MS)
              : null,
        cancelledAt,
        cancelReason: cancelledAt ? random.pick(['too-expensive', 'not-using', 'finished-goals']) : null,
        expiredAt: ended,
        updatedAt: cancelledAt ?? ended ?? periodStart,
      })
      .where(eq(subscriptions.id, sub.id));
    if (status === 'active' || status === 'cancelled') members.set(learner.id, startsAt);
  }

  // Payments dated after now (a renewal due today later on) are not yet made.
  const made = payments.filter((p) => (p.createdAt as Date) <= now);
  const rows: { id: number; paidAt: Date | null }[] = [];
  await insertInChunks(made, 500, async (chunk) => {
    rows.push(
      ...(await db
        .insert(subscriptionPayments)
        .values(chunk)
        .returning({ id: subscriptionPayments.id, paidAt: subscriptionPayments.paidAt })),
    );
  });
  for (const row of rows) {
    if (!row.paidAt) continue;
    await db
      .update(subscriptionPayments)
      .set({ invoiceNumber: invoiceNumberFor(row.id, row.paidAt) })
      .where(eq(subscriptionPayments.id, row.id));
  }
  return members;
}

/**
 * Learners enrol in a course or two (premium ones only once a member) in their first weeks, and
 * work through lessons on the days after, in order; some finish a course and get its certificate.
 * Each finished lesson earns its points, as the learning module awards them.
 */
async function seedCourseActivity(
  db: Database,
  random: Random,
  days: ReturnType<typeof calendar>,
  learners: Learner[],
  members: Map<number, Date>,
  courseList: Course[],
  now: Date,
) {
  const open = courseList.filter((c) => !c.isPremium);
  if (open.length === 0) return;
  const nameOf = new Map(
    (
      await db
        .select({ id: users.id, fullName: users.fullName })
        .from(users)
        .where(
          inArray(
            users.id,
            learners.map((l) => l.id),
          ),
        )
    ).map((u) => [u.id, u.fullName]),
  );
  const enrolmentRows: (typeof enrolments.$inferInsert)[] = [];
  const progressRows: (typeof itemProgress.$inferInsert)[] = [];
  const awardRows: (typeof pointAwards.$inferInsert)[] = [];
  const certificateRows: (typeof certificates.$inferInsert)[] = [];
  const pickCourse = (pool: Course[]) => pool[Math.floor(random.next() ** 2 * pool.length)]!;

  for (const learner of learners) {
    const age = days.daysAgo(learner.createdAt);
    const memberSince = members.get(learner.id);
    const count = random.int(0, age > 14 ? 3 : 2);
    const chosen = new Set<number>();
    for (let n = 0; n < count; n++) {
      // Enrolled in the first weeks of a new account (most in the first days), any day of the last seven weeks for an older one.
      const enrolDaysAgo = age > 48 ? random.int(0, 48) : age - Math.floor(random.next() ** 2 * (Math.min(age, 21) + 1));
      let enrolledAt = days.momentOn(enrolDaysAgo, random.next());
      if (!days.happened(enrolDaysAgo, random)) continue;
      if (enrolledAt <= learner.createdAt) enrolledAt = new Date(learner.createdAt.getTime() + 1_800_000);
      const course = pickCourse(memberSince && enrolledAt > memberSince ? courseList : open);
      if (enrolledAt > now || chosen.has(course.id)) continue;
      chosen.add(course.id);
      const span = now.getTime() - enrolledAt.getTime();
      const aimsToFinish = course.items.length <= 30 && span > 3 * DAY_MS && random.chance(0.3);
      const planned = aimsToFinish ? course.items.length : random.int(0, Math.min(course.items.length - 1, 8));
      // Lessons done on days after enrolling, within a few weeks, in order; a course finished some days back.
      const stretch = aimsToFinish ? 0.3 + 0.6 * random.next() : 1;
      const reach = Math.min(span * stretch, random.int(2, 24) * DAY_MS);
      const times = Array.from({ length: planned }, () => enrolledAt.getTime() + random.next() * reach)
        .sort((a, b) => a - b)
        .map((ms) => {
          const day = days.daysAgo(new Date(ms));
          const at = days.momentOn(day, random.next());
          return {
            at: at.getTime() < enrolledAt.getTime() || at > now ? new Date(ms) : at,
            happened: days.happened(day, random),
          };
        })
        .filter((lesson) => lesson.happened)
        .map((lesson) => lesson.at)
        .sort((a, b) => a.getTime() - b.getTime());
      const done = times.length;
      const finishes = done === course.items.length;
      for (const [i, at] of times.entries()) {
        const item = course.items[i]!;
        const startedAt = new Date(Math.max(enrolledAt.getTime(), at.getTime() - random.int(3, 25) * 60_000));
        progressRows.push({ userId: learner.id, itemId: item.id, startedAt, completedAt: at });
        awardRows.push({
          userId: learner.id,
          reason: 'moduleItem',
          objectType: 'module_item',
          objectId: item.id,
          points: POINTS.moduleItem,
          awardedAt: at,
        });
      }
      const lastDone = times.at(-1) ?? enrolledAt;
      const next = finishes ? undefined : course.items[done];
      const lastActivityAt = next ? new Date(Math.min(now.getTime(), lastDone.getTime() + 120_000)) : lastDone;
      if (next) progressRows.push({ userId: learner.id, itemId: next.id, startedAt: lastActivityAt });
      const completedAt = finishes ? lastDone : null;
      enrolmentRows.push({
        userId: learner.id,
        courseId: course.id,
        createdAt: enrolledAt,
        updatedAt: lastActivityAt,
        lastItemId: (next ?? course.items.at(-1))?.id ?? null,
        lastActivityAt,
        completedAt,
      });
      if (completedAt) {
        certificateRows.push({
          code: newCertificateCode(),
          userId: learner.id,
          courseId: course.id,
          learnerName: nameOf.get(learner.id) ?? '',
          issuedAt: completedAt,
        });
      }
    }
  }
  await insertInChunks(enrolmentRows, 500, (chunk) => db.insert(enrolments).values(chunk));
  await insertInChunks(progressRows, 500, (chunk) => db.insert(itemProgress).values(chunk));
  await insertInChunks(awardRows, 500, (chunk) => db.insert(pointAwards).values(chunk));
  await insertInChunks(certificateRows, 500, (chunk) => db.insert(certificates).values(chunk));
}
