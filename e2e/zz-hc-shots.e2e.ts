import { expect, newLearner, test } from './fixtures.ts';

// Temporary (not committed): screenshots of the converted screens in Hindi at 360 and 1366 px.
test('shots', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  await newLearner(page);
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'hi', url: baseURL ?? 'http://localhost' }]);
  const institutes = (await (await page.request.get('/api/core/institutes?page_size=1')).json()) as {
    data: { results: { slug: string }[] };
  };
  const paths: [string, string][] = [
    ['feed', '/feed'],
    ['fixme-list', '/fixme'],
    ['fixme-problem', '/fixme/js-sum-of-evens'],
    ['interviews', '/interviews'],
    ['interview', '/interviews/hr-round-for-freshers'],
    ['institutes', '/institutes'],
    ['institute', `/institutes/${institutes.data.results[0]?.slug}`],
    ['search', '/search?term=python'],
    ['account-fixme', '/account/fixme'],
    ['change-password', '/account/change-password'],
    ['home', '/'],
  ];
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    for (const [name, path] of paths) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/work/shots/hi-community/${name}-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/fixme/js-sum-of-evens');
  await page.getByRole('button', { name: 'टेस्ट चलाएँ' }).click();
  await page.getByRole('button', { name: 'सबमिट करें' }).click();
  await expect(page.getByTestId('submission-verdict')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('submission-verdict').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/work/shots/hi-community/fixme-verdict-360.png' });
  await page.goto('/feed');
  await page.getByRole('button', { name: 'पोस्ट करें', exact: true }).click();
  await page.screenshot({ path: '/work/shots/hi-community/feed-error-360.png' });
});
