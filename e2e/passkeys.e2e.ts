import type { CDPSession, Page } from '@playwright/test';
import { expect, newLearner, test } from './fixtures';

/** A platform authenticator with a fingerprint reader, through the DevTools WebAuthn domain. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test('passkey: register, sign out, sign in with the passkey (no email typed), remove', async ({ page }) => {
  const learner = await newLearner(page);
  const { cdp, authenticatorId } = await virtualAuthenticator(page);

  await page.goto('/account/security');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('fingerprint registered successfully')).toBeVisible();
  const list = page.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(/Chrome on (Windows|Linux|Mac)/);
  await expect(list).toContainText('not used yet');
  // The prompt state is stored locally: no more prompt, the sign-in button from now on.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('learnly.passkey') ?? 'null'))).toEqual({
    showPopUp: false,
    showButton: true,
  });
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);

  // A second registration of the same authenticator is refused by the browser (excludeCredentials): the message shows as a toast.
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible();

  // Sign out, then sign in with the passkey only.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toHaveValue('');
  await page.getByRole('button', { name: 'Continue with a passkey' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session.user.email).toBe(learner.email);

  await page.goto('/account/security');
  await expect(list).toContainText('last used just now');
  await page.getByRole('button', { name: /^Remove / }).click();
  await expect(list).toHaveCount(0);
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
});
