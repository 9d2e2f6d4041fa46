import type { Page } from '@playwright/test';
import { expect, newLearner, test } from './fixtures';

const DAY = 86_400_000;
const T0 = new Date('2026-11-23T09:00:00Z').getTime();
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** Pages whose clock is under the journey's control (installed once per page). */
const clockInstalled = new WeakSet<Page>();

/**
 * Loads `path` at the fake time `at` and checks whether the pop-up shows. It appears 3 s after the
 * page knows the session: once the header shows the session, the page's clock runs 4 s on
 * (Date.now() stays at `at`). A pop-up that should show is waited for (its code loads when one is
 * due); one that should not: the clock runs 4 s more (a timer the page armed late fires too) and it
 * is still absent 2 s later.
 */
async function expectPopup(page: Page, path: string, at: number, name: 'app-download' | 'passwordless', shows: boolean) {
  if (!clockInstalled.has(page)) {
    await page.clock.install();
    clockInstalled.add(page);
  }
  await page.clock.setFixedTime(at);
  await page.goto(path);
  await expect(page.getByRole('status', { name: 'Loading account' })).toHaveCount(0);
  await page.clock.runFor(4_000);
  const popup = page.locator(`[data-popup="${name}"]`);
  if (shows) {
    await expect(popup, `${name} at ${path}`).toBeVisible();
    return;
  }
  await page.clock.runFor(4_000);
  await page.waitForTimeout(2_000);
  await expect(popup, `no ${name} at ${path}`).toHaveCount(0);
}

async function dismiss(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('on an Android browser', () => {
  test.use({ userAgent: ANDROID, viewport: { width: 390, height: 844 } });

  test('the app-download pop-up comes back after 1 day, then 2 days; never on privacy and terms', async ({ page }) => {
    test.setTimeout(120_000);
    await expectPopup(page, '/privacy', T0, 'app-download', false);
    await expectPopup(page, '/terms', T0, 'app-download', false);
    await expectPopup(page, '/courses', T0, 'app-download', true);
    await expect(page.getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', /play\.google\.com/);
    await dismiss(page);
    await expectPopup(page, '/courses', T0 + DAY - 60_000, 'app-download', false);
    const second = T0 + DAY;
    await expectPopup(page, '/courses', second, 'app-download', true);
    await dismiss(page);
    await expectPopup(page, '/', second + 2 * DAY - 60_000, 'app-download', false);
    await expectPopup(page, '/privacy', second + 2 * DAY, 'app-download', false);
    await expectPopup(page, '/', second + 2 * DAY, 'app-download', true);
  });
});

test('a desktop browser never gets the app pop-up; a signed-in learner gets the passwordless one with the same back-off', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await expectPopup(page, '/', T0, 'app-download', false);
  await newLearner(page);
  await expectPopup(page, '/terms', T0, 'passwordless', false);
  await expectPopup(page, '/courses', T0, 'passwordless', false);
  await expectPopup(page, '/account/profile', T0, 'passwordless', true);
  await expect(page.getByRole('dialog')).toContainText('Sign in with your fingerprint');
  await dismiss(page);
  await expectPopup(page, '/account/profile', T0 + DAY - 60_000, 'passwordless', false);
  await expectPopup(page, '/account/profile', T0 + DAY, 'passwordless', true);
  await page.getByRole('link', { name: 'Set up a passkey' }).click();
  await expect(page).toHaveURL(/\/account\/security#passkeys$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('learnly.popup.passwordless') ?? 'null'))).toEqual({
    dismissals: 2,
    nextAt: T0 + DAY + 2 * DAY,
  });
});
