import type { Page } from '@playwright/test';
import hi from '../apps/web/messages/hi.json' with { type: 'json' };
import { MESSAGES_HI } from '../packages/contract/src/messages-hi.ts';
import { expectAccessible } from './axe.ts';
import { expect, newLearner, test } from './fixtures.ts';

/**
 * Issue 35: learning in Hindi on a phone. A learner enrols in a free course, works through the
 * player (an article completed, a note too long for the contract, a lesson's quiz and its result),
 * sees the Downloads page, and is told in Hindi that a timed quiz cannot start offline.
 */
test.use({ viewport: { width: 360, height: 740 } });

/** The seeded web course (learning.e2e.ts): free, a video first, then articles and quiz lessons. */
const WEB_COURSE = 'mern-stack-developer-programme-visvesvaraya-institute-of-technology';

type Item = { id: number; title: string; kind: string };
type Context = { modules: { items: Item[] }[] };

async function chooseHindi(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'hi', url: baseURL ?? 'http://localhost' }]);
}

/** `{name}` placeholders of a Hindi message filled in. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** The seeded course's items, in order. */
async function courseItems(page: Page): Promise<Item[]> {
  const context = (await (await page.request.get(`/api/core/courses/${WEB_COURSE}/context`)).json()) as { data: Context };
  return context.data.modules.flatMap((m) => m.items);
}

test('a learner in Hindi enrols in a free course and completes a lesson; a note too long is refused in Hindi', async ({
  page,
  baseURL,
}) => {
  // Four axe runs: on a loaded machine (load average 40 on two cores) it took 55 s.
  test.setTimeout(90_000);
  await newLearner(page);
  await chooseHindi(page, baseURL);

  // The course page's enrol panel, in Hindi (the phone's copy, above the course's facts).
  await page.goto(`/courses/${WEB_COURSE}`);
  const enrol = page.locator('#enrol').getByRole('button', { name: hi.learn.enrol.enrolFree });
  await expect(enrol).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: hi.reviews.title })).toBeAttached();
  await expectAccessible(page, 'a course page in Hindi, signed in');
  await enrol.click();
  await page.waitForURL(`**/courses/${WEB_COURSE}/learn`);

  // The player: its bar, progress and "save for offline" in Hindi; the outline folds behind a button.
  await expect(page.getByRole('progressbar', { name: hi.learn.courseProgress })).toBeVisible();
  await expect(page.getByRole('button', { name: hi.offline.save.save })).toBeVisible();
  await page.getByRole('button', { name: hi.learn.outlineButton }).click();
  const outline = page.getByRole('navigation', { name: hi.learn.outline });
  await expect(outline.getByText(fill(hi.learn.module, { number: 1 }))).toBeVisible();
  await expectAccessible(page, 'the player in Hindi with its outline open');

  const items = await courseItems(page);
  const article = items.find((item) => item.kind === 'article');
  if (!article) throw new Error('the seeded course lacks an article');

  await outline.getByRole('button', { name: article.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  await expect(
    page.getByText(fill(hi.learn.lessonOf, { number: items.indexOf(article) + 1, total: items.length })),
  ).toBeVisible();
  await page.getByRole('button', { name: hi.learn.markComplete }).click();
  await expect(page.getByText(hi.learn.completed, { exact: true }).last()).toBeVisible();
  await expect(page.getByTestId('progress-text')).toContainText(`1/${items.length}`);

  // A note past the contract's limit: its message in Hindi, before anything is sent.
  const notes = page.getByLabel(hi.learn.notesPanel.label);
  await notes.fill('क'.repeat(5001));
  await expect(page.getByText(MESSAGES_HI.noteTooLong)).toBeVisible();
  await expectAccessible(page, 'a lesson in Hindi, completed, with a note too long');
  await notes.fill('Props नीचे जाते हैं, events ऊपर।');
  await expect(page.getByText(hi.learn.notesPanel.saved, { exact: true })).toBeVisible();
});

test("a learner in Hindi takes a lesson's quiz and sees its result, then Downloads", async ({ page, baseURL }) => {
  await newLearner(page);
  await chooseHindi(page, baseURL);
  expect((await page.request.post(`/api/core/courses/${WEB_COURSE}/enrol`)).ok()).toBe(true);
  const quizLesson = (await courseItems(page)).find((item) => item.title === 'Semantic HTML');
  if (!quizLesson) throw new Error('the seeded course lacks its quiz lesson');

  // The lesson's quiz: its rules, the unanswered warning and a result in Hindi.
  await page.goto(`/courses/${WEB_COURSE}/learn?item=${quizLesson.id}`);
  await expect(page.getByText(hi.quiz.untimedRule)).toBeVisible();
  await page.getByRole('button', { name: hi.quiz.start }).click();
  await expect(page.getByText(hi.quiz.unansweredWrong)).toBeVisible();
  await expect(page.getByRole('group', { name: fill(hi.quiz.question, { number: 1 }) })).toBeVisible();
  await expectAccessible(page, 'a lesson quiz in Hindi');
  await page.getByRole('button', { name: hi.quiz.submit }).click();
  const result = page.getByRole('region', { name: hi.quiz.yourResult });
  await expect(result.getByTestId('quiz-score')).toHaveText('0%');
  await expect(result.getByText(/पास नहीं \(पासिंग अंक \d+%\)/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: hi.quiz.answersHeading })).toBeVisible();
  await expect(page.getByText(fill(hi.quiz.questionWrong, { number: 1 }))).toBeVisible();
  await expectAccessible(page, 'a quiz result in Hindi');

  // Downloads: what this device keeps, in Hindi.
  await page.goto('/account/downloads');
  await expect(page.getByText(hi.offline.downloads.empty)).toBeVisible();
  await expectAccessible(page, '/account/downloads in Hindi');
});

/** A timed quiz anyone signed in may take (not premium), from the public list. */
async function timedQuizSlug(page: Page): Promise<string> {
  const list = (await (await page.request.get('/api/core/quiz?page_size=50')).json()) as {
    data: { results: { slug: string; timeLimitSeconds: number | null; isPremium: boolean }[] };
  };
  const quiz = list.data.results.find((q) => q.timeLimitSeconds !== null && !q.isPremium);
  if (!quiz) throw new Error('no free timed quiz in the seed');
  return quiz.slug;
}

test('offline, a timed quiz says in Hindi (and in English) that it needs a connection', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  await newLearner(page);
  const slug = await timedQuizSlug(page);
  const shots = process.env.HI_LEARNING_SHOTS;

  for (const [language, texts] of [
    ['hi', { offline: hi.offline.status.banner, refused: hi.quiz.timedNeedsConnection, start: hi.quiz.start }],
    [
      'en',
      {
        offline: 'You are offline. Saved lessons still open',
        refused: 'A timed quiz needs a connection: its clock runs on the server.',
        start: 'Start the quiz',
      },
    ],
  ] as const) {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: language, url: baseURL ?? 'http://localhost' }]);
    await page.goto(`/quizzes/${slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'hi' ? 'hi-IN' : 'en-IN');
    const start = page.getByRole('button', { name: texts.start });
    await expect(start).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: texts.offline })).toBeVisible();
    await start.click();
    await expect(page.getByText(texts.refused, { exact: false })).toBeVisible();
    await expectAccessible(page, `a timed quiz refused offline (${language})`);
    if (shots) {
      for (const width of [360, 1366]) {
        await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
        await page.screenshot({ path: `${shots}/quiz-offline-${language}-${width}.png`, fullPage: true });
      }
      await page.setViewportSize({ width: 360, height: 740 });
    }
    await context.setOffline(false);
  }
  // The refused start's failed request was the point; nothing else may have logged an error.
  const unexpected = consoleErrors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});
