import { expectAccessible } from './axe.ts';
import { DEMO, expect, learnerToSignIn, signIn, signInStaff, test } from './fixtures.ts';

/**
 * The staff console (issue 30): the review queue, a case (hide, then restore), suspending a user
 * (whose sign-in is then refused with the reason), the dashboard; each at 1366 and 360 px with axe.
 * The demo staff's second factor is an authenticator app with the seeded secret of the README.
 */
const VIEWPORTS = [
  { name: '1366', width: 1366, height: 900 },
  { name: '360', width: 360, height: 780 },
] as const;

test.describe('staff console', () => {
  test('a learner gets the not-found page at /staff and no Staff entry in the account menu', async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto('/staff/queue');
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Staff' })).toHaveCount(0);
  });

  test('a moderator reaches the review queue from the account menu: open cases oldest first, counts in the tabs', async ({
    page,
  }) => {
    await signInStaff(page, 'moderator');
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Staff' }).click();
    await expect(page).toHaveURL(/\/staff\/queue$/);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto('/staff/queue');
      await expect(page.getByRole('heading', { name: 'Review queue', level: 1 })).toBeVisible();
      const tabs = page.getByRole('navigation', { name: 'Case status' });
      await expect(tabs.getByRole('link', { name: /^Open \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
      await expect(tabs.getByRole('link', { name: /^Hidden \(\d+\)$/ })).toBeVisible();
      await expect(page.getByText(/^\d+ cases?$/)).toBeVisible();
      await expect(page.locator('main a[href^="/staff/cases/"]').first()).toBeVisible();
      await expectAccessible(page, `the review queue at ${viewport.name} px`);
    }
  });

  test('a moderator hides a reported answer or post with a reason, then restores it, by button and by shortcut', async ({
    page,
  }) => {
    await signInStaff(page, 'moderator');
    await page.goto('/staff/queue');
    const firstCase = page.locator('a[href^="/staff/cases/"]').first();
    await firstCase.click();
    await expect(page).toHaveURL(/\/staff\/cases\/\d+$/);
    const caseUrl = page.url();

    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(caseUrl);
      await expect(page.getByRole('heading', { level: 1, name: /reported \d+ times?/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
      await expect(page.getByRole('heading', { name: "The author's history" })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible();
      await expectAccessible(page, `a case at ${viewport.name} px`);
    }

    // Hide with the button and a reason.
    await page.getByRole('button', { name: 'Hide', exact: true }).click();
    const hide = page.getByRole('dialog', { name: 'Hide this content' });
    await expect(hide).toBeVisible();
    await expectAccessible(page, 'the hide dialog at 360 px');
    await hide.getByLabel('Reason').fill('Spam link, against the community rules.');
    await hide.getByRole('button', { name: 'Hide' }).click();
    await expect(hide).toBeHidden();
    await expect(page.getByText(/Case #\d+ · Hidden/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Restore' })).toBeEnabled();

    // Restore with the shortcut "r".
    await page.setViewportSize(VIEWPORTS[0]);
    await page.locator('body').press('r');
    const restore = page.getByRole('dialog', { name: 'Restore this content' });
    await expect(restore).toBeVisible();
    await restore.getByLabel('Reason').fill('On a second look the link is a real resource.');
    await restore.getByRole('button', { name: 'Restore' }).click();
    await expect(restore).toBeHidden();
    await expect(page.getByText(/Case #\d+ · (Open|Dismissed)/)).toBeVisible();
  });

  test("a moderator suspends a learner until a date; the learner's sign-in is refused with the date and the reason", async ({
    page,
    browser,
  }) => {
    const other = await browser.newContext();
    const learner = await learnerToSignIn(await other.newPage(), 'Spam Account');
    await other.close();

    await signInStaff(page, 'moderator');
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(`/staff/users?q=${encodeURIComponent(learner.email)}`);
      await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Spam Account' })).toBeVisible();
      await expectAccessible(page, `users at ${viewport.name} px`);
    }
    await page.getByRole('link', { name: 'Spam Account' }).click();
    await expect(page.getByRole('heading', { name: 'Spam Account', level: 1 })).toBeVisible();
    await expect(page.getByText('Not suspended.')).toBeVisible();
    // A moderator does not grant roles: no controls for it.
    await expect(page.getByRole('button', { name: 'Grant' })).toHaveCount(0);
    await expectAccessible(page, 'a user at 360 px');

    await page.getByRole('button', { name: 'Suspend', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend Spam Account' });
    await dialog.getByLabel('Reason').fill('Posting the same advert under every question.');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: /Suspended until .*: Posting the same advert/ })).toBeVisible();
    await page.setViewportSize(VIEWPORTS[0]);
    // Axe measures the toast's colours mid-fade: check the page once it has gone.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await expectAccessible(page, 'a suspended user at 1366 px');

    const refused = await browser.newContext();
    const learnerPage = await refused.newPage();
    await signIn(learnerPage, learner.email, learner.password, { expectFailure: true });
    await expect(learnerPage.getByText(/^Your account is suspended/)).toHaveText(
      /Your account is suspended until .+: Posting the same advert under every question\./,
    );
    await refused.close();

    await page.getByRole('button', { name: 'Lift suspension' }).click();
    const lift = page.getByRole('dialog', { name: /Lift the suspension/ });
    await lift.getByLabel('Reason').fill('Spoke with the learner.');
    await lift.getByRole('button', { name: 'Lift suspension' }).click();
    await expect(page.getByText('Not suspended.')).toBeVisible();
  });

  test('an admin reads the dashboard: a chart per measure, each with a sentence and a table, revenue in rupees', async ({
    page,
  }) => {
    await signInStaff(page, 'admin');
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto('/staff/dashboard');
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      for (const title of [
        'Sign-ups',
        'Daily active learners',
        'Enrolments',
        'Completions',
        'Questions and answers',
        'Posts',
        'Revenue',
        'Open cases',
      ]) {
        await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
      }
      await expect(page.getByText(/^Revenue: ₹[\d,]+ in 30 days/)).toBeVisible();
      await page.getByText('Sign-ups by day (table)').click();
      await expect(page.getByRole('table', { name: /Sign-ups, last 30 days/ }).getByRole('row')).toHaveCount(31);
      await expectAccessible(page, `the dashboard at ${viewport.name} px`);
    }
    await page.goto('/staff/audit');
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/staff/audit.csv');
    await expectAccessible(page, 'the audit log at 360 px');
  });
});
