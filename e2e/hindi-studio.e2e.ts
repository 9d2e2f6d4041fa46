import type { Page } from '@playwright/test';
import hi from '../apps/web/messages/hi.json' with { type: 'json' };
import { MESSAGES_HI } from '../packages/contract/src/messages-hi.ts';
import { expectAccessible } from './axe.ts';
import { expect, signInStaff, test } from './fixtures.ts';

/**
 * Issue 35: the course studio reads in Hindi on a phone. The demo instructor (second factor: the
 * seeded authenticator secret) walks the course list, a new draft whose title the API turns down in
 * Hindi, and the draft's outline with a module and an article. The author's own words stay as written.
 */
test.use({ viewport: { width: 360, height: 740 } });

async function inHindi(page: Page, baseURL: string | undefined) {
  await signInStaff(page, 'instructor');
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'hi', url: baseURL ?? 'http://localhost' }]);
}

test('an instructor in Hindi reads the course list and the new-course form, whose check answers in Hindi', async ({
  page,
  baseURL,
}) => {
  await inHindi(page, baseURL);
  await page.goto('/staff/studio');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1, name: hi.studio.title })).toBeVisible();
  const statuses = page.getByRole('navigation', { name: hi.studio.statusNav });
  await expect(statuses.getByRole('link', { name: hi.studio.filters.all })).toHaveAttribute('aria-current', 'page');
  await expect(statuses.getByRole('link', { name: hi.studio.filters.draft })).toBeVisible();
  await expect(page.getByText(/^\d+ कोर्स$/)).toBeVisible();
  // The seeded course keeps its English title; its facts around it read in Hindi.
  await expect(page.getByText('Python for First-Year Engineers')).toBeVisible();
  await expect(page.getByText(/\d+ मॉड्यूल, \d+ आइटम · बदला गया/).first()).toBeVisible();
  await expectAccessible(page, 'the studio list in Hindi at 360 px');

  await page.getByRole('link', { name: hi.studio.newCourse }).click();
  await expect(page.getByRole('heading', { level: 1, name: hi.studio.newTitle })).toBeVisible();
  await expect(page.getByLabel(hi.studio.duration)).toBeVisible();
  const create = page.getByRole('button', { name: hi.studio.createDraft });
  await expect(create).toBeEnabled();
  await create.click();
  // The API's answer, in the page's language: under the field, and in the form's alert.
  await expect(page.getByLabel(hi.studio.titleLabel, { exact: true })).toHaveAccessibleDescription(
    new RegExp(MESSAGES_HI.studioCourseTitleInvalid),
  );
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES_HI.studioCourseTitleInvalid })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page, 'the new-course form in Hindi with an error');
});

test('an instructor in Hindi makes a draft, adds a module and an article, and sees the outline and publish controls in Hindi', async ({
  page,
  baseURL,
}) => {
  const title = `ग्रिड और फ़्लेक्सबॉक्स ${Date.now().toString(36)}`;
  await inHindi(page, baseURL);
  await page.goto('/staff/studio/new');
  await page.getByLabel(hi.studio.titleLabel, { exact: true }).fill(title);
  await page.getByLabel(hi.studio.summary).fill('असली पेज ग्रिड से बनाइए।');
  await page.getByLabel(hi.studio.duration).fill('2');
  await page.getByRole('button', { name: hi.studio.createDraft }).click();
  await page.waitForURL(/\/staff\/studio\/courses\/\d+$/);

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(hi.studio.status.draft, { exact: true })).toBeVisible();
  // The main action on the first screen of a phone.
  await expect(page.getByRole('button', { name: hi.studio.publish, exact: true })).toBeInViewport();
  await expect(page.getByRole('link', { name: hi.studio.preview, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: hi.studio.outline })).toBeVisible();
  await expect(page.getByText(hi.studio.noModules)).toBeVisible();

  const module = 'लेआउट की बुनियाद';
  await page.getByLabel(hi.studio.newModuleTitle).fill(module);
  await page.getByRole('button', { name: hi.studio.addModule }).click();
  await expect(page.getByLabel(hi.studio.moduleTitle)).toHaveValue(module);
  await expect(page.getByRole('button', { name: hi.studio.moveModuleUp.replace('{title}', module) })).toBeDisabled();

  const item = 'ग्रिड कब चुनें';
  await expect(page.getByLabel(hi.studio.newItemKind.replace('{module}', module))).toHaveValue('article');
  await page.getByLabel(hi.studio.newItemTitle.replace('{module}', module)).fill(item);
  await page.getByRole('button', { name: hi.studio.addItem }).click();
  await expect(page.getByRole('button', { name: `${hi.studio.kinds.article} · ${item}` })).toBeVisible();
  const editor = page.getByRole('region', { name: `${hi.studio.kinds.article}: ${item}` });
  await editor.getByLabel(hi.studio.article).fill('## ग्रिड या फ़्लेक्सबॉक्स?\n\nदो दिशाओं के लिए **grid**, एक के लिए flexbox।');
  await expect(editor.getByRole('heading', { name: 'ग्रिड या फ़्लेक्सबॉक्स?' })).toBeVisible();
  await expect(editor.getByText(hi.studio.minRead.replace('{count}', '1'))).toBeVisible();
  await editor.getByRole('button', { name: hi.studio.saveItem }).click();
  await expect(editor.getByText(hi.studio.savedAfterPublish)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page, 'the course editor in Hindi at 360 px');

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('button', { name: hi.studio.publish, exact: true })).toBeInViewport();
  await page.getByText(hi.studio.courseDetails).click();
  await expect(page.getByRole('button', { name: hi.studio.saveDetails })).toBeVisible();
  await expectAccessible(page, 'the course details in Hindi at 360 px');
});
