import type { Page } from '@playwright/test';
import hi from '../apps/web/messages/hi.json' with { type: 'json' };
import { MESSAGES_HI } from '../packages/contract/src/messages-hi.ts';
import { expectAccessible } from './axe.ts';
import { expect, signInStaff, test } from './fixtures.ts';

/**
 * Issue 35: the staff console reads in Hindi on a phone: a moderator's queue, a case with its
 * reason check, and the dashboard's charts with dates in Hindi; a recruiter's jobs, the job form
 * with the API's check in Hindi, and a job's applicants with the status dialog. Nothing is
 * changed: each dialog is closed without saving, and the job form is refused.
 */
test.use({ viewport: { width: 360, height: 740 } });

/** The language's cookie, as the switcher leaves it. */
async function chooseHindi(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'hi', url: baseURL ?? 'http://localhost' }]);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a moderator reads the queue and a case in Hindi; a too short reason is refused in Hindi', async ({ page, baseURL }) => {
  await signInStaff(page, 'moderator');
  await chooseHindi(page, baseURL);
  await page.goto('/staff/queue');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1, name: hi.staff.nav.pages.queue, exact: true })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: hi.staff.queue.statusLabel });
  await expect(tabs.getByRole('link', { name: new RegExp(`^${hi.staff.caseStatuses.open} \\(\\d+\\)$`) })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText(/^\d+ केस$/)).toBeVisible();
  // The console's menu: on a phone, a sheet named in Hindi.
  await expect(page.getByRole('button', { name: `${hi.staff.nav.label} · ${hi.staff.nav.pages.queue}` })).toBeVisible();
  await expectAccessible(page, 'the review queue in Hindi');

  await page.locator('main a[href^="/staff/cases/"]').first().click();
  await expect(page).toHaveURL(/\/staff\/cases\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /: \d+ बार रिपोर्ट$/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: hi.staff.case.reports, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: hi.staff.case.history, exact: true })).toBeVisible();
  await expect(page.getByText(/^केस #\d+ · /)).toBeVisible();
  await expectAccessible(page, 'a case in Hindi');

  // The reason's check is the contract's, in Hindi; the dialog is then closed without hiding anything.
  await page.getByRole('button', { name: hi.staff.case.actions.dismiss.label, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: hi.staff.case.actions.dismiss.title });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(hi.staff.reasonDialog.reason).fill('ठी');
  await dialog.getByRole('button', { name: hi.staff.case.actions.dismiss.confirm }).click();
  await expect(dialog.getByText(MESSAGES_HI.staffReasonLength)).toBeVisible();
  await expectAccessible(page, 'the dismiss dialog in Hindi with an error');
  await dialog.getByRole('button', { name: hi.staff.reasonDialog.cancel }).click();
  await expect(dialog).toBeHidden();
});

test('a moderator reads the dashboard in Hindi: charts, sentences and tables with days in Hindi', async ({ page, baseURL }) => {
  await signInStaff(page, 'moderator');
  await chooseHindi(page, baseURL);
  await page.goto('/staff/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: hi.staff.nav.pages.dashboard })).toBeVisible();
  for (const chart of Object.values(hi.staff.dashboard.charts)) {
    await expect(page.getByRole('heading', { name: chart.title, exact: true })).toBeVisible();
  }
  const revenue = hi.staff.dashboard.measures.revenueInr;
  await expect(page.getByText(new RegExp(`^${escapeRegExp(revenue)}: 30 दिनों में ₹[\\d,]+`))).toBeVisible();
  const signups = hi.staff.dashboard.charts.signups.title;
  await page.getByText(hi.staff.dashboard.tableSummary.replace('{title}', signups)).click();
  const table = page.getByRole('table', { name: `${signups}, पिछले 30 दिन` });
  await expect(table.getByRole('row')).toHaveCount(31);
  await expect(table.getByRole('columnheader', { name: hi.staff.dashboard.day })).toBeVisible();
  // Days in Hindi ("29 नव॰"): the month in Devanagari.
  await expect(table.getByRole('rowheader').first()).toHaveText(/^\d{1,2} [\u0900-\u097F]/);
  await expectAccessible(page, 'the dashboard in Hindi');
});

test('a recruiter reads the jobs, the job form (the API’s check in Hindi) and a job’s applicants in Hindi', async ({
  page,
  baseURL,
}) => {
  await signInStaff(page, 'recruiter');
  await chooseHindi(page, baseURL);
  await page.goto('/staff/jobs');
  await expect(page.getByRole('heading', { level: 1, name: hi.hiring.jobs.title })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: hi.hiring.jobs.statusLabel });
  await expect(tabs.getByRole('link', { name: new RegExp(`^${hi.hiring.all} \\(\\d+\\)$`) })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(tabs.getByRole('link', { name: new RegExp(`^${hi.hiring.jobStatuses.published} \\(\\d+\\)$`) })).toBeVisible();
  await expect(page.getByText(/^\d+ (नौकरी|नौकरियाँ)$/)).toBeVisible();
  await expectAccessible(page, '/staff/jobs in Hindi');

  // The job form: sent empty, the API's checks come back in Hindi under their fields.
  await page.getByRole('link', { name: hi.hiring.jobs.post }).first().click();
  await expect(page).toHaveURL(/\/staff\/jobs\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: hi.hiring.jobs.post })).toBeVisible();
  await page.getByRole('button', { name: hi.hiring.form.saveDraft }).click();
  await expect(page.getByText(hi.hiring.form.checkFields)).toBeVisible();
  await expect(page.getByText(MESSAGES_HI.staffJobTitleLength)).toBeVisible();
  await expect(page.getByLabel(hi.hiring.form.title, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'the job form in Hindi with errors');

  // A published job with applicants (the seed's first open job has one of each status).
  await page.goto('/staff/jobs?status=published');
  const withApplicants = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /^[1-9][\d,]* आवेदक$/ }) })
    .first();
  await withApplicants.getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(page).toHaveURL(/\/staff\/jobs\/\d+$/);
  await expect(page.getByRole('link', { name: hi.hiring.applicants.allJobs })).toBeVisible();
  const statuses = page.getByRole('navigation', { name: hi.hiring.applicants.statusLabel });
  await expect(statuses.getByRole('link', { name: new RegExp(`^${hi.hiring.all} \\(\\d+\\)$`) })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText(/^\d+ आवेदक$/)).toBeVisible();
  await expectAccessible(page, 'a job’s applicants in Hindi');

  // The status dialog of an applicant still undecided: its words and the contract's default message in Hindi.
  await statuses.getByRole('link', { name: new RegExp(`^${hi.hiring.applicationStatuses.applied} \\(`) }).click();
  await expect(page).toHaveURL(/status=applied$/);
  const changeStatus = hi.hiring.applicants.changeStatus.replace(/<sr>.*<\/sr>/, '');
  await page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(changeStatus)} – `) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /की स्थिति बदलें$/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('group', { name: hi.hiring.move.newStatus })).toBeVisible();
  await dialog.getByRole('radio', { name: hi.hiring.applicationStatuses.rejected }).check();
  await expect(dialog.getByText(MESSAGES_HI.applicationRejectedDefault, { exact: false })).toBeVisible();
  await expect(dialog.getByRole('button', { name: hi.hiring.move.markAs.rejected })).toBeVisible();
  await expectAccessible(page, 'the status dialog in Hindi');
  await dialog.getByRole('button', { name: hi.hiring.move.cancel }).click();
  await expect(dialog).toBeHidden();
});
