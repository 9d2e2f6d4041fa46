import { DELETE_REASONS } from '@lp/contract/constants';
import sharp from 'sharp';
import { ALL_ACCOUNT_SECTIONS } from '../apps/web/lib/account-sections';
import { codeFromOutbox, expect, newLearner, signIn, test } from './fixtures';

/** A photo with EXIF GPS, as a phone camera would write it. */
const photoWithGps = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 20, g: 140, b: 90 } } })
    .png()
    .withExif({
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' },
    })
    .toBuffer();

// These journeys are about the pages, not the passwordless pop-up (e2e/popups.e2e.ts): it stays away.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    // about:blank (newLearner passes through it) has no storage of its own.
    if (location.protocol.startsWith('http'))
      localStorage.setItem('learnly.passkey', JSON.stringify({ showPopUp: false, showButton: false }));
  });
});

test('the account area: every section is reachable from the side menu and shows a page, never an error', async ({ page }) => {
  await newLearner(page);
  await page.goto('/account/profile');
  const menu = page.getByRole('navigation', { name: 'Account' });
  for (const section of ALL_ACCOUNT_SECTIONS) {
    await menu.getByRole('link', { name: section.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/account/${section.slug}$`));
    await expect(menu.getByRole('link', { name: section.title, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  }
});

test('on a phone the account menu is a sheet', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await newLearner(page);
  await page.goto('/account/profile');
  await page.getByRole('button', { name: /Account · Profile/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Account menu' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('link', { name: 'Sign-in and security' }).click();
  await expect(page).toHaveURL(/\/account\/security$/);
  await expect(sheet).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('profile: details, bio, picture without its GPS, removal; the public profile shows them', async ({ page }) => {
  await newLearner(page);
  await page.goto('/account/profile');
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel('First name').fill('Kavya');
  await details.getByLabel('Last name').fill('Menon Nair');
  await details.getByLabel('Designation').fill('Frontend developer');
  await details.getByLabel('I am working').check();
  await details.getByLabel('Time zone').selectOption('Asia/Kolkata');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details have been saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kavya Menon Nair' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Bio' }).fill('Building **accessible** web apps.');
  await page.getByRole('button', { name: 'Save bio' }).click();
  await expect(page.getByText('Your bio has been saved.')).toBeVisible();

  await page.getByTestId('picture-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await photoWithGps() });
  await expect(page.getByText('Your picture has been updated.')).toBeVisible();
  const avatar = page.getByRole('img', { name: "Kavya Menon Nair's picture" });
  await expect(avatar).toHaveAttribute('src', /\/api\/media\/avatars\/.+\.webp$/);
  const src = (await avatar.getAttribute('src')) ?? '';
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  const meta = await sharp(await served.body()).metadata();
  expect(meta.format).toBe('webp');
  expect(meta.exif).toBeUndefined();

  await page.getByRole('link', { name: 'View public profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kavya Menon Nair' })).toBeVisible();
  await expect(page.getByText('Frontend developer · Working')).toBeVisible();
  await expect(page.locator('strong', { hasText: 'accessible' })).toBeVisible();

  await page.goto('/account/profile');
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your picture has been removed.')).toBeVisible();
  expect((await page.request.get(src)).status()).toBe(404);
  await expect(page.getByRole('button', { name: 'Add picture' })).toBeVisible();
});

test('active sessions: a phone signed in elsewhere is listed and signed out from the laptop', async ({ page, browser }) => {
  const learner = await newLearner(page);
  const phone = await browser.newContext({
    viewport: { width: 360, height: 740 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  });
  const phonePage = await phone.newPage();
  await signIn(phonePage, learner.email, learner.password);
  await phonePage.goto('/account/profile');
  await expect(phonePage.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible();

  await page.goto('/account/security');
  const sessions = page.getByRole('list', { name: 'Your active sessions' }).getByRole('listitem');
  // newLearner signed in twice on this browser (its first cookie was cleared, not signed out): that session is listed too.
  await expect(sessions.filter({ hasText: 'Chrome on Android' })).toHaveCount(1);
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
  const before = await sessions.count();
  await page.getByRole('button', { name: 'Sign out Chrome on Android' }).click();
  await expect(page.getByText('Chrome on Android has been signed out.')).toBeVisible();
  await expect(sessions).toHaveCount(before - 1);
  await expect(sessions.filter({ hasText: 'Chrome on Android' })).toHaveCount(0);

  // The phone's next page asks it to sign in; the laptop is still signed in.
  await phonePage.goto('/account/profile');
  await expect(phonePage).toHaveURL(/\/login/);
  await page.reload();
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(sessions).toHaveCount(before - 1);
  await phone.close();
});

test('delete account: typed yes, the old cookie refused at once, the same email signs up again', async ({ page, context }) => {
  const learner = await newLearner(page);
  const cookies = await context.cookies();
  await page.goto('/account/security');
  await page.getByRole('link', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/account\/delete$/);
  await page.getByLabel('Why are you leaving?').selectOption(DELETE_REASONS[2].id);
  await page.getByLabel('Type yes to delete account').fill('no');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Type yes to delete account').last()).toBeVisible();
  await expect(page).toHaveURL(/\/account\/delete$/);
  await page.getByLabel('Type yes to delete account').fill('yes');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted' })).toBeVisible();

  // The cookie from before the deletion is refused.
  await context.clearCookies();
  await context.addCookies(cookies);
  const refused = await page.request.get('/api/accounts/profile');
  expect(refused.status()).toBe(401);
  await context.clearCookies();

  // The same email signs up again.
  const since = Date.now();
  expect((await page.request.post('/api/accounts/mail-signup', { data: { email: learner.email } })).ok()).toBe(true);
  const otp = await codeFromOutbox(learner.email, since);
  const again = await page.request.post('/api/accounts/signup', {
    data: { email: learner.email, otp, fullName: 'Kavya Menon', password: 'Journey@2027' },
  });
  expect(again.status()).toBe(201);
});

test("a learner's public profile shows the courses they take", async ({ page }) => {
  const learner = await newLearner(page);
  const listed = (await (await page.request.get('/api/core/courses?type=classroom&page_size=1')).json()) as {
    data: { results: { slug: string; title: string }[] };
  };
  const course = listed.data.results[0]!;
  expect((await page.request.post(`/api/core/courses/${course.slug}/enrol`)).status()).toBe(201);
  const { id } = (await (await page.request.get('/api/accounts/profile')).json()).data as { id: number };
  await page.context().clearCookies();
  await page.goto(`/users/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(learner.fullName);
  const learning = page.getByRole('region', { name: 'Learning' });
  await expect(learning.getByRole('link', { name: course.title })).toBeVisible();
  await expect(
    learning.getByRole('listitem').filter({ hasText: course.title }).getByText('Learning', { exact: true }),
  ).toBeVisible();
});
