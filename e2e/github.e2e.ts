import { type GithubProvider, startGithubProvider } from '../apps/api/src/test/github-provider.ts';
import { expect, newLearner, test } from './fixtures';

/**
 * GitHub connect against a local OAuth server on GitHub's paths (the server was told its
 * address in playwright.config.ts): the consent page sends the browser straight back.
 */
let provider: GithubProvider;
test.beforeAll(async () => {
  provider = await startGithubProvider({ port: Number(process.env.E2E_GITHUB_PORT) });
});
test.afterAll(async () => {
  await provider?.stop();
});

test('GitHub connect: connect, come back linked, see it on the public profile, unlink; usable on a phone', async ({
  page,
}, testInfo) => {
  const login = `octo-${Date.now().toString(36)}`;
  provider.user = { id: Date.now(), login, name: 'Octo Menon' };
  await newLearner(page);
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.goto('/account/profile');
  const card = page.locator('#github');
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('heading', { name: 'GitHub' })).toBeVisible();
  await card.screenshot({ path: testInfo.outputPath('github-card-unlinked-1366.png') });

  await card.getByRole('button', { name: 'Connect GitHub' }).click();
  // Over to the provider (PKCE S256 and a state), and straight back through the callback.
  await expect(page.getByText('Your GitHub account is connected.')).toBeVisible();
  expect(provider.authorizeRequests.at(-1)).toMatchObject({ response_type: 'code', code_challenge_method: 'S256' });
  // The outcome is said once: the address no longer carries it.
  await expect.poll(() => new URL(page.url()).search).toBe('');
  expect(new URL(page.url()).pathname).toBe('/account/profile');

  const profileLink = card.getByRole('link', { name: new RegExp(login) });
  await expect(profileLink).toBeVisible();
  await expect(profileLink).toHaveAttribute('href', `${provider.url}/${login}`);
  await expect(card).toContainText('Octo Menon');
  await expect(card).toContainText('Linked just now');
  // Our own copy of the GitHub picture, loaded from our origin.
  const picture = card.locator('img');
  await expect(picture).toHaveAttribute('src', /^\/api\/media\/github-avatars\/.+\.webp$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: testInfo.outputPath('github-card-linked-1366.png') });

  // On a phone: nothing wider than the screen, the button within reach.
  await page.setViewportSize({ width: 360, height: 780 });
  await card.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const unlink = card.getByRole('button', { name: 'Unlink' });
  await expect(unlink).toBeInViewport();
  await card.screenshot({ path: testInfo.outputPath('github-card-linked-360.png') });

  // Anyone sees the account on the public profile.
  const { id } = (await (await page.request.get('/api/accounts/profile')).json()).data as { id: number };
  await page.goto(`/users/${id}`);
  await expect(page.getByRole('link', { name: login })).toHaveAttribute('href', `${provider.url}/${login}`);

  await page.goto('/account/profile');
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByText('Your GitHub account is no longer linked.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Connect GitHub' })).toBeVisible();
  await expect(card.getByRole('link', { name: new RegExp(login) })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await card.screenshot({ path: testInfo.outputPath('github-card-unlinked-360.png') });
  const after = (await (await page.request.get('/api/accounts/profile')).json()).data as { github: unknown };
  expect(after.github).toBeNull();
});

test('GitHub connect: a GitHub account linked to another learner is refused with a message', async ({ page }) => {
  const login = `taken-${Date.now().toString(36)}`;
  provider.user = { id: Date.now() + 1, login, name: null };
  // The first learner links it through the API's own flow.
  await newLearner(page);
  await page.goto('/account/profile');
  await page.locator('#github').getByRole('button', { name: 'Connect GitHub' }).click();
  await expect(page.getByText('Your GitHub account is connected.')).toBeVisible();

  await page.context().clearCookies();
  await newLearner(page);
  await page.goto('/account/profile');
  const card = page.locator('#github');
  await card.getByRole('button', { name: 'Connect GitHub' }).click();
  await expect(page.getByText('This GitHub account is already linked to another learner.')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/account/profile');
  await expect(card.getByRole('button', { name: 'Connect GitHub' })).toBeVisible();
});
