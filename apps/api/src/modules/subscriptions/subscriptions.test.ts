import { financialYear } from '@lp/contract/invoice';
import { MESSAGES } from '@lp/contract/messages';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testGatewayOrders } from '../../db/schema/payments.ts';
import { notifications } from '../../db/schema/platform.ts';
import { subscriptionPayments, subscriptions } from '../../db/schema/subscriptions.ts';
import { insertCourse } from '../../db/seed/catalogue-factories.ts';
import { insertUser } from '../../db/seed/factories.ts';
import { seedPlans } from '../../db/seed/subscriptions-seed.ts';
import { manualClock } from '../../platform/clock.ts';
import { hmacHex } from '../../platform/payments.ts';
import { createTestContext } from '../../test/test-app.ts';
import { addMonths, SWEEP_JOB } from './records.ts';

const DAY = 24 * 60 * 60_000;
const clock = manualClock(new Date('2026-11-23T06:00:00Z'));
const t = await createTestContext({}, { clock });
await seedPlans(t.db);
const { keySecret, webhookSecret } = t.config.payments;

const plans = (await t.get('/api/accounts/subscription/plan')).body.data.results as {
  id: number;
  slug: string;
  pricePaise: number;
}[];
const planOf = (slug: string) => {
  const plan = plans.find((p) => p.slug === slug);
  if (!plan) throw new Error(`no plan ${slug}`);
  return plan;
};

async function member() {
  const user = await insertUser(t.db);
  return { user, cookie: await t.signIn(user.email, 'Learnly@123') };
}

async function checkout(cookie: string, slug = 'monthly') {
  const res = await t.post(`/api/accounts/subscription/${planOf(slug).id}/activate`, undefined, { cookie });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { orderId: string; amountPaise: number; checkoutUrl: string; paymentId: number };
}

async function approve(orderId: string, options: Record<string, unknown> = {}) {
  const res = await t.post(`/api/core/payments/test-gateway/orders/${orderId}/approve`, options);
  expect(res.status, res.text).toBe(200);
  return res.body.data as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
}

async function subscribe(cookie: string, slug = 'monthly', options: Record<string, unknown> = {}) {
  const order = await checkout(cookie, slug);
  const signed = await approve(order.orderId, options);
  const res = await t.post('/api/accounts/subscription/callback', signed, { cookie });
  expect(res.status, res.text).toBe(200);
  return { order, signed, subscription: res.body.data.subscription };
}

/** Whether a course's lessons open to the user: enrolling is the call that needs the plan (its syllabus is public). */
const isPremiumCourse = async (cookie: string, courseId: number) => {
  const res = await t.post(`/api/core/courses/${courseId}/enrol`, {}, { cookie });
  return res.status === 201 ? 200 : res.status;
};

async function runSweep() {
  await t.platform.services.jobRunner.enqueue(SWEEP_JOB, {});
  await t.runJobs();
}

function webhook(body: unknown, secret = webhookSecret) {
  const raw = JSON.stringify(body);
  return t.post('/api/accounts/subscription/webhook', raw, { headers: { 'x-razorpay-signature': hmacHex(secret, raw) } });
}

const captured = (orderId: string, paymentId: string, amount: number) => ({
  entity: 'event',
  event: 'payment.captured',
  payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, currency: 'INR', status: 'captured' } } },
});

/** The subjects mailed to `email`, in the order sent (mails of one job run may go out in any order). */
const mailsTo = (email: string) => t.mailer.sent.filter((m) => m.to === email).map((m) => m.subject);

async function subscriptionCount(userId: number) {
  const [row] = await t.db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.userId, userId));
  return row?.n ?? 0;
}

const premiumCourse = await insertCourse(t.db, { isPremium: true, title: 'Advanced System Design for Placements' });
const freeCourse = await insertCourse(t.db, { title: 'Spreadsheet Basics' });

describe('plans and state', () => {
  it('lists the plans in order with INR prices in paise, durations and what a month costs', async () => {
    expect(plans.map((p) => p.slug)).toEqual(['monthly', 'quarterly', 'yearly']);
    const yearly = (await t.get('/api/accounts/subscription/plan')).body.data.results[2];
    expect(yearly).toMatchObject({
      type: 'yearly',
      typeLabel: 'Yearly',
      duration: '12 months',
      pricePaise: 399_900,
      highlighted: true,
    });
    expect(yearly.perMonthPaise).toBe(33_325);
    expect(yearly.savingsPercent).toBe(33);
    expect(yearly.features.length).toBeGreaterThan(2);
  });

  it('lists the cancel reasons to anyone', async () => {
    const res = await t.get('/api/accounts/subscription/cancel-reason');
    expect(res.status).toBe(200);
    expect(res.body.data.results.map((r: { id: string }) => r.id)).toContain('too-expensive');
  });

  it('answers a null subscription and an empty history to someone who never subscribed', async () => {
    const { cookie } = await member();
    expect((await t.get('/api/accounts/subscription/detail', { cookie })).body).toEqual({ data: { subscription: null } });
    expect((await t.get('/api/accounts/subscription/history', { cookie })).body.data).toEqual({
      results: [],
      unfinishedPayments: [],
    });
  });
});

describe('activation', () => {
  it('activate → verified payment → active, with premium content open at once', async () => {
    const { user, cookie } = await member();
    expect(await isPremiumCourse(cookie, premiumCourse.id)).toBe(403);
    const refused = await t.post(`/api/core/courses/${premiumCourse.id}/enrol`, {}, { cookie });
    expect(refused.body.error).toBe(MESSAGES.premiumOnly);
    expect(await isPremiumCourse(cookie, freeCourse.id)).toBe(200);

    const order = await checkout(cookie, 'quarterly');
    expect(order.amountPaise).toBe(129_900);
    expect(order.checkoutUrl).toBe(`/payments/test-checkout/${order.orderId}`);
    // An order alone gives nothing.
    expect((await t.get('/api/accounts/subscription/detail', { cookie })).body.data.subscription).toBeNull();

    const signed = await approve(order.orderId);
    expect(signed.razorpay_signature).toBe(hmacHex(keySecret, `${order.orderId}|${signed.razorpay_payment_id}`));
    const res = await t.post('/api/accounts/subscription/callback', signed, { cookie });
    expect(res.status, res.text).toBe(200);
    const sub = res.body.data.subscription;
    expect(sub).toMatchObject({ status: 'active', autoRenew: true, type: 'quarterly', duration: '3 months', hasAccess: true });
    expect(sub.endDate).toBe(addMonths(clock.now(), 3).toISOString());
    expect(await isPremiumCourse(cookie, premiumCourse.id)).toBe(200);

    // The gateway's webhook for the same payment arrives afterwards: nothing changes.
    await t.runJobs();
    expect(await subscriptionCount(user.id)).toBe(1);
    const history = (await t.get('/api/accounts/subscription/history', { cookie })).body.data;
    expect(history.results).toHaveLength(1);
    expect(history.results[0].payments).toEqual([
      expect.objectContaining({
        status: 'paid',
        amountPaise: 129_900,
        // The file's clock moves on as other tests run (shuffled): the invoice's year is the payment's.
        invoiceNumber: `LRN/${financialYear(clock.now())}/${String(history.results[0].payments[0].id).padStart(6, '0')}`,
      }),
    ]);
    // One notification and one mail about it.
    const rows = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'premium')));
    expect(rows).toHaveLength(1);
    expect(mailsTo(user.email)).toContain('Welcome to Learnly Premium');
  });

  it('refuses a forged signature and activates nothing', async () => {
    const { user, cookie } = await member();
    const order = await checkout(cookie);
    const signed = await approve(order.orderId);
    for (const forged of [
      { ...signed, razorpay_signature: hmacHex('not-the-secret', `${order.orderId}|${signed.razorpay_payment_id}`) },
      { ...signed, razorpay_payment_id: 'pay_someoneelse1' },
    ]) {
      const res = await t.post('/api/accounts/subscription/callback', forged, { cookie });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(MESSAGES.paymentSignatureInvalid);
    }
    const malformed = await t.post('/api/accounts/subscription/callback', { ...signed, razorpay_signature: 'xyz' }, { cookie });
    expect(malformed.status).toBe(422);
    expect(malformed.body.fields).toHaveProperty('razorpay_signature');
    expect(await subscriptionCount(user.id)).toBe(0);
  });

  it("refuses another user's order even with a good signature", async () => {
    const owner = await member();
    const other = await member();
    const order = await checkout(owner.cookie);
    const signed = await approve(order.orderId);
    const res = await t.post('/api/accounts/subscription/callback', signed, { cookie: other.cookie });
    expect(res.status).toBe(404);
    expect(await subscriptionCount(other.user.id)).toBe(0);
  });

  it('refuses an amount that does not match the plan (callback and webhook), leaving nothing active', async () => {
    const { user, cookie } = await member();
    const order = await checkout(cookie, 'yearly');
    const signed = await approve(order.orderId, { amountPaise: 100 });
    const res = await t.post('/api/accounts/subscription/callback', signed, { cookie });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(MESSAGES.paymentAmountMismatch);
    await t.runJobs();
    const [payment] = await t.db
      .select()
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.gatewayOrderId, order.orderId));
    expect(payment?.status).toBe('refused');

    const second = await checkout(cookie, 'monthly');
    const hook = await webhook(captured(second.orderId, 'pay_tamperedamt1', 49_000));
    expect(hook.status).toBe(200);
    expect(hook.body.data.applied).toBe(false);
    expect(await subscriptionCount(user.id)).toBe(0);
  });

  it('leaves nothing active after a decline, and marks the checkout failed from the signed webhook', async () => {
    const { user, cookie } = await member();
    const order = await checkout(cookie);
    const declined = await t.post(`/api/core/payments/test-gateway/orders/${order.orderId}/decline`);
    expect(declined.status).toBe(200);
    await t.runJobs();
    expect(await subscriptionCount(user.id)).toBe(0);
    const history = (await t.get('/api/accounts/subscription/history', { cookie })).body.data;
    expect(history.unfinishedPayments).toEqual([expect.objectContaining({ status: 'failed', statusLabel: 'Failed' })]);
    // A declined order cannot then be approved.
    expect((await t.post(`/api/core/payments/test-gateway/orders/${order.orderId}/approve`, {})).status).toBe(409);
  });

  it('marks an abandoned checkout failed after a day, with nothing active', async () => {
    const { user, cookie } = await member();
    const order = await checkout(cookie);
    clock.advance(25 * 60 * 60_000);
    await runSweep();
    const [payment] = await t.db
      .select()
      .from(subscriptionPayments)
      .where(eq(subscriptionPayments.gatewayOrderId, order.orderId));
    expect(payment).toMatchObject({ status: 'failed', failureReason: 'The checkout was not completed.' });
    expect(await subscriptionCount(user.id)).toBe(0);
  });

  it('applies a duplicate webhook once', async () => {
    const { user, cookie } = await member();
    const order = await checkout(cookie);
    const body = captured(order.orderId, 'pay_webhookonly01', order.amountPaise);
    const first = await webhook(body);
    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toEqual({ received: true, applied: true });
    const again = await webhook(body);
    expect(again.body.data).toEqual({ received: true, applied: false });
    expect(await subscriptionCount(user.id)).toBe(1);
    expect((await t.get('/api/accounts/subscription/detail', { cookie })).body.data.subscription.status).toBe('active');
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a webhook with a wrong or missing signature', async () => {
    const { cookie } = await member();
    const order = await checkout(cookie);
    const body = captured(order.orderId, 'pay_forgedhook01', order.amountPaise);
    expect((await webhook(body, 'wrong-secret')).status).toBe(400);
    const unsigned = await t.post('/api/accounts/subscription/webhook', body);
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.error).toBe(MESSAGES.webhookSignatureInvalid);
    expect((await t.get('/api/accounts/subscription/detail', { cookie })).body.data.subscription).toBeNull();
  });

  it('gives one subscription for 20 concurrent callbacks and webhooks of one payment', async () => {
    const { user, cookie } = await member();
    const order = await checkout(cookie);
    const signed = await approve(order.orderId);
    const hook = captured(order.orderId, signed.razorpay_payment_id, order.amountPaise);
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => t.post('/api/accounts/subscription/callback', signed, { cookie })),
      ...Array.from({ length: 5 }, () => webhook(hook)),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(25).fill(200));
    const ids = new Set(results.slice(0, 20).map((r) => r.body.data.subscription.id));
    expect(ids.size).toBe(1);
    expect(await subscriptionCount(user.id)).toBe(1);
    const payments = await t.db.select().from(subscriptionPayments).where(eq(subscriptionPayments.userId, user.id));
    expect(payments.map((p) => p.status)).toEqual(['paid']);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes).toHaveLength(1);
  });

  it('refuses a second purchase while a plan is open, and an unknown plan', async () => {
    const { cookie } = await member();
    await subscribe(cookie);
    const again = await t.post(`/api/accounts/subscription/${planOf('yearly').id}/activate`, undefined, { cookie });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(MESSAGES.alreadySubscribed);
    expect((await t.post('/api/accounts/subscription/999999/activate', undefined, { cookie })).status).toBe(404);
  });
});

describe('cancellation', () => {
  it('stops auto renew with a reason and keeps access to the end date, then expires on time', async () => {
    const { user, cookie } = await member();
    const { subscription } = await subscribe(cookie);
    const path = `/api/accounts/subscription/${subscription.id}/cancel`;

    expect((await t.post(path, {}, { cookie })).body.fields).toHaveProperty('reason');
    const noNote = await t.post(path, { reason: 'other' }, { cookie });
    expect(noNote.status).toBe(422);
    expect(noNote.body.fields.note).toBe(MESSAGES.cancelNoteRequired);
    const stranger = await member();
    expect((await t.post(path, { reason: 'not-using' }, { cookie: stranger.cookie })).status).toBe(403);

    const res = await t.post(path, { reason: 'too-expensive' }, { cookie });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.subscription).toMatchObject({
      status: 'cancelled',
      autoRenew: false,
      hasAccess: true,
      renewalDate: null,
      cancelReason: 'It costs too much for me right now',
    });
    expect((await t.post(path, { reason: 'too-expensive' }, { cookie })).status).toBe(409);
    await t.runJobs();
    expect(mailsTo(user.email)).toContain('Your premium plan is cancelled');

    // Still premium until the end date, and no renewal is tried.
    const endsAt = new Date(subscription.endDate);
    clock.set(new Date(endsAt.getTime() - DAY));
    await runSweep();
    expect(await isPremiumCourse(cookie, premiumCourse.id)).toBe(200);
    const renewals = await t.db
      .select()
      .from(subscriptionPayments)
      .where(and(eq(subscriptionPayments.userId, user.id), eq(subscriptionPayments.kind, 'renewal')));
    expect(renewals).toHaveLength(0);

    clock.set(new Date(endsAt.getTime() + 60_000));
    expect(await isPremiumCourse(cookie, premiumCourse.id)).toBe(403);
    await runSweep();
    const detail = (await t.get('/api/accounts/subscription/detail', { cookie })).body.data.subscription;
    expect(detail).toMatchObject({ status: 'expired', hasAccess: false });
    expect(mailsTo(user.email)).toContain('Your premium plan has ended');
    const history = (await t.get('/api/accounts/subscription/history', { cookie })).body.data.results;
    expect(history[0]).toMatchObject({ status: 'expired', cancelReason: 'It costs too much for me right now' });
  });

  it('answers 404 for a subscription that does not exist', async () => {
    const { cookie } = await member();
    expect((await t.post('/api/accounts/subscription/987654/cancel', { reason: 'not-using' }, { cookie })).status).toBe(404);
  });
});

describe('renewal and expiry (controlled clock, job runner)', () => {
  it('charges again before the end date and extends the plan', async () => {
    clock.set(new Date('2027-01-10T06:00:00Z'));
    const { user, cookie } = await member();
    const { subscription } = await subscribe(cookie);
    const endsAt = new Date(subscription.endDate);

    clock.set(new Date(endsAt.getTime() - 4 * DAY));
    await runSweep();
    expect((await t.get('/api/accounts/subscription/detail', { cookie })).body.data.subscription.endDate).toBe(
      endsAt.toISOString(),
    );

    clock.set(new Date(endsAt.getTime() - 2 * DAY));
    await runSweep();
    const renewed = (await t.get('/api/accounts/subscription/detail', { cookie })).body.data.subscription;
    expect(renewed).toMatchObject({ status: 'active', autoRenew: true });
    expect(renewed.endDate).toBe(addMonths(endsAt, 1).toISOString());
    expect(mailsTo(user.email)).toContain('Your premium plan was renewed');
    const invoices = (await t.get('/api/accounts/subscription/invoices', { cookie })).body.data.results;
    expect(invoices.map((p: { kind: string }) => p.kind)).toEqual(['renewal', 'purchase']);

    // Running the sweep again charges nothing more.
    await runSweep();
    expect((await t.get('/api/accounts/subscription/invoices', { cookie })).body.data.results).toHaveLength(2);
  });

  it('retries a declined renewal, then expires on the end date; each step notified and mailed', async () => {
    clock.set(new Date('2027-02-01T06:00:00Z'));
    const { user, cookie } = await member();
    const { order, subscription } = await subscribe(cookie, 'monthly', { declineRenewals: true });
    const [card] = await t.db.select().from(testGatewayOrders).where(eq(testGatewayOrders.orderId, order.orderId));
    expect(card?.declineRenewals).toBe(true);
    const endsAt = new Date(subscription.endDate);

    await t.runJobs();
    const before = mailsTo(user.email).length;
    for (const daysBefore of [3, 2, 1]) {
      clock.set(new Date(endsAt.getTime() - daysBefore * DAY + 60_000));
      await runSweep();
      const detail = (await t.get('/api/accounts/subscription/detail', { cookie })).body.data.subscription;
      expect(detail).toMatchObject({ status: 'past_due', hasAccess: true });
    }
    expect(mailsTo(user.email).slice(before)).toEqual([
      'We could not renew your premium plan',
      'We could not renew your premium plan',
      'Your premium plan will not renew',
    ]);
    expect(await isPremiumCourse(cookie, premiumCourse.id)).toBe(200);

    clock.set(new Date(endsAt.getTime() + 60_000));
    await runSweep();
    expect((await t.get('/api/accounts/subscription/detail', { cookie })).body.data.subscription.status).toBe('expired');
    expect(await isPremiumCourse(cookie, premiumCourse.id)).toBe(403);
    expect(mailsTo(user.email)).toContain('Your premium plan has ended');
    const history = (await t.get('/api/accounts/subscription/history', { cookie })).body.data.results[0];
    expect(history.payments.filter((p: { status: string }) => p.status === 'failed')).toHaveLength(3);

    // After expiry the member can buy again.
    await subscribe(cookie);
    expect(await isPremiumCourse(cookie, premiumCourse.id)).toBe(200);
  });
});

describe('invoices', () => {
  it('gives a GST invoice per paid payment to its payer only', async () => {
    clock.set(new Date('2026-12-05T06:00:00Z'));
    const { cookie } = await member();
    await subscribe(cookie, 'yearly');
    const [paid] = (await t.get('/api/accounts/subscription/invoices', { cookie })).body.data.results;
    const res = await t.get(`/api/accounts/subscription/invoices/${paid.id}`, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      sac: '999293',
      supplier: { gstin: '29AAFCL4821K1Z5' },
      taxablePaise: 338_898,
      totalPaise: 399_900,
      taxes: [
        { name: 'CGST', ratePercent: 9, amountPaise: 30_501 },
        { name: 'SGST', ratePercent: 9, amountPaise: 30_501 },
      ],
      amountInWords: 'Indian Rupees Three Thousand Nine Hundred Ninety-Nine Only',
    });
    expect(res.body.data.description).toBe('Learnly Premium: Yearly plan (12 months)');
    const other = await member();
    expect((await t.get(`/api/accounts/subscription/invoices/${paid.id}`, { cookie: other.cookie })).status).toBe(404);
  });

  it("words the invoice in the account's language, else the browser's", async () => {
    clock.set(new Date('2026-12-05T06:00:00Z'));
    const { cookie } = await member();
    await subscribe(cookie, 'yearly');
    const [paid] = (await t.get('/api/accounts/subscription/invoices', { cookie })).body.data.results;
    const path = `/api/accounts/subscription/invoices/${paid.id}`;

    const asked = await t.get(path, { cookie, headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } });
    expect(asked.body.data.amountInWords).toBe('भारतीय रुपये तीन हज़ार नौ सौ निन्यानवे मात्र');

    expect((await t.post('/api/core/user-settings', { language: 'hi' }, { cookie })).status).toBe(200);
    const res = await t.get(path, { cookie, headers: { 'accept-language': 'en-IN' } });
    expect(res.body.data).toMatchObject({
      description: 'Learnly प्रीमियम: सालाना प्लान (12 महीने)',
      amountInWords: 'भारतीय रुपये तीन हज़ार नौ सौ निन्यानवे मात्र',
      paymentMethod: 'टेस्ट गेटवे',
      invoiceNumber: paid.invoiceNumber,
      totalPaise: 399_900,
    });
  });
});
