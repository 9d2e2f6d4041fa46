import type { Locator } from '@playwright/test';
import en from '../apps/web/messages/en.json' with { type: 'json' };
import hi from '../apps/web/messages/hi.json' with { type: 'json' };
import { expectAccessible } from './axe.ts';
import { expect, signInStaff, test } from './fixtures.ts';

/** Issue 35: the catalogue filters by the language a course is taught in, on a phone. */
test.use({ viewport: { width: 360, height: 740 } });

/** The course cards of the list. */
const cards = (main: Locator) => main.getByRole('article');

test('a visitor on a phone filters the courses by Hindi, sees only Hindi-medium courses, and shares the link', async ({
  page,
  browser,
}) => {
  const api = await page.request.get('/api/core/courses?language=hi&page_size=100');
  const hindiCount: number = (await api.json()).data.count;
  expect(hindiCount).toBeGreaterThan(0);

  await page.goto('/courses');
  const filters = page.getByRole('search', { name: en.catalogue.filterCourses });
  // Folded on a phone: "Filters" opens them.
  const openFilters = filters.locator('summary', { hasText: en.catalogue.filters });
  await openFilters.click();
  const language = filters.getByLabel(en.catalogue.language, { exact: true });
  await expect(language.locator('option', { hasText: `Hindi (${hindiCount})` })).toHaveCount(1);
  await language.selectOption('hi');
  await expect(page).toHaveURL(/[?&]language=hi(&|$)/);

  const main = page.getByRole('region', { name: en.catalogue.courseResults });
  // The filter in force, as a chip that removes it.
  await expect(main.getByRole('link', { name: 'Remove filter Hindi', exact: true })).toBeVisible();
  await expect(cards(main).first()).toBeVisible();
  const shown = await cards(main).count();
  expect(shown).toBe(Math.min(hindiCount, 20));
  // Every card says Hindi: none in English, none in Hindi and English.
  for (let i = 0; i < shown; i++) {
    const card = cards(main).nth(i);
    await expect(card.getByRole('listitem').filter({ hasText: /^Language: Hindi$/ }), await card.innerText()).toHaveCount(1);
  }
  await expect(main.getByText('Hindi and English')).toHaveCount(0);
  await expect(main.getByText(/Hindi Medium/).first()).toBeVisible();
  // The list re-renders the folded filters after the change: open them again for the check.
  await openFilters.click();
  await expect(language).toBeVisible();
  await expectAccessible(page, '/courses?language=hi on a phone, filters open');

  // The link opens the same list for someone else, the filter chosen.
  const shared = page.url();
  const other = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const otherPage = await other.newPage();
  await otherPage.goto(shared);
  await expect(otherPage.getByRole('search', { name: en.catalogue.filterCourses }).getByLabel(en.catalogue.language)).toHaveValue(
    'hi',
  );
  await expect(cards(otherPage.getByRole('region', { name: en.catalogue.courseResults }))).toHaveCount(shown);
  await other.close();

  // A course's page says the language it is taught in.
  await cards(main).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/courses\/[a-z0-9-]+$/);
  const languageFact = page.getByRole('main').locator('dt', { hasText: new RegExp(`^${en.course.language}$`) });
  await expect(languageFact.locator('xpath=following-sibling::dd[1]')).toHaveText('Hindi');

  // In Hindi the filter, the chip and the cards name the language in Hindi; the URL stays the same.
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'hi', url: shared }]);
  await page.goto(shared);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const hindiFilters = page.getByRole('search', { name: hi.catalogue.filterCourses });
  await expect(hindiFilters.getByLabel(hi.catalogue.language, { exact: true })).toHaveValue('hi');
  const hindiResults = page.getByRole('region', { name: hi.catalogue.courseResults });
  await expect(hindiResults.getByRole('link', { name: hi.catalogue.removeFilter.replace('{label}', 'हिंदी') })).toBeVisible();
  await expect(
    cards(hindiResults)
      .first()
      .getByRole('listitem')
      .filter({ hasText: /^भाषा: हिंदी$/ }),
  ).toHaveCount(1);
  await expectAccessible(page, '/courses?language=hi in Hindi on a phone');
});

test('an instructor marks a new course as taught in Hindi, from a list named in the page’s language', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInStaff(page, 'instructor');
  await page.goto('/staff/studio/new');
  const language = page.getByLabel(en.catalogue.language, { exact: true });
  await expect(language).toHaveValue('English');
  await expect(language.locator('option')).toHaveText([
    'English',
    'Hindi',
    'Hindi and English',
    'Bengali',
    'Marathi',
    'Tamil',
    'Telugu',
    'Kannada',
    'Malayalam',
    'Gujarati',
  ]);
  await language.selectOption({ label: 'Hindi' });
  await page.getByLabel('Title').fill(`SSC CGL Quantitative Aptitude ${Date.now().toString(36)} (Hindi Medium)`);
  await page.getByLabel('Duration (weeks)').fill('12');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await page.waitForURL(/\/staff\/studio\/courses\/\d+$/);
  await expect(page.getByLabel(en.catalogue.language, { exact: true })).toHaveValue('Hindi');

  // On a Hindi page the field and its choices read in Hindi; the value sent stays the same.
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'hi', url: page.url() }]);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  const inHindi = page.getByLabel(hi.catalogue.language, { exact: true });
  await expect(inHindi).toHaveValue('Hindi');
  await expect(inHindi.locator('option:checked')).toHaveText('हिंदी');
  await expectAccessible(page, 'the studio course form in Hindi at 360 px');
});
