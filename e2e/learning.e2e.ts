import type { Page } from '@playwright/test';
import { expect, newLearner, test } from './fixtures.ts';

/** The seeded web course the demo learner also takes: its first lesson is a captioned video. */
const WEB_COURSE = 'mern-stack-developer-programme-visvesvaraya-institute-of-technology';

type Context = { course: { id: number; slug: string }; modules: { items: { id: number; title: string }[] }[] };

async function context(page: Page, slug: string): Promise<Context> {
  const res = await page.request.get(`/api/core/courses/${slug}/context`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Context }).data;
}

/**
 * Plays the lesson's video to its end at 2x, muted, as a learner who watches it: the player reports
 * the watched time and its `ended` handler completes the lesson.
 */
async function watchToTheEnd(page: Page) {
  await page.getByTestId('lesson-video').evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    if (element.readyState < 1)
      await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }));
    element.playbackRate = 2;
    const ended = new Promise((resolve) => element.addEventListener('ended', resolve, { once: true }));
    await element.play();
    await ended;
  });
}

async function enrolFromCoursePage(page: Page, slug: string) {
  await page.goto(`/courses/${slug}`);
  await page.getByRole('complementary').getByRole('button', { name: 'Enrol' }).click();
  await page.waitForURL(`**/courses/${slug}/learn`);
}

test('a learner enrols, learns three lessons with progress and points rising, leaves and resumes at the same lesson', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newLearner(page);
  await enrolFromCoursePage(page, WEB_COURSE);
  const progress = page.getByTestId('progress-text');
  await expect(progress).toContainText('0/');

  // The first lesson is a video: completing it before watching is refused with what is left;
  // watching it to the end completes it.
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Watch the video to complete this lesson' })).toBeVisible();
  await expect(progress).toContainText('0/');
  for (let done = 1; done <= 3; done++) {
    if (done === 1) await watchToTheEnd(page);
    else await page.getByRole('button', { name: 'Mark as complete' }).click();
    await expect(page.getByRole('status').filter({ hasText: '+10 points' })).toBeVisible();
    await expect(progress).toContainText(`${done}/`);
    // Opening the next lesson records it as the resume point; wait for that before going on.
    const nextStarted = page.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/module-item\/\d+\/start$/.test(new URL(response.url()).pathname),
    );
    const before = page.url();
    await page.keyboard.press('ArrowRight');
    await expect(page).not.toHaveURL(before);
    expect((await nextStarted).ok()).toBe(true);
  }
  // The outline ticks the three lessons.
  await expect(page.getByRole('navigation', { name: 'Course outline' }).getByLabel('Completed', { exact: true })).toHaveCount(3);
  const fourth = await page.getByRole('heading', { level: 1 }).innerText();

  // Leave, come back through the course page: the same lesson opens.
  await page.goto('/courses');
  await page.goto(`/courses/${WEB_COURSE}`);
  await page.getByRole('complementary').getByRole('link', { name: 'Continue learning' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fourth);

  // Points and the streak on the account page.
  await page.goto('/account/courses');
  const widget = page.getByTestId('streak-widget');
  await expect(widget.getByText('30', { exact: true })).toBeVisible();
  await expect(widget.getByText('1 day').first()).toBeVisible();
  await expect(page.getByText('3/10 lessons')).toBeVisible();

  // The profile shows the same streak with its calendar of the last year.
  await page.goto('/account/profile');
  const onProfile = page.getByTestId('streak-widget');
  await expect(onProfile.getByText('30', { exact: true })).toBeVisible();
  await expect(onProfile.getByRole('img', { name: '1 active day in the last year' })).toBeVisible();

  // The home page offers the course first, and its card opens the lesson where the learner stopped.
  await page.goto('/');
  const continueRow = page.getByRole('region', { name: 'Continue learning' });
  await expect(continueRow.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
  await continueRow.getByRole('link', { name: /MERN Stack Developer Programme/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fourth);
});

test('a learner watches part of a video and comes back to the same second', async ({ page }) => {
  await newLearner(page);
  await enrolFromCoursePage(page, WEB_COURSE);
  const video = page.getByTestId('lesson-video');
  await expect(video).toBeVisible();
  await expect(video.locator('track[kind="captions"]')).toHaveAttribute('src', /\.vtt(\?|$)/);
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    if (element.readyState < 1)
      await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }));
    await element.play();
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    element.pause();
  });
  const watched = await video.evaluate((element: HTMLVideoElement) => Math.floor(element.currentTime));
  expect(watched).toBeGreaterThanOrEqual(3);
  // The position is saved on pause.
  await expect
    .poll(async () => {
      const ctx = await context(page, WEB_COURSE);
      const res = await page.request.get(`/api/core/courses/module-item/${ctx.modules[0]!.items[0]!.id}`);
      return ((await res.json()) as { data: { progress: { positionSeconds: number } } }).data.progress.positionSeconds;
    })
    .toBe(watched);
  await page.reload();
  await expect(page.getByText(/Resumed at 0:0\d/)).toBeVisible();
  await expect
    .poll(() => page.getByTestId('lesson-video').evaluate((element: HTMLVideoElement) => Math.floor(element.currentTime)))
    .toBe(watched);
});

test('a learner takes a timed quiz past its time limit and sees the answers sent for them', async ({ page }) => {
  await newLearner(page);
  await page.clock.install();
  await page.goto('/quizzes/mental-maths-sprint');
  await page.getByRole('button', { name: 'Start the quiz' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByLabel('36').check();
  // The minute passes on the page's clock: the answers at hand are sent when it reaches zero.
  await page.clock.fastForward('01:05');
  await expect(page.getByTestId('quiz-score')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('quiz-score')).toHaveText('25%');
  await expect(page.getByText('Not passed (pass mark 75%)')).toBeVisible();
  await expect(page.getByText('10% is 24 and 5% is 12')).toBeVisible();
  await page.goto('/quizzes/mental-maths-sprint');
  await expect(page.getByText('25% · not passed')).toBeVisible();
});

test('a visitor is asked to sign in to take a quiz', async ({ page }) => {
  await page.goto('/quizzes');
  await page.getByRole('link', { name: 'JavaScript Fundamentals' }).click();
  await expect(page.getByText('The quiz requires login.')).toBeVisible();
});

test('a learner finishes a course and its certificate opens for anyone from its public link', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const learner = await newLearner(page);
  const found = await page.request.get('/api/core/search?term=Database%20Querying%20with%20PostgreSQL&model=course');
  const slug = ((await found.json()) as { data: { results: { slug: string }[] } }).data.results[0]!.slug;
  await enrolFromCoursePage(page, slug);
  const items = (await context(page, slug)).modules.flatMap((m) => m.items);
  // Every lesson but the last through the API (the journey is about the end), the last on screen;
  // a lesson with a video is watched in the player (it completes only once most of it was watched).
  for (const item of items.slice(0, -1)) {
    const shown = await page.request.get(`/api/core/courses/module-item/${item.id}`);
    if (((await shown.json()) as { data: { content: { videoSeconds: number | null } } }).data.content.videoSeconds) {
      await page.goto(`/courses/${slug}/learn?item=${item.id}`);
      await watchToTheEnd(page);
      await expect(page.getByText('Completed', { exact: true })).toBeVisible();
      continue;
    }
    expect((await page.request.post(`/api/core/courses/module-item/${item.id}/complete`)).ok()).toBe(true);
  }
  await page.goto(`/courses/${slug}/learn?item=${items.at(-1)!.id}`);
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  const link = page.getByRole('link', { name: 'View certificate' });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/certificates\/LP-/);

  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(href!);
  await expect(strangerPage.getByRole('heading', { level: 1 })).toHaveText(learner.fullName);
  await expect(strangerPage.getByText('Verified certificate')).toBeVisible();
  await expect(strangerPage.getByText('Database Querying with PostgreSQL')).toBeVisible();
  await stranger.close();
});

test("a lesson's timed quiz runs inside the player, and passing it completes the lesson", async ({ page }) => {
  test.setTimeout(120_000);
  await newLearner(page);
  await enrolFromCoursePage(page, WEB_COURSE);
  const lesson = (await context(page, WEB_COURSE)).modules
    .flatMap((m) => m.items)
    .find((item) => item.title === 'Modern CSS layout with flexbox and grid')!;
  await page.goto(`/courses/${WEB_COURSE}/learn?item=${lesson.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lesson.title);
  const quiz = page.getByRole('region', { name: 'Quiz: CSS Layout: Flexbox and Grid' });
  await expect(quiz).toBeVisible();
  await expect(page.getByTestId('progress-text')).toContainText('0/');

  // The attempt starts on the server: the clock shows, still on the lesson's page.
  await quiz.getByRole('button', { name: 'Start the quiz' }).click();
  await expect(quiz.getByRole('timer')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/courses/${WEB_COURSE}/learn`);
  await quiz.getByLabel('one dimension').check();
  await quiz.getByLabel('As many columns of at least 16rem as fit').check();
  await quiz.getByLabel('min-width: 0').check();
  await quiz.getByLabel('gap', { exact: true }).check();
  await quiz.getByRole('button', { name: 'Submit answers' }).click();

  await expect(quiz.getByTestId('quiz-score')).toHaveText('100%');
  await expect(quiz.getByText('4 of 4 right · Passed')).toBeVisible();
  await expect(quiz.getByRole('heading', { name: 'Answers and explanations' })).toBeVisible();
  await expect(quiz.getByText('works for both grid and flexbox and leaves no extra space at the edges')).toBeVisible();
  // Passing completed the lesson: its points, the progress bar and the outline's tick.
  await expect(page.getByRole('status').filter({ hasText: '+10 points' })).toBeVisible();
  await expect(page.getByTestId('progress-text')).toContainText('1/');
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  const outline = page.getByRole('navigation', { name: 'Course outline' });
  await expect(
    outline.getByRole('button', { name: new RegExp(lesson.title) }).getByLabel('Completed', { exact: true }),
  ).toBeVisible();
});

test('a private note on a lesson saves itself and is there after a reload and after leaving the lesson', async ({ page }) => {
  test.setTimeout(120_000);
  await newLearner(page);
  await enrolFromCoursePage(page, WEB_COURSE);
  const notes = page.getByRole('region', { name: 'Notes' });
  const text = notes.getByLabel('Your notes on this lesson');
  await expect(text).toBeEditable();
  await text.fill('DNS, then TCP and TLS, then the request: the DOM is built while the HTML streams in.');
  await expect(notes.getByRole('status')).toHaveText('Saved');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Notes' }).getByLabel('Your notes on this lesson')).toHaveValue(
    'DNS, then TCP and TLS, then the request: the DOM is built while the HTML streams in.',
  );

  // Typed and left at once (no pause for the timer): the note is sent on the way out.
  const first = await page.getByRole('heading', { level: 1 }).innerText();
  await page.getByRole('button', { name: 'Next lesson' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(first);
  const second = await page.getByRole('heading', { level: 1 }).innerText();
  const secondUrl = page.url();
  await page.getByRole('region', { name: 'Notes' }).getByLabel('Your notes on this lesson').fill('Landmarks: header, nav, main.');
  const sentOnLeaving = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/note'),
  );
  await page.getByRole('button', { name: 'Previous lesson' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(second);
  expect((await sentOnLeaving).ok()).toBe(true);
  await page.goto(secondUrl);
  await expect(page.getByRole('region', { name: 'Notes' }).getByLabel('Your notes on this lesson')).toHaveValue(
    'Landmarks: header, nav, main.',
  );

  // Too long: said next to the note, and nothing is sent.
  await page.getByRole('region', { name: 'Notes' }).getByLabel('Your notes on this lesson').fill('x'.repeat(5001));
  await expect(page.getByRole('region', { name: 'Notes' }).getByRole('status')).toHaveText(
    'Keep the note to at most 5000 characters.',
  );
  await page.reload();
  await expect(page.getByRole('region', { name: 'Notes' }).getByLabel('Your notes on this lesson')).toHaveValue(
    'Landmarks: header, nav, main.',
  );
});
