import { invoiceNumberFor } from '@lp/contract/invoice';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { courses } from '../schema/courses.ts';
import { subscriptionPayments, subscriptionPlans, subscriptions } from '../schema/subscriptions.ts';

/** The plans on sale (prices in paise, GST included) and what each unlocks. */
export const PLANS = [
  {
    slug: 'monthly',
    name: 'Monthly',
    type: 'monthly',
    durationMonths: 1,
    pricePaise: 49_900,
    tagline: 'Try everything for a month',
    highlighted: false,
    position: 1,
    features: [
      'Every premium course, with certificates',
      'Premium quizzes and slide decks',
      'Mock interviews with feedback',
      'Fix-me coding problems with hidden tests',
      'Cancel any time',
    ],
  },
  {
    slug: 'quarterly',
    name: 'Quarterly',
    type: 'quarterly',
    durationMonths: 3,
    pricePaise: 1_29_900,
    tagline: 'One term of focused preparation',
    highlighted: false,
    position: 2,
    features: [
      'Everything in Monthly',
      'Placement-season interview sets',
      'Priority answers from mentors in Questions',
      'Cancel any time',
    ],
  },
  {
    slug: 'yearly',
    name: 'Yearly',
    type: 'yearly',
    durationMonths: 12,
    pricePaise: 3_99_900,
    tagline: 'Best value for a full year of learning',
    highlighted: true,
    position: 3,
    features: [
      'Everything in Quarterly',
      'All new premium courses as they launch',
      'Downloadable slide decks for revision',
      'Résumé review before your interviews',
      'Cancel any time',
    ],
  },
] as const;

/** How many courses of the catalogue are premium: a believable handful, online and long. */
const PREMIUM_COURSES = 18;

/** The plans on sale, alone: tests that buy a plan must not turn the courses they made premium. */
export async function seedPlans(db: Database): Promise<void> {
  await db
    .insert(subscriptionPlans)
    .values(PLANS.map((p) => ({ ...p, features: [...p.features] })))
    .onConflictDoNothing();
}

export async function seedSubscriptions(db: Database, options: { premiumUserId?: number } = {}): Promise<void> {
  await seedPlans(db);
  // The longest online courses with a price, and two of the featured ones, become premium.
  const picked = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.type, 'online'), sql`${courses.pricePaise} > 0`))
    .orderBy(sql`${courses.durationWeeks} desc`, courses.id)
    .limit(PREMIUM_COURSES - 2);
  const featured = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.featured, true), eq(courses.type, 'online')))
    .orderBy(courses.id)
    .limit(2);
  const ids = [...picked, ...featured].map((r) => r.id);
  if (ids.length > 0) await db.update(courses).set({ isPremium: true }).where(inArray(courses.id, ids));

  if (options.premiumUserId) {
    // A member since two months ago on the yearly plan, paid through the test gateway.
    const [yearly] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.slug, 'yearly'));
    if (!yearly) return;
    const startsAt = new Date(Date.now() - 61 * 24 * 60 * 60_000);
    const endsAt = new Date(startsAt);
    endsAt.setUTCMonth(endsAt.getUTCMonth() + 12);
    const [sub] = await db
      .insert(subscriptions)
      .values({
        userId: options.premiumUserId,
        planId: yearly.id,
        status: 'active',
        autoRenew: true,
        startsAt,
        endsAt,
        nextRenewalAt: new Date(endsAt.getTime() - 3 * 24 * 60 * 60_000),
        gatewayCustomerRef: 'token_seededdemo01',
      })
      .returning();
    if (!sub) return;
    const [payment] = await db
      .insert(subscriptionPayments)
      .values({
        userId: options.premiumUserId,
        planId: yearly.id,
        subscriptionId: sub.id,
        kind: 'purchase',
        gateway: 'test',
        gatewayOrderId: 'order_seededdemo01',
        gatewayPaymentId: 'pay_seededdemo01',
        amountPaise: yearly.pricePaise,
        status: 'paid',
        periodStart: startsAt,
        periodEnd: endsAt,
        paidAt: startsAt,
        createdAt: startsAt,
      })
      .returning();
    if (payment) {
      await db
        .update(subscriptionPayments)
        .set({ invoiceNumber: invoiceNumberFor(payment.id, startsAt) })
        .where(eq(subscriptionPayments.id, payment.id));
    }
  }
}
