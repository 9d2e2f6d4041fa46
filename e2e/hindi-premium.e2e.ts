import type { Page } from '@playwright/test';
import hi from '../apps/web/messages/hi.json' with { type: 'json' };
import { MESSAGES_HI } from '../packages/contract/src/messages-hi.ts';
import { expectAccessible } from './axe.ts';
import { expect, newLearner, test } from './fixtures.ts';

/**
 * Issue 35: premium, its receipts, the account's settings and the legal pages read in Hindi on a
 * phone. Prices stay in rupees with Indian grouping; the receipt's words come in the account's
 * language from the API too.
 */
test.use({ viewport: { width: 360, height: 740 } });

async function chooseHindi(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'hi', url: baseURL ?? 'http://localhost' }]);
}

/** A message with its `{name}` placeholders filled (the simple ones this journey reads). */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

test('a learner in Hindi compares plans, pays through the test gateway and reads the receipt in Hindi', async ({
  page,
  baseURL,
}) => {
  await newLearner(page);
  await chooseHindi(page, baseURL);
  const yearly = hi.premium.planNames.yearly;

  await page.goto('/premium');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1, name: hi.premium.heading })).toBeVisible();
  const plans = page.getByRole('region', { name: hi.premium.plansLabel });
  await expect(plans.getByRole('article', { name: yearly })).toContainText('₹3,999');
  await expect(plans.getByRole('article', { name: yearly })).toContainText(hi.premium.plans.yearly.tagline);
  await expect(plans.getByRole('article', { name: hi.premium.planNames.monthly })).toContainText('₹499');
  await expect(page.getByRole('table', { name: hi.premium.comparison.caption })).toBeVisible();
  await expectAccessible(page, '/premium in Hindi');

  const choose = `${fill(hi.premium.card.choose, { plan: yearly })}: ${yearly}`;
  await plans.getByRole('button', { name: choose }).click();
  await expect(page).toHaveURL(/\/payments\/test-checkout\/order_/);
  await page.getByRole('button', { name: fill(hi.premium.testCheckout.pay, { amount: '₹3,999' }) }).click();
  await expect(page).toHaveURL(/\/account\/subscriptions\?welcome=1/);
  await expect(page.getByText(hi.premium.overview.welcome)).toBeVisible();
  const current = page.getByRole('region', { name: fill(hi.premium.overview.planHeading, { plan: yearly }) });
  await expect(current).toContainText(hi.premium.statuses.active);
  await expect(current).toContainText(hi.premium.plans.yearly.features['2']);

  // Cancelling without a reason: the contract's message, in Hindi.
  await current.getByRole('button', { name: hi.premium.overview.cancelSubscription }).click();
  await current.getByRole('button', { name: hi.premium.cancel.submit }).click();
  await expect(current.getByText(MESSAGES_HI.cancelReasonRequired)).toBeVisible();
  await current.getByRole('button', { name: hi.premium.cancel.keep }).click();

  // The receipt: every label in Hindi, amounts in rupees with Indian grouping, the API's words too.
  await page.getByRole('link', { name: hi.premium.history.receipt }).first().click();
  await expect(page).toHaveURL(/\/account\/subscriptions\/invoices\/\d+$/);
  const invoice = page.locator('#invoice');
  await expect(invoice.getByRole('heading', { level: 1, name: hi.receipts.title })).toBeVisible();
  for (const label of [hi.receipts.invoiceNumber, hi.receipts.placeOfSupply, hi.receipts.billedTo, hi.receipts.totalTax]) {
    await expect(invoice.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(invoice.getByRole('columnheader', { name: hi.receipts.taxableValue })).toBeVisible();
  await expect(invoice.getByText('CGST @ 9%')).toBeVisible();
  await expect(invoice.getByText('₹3,388.98')).toBeVisible();
  await expect(invoice.getByText('₹3,999.00')).toBeVisible();
  await expect(invoice.getByText('भारतीय रुपये तीन हज़ार नौ सौ निन्यानवे मात्र')).toBeVisible();
  await expect(invoice.getByText('Learnly प्रीमियम: सालाना प्लान (12 महीने)').first()).toBeVisible();
  await expect(invoice.getByText(/टेस्ट गेटवे से ₹3,999 का भुगतान किया गया/)).toBeVisible();
  await expect(page.getByRole('button', { name: hi.receipts.print })).toBeVisible();
  await expectAccessible(page, 'a receipt in Hindi');
});

test('a learner in Hindi sets notifications and data saver, and reads the privacy policy', async ({ page, baseURL }) => {
  await newLearner(page);
  await chooseHindi(page, baseURL);
  const prefs = hi.settings.notificationPreferences;

  await page.goto('/account/notification-preferences');
  await expect(page.getByRole('table', { name: prefs.caption })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: new RegExp(prefs.types.jobs) })).toContainText(prefs.descriptions.jobs);
  const jobsByEmail = page.getByRole('checkbox', { name: fill(prefs.byEmail, { type: prefs.types.jobs }) });
  await jobsByEmail.uncheck();
  await page.getByRole('button', { name: prefs.save }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES_HI.settingsSaved })).toBeVisible();
  await expectAccessible(page, 'notification preferences in Hindi');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: fill(prefs.byEmail, { type: prefs.types.jobs }) })).not.toBeChecked();

  await page.goto('/account/data-saver');
  const saver = page.getByRole('checkbox', { name: hi.settings.dataSaver.use });
  await expect(page.getByText(hi.settings.dataSaver.what.video)).toBeVisible();
  await saver.check();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES_HI.settingsSaved })).toBeVisible();
  await expectAccessible(page, 'data saver in Hindi');

  await page.goto('/account/privacy');
  await expect(page.getByRole('heading', { level: 2, name: hi.settings.privacy.consents.terms.title })).toBeVisible();
  await expect(page.getByText(hi.settings.privacy.consents['marketing-email'].text)).toBeVisible();

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: hi.legal.privacy.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: hi.legal.privacy.rightsHeading })).toBeVisible();
  await expect(page.getByText(/^पिछली बार अपडेट: 21 नवंबर 2026$/)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(hi.legal.privacy.title));
  await expectAccessible(page, '/privacy in Hindi');
});
