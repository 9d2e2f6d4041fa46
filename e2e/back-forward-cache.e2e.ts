import type { Page } from '@playwright/test';
import { expect, newLearner, test } from './fixtures.ts';

// Playwright launches Chromium with --disable-back-forward-cache; these journeys need it on.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

type Marked = Window & { journeyMarker?: number };

/** Leaves /courses for another page with a full load, comes Back, and reads what the old page held. */
async function markLeaveAndComeBack(page: Page) {
  await page.evaluate(() => {
    (window as Marked).journeyMarker = 42;
  });
  await page.goto('/institutes');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/courses$/);
}

test('a visitor going Back gets the page restored from the back/forward cache', async ({ page }) => {
  const courses = await page.goto('/courses');
  expect(courses?.headers()['cache-control']).toBe('private, no-cache');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await markLeaveAndComeBack(page);
  // Restored, not reloaded: the script state of the page we left is still there.
  await expect.poll(() => page.evaluate(() => (window as Marked).journeyMarker ?? null)).toBe(42);
});

test('a signed-in page is never kept: Back loads it afresh', async ({ page }) => {
  await newLearner(page);
  const courses = await page.goto('/courses');
  expect(courses?.headers()['cache-control']).toContain('no-store');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await markLeaveAndComeBack(page);
  // What the visitor sees of the page loaded afresh (its 'load' event may wait on the live stream).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as Marked).journeyMarker ?? null)).toBeNull();
});
