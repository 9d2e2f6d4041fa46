import { expect, newLearner, test } from './fixtures.ts';

type Envelope<T> = { data: T };
type CourseCard = { slug: string; id: number; isPremium: boolean };

/** A premium course of the demo catalogue (the seed marks a handful). */
async function premiumCourse(request: import('@playwright/test').APIRequestContext): Promise<CourseCard> {
  for (let page = 1; page <= 20; page += 1) {
    const res = await request.get(`/api/core/courses?page=${page}&page_size=100&type=online`);
    if (!res.ok()) break;
    const body = (await res.json()) as Envelope<{ results: CourseCard[] }>;
    const found = body.data.results.find((c) => c.isPremium);
    if (found) return found;
  }
  throw new Error('no premium course in the demo catalogue');
}

/** Whether the course's lessons are locked to the page's user (its syllabus is public either way). */
async function lessonsLocked(request: import('@playwright/test').APIRequestContext, courseId: number): Promise<boolean> {
  const res = await request.get(`/api/core/courses/${courseId}/context`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as Envelope<{ locked: boolean }>).data.locked;
}

test('a learner compares plans, is declined once, pays through the test gateway and opens a premium course', async ({ page }) => {
  await newLearner(page);
  const course = await premiumCourse(page.request);

  // Before: the course shows what it contains and an upgrade prompt; its lessons are premium only.
  await page.goto(`/courses/${course.slug}`);
  await expect(page.getByRole('heading', { name: 'Course outline' })).toBeVisible();
  const panel = page.getByTestId('premium-course-panel').locator('visible=true');
  await expect(panel).toContainText('Premium course');
  expect(await lessonsLocked(page.request, course.id)).toBe(true);
  // One price: "Included in Premium", never a fee; the enrol action is the upgrade, and the learn page says so.
  const aside = page.getByRole('complementary');
  await expect(aside).toContainText('Included in Premium');
  await expect(aside).not.toContainText('₹');
  await expect(aside.getByRole('link', { name: 'Upgrade to Premium', exact: true })).toBeVisible();
  await expect(aside.getByRole('button', { name: 'Enrol' })).toHaveCount(0);
  await page.goto(`/courses/${course.slug}/learn`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await page.goto(`/courses/${course.slug}`);
  await panel.getByRole('link', { name: 'Upgrade to premium' }).click();

  // The pricing page compares plans and features.
  await expect(page).toHaveURL(/\/premium$/);
  await expect(page.getByRole('heading', { name: 'Upgrade to premium', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Yearly' })).toContainText('₹3,999');
  await expect(page.getByRole('article', { name: 'Monthly' })).toContainText('₹499');
  await expect(page.getByRole('table', { name: 'What Free and Premium include' })).toBeVisible();

  // Declined by the bank: nothing starts.
  await page.getByRole('button', { name: 'Choose Monthly: Monthly' }).click();
  await expect(page).toHaveURL(/\/payments\/test-checkout\/order_/);
  await expect(page.getByText('Learnly Premium: Monthly')).toBeVisible();
  await page.getByRole('button', { name: 'Decline payment' }).click();
  await expect(page).toHaveURL(/\/premium\?payment=declined/);
  await expect(page.getByText('Your bank declined the payment')).toBeVisible();
  expect(await lessonsLocked(page.request, course.id)).toBe(true);

  // Approved: the payment is verified and premium opens at once.
  await page.getByRole('button', { name: 'Choose Yearly: Yearly' }).click();
  await expect(page).toHaveURL(/\/payments\/test-checkout\/order_/);
  await page.getByRole('button', { name: 'Pay ₹3,999' }).click();
  await expect(page).toHaveURL(/\/account\/subscriptions\?welcome=1/);
  await expect(page.getByText('Payment verified. Welcome to Learnly Premium')).toBeVisible();
  const current = page.getByRole('region', { name: 'Yearly plan' });
  await expect(current).toContainText('Active');
  await expect(current).toContainText('Renews on');

  // The receipt is a GST invoice.
  await page.getByRole('link', { name: 'Receipt' }).first().click();
  await expect(page.getByRole('heading', { name: 'Tax invoice' })).toBeVisible();
  await expect(page.getByText('999293')).toBeVisible();
  await expect(page.getByText('CGST @ 9%')).toBeVisible();
  await expect(page.getByText('Indian Rupees Three Thousand Nine Hundred Ninety-Nine Only')).toBeVisible();

  // The premium course now opens.
  await page.goto(`/courses/${course.slug}`);
  await expect(page.getByTestId('premium-course-panel').locator('visible=true')).toContainText('Included in your Premium plan');
  await expect(page.getByRole('complementary').getByRole('button', { name: 'Enrol', exact: true })).toBeVisible();
  expect(await lessonsLocked(page.request, course.id)).toBe(false);

  // Cancel with a reason: access stays to the end date.
  await page.goto('/account/subscriptions');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText('Choose a reason for cancelling.')).toBeVisible();
  await page.getByLabel('I am not using it enough').check();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByRole('region', { name: 'Yearly plan' })).toContainText('it will not renew');
  expect(await lessonsLocked(page.request, course.id)).toBe(false);
});
