import type { Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { expect, newLearner, test } from './fixtures.ts';

/** Seeded decks (apps/api/src/db/seed/slides-data.ts). */
const SQL_JOINS = { slug: 'sql-joins-in-8-slides', title: 'SQL Joins in 8 Slides', slides: 8 };
const PREMIUM_DECK = 'docker-in-7-slides';
const PHONE = { width: 360, height: 740 };

type Listing<T> = { data: { results: T[] } };
type Context = { modules: { items: { id: number; title: string }[] }[] };

/**
 * Presses `key` until the slide counter reads `expected`. A key pressed while the page is still
 * hydrating is not seen (the viewer listens once React has attached it), as for a real visitor.
 */
async function pressUntil(page: Page, key: string, expected: string) {
  await expect(async () => {
    await page.keyboard.press(key);
    await expect(page.getByTestId('slide-counter')).toHaveText(expected, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

async function totalPoints(page: Page): Promise<number> {
  const res = await page.request.get('/api/accounts/streak');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { totalPoints: number } }).data.totalPoints;
}

test('a learner opens a deck, pages through it with the keyboard, finishes it and sees the points', async ({ page }) => {
  test.setTimeout(120_000);
  await newLearner(page);
  await page.goto('/slides');
  await expect(page.getByRole('heading', { level: 1, name: 'Slides' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured decks' }).getByRole('article').first()).toBeVisible();
  await page.getByRole('region', { name: 'Featured decks' }).getByRole('link', { name: SQL_JOINS.title }).click();
  await page.waitForURL(`**/slides/${SQL_JOINS.slug}`);

  const viewer = page.getByTestId('slide-viewer');
  const counter = page.getByTestId('slide-counter');
  await expect(counter).toHaveText(`1 / ${SQL_JOINS.slides}`);
  await expect(viewer.getByRole('heading', { level: 2 })).toHaveText('Why joins exist');
  await expect(page.getByRole('progressbar', { name: 'Slides seen' })).toHaveAttribute('aria-valuenow', '1');

  await pressUntil(page, 'ArrowRight', `2 / ${SQL_JOINS.slides}`);
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`1 / ${SQL_JOINS.slides}`);
  for (let n = 2; n <= SQL_JOINS.slides; n++) {
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`${n} / ${SQL_JOINS.slides}`);
  }
  // The last slide completes the deck: the points, once, and the next deck.
  const finish = page.getByTestId('slide-finish');
  await expect(finish).toContainText('Deck complete');
  await expect(finish).toContainText('+5 points');
  await expect(viewer.getByRole('link', { name: 'Next deck' })).toBeVisible();
  expect(await totalPoints(page)).toBe(5);
  await expectAccessible(page, `/slides/${SQL_JOINS.slug} at the last slide`);

  // Coming back and finishing again earns nothing more.
  await page.reload();
  await pressUntil(page, 'End', `${SQL_JOINS.slides} / ${SQL_JOINS.slides}`);
  await expect(finish).toContainText('already earned');
  expect(await totalPoints(page)).toBe(5);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the list and a deck fit the screen, the next-slide action is on the first screen, and a swipe turns the slide', async ({
    page,
  }) => {
    await page.goto('/slides');
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, '/slides at 360 px');

    await page.goto(`/slides/${SQL_JOINS.slug}`);
    const next = page.getByRole('button', { name: 'Next slide' });
    await expect(next).toBeInViewport();
    const counter = page.getByTestId('slide-counter');
    await expect(counter).toHaveText(`1 / ${SQL_JOINS.slides}`);
    await expectAccessible(page, `/slides/${SQL_JOINS.slug} at 360 px`);

    const slide = page.getByTestId('slide-viewer').getByRole('article');
    const box = (await slide.boundingBox())!;
    const y = box.y + box.height / 2;
    await slide.dispatchEvent('touchstart', { touches: [{ identifier: 1, clientX: box.x + 300, clientY: y }] });
    await slide.dispatchEvent('touchend', { changedTouches: [{ identifier: 1, clientX: box.x + 60, clientY: y + 10 }] });
    await expect(counter).toHaveText(`2 / ${SQL_JOINS.slides}`);
    await slide.dispatchEvent('touchstart', { touches: [{ identifier: 2, clientX: box.x + 60, clientY: y }] });
    await slide.dispatchEvent('touchend', { changedTouches: [{ identifier: 2, clientX: box.x + 300, clientY: y }] });
    await expect(counter).toHaveText(`1 / ${SQL_JOINS.slides}`);
    await next.tap();
    await expect(counter).toHaveText(`2 / ${SQL_JOINS.slides}`);
  });

  test('a premium deck shows a visitor what it covers and the way to premium', async ({ page }) => {
    await page.goto(`/slides/${PREMIUM_DECK}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Docker in 7 Slides' })).toBeVisible();
    await expect(page.getByText('These 7 slides are for premium members.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See premium plans' })).toBeInViewport();
    await expect(page.getByTestId('slide-viewer')).toHaveCount(0);
  });
});

test('a learner finishes a slide lesson inline and passes the slide collection check at the end of the course', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newLearner(page);
  const found = await page.request.get('/api/core/search?term=Database%20Querying%20with%20PostgreSQL&model=course');
  const slug = ((await found.json()) as Listing<{ slug: string }>).data.results[0]!.slug;
  await page.goto(`/courses/${slug}`);
  await page.getByRole('complementary').getByRole('button', { name: 'Enrol' }).click();
  await page.waitForURL(`**/courses/${slug}/learn`);

  // The slide lesson opens its deck inline; the deck takes the arrows while it has focus.
  const context = (await (await page.request.get(`/api/core/courses/${slug}/context`)).json()) as { data: Context };
  const lesson = context.data.modules.flatMap((m) => m.items).find((item) => item.title === 'Inner joins')!;
  await page.goto(`/courses/${slug}/learn?item=${lesson.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inner joins' })).toBeVisible();
  const viewer = page.getByTestId('slide-viewer');
  await viewer.focus();
  for (let n = 2; n <= SQL_JOINS.slides; n++) await page.keyboard.press('ArrowRight');
  await expect(viewer.getByTestId('slide-counter')).toHaveText(`${SQL_JOINS.slides} / ${SQL_JOINS.slides}`);
  // Still on the same lesson: the arrows turned slides, not lessons.
  await expect(page.getByRole('heading', { level: 1, name: 'Inner joins' })).toBeVisible();
  await expect(viewer.getByTestId('slide-finish')).toContainText('+5 points');
  await expect(page.getByRole('status').filter({ hasText: '+10 points' })).toBeVisible();

  // The collection: open it from the outline, answer the check, pass.
  await page
    .getByRole('navigation', { name: 'Course outline' })
    .getByRole('button', { name: /Revise: joins and grouping/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Revise: joins and grouping' })).toBeVisible();
  await expect(page.getByTestId('collection-progress')).toContainText('1 of 2 decks done');
  const check = page.getByRole('form', { name: 'Check yourself' });
  await check.getByLabel('LEFT JOIN', { exact: true }).check();
  await check.getByLabel('LEFT JOIN and WHERE e.student_id IS NULL', { exact: true }).check();
  await check.getByLabel('HAVING', { exact: true }).check();
  for (const option of ['COUNT', 'SUM', 'AVG']) await check.getByLabel(option, { exact: true }).check();
  await check.getByLabel('name is neither grouped nor aggregated', { exact: true }).check();
  await check.getByRole('button', { name: 'Check my answers' }).click();
  await expect(page.getByTestId('check-score')).toHaveText('100%');
  await expect(page.getByRole('status').filter({ hasText: '+20 points' })).toBeVisible();
  expect(await totalPoints(page)).toBe(5 + 10 + 20);
  await expect(
    page.getByRole('navigation', { name: 'Course outline' }).getByLabel('Check passed', { exact: true }),
  ).toBeVisible();
});
