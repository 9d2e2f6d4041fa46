import { generate } from 'otplib';
import { expectAccessible } from './axe';
import { expect, newLearner, test } from './fixtures';

/** The seeded moderator's authenticator secret (README; apps/api/src/db/seed/staff-seed.ts). */
const MODERATOR = { email: 'moderator@learnly.in', password: 'Learnly@123', secret: 'ARI4A3HCQT27G3DKZKP3PFP43XLA56CE' };

test('staff sign-in: the form asks for the authenticator code as a second step, and a wrong one signs nobody in', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(MODERATOR.email);
  await page.getByLabel('Password', { exact: true }).fill(MODERATOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  const code = page.getByLabel('Authenticator code');
  await expect(code).toBeVisible();
  await expect(code).toBeFocused();
  await expectAccessible(page, 'the sign-in form asking for the code');
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText('That code is not right.')).toBeVisible();
  expect((await (await page.request.get('/api/auth/session')).json())?.user ?? null).toBeNull();

  await code.fill(await generate({ secret: MODERATOR.secret }));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session.user.email).toBe(MODERATOR.email);
});

test('authenticator app: set up with the key, recovery codes shown once, then sign-in asks for a code', async ({ page }) => {
  const learner = await newLearner(page);
  await page.goto('/account/security');
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible();
  const key = (await page.locator('code').first().textContent())?.trim() ?? '';
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page, 'the authenticator set-up');

  await page.getByLabel('Code from the app').fill(await generate({ secret: key }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())?.trim() ?? '';
  await expect(page.getByText('10 recovery codes left')).toBeVisible();

  // Shown once: a reload shows the status without them.
  await page.reload();
  await expect(page.getByText('10 recovery codes left')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);

  // Signed out, the password alone is not enough; a recovery code is. The page is left first: its
  // session read still under way could otherwise set the cookie again after it is cleared.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Authenticator code').fill(recovery);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  expect((await (await page.request.get('/api/auth/session')).json()).user.email).toBe(learner.email);
});
