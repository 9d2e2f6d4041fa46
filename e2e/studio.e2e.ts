import { expectAccessible } from './axe.ts';
import { expect, newLearner, signInStaff, test } from './fixtures.ts';

/**
 * The course studio (issue 31): an instructor authors a course with an article and a quiz,
 * publishes it, and a learner enrols and completes it; the studio screens at 1366 and 360 px with
 * axe. A lesson the instructor removes while the learner has the outline open tells the learner it
 * was removed; an admin picks the institute of a new course. The staff's second factor is the
 * seeded authenticator secret of the README.
 */
const QUIZ = 'CSS Layout: Flexbox and Grid';

test('an instructor authors a course with an article and a quiz, publishes it, and a learner completes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Flexbox and Grid in a Week ${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInStaff(page, 'instructor');

  await page.goto('/staff/studio');
  await expect(page.getByRole('heading', { name: 'Course studio' })).toBeVisible();
  await expect(page.getByText('Python for First-Year Engineers')).toBeVisible();
  await expectAccessible(page, 'studio list 1366');
  await page.getByRole('link', { name: 'New course' }).click();
  await expect(page.getByLabel('Title')).toBeVisible();
  // An instructor of one institute is not asked which institute.
  await expect(page.getByLabel('Institute', { exact: true })).toHaveCount(0);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Summary').fill('Lay out real pages with flexbox and grid.');
  await page.getByLabel('Duration (weeks)').fill('1');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await page.waitForURL(/\/staff\/studio\/courses\/\d+$/);
  const courseUrl = page.url();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  await page.getByLabel('New module title').fill('Layout basics');
  await page.getByRole('button', { name: 'Add module' }).click();
  await page.getByLabel('Title of the new item in Layout basics').fill('When to use grid');
  await page.getByRole('button', { name: 'Add item' }).click();
  const editor = page.getByRole('region', { name: /Article: When to use grid/ });
  await editor
    .getByLabel('Article (Markdown)')
    .fill('## Grid or flexbox?\n\nUse **grid** for two dimensions and flexbox for one.');
  // The live preview renders the Markdown as learners will see it.
  await expect(editor.getByRole('heading', { name: 'Grid or flexbox?' })).toBeVisible();
  await editor.getByRole('button', { name: 'Save item' }).click();
  await expect(editor.getByText('Saved.')).toBeVisible();

  await page.getByLabel('Kind of the new item in Layout basics').selectOption({ label: 'Quiz' });
  await page.getByLabel('Title of the new item in Layout basics').fill('Check your layout');
  await page.getByRole('button', { name: 'Add item' }).click();
  const quizEditor = page.getByRole('region', { name: /Quiz: Check your layout/ });
  await quizEditor.getByLabel('Quiz', { exact: true }).selectOption({ label: QUIZ });
  await quizEditor.getByRole('button', { name: 'Save item' }).click();
  await expect(quizEditor.getByText('Saved.')).toBeVisible();
  // A lesson the instructor will remove after publishing.
  await page.getByLabel('Title of the new item in Layout basics').fill('Further reading');
  await page.getByLabel('Kind of the new item in Layout basics').selectOption({ label: 'Article' });
  await page.getByRole('button', { name: 'Add item' }).click();
  const extra = page.getByRole('region', { name: /Article: Further reading/ });
  await extra.getByLabel('Article (Markdown)').fill('Read the grid chapter of the CSS specification.');
  // An article may end with a quiz (the player shows it after the text).
  await extra.getByLabel('Quiz at the end of the lesson').selectOption({ label: QUIZ });
  await extra.getByRole('button', { name: 'Save item' }).click();
  await expect(extra.getByText('Saved.')).toBeVisible();
  await expectAccessible(page, 'studio course 1366');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish changes' })).toBeDisabled();
  const live = await page.getByRole('link', { name: 'Open the live course' }).getAttribute('href');
  expect(live).toMatch(/^\/courses\//);

  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('button', { name: 'Publish changes' })).toBeInViewport();
  await expectAccessible(page, 'studio course 360');
  await page.goto('/staff/studio');
  await expectAccessible(page, 'studio list 360');

  // A learner finds the course, enrols, reads the article and passes the quiz.
  const learnerContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const learner = await learnerContext.newPage();
  await newLearner(learner);
  await learner.goto(live!);
  await learner.getByRole('complementary').getByRole('button', { name: 'Enrol' }).click();
  await learner.waitForURL(`**${live}/learn`);
  await expect(learner.getByRole('heading', { name: 'Grid or flexbox?' })).toBeVisible();
  await learner.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(learner.getByTestId('progress-text')).toContainText('1/3');

  // The instructor removes "Further reading" and publishes the change while the learner's outline still lists it.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(courseUrl);
  await page.getByRole('button', { name: 'Article · Further reading' }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page
    .getByRole('region', { name: /Article: Further reading/ })
    .getByRole('button', { name: 'Remove item' })
    .click();
  await expect(page.getByRole('button', { name: 'Article · Further reading' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByRole('button', { name: 'Publish changes' })).toBeDisabled();
  const outline = learner.getByRole('navigation', { name: 'Course outline' });
  await outline.getByRole('button', { name: /Further reading/ }).click();
  const removed = 'This lesson was removed from the course. Pick another lesson from the outline.';
  await expect(learner.getByRole('paragraph').filter({ hasText: removed })).toBeVisible();
  await learner.getByRole('button', { name: 'Show the current lessons' }).click();
  await expect(outline.getByRole('button', { name: /Further reading/ })).toHaveCount(0);
  await expect(learner.getByTestId('progress-text')).toContainText('1/2');
  // The course opens where the learner left off: the quiz, the one lesson not done yet.
  await learner.goto(`${live}/learn`);
  const quiz = learner.getByRole('region', { name: `Quiz: ${QUIZ}` });
  await quiz.getByRole('button', { name: 'Start the quiz' }).click();
  await quiz.getByLabel('one dimension').check();
  await quiz.getByLabel('As many columns of at least 16rem as fit').check();
  await quiz.getByLabel('min-width: 0').check();
  await quiz.getByLabel('gap', { exact: true }).check();
  await quiz.getByRole('button', { name: 'Submit answers' }).click();
  // Passing the quiz completes its lesson, and with it the course (the player then moves on).
  await expect(learner.getByTestId('progress-text')).toContainText('2/2');
  await learnerContext.close();

  // An admin authors for any institute: the new course's institute is found by name and chosen.
  const adminContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const admin = await adminContext.newPage();
  await signInStaff(admin, 'admin');
  await admin.goto('/staff/studio/new');
  await admin.getByLabel('Find an institute').fill('Periyar');
  const institute = admin.getByLabel('Institute', { exact: true });
  await expect(institute.getByRole('option', { name: /^Periyar/ })).toHaveCount(1);
  const chosen = (await institute.getByRole('option', { name: /^Periyar/ }).textContent()) ?? '';
  await institute.selectOption({ label: chosen });
  await admin.getByLabel('Title').fill(`Grid Layouts for Kochi ${Date.now().toString(36)}`);
  await admin.getByLabel('Summary').fill('Page layouts with CSS grid.');
  await admin.getByLabel('Duration (weeks)').fill('2');
  await admin.getByRole('button', { name: 'Create draft' }).click();
  await admin.waitForURL(/\/staff\/studio\/courses\/\d+$/);
  await expect(admin.getByRole('link', { name: 'Studio', exact: true }).locator('..')).toContainText(`Studio · ${chosen}`);
  await adminContext.close();
});
