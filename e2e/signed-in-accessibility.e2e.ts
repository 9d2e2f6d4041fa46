import { expectAccessible } from './axe.ts';
import { expect, newLearner, test } from './fixtures.ts';

const PHONE = { width: 360, height: 740 };
/** A seeded course whose player opens on a captioned video (the learning journey's course). */
const COURSE = 'mern-stack-developer-programme-visvesvaraya-institute-of-technology';

// The passwordless pop-up is its own journey (e2e/popups.e2e.ts); here it would cover the page.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (location.protocol.startsWith('http'))
      localStorage.setItem('learnly.passkey', JSON.stringify({ showPopUp: false, showButton: false }));
  });
});

// One test per width, so that the two workers share the screens and neither runs near its timeout.
for (const size of [{ width: 1366, height: 900 }, PHONE]) {
  test(`every signed-in screen has no serious accessibility problem at ${size.width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await newLearner(page);
    await page.goto(`/courses/${COURSE}`);
    await page.getByRole('complementary').getByRole('button', { name: 'Enrol' }).click();
    await page.waitForURL(`**/courses/${COURSE}/learn`);
    const screens = [
      `/courses/${COURSE}/learn`,
      '/quizzes/mental-maths-sprint',
      '/feed',
      '/questions/ask',
      '/premium',
      '/account/profile',
      '/account/courses',
      '/account/security',
      '/account/notifications',
      '/account/notification-preferences',
      '/account/change-password',
      '/account/privacy',
      '/account/subscriptions',
      '/account/delete',
    ];
    await page.setViewportSize(size);
    for (const path of screens) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
      await expectAccessible(page, `${path} at ${size.width} px, signed in`);
    }
  });
}
