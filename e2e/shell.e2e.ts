import { ALL_SECTIONS, SECTIONS as BUILT } from '../apps/web/lib/sections';
import en from '../apps/web/messages/en.json' with { type: 'json' };
import { expect, test } from './fixtures.ts';

/** The sections built so far (apps/web/lib/sections.ts), by their English titles; the others are not linked until their issues land. */
const SECTIONS = BUILT.map((section) => en.nav.sections[section.key].title);

test('the header links every section and the footer the privacy and terms pages', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Learnly/);
  const nav = page.getByRole('banner');
  for (const section of SECTIONS) await expect(nav.getByRole('link', { name: section, exact: true }).first()).toBeAttached();
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /privacy/i })
    .click();
  await expect(page).toHaveURL(/\/privacy/);
  await page.getByRole('contentinfo').getByRole('link', { name: /terms/i }).click();
  await expect(page).toHaveURL(/\/terms/);
  // A section whose issue is still open answers its own page, saying so.
  const unbuilt = ALL_SECTIONS.find((section) => !section.built);
  if (unbuilt) {
    await page.goto(unbuilt.href);
    await expect(page.getByText('This section is being built.')).toBeVisible();
  }
});

test('the header search goes to the search page with the term', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search' }).first();
  await search.fill('python');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?term=python/);
});

test('on a 360 px phone the menu opens and nothing overflows sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // Measured once the streamed sections (cards, banners) have arrived.
  for (const path of ['/', '/courses', '/jobs', '/institutes', '/roadmaps', '/search?term=python']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
  }
  // A course whose outline has long lesson titles (cut short with an ellipsis, every module open).
  const found = await page.request.get('/api/core/courses?q=Modern%20Web%20Development%20Bootcamp&page_size=1');
  const [course] = ((await found.json()) as { data: { results: { slug: string }[] } }).data.results;
  expect(course, 'a seeded web development bootcamp').toBeTruthy();
  await page.goto(`/courses/${course?.slug}`);
  await page.locator('details').evaluateAll((blocks) => {
    for (const block of blocks) (block as HTMLDetailsElement).open = true;
  });
  const outlineOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(outlineOverflow, 'horizontal overflow on a course page with its outline open').toBeLessThanOrEqual(0);

  await page.goto('/');
  await page.getByRole('button', { name: /menu/i }).first().click();
  await expect(page.getByRole('link', { name: 'Jobs', exact: true }).last()).toBeVisible();
});

test('an unknown page shows a friendly 404', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading').first()).toBeVisible();
});
