import type { Page } from '@playwright/test';
import { expect, newLearner, test } from './fixtures';

const DAY = 86_400_000;
const T0 = new Date('2026-11-23T09:00:00Z').getTime();
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** Pages whose clock is under the journey's control (installed once per page). */
const clockInstalled = new WeakSet<Page>();

/**
 * Loads `path` at the fake time `at` and tells whether the pop-up shows. It appears 3 s after the
 * page knows the session: once the header shows the session, the page's clock runs 4 s on
 * (Date.now() stays at `at`), and "no" is said if it has not shown 6 s later.
 */
async function popupAt(page: Page, path: string, at: number, name: 'app-download' | 'passwordless'): Promise<boolean> {
  if (!clockInstalled.has(page)) {
    await page.clock.install();
    clockInstalled.add(page);
  }
  await page.clock.setFixedTime(at);
  await page.goto(path);
  await expect(page.getByRole('status', { name: 'Loading account' })).toHaveCount(0);
  await page.clock.runFor(4_000);
  const popup = page.locator(`[data-popup="${name}"]`);
  try {
    // Real time too: if the page scheduled its timer after the clock ran, it still fires (3 s).
    await popup.waitFor({ state: 'visible', timeout: 6_000 });
    return true;
  } catch {
    return popup.isVisible();
  }
}

async function dismiss(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('on an Android browser', () => {
  test.use({ userAgent: ANDROID, viewport: { width: 390, height: 844 } });

  test('the app-download pop-up comes back after 1 day, then 2 days; never on privacy and terms', async ({ page }) => {
    test.setTimeout(120_000);
    expect(await popupAt(page, '/privacy', T0, 'app-download')).toBe(false);
    expect(await popupAt(page, '/terms', T0, 'app-download')).toBe(false);
    expect(await popupAt(page, '/courses', T0, 'app-download')).toBe(true);
    await expect(page.getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', /play\.google\.com/);
    await dismiss(page);
    expect(await popupAt(page, '/courses', T0 + DAY - 60_000, 'app-download')).toBe(false);
    const second = T0 + DAY;
    expect(await popupAt(page, '/courses', second, 'app-download')).toBe(true);
    await dismiss(page);
    expect(await popupAt(page, '/', second + 2 * DAY - 60_000, 'app-download')).toBe(false);
    expect(await popupAt(page, '/privacy', second + 2 * DAY, 'app-download')).toBe(false);
    expect(await popupAt(page, '/', second + 2 * DAY, 'app-download')).toBe(true);
  });
});

test('a desktop browser never gets the app pop-up; a signed-in learner gets the passwordless one with the same back-off', async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(await popupAt(page, '/', T0, 'app-download')).toBe(false);
  await newLearner(page);
  expect(await popupAt(page, '/terms', T0, 'passwordless')).toBe(false);
  expect(await popupAt(page, '/courses', T0, 'passwordless')).toBe(false);
  expect(await popupAt(page, '/account/profile', T0, 'passwordless')).toBe(true);
  await expect(page.getByRole('dialog')).toContainText('Sign in with your fingerprint');
  await dismiss(page);
  expect(await popupAt(page, '/account/profile', T0 + DAY - 60_000, 'passwordless')).toBe(false);
  expect(await popupAt(page, '/account/profile', T0 + DAY, 'passwordless')).toBe(true);
  await page.getByRole('link', { name: 'Set up a passkey' }).click();
  await expect(page).toHaveURL(/\/account\/security#passkeys$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('learnly.popup.passwordless') ?? 'null'))).toEqual({
    dismissals: 2,
    nextAt: T0 + DAY + 2 * DAY,
  });
});
