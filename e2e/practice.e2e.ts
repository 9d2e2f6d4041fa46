import { expectAccessible } from './axe';
import { expect, newLearner, test } from './fixtures';

// Chromium's fake camera and microphone, allowed without a prompt: the recorder records real frames.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

const FIXED_SUM_OF_EVENS = `function sumOfEvens(numbers) {
  let total = 0;
  for (const n of numbers) {
    if (n % 2 === 0) total += n;
  }
  return total;
}
`;

test('fix a bug: filter, run the tests in the browser, submit, earn points once, see it in the account', async ({ page }) => {
  test.setTimeout(120_000);
  await newLearner(page);
  await page.goto('/fixme');
  await expect(page.getByRole('heading', { name: 'Fix me', level: 1 })).toBeVisible();
  await page.getByLabel('Language').selectOption('javascript');
  await page.waitForURL(/language=javascript/);
  await page.getByRole('link', { name: 'Sum of the even numbers' }).click();
  await page.waitForURL('**/fixme/js-sum-of-evens');
  await expect(page.getByText('The judge also runs 3 hidden checks.')).toBeVisible();

  // The faulty code fails in the browser.
  const editor = page.locator('.cm-content');
  await expect(editor).toContainText('n % 2 === 1');
  await page.getByRole('button', { name: 'Run tests' }).click();
  await expect(page.getByTestId('browser-summary')).toHaveText('1 of 2 visible tests passed');

  // Fix it in the editor and run again.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(FIXED_SUM_OF_EVENS);
  await expect(editor).toContainText('n % 2 === 0');
  await page.getByRole('button', { name: 'Run tests' }).click();
  await expect(page.getByTestId('browser-summary')).toHaveText('2 of 2 visible tests passed');

  // The judge runs the hidden checks too and awards the points.
  await page.getByRole('button', { name: 'Submit' }).click();
  const verdict = page.getByTestId('submission-verdict');
  await expect(verdict).toContainText('All tests passed: 5 of 5 tests', { timeout: 30_000 });
  await expect(verdict).toContainText('You earned 40 points.');
  // Up next: another fix-me problem, quiz or mock interview, never this one.
  const upNext = page.getByTestId('up-next');
  await expect(upNext).toBeVisible();
  await expect(upNext).toContainText('Up next');
  await expect(upNext).toHaveAttribute('href', /^\/(fixme|quizzes|interviews)\/[a-z0-9-]+$/);
  await expect(upNext).not.toHaveAttribute('href', '/fixme/js-sum-of-evens');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(verdict).toContainText('Solved before: no new points.', { timeout: 30_000 });

  await page.goto('/account/fixme');
  await expect(page.getByText('2 submissions')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sum of the even numbers' }).first()).toBeVisible();
});

test('after a failed submit, running the tests again replaces the old verdict with the new results', async ({ page }) => {
  test.setTimeout(90_000);
  await newLearner(page);
  await page.goto('/fixme/js-sum-of-evens');
  await page.getByRole('button', { name: 'Submit' }).click();
  const verdict = page.getByTestId('submission-verdict');
  await expect(verdict).toContainText(/: \d of 5 tests passed/, { timeout: 30_000 });
  await expect(verdict).not.toContainText('All tests passed');

  await page.getByRole('button', { name: 'Run tests' }).click();
  await expect(page.getByTestId('browser-summary')).toHaveText('1 of 2 visible tests passed');
  await expect(verdict).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Judge' })).toHaveCount(0);
});

test('on a phone, a fix-me problem reaches its editor from the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/fixme/js-sum-of-evens');
  // The description and the tests come first; the way to the editor is on the first screen.
  const toEditor = page.getByRole('link', { name: 'Fix the code' });
  await expect(toEditor).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Your fix' })).not.toBeInViewport();
  await expectAccessible(page, 'fix-me problem at 360 px');
  await toEditor.click();
  await expect(page.getByRole('heading', { name: 'Your fix' })).toBeInViewport();
  await expect(page.locator('.cm-content')).toBeInViewport();
});

test('a mock interview: record an answer on camera, complete it, play the answer back', async ({ page }) => {
  test.setTimeout(120_000);
  await newLearner(page);
  await page.goto('/interviews');
  await page.getByRole('link', { name: 'HR round for freshers' }).click();
  await page.waitForURL('**/interviews/hr-round-for-freshers');
  await page.getByRole('button', { name: 'Start the interview' }).click();
  await expect(page.getByRole('heading', { name: /Question 1 of 5: Tell me about yourself/ })).toBeVisible();

  // Record about three seconds with the fake camera, re-record once, then save.
  await page.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(page.getByTestId('record-timer')).toContainText('0:02', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByTestId('recording-preview')).toBeVisible();
  await page.getByRole('button', { name: 'Re-record' }).click();
  await page.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByTestId('record-timer')).toContainText('0:03', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByTestId('recording-preview')).toBeVisible();
  await page.getByRole('button', { name: 'Save answer' }).click();
  await expect(page.getByTestId('answer-saved')).toContainText('Answer saved with a recording', { timeout: 20_000 });

  // A written answer to the second question.
  await page.getByRole('button', { name: 'Next question' }).click();
  await page
    .getByLabel(/Or type your answer/)
    .fill(
      'My greatest strength is ownership: in my internship I fixed a failing report myself. A weakness is public speaking, so I joined a Toastmasters club to improve.',
    );
  await page.getByRole('button', { name: 'Save answer' }).click();
  await expect(page.getByTestId('answer-saved')).toBeVisible();

  await page.getByRole('button', { name: 'Finish and get feedback' }).click();
  await expect(page.getByText('Interview complete')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('You earned 30 points.')).toBeVisible();
  await expect(page.getByTestId('answer-feedback').first()).toBeVisible();

  // Play the recorded answer back from the account page (served with Range requests to its owner).
  await page.goto('/account/interviews');
  const video = page.getByTestId('answer-playback').first();
  await expect(video).toBeVisible();
  await expect
    .poll(async () => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  const played = await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
    await new Promise((resolve) => setTimeout(resolve, 800));
    return v.currentTime;
  });
  expect(played).toBeGreaterThan(0);
});
