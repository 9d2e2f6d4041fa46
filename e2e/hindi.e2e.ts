import hi from '../apps/web/messages/hi.json' with { type: 'json' };
import { MESSAGES_HI } from '../packages/contract/src/messages-hi.ts';
import { expectAccessible } from './axe.ts';
import { codeFromOutbox, expect, newLearner, signIn, test, uniqueEmail } from './fixtures.ts';

/** Issue 35: the interface in Hindi on a phone, chosen from the header's menu and kept for the account. */
test.use({ viewport: { width: 360, height: 740 } });

test('a visitor switches to Hindi from the menu: navigation, home and sign-up read in Hindi, and it stays after a reload', async ({
  page,
}) => {
  const devanagariFonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('noto-sans-devanagari')) devanagariFonts.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.waitForLoadState('load');
  // An English page does not download the Devanagari font.
  expect(devanagariFonts).toEqual([]);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-menu').getByRole('button', { name: 'हिन्दी' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(hi.home.heroEnd);
  await expect(page.getByRole('link', { name: hi.nav.register })).toBeVisible();
  // A Hindi page renders with the self-hosted Devanagari font.
  await expect.poll(() => devanagariFonts.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'हिन्दी'))).toBe(true);
  // The menu stays open through the change, now in Hindi.
  await expect(page.getByRole('button', { name: hi.nav.closeMenu })).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator('#mobile-menu');
  await expect(menu.getByRole('link', { name: hi.nav.sections.courses.title, exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: hi.nav.sections.jobs.title, exact: true })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('contentinfo')).toContainText(hi.nav.footer.tagline);
  await expectAccessible(page, 'the home page in Hindi with the menu open');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(hi.home.heroEnd);

  // The sign-up form: the spec's validation messages in Hindi, from the form's own checks and from the API.
  await page.getByRole('link', { name: hi.nav.register }).click();
  await expect(page.getByRole('heading', { level: 1, name: hi.auth.registerTitle })).toBeVisible();
  await page.getByLabel(hi.auth.email).fill('not-an-email');
  await page.getByRole('button', { name: hi.auth.sendCode }).click();
  await expect(page.getByText(MESSAGES_HI.emailInvalid)).toBeVisible();
  await expectAccessible(page, 'the sign-up form in Hindi with an error');

  const email = uniqueEmail('hindi');
  const startedAt = Date.now() - 1000;
  await page.getByLabel(hi.auth.email).fill(email);
  await page.getByRole('button', { name: hi.auth.sendCode }).click();
  const code = await codeFromOutbox(email, startedAt);
  await page.getByLabel(hi.auth.verificationCode).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: hi.auth.verify, exact: true }).click();
  await expect(page.getByText(MESSAGES_HI.otpInvalid)).toBeVisible();

  // The catalogue too: its heading, filters and the prices' words.
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: hi.catalogue.coursesTitle })).toBeVisible();
  await expect(page.getByText(hi.catalogue.filters, { exact: true }).first()).toBeVisible();
  await expectAccessible(page, '/courses in Hindi');
});

test('a learner who chose Hindi gets it after signing in on a fresh browser', async ({ page, browser }) => {
  const learner = await newLearner(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/core/user-settings') && response.ok());
  await page.locator('#mobile-menu').getByRole('button', { name: 'हिन्दी' }).click();
  await saved;
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

  const fresh = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const other = await fresh.newPage();
  try {
    await signIn(other, learner.email, learner.password);
    await expect(other.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await other.getByRole('button', { name: hi.nav.openMenu }).click();
    await expect(
      other.locator('#mobile-menu').getByRole('link', { name: hi.nav.sections.courses.title, exact: true }),
    ).toBeVisible();
    // The account's choice is kept in this browser's cookie, and the API's texts follow it.
    expect((await fresh.cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')?.value).toBe('hi');
    const refused = await other.request.post('/api/core/user-settings', { data: { theme: 'purple' } });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).error).toBe(MESSAGES_HI.themeInvalid);
  } finally {
    await fresh.close();
  }
});
