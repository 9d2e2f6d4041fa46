import type { Page } from '@playwright/test';
import { QUIZZES } from '../apps/api/src/db/seed/quiz-data.ts';
import { expect, newLearner, test } from './fixtures.ts';

/** The seeded web course (learning.e2e.ts): a video first, then articles. */
const WEB_COURSE = 'mern-stack-developer-programme-visvesvaraya-institute-of-technology';

type Item = { id: number; title: string; kind: string; progress: { completedAt: string | null } | null };
type Context = { modules: { items: Item[] }[] };

/** A new learner enrolled in the web course, on its player. */
async function enrolNewLearner(page: Page): Promise<void> {
  await newLearner(page);
  await page.goto(`/courses/${WEB_COURSE}`);
  await page.getByRole('complementary').getByRole('button', { name: 'Enrol' }).click();
  await page.waitForURL(`**/courses/${WEB_COURSE}/learn`);
}

/** What the browser logs for the requests that fail while it is offline (the journey's point). */
const OFFLINE_FAILURE = /ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/;

test('installable; a saved course opens offline and plays its video, and a lesson completed and a note written offline reach the server once back online', async ({
  page,
  context,
  consoleErrors,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await enrolNewLearner(page);

  // Chromium's install criteria: a manifest with a name, a start URL, standalone display and
  // 192/512 icons (maskable too), and a service worker that controls the site's scope.
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(manifestUrl ?? '')).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ short_name: 'Learnly', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of manifest.icons) {
    const png = await page.request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
  }
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${baseURL}/`);

  const outline = (await (await page.request.get(`/api/core/courses/${WEB_COURSE}/context`)).json()) as { data: Context };
  const article = outline.data.modules.flatMap((m) => m.items).find((item) => item.kind === 'article');
  if (!article) throw new Error('the course has no article');
  const video = outline.data.modules.flatMap((m) => m.items).find((item) => item.kind === 'video');
  if (!video) throw new Error('the course has no video');

  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByText(/Saved for offline \(about [\d.]+ (KB|MB)\)/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/This site uses about [\d.]+ (KB|MB) on this device/)).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/courses/${WEB_COURSE}/learn?item=${article.id}`);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  const outlineNav = page.getByRole('navigation', { name: 'Course outline' });
  await expect(outlineNav.getByRole('button', { name: article.title }).getByLabel('Completed', { exact: true })).toBeVisible();
  // The saved video plays offline: the service worker answers the player's byte ranges from its copy.
  await page.goto(`/courses/${WEB_COURSE}/learn?item=${video.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(video.title);
  const player = page.locator('video').first();
  await player.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);
  await page.goto(`/courses/${WEB_COURSE}/learn?item=${article.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  const note = 'Written on the train: props flow down, events flow up.';
  await page.getByLabel('Your notes on this lesson').fill(note);
  await page.getByLabel('Your notes on this lesson').blur();
  await expect(page.getByText('Saved on this device. It is sent when you are back online.')).toBeVisible();
  // A page never opened has no copy: the offline page lists what is saved.
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Saved courses' }).getByRole('link', { name: /MERN Stack/ })).toBeVisible();

  await context.setOffline(false);
  await page.goto(`/courses/${WEB_COURSE}/learn?item=${article.id}`);
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/core/courses/module-item/${article.id}/note`);
      return ((await res.json()) as { data: { body: string } }).data.body;
    })
    .toBe(note);
  const after = (await (await page.request.get(`/api/core/courses/${WEB_COURSE}/context`)).json()) as { data: Context };
  const done = after.data.modules.flatMap((m) => m.items).find((item) => item.id === article.id);
  expect(done?.progress?.completedAt).toBeTruthy();

  // Downloads lists the course; removing it empties the list. Signing out leaves nothing behind.
  await page.goto('/account/downloads');
  const saved = page.getByRole('list', { name: 'Saved courses' });
  await expect(saved.getByRole('link', { name: /MERN Stack/ })).toBeVisible();
  await saved.getByRole('button', { name: /Remove/ }).click();
  await expect(page.getByText('Nothing is saved on this device yet.')).toBeVisible();

  // The failed requests while offline were the point; nothing else may have logged an error.
  const unexpected = consoleErrors.filter((error) => !OFFLINE_FAILURE.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});

test('offline, an untimed lesson quiz is answered and marked once back online (a pass completes the lesson); a timed one asks for a connection', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await enrolNewLearner(page);
  await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  const outline = (await (await page.request.get(`/api/core/courses/${WEB_COURSE}/context`)).json()) as { data: Context };
  const items = outline.data.modules.flatMap((m) => m.items);
  const untimed = items.find((item) => item.title === 'Semantic HTML');
  const timed = items.find((item) => item.title === 'Values, functions and closures');
  if (!untimed || !timed) throw new Error('the course lacks its quiz lessons');
  const quiz = QUIZZES.find((q) => q.title === 'HTML and Accessibility');
  if (!quiz || quiz.minutes !== null) throw new Error('the seed changed: HTML and Accessibility is not untimed');

  await page.getByRole('button', { name: 'Save for offline' }).click();
  await expect(page.getByText(/Saved for offline \(about [\d.]+ (KB|MB)\)/)).toBeVisible({ timeout: 30_000 });

  await context.setOffline(true);
  await page.goto(`/courses/${WEB_COURSE}/learn?item=${untimed.id}`);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await page.getByRole('button', { name: 'Start the quiz' }).click();
  for (const [prompt, options, correct] of quiz.questions) {
    const question = page.locator('fieldset').filter({ hasText: prompt.replaceAll('`', '') });
    for (const right of correct) await question.getByLabel(options[right - 1] ?? '', { exact: true }).check();
  }
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByText('Your answers are saved on this device.', { exact: false })).toBeVisible();

  await page.goto(`/courses/${WEB_COURSE}/learn?item=${timed.id}`);
  await page.getByRole('button', { name: 'Start the quiz' }).click();
  await expect(page.getByText('A timed quiz needs a connection: its clock runs on the server.', { exact: false })).toBeVisible();

  await context.setOffline(false);
  await page.goto(`/courses/${WEB_COURSE}/learn?item=${untimed.id}`);
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/core/courses/${WEB_COURSE}/context`);
      const after = ((await res.json()) as { data: Context }).data.modules.flatMap((m) => m.items);
      return Boolean(after.find((item) => item.id === untimed.id)?.progress?.completedAt);
    })
    .toBe(true);
  const lesson = (await (await page.request.get(`/api/core/courses/module-item/${untimed.id}`)).json()) as {
    data: { content: { quiz: { slug: string } } };
  };
  const marked = (await (await page.request.get(`/api/core/quiz/${lesson.data.content.quiz.slug}`)).json()) as {
    data: { attempts: { percent: number | null; passed: boolean | null }[] };
  };
  expect(marked.data.attempts).toEqual([expect.objectContaining({ percent: 100, passed: true })]);

  const unexpected = consoleErrors.filter((error) => !OFFLINE_FAILURE.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});
