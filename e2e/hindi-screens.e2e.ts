import type { Page } from '@playwright/test';
import { makePdf } from '../apps/api/src/test/pdf-fixtures.ts';
import hi from '../apps/web/messages/hi.json' with { type: 'json' };
import { MESSAGES_HI } from '../packages/contract/src/messages-hi.ts';
import { expectAccessible } from './axe.ts';
import { expect, newLearner, test } from './fixtures.ts';

/**
 * Issue 35: the screens converted after the frame, home, sign-in and the catalogue (jobs, the
 * account area) read in Hindi on a phone. The language is chosen through its cookie here: the
 * switcher itself has its journey in hindi.e2e.ts.
 */
test.use({ viewport: { width: 360, height: 740 } });

// A real one-page PDF (the API opens every résumé with pdf.js before accepting it), and a PNG's first bytes.
const PDF = Buffer.from(makePdf({ text: 'Curriculum vitae of a React developer' }));
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** The language's cookie, as the switcher leaves it. */
async function chooseHindi(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'hi', url: baseURL ?? 'http://localhost' }]);
}

test('a visitor reads the jobs list and a job in Hindi; the employer’s words stay as written', async ({ page, baseURL }) => {
  await chooseHindi(page, baseURL);
  await page.goto('/jobs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1, name: hi.jobs.title })).toBeVisible();
  await expect(page.getByRole('search', { name: hi.jobs.filters.title })).toBeAttached();
  const results = page.getByRole('region', { name: hi.jobs.results });
  await expect(results.getByText(/\d+ नौकरियाँ/)).toBeVisible();
  // Each card's facts: the job type in Hindi.
  const types = Object.values(hi.catalogue.jobTypes);
  await expect(results.getByRole('list', { name: hi.catalogue.jobFacts }).first()).toContainText(new RegExp(types.join('|')));
  await expectAccessible(page, '/jobs in Hindi');

  const first = results.getByRole('article').first().getByRole('link').first();
  const title = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/jobs\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { level: 2, name: hi.jobs.aboutJob })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: hi.jobs.applyHeading })).toBeAttached();
  await expect(page.getByRole('link', { name: hi.jobs.signInToApply })).toBeAttached();
  await expect(page.getByTestId('phone-action-bar').getByRole('link', { name: hi.jobs.barApply })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: hi.common.breadcrumb }).getByRole('link', { name: hi.jobs.title }),
  ).toBeVisible();
  await expectAccessible(page, 'a job’s page in Hindi');
});

test('a learner in Hindi applies to a job and follows it in the account, whose menu and pages read in Hindi', async ({
  page,
  baseURL,
}) => {
  await newLearner(page);
  await chooseHindi(page, baseURL);
  await page.goto('/jobs?stream=computer-applications');
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/jobs\/[a-z0-9-]+$/);

  // The form's own check speaks Hindi before anything is sent.
  const form = page.getByRole('form', { name: /के लिए आवेदन करें$/ });
  const resume = form.getByLabel(hi.jobs.resumeLabel.replace('{size}', '2 MB'));
  await resume.setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PNG });
  await form.getByRole('button', { name: hi.jobs.apply, exact: true }).click();
  await expect(form.getByText(MESSAGES_HI.resumeNotPdf)).toBeVisible();
  await expectAccessible(page, 'the apply form in Hindi with an error');

  await resume.setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByLabel(hi.jobs.coverNote).fill('मैंने React में दो प्रोजेक्ट बनाए हैं।');
  await form.getByRole('button', { name: hi.jobs.apply, exact: true }).click();
  await expect(page.getByText(hi.jobs.applicationSent)).toBeVisible();
  await expect(page.getByText(/आपने .+ को आवेदन किया/)).toBeVisible();

  // The account's applications: heading, status filter and the application's status in Hindi.
  await page.goto('/account/jobs');
  await expect(page.getByRole('heading', { level: 1, name: hi.jobs.title })).toBeVisible();
  const statuses = page.getByRole('navigation', { name: hi.jobs.statusFilter });
  await expect(statuses.getByRole('link', { name: hi.jobs.allStatuses })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main').getByText(hi.jobs.statuses.applied, { exact: true }).last()).toBeVisible();
  await expect(page.getByText(/^1 आवेदन$/)).toBeVisible();
  await expectAccessible(page, '/account/jobs in Hindi');

  // The account menu: on a phone, a sheet named in Hindi.
  await page.getByRole('button', { name: `${hi.account.navLabel} · ${hi.account.sections.jobs}` }).click();
  const sheet = page.getByRole('dialog', { name: hi.nav.sideMenu.replace('{label}', hi.account.navLabel) });
  await expect(sheet).toBeVisible();
  await expectAccessible(page, 'the account menu in Hindi');
  await sheet.getByRole('link', { name: hi.account.sections.notifications, exact: true }).click();
  await expect(page).toHaveURL(/\/account\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: hi.account.sections.notifications })).toBeVisible();
  const types = page.getByRole('navigation', { name: hi.notifications.typesLabel });
  await expect(types.getByRole('link', { name: hi.notifications.types.jobs })).toBeVisible();
  await expectAccessible(page, '/account/notifications in Hindi');

  await page.goto('/account/security');
  await expect(page.getByRole('heading', { level: 1, name: hi.account.sections.security })).toBeVisible();
  await expect(page.getByText(hi.profile.passkeysTitle, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: hi.profile.signOutEverywhere })).toBeVisible();
  await expectAccessible(page, '/account/security in Hindi');

  await page.goto('/account/profile');
  await expect(page.getByText(hi.profile.detailsTitle, { exact: true })).toBeVisible();
  await expect(page.getByLabel(hi.profile.firstName)).toHaveValue('Kavya');
  await expect(page.getByRole('button', { name: hi.profile.saveDetails })).toBeDisabled();
  await expectAccessible(page, '/account/profile in Hindi');
});

test('a visitor reads community questions and a question in Hindi; the asker’s words stay as written', async ({
  page,
  baseURL,
}) => {
  await chooseHindi(page, baseURL);
  await page.goto('/questions');
  await expect(page.getByRole('heading', { level: 1, name: hi.questions.title })).toBeVisible();
  const views = page.getByRole('navigation', { name: hi.questions.viewsLabel });
  await expect(views.getByRole('link', { name: hi.questions.views.newest })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: hi.questions.ask }).first()).toBeVisible();
  await expect(page.getByText(MESSAGES_HI.signInToContribute).first()).toBeVisible();
  await expectAccessible(page, '/questions in Hindi');

  const first = page.getByRole('region', { name: hi.questions.listLabel }).getByRole('article').first().getByRole('link').first();
  const title = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/questions\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(/ने .+ पूछा/).first()).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`^(\\d+ जवाब|${hi.questions.noAnswers})$`) }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${hi.questions.upvote} \\d+ वोट$`) }).first()).toBeDisabled();
  await expect(page.getByRole('main').getByRole('link', { name: hi.questions.signIn, exact: true })).toBeVisible();
  await expectAccessible(page, 'a question in Hindi');
});

test('a learner in Hindi follows a roadmap: the path, its steps and the ticks read in Hindi', async ({ page, baseURL }) => {
  await newLearner(page);
  await chooseHindi(page, baseURL);
  await page.goto('/roadmaps');
  await expect(page.getByRole('heading', { level: 1, name: hi.roadmaps.title })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: hi.catalogue.filterByStream }).getByRole('link', { name: hi.catalogue.allStreamsChip }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(
    page
      .getByRole('region', { name: hi.roadmaps.results })
      .getByText(/^\d+ कदम$/)
      .first(),
  ).toBeVisible();
  await expectAccessible(page, '/roadmaps in Hindi');

  await page.goto('/roadmaps/data-scientist-roadmap');
  await expect(page.getByRole('heading', { level: 2, name: hi.roadmaps.path })).toBeVisible();
  await expect(page.getByText(/में से 0 कदम पूरे$/)).toBeVisible();
  const saved = page.waitForResponse((res) => /\/steps\/\d+\/complete$/.test(res.url()) && res.request().method() === 'POST');
  await page.getByRole('button', { name: `${hi.roadmaps.markDone} (कदम 1)`, exact: true }).click();
  await expect(page.getByRole('button', { name: `${hi.roadmaps.done} (कदम 1)`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText(/में से 1 कदम पूरे$/)).toBeVisible();
  expect((await saved).ok()).toBe(true);
  await expectAccessible(page, 'a roadmap in Hindi with a step done');
});
