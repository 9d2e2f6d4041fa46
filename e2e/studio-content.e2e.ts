import type { Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { expect, newLearner, signInStaff, test } from './fixtures.ts';

/**
 * The studio's quizzes (issue 31 point 5): the demo instructor authors a quiz with two questions
 * (the right options marked, explanations), publishes it, and a learner takes it; the editor at
 * 1366 and 360 px with axe. The instructor's second factor is the seeded authenticator secret.
 */

async function addQuestion(page: Page, prompt: string, options: string[], right: number, explanation: string) {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add question' }) });
  await form.getByLabel('Question', { exact: true }).fill(prompt);
  while ((await form.getByLabel(/^Option \d+$/).count()) < options.length) {
    await form.getByRole('button', { name: 'Add option' }).click();
  }
  for (const [i, text] of options.entries()) await form.getByLabel(`Option ${i + 1}`, { exact: true }).fill(text);
  await form.getByLabel(`Option ${right + 1} is right`).check();
  await form.getByLabel(/^Explanation/).fill(explanation);
  await form.getByRole('button', { name: 'Add question' }).click();
  // Added once the list shows it and the form is empty again for the next one. Not getByText(prompt)
  // alone: React mirrors a controlled textarea's value into its text, so that matched the form's own
  // field before the server answered, and the next question's typing raced the form's reset.
  await expect(page.getByRole('listitem').filter({ hasText: prompt })).toBeVisible();
  await expect(form.getByLabel('Question', { exact: true })).toHaveValue('');
}

test('an instructor authors a quiz with two questions and publishes it; a learner takes it', async ({ page, browser }) => {
  // Two people, two screens' worth of a form and axe at both widths: over the default minute on CI's 2 cores (as the other studio journeys).
  test.setTimeout(120_000);
  const title = `Indian Constitution basics ${Date.now()}`;
  await signInStaff(page, 'instructor');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/staff/studio/quizzes');
  await expect(page.getByRole('heading', { name: 'Quizzes', level: 1 })).toBeVisible();
  await expectAccessible(page, 'the studio quizzes at 1366 px');
  await page.getByLabel('New quiz title').fill(title);
  await page.getByRole('button', { name: 'Create quiz' }).click();
  await expect(page).toHaveURL(/\/staff\/studio\/quizzes\/\d+$/);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  await addQuestion(
    page,
    'Which article of the Constitution abolishes untouchability?',
    ['Article 14', 'Article 17', 'Article 21'],
    1,
    'Article 17 abolishes untouchability and forbids its practice in any form.',
  );
  await addQuestion(
    page,
    'In which year did the Constitution of India come into force?',
    ['1947', '1950', '1952'],
    1,
    'It came into force on 26 January 1950, now celebrated as Republic Day.',
  );
  await expect(page.getByText('2 questions')).toBeVisible();
  await expectAccessible(page, 'the quiz editor at 1366 px');
  await page.setViewportSize({ width: 360, height: 780 });
  await page.evaluate(() => window.scrollTo(0, 0));
  // The main action on the first screen of a phone.
  await expect(page.getByRole('button', { name: 'Publish quiz' })).toBeInViewport();
  await expectAccessible(page, 'the quiz editor at 360 px');
  await page.getByRole('button', { name: 'Publish quiz' }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  const learnerLink = page.getByRole('link', { name: 'View as a learner' });
  const href = await learnerLink.getAttribute('href');
  expect(href).toMatch(/^\/quizzes\//);

  // A learner of the journey's own takes the published quiz.
  const context = await browser.newContext();
  const learnerPage = await context.newPage();
  await newLearner(learnerPage);
  await learnerPage.goto(href!);
  await expect(learnerPage.getByRole('heading', { name: title })).toBeVisible();
  await learnerPage.getByRole('button', { name: 'Start the quiz' }).click();
  await learnerPage.getByLabel('Article 17').check();
  await learnerPage.getByLabel('1950').check();
  await learnerPage.getByRole('button', { name: 'Submit answers' }).click();
  await expect(learnerPage.getByTestId('quiz-score')).toHaveText('100%');
  await expect(learnerPage.getByText('It came into force on 26 January 1950, now celebrated as Republic Day.')).toBeVisible();
  await context.close();
});

test('an instructor puts a slide collection together: a published course, its decks in order and a check question', async ({
  page,
}) => {
  const title = `Revise joins ${Date.now()}`;
  await signInStaff(page, 'instructor');
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/staff/studio/collections');
  await expect(page.getByRole('heading', { name: 'Slide collections', level: 1 })).toBeVisible();
  // The main action on the first screen of a phone.
  await expect(page.getByRole('button', { name: 'Create collection' })).toBeInViewport();
  await page.getByLabel('New collection title').fill(title);
  await page.getByLabel('Course', { exact: true }).selectOption({ label: 'SQL for Data Analysts: Joins and Aggregates' });
  await page.getByRole('button', { name: 'Create collection' }).click();
  await expect(page).toHaveURL(/\/staff\/studio\/collections\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await expect(page.getByText('No decks yet: add them below.')).toBeVisible();

  const candidates = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Add', exact: true }) });
  const deckTitle = (await candidates.first().locator('span').first().textContent())?.trim() ?? '';
  await candidates.first().getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Save decks' }).click();
  await expect(page.getByText('Saved. Learners see the change at once.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `1. ${deckTitle}` })).toBeVisible();

  await addQuestion(
    page,
    'Which join keeps every row of the left table?',
    ['Inner join', 'Left join'],
    1,
    'A left join keeps them all.',
  );
  await expect(page.getByText('1. Which join keeps every row of the left table?')).toBeVisible();
  // Nothing wider than the phone, and the menu names this page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page, 'the collection editor at 360 px');
});
