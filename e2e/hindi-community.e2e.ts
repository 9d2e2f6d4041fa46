import type { Page } from '@playwright/test';
import hi from '../apps/web/messages/hi.json' with { type: 'json' };
import { MESSAGES_HI } from '../packages/contract/src/messages-hi.ts';
import { expectAccessible } from './axe.ts';
import { expect, newLearner, test } from './fixtures.ts';

/**
 * Issue 35: the community and practice screens read in Hindi on a phone — the feed with its post
 * box, a fix-me problem, a mock interview's start, an institute and search results. The language is
 * chosen through its cookie (the switcher has its journey in hindi.e2e.ts); texts come from hi.json.
 */
test.use({ viewport: { width: 360, height: 740 } });

async function chooseHindi(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'hi', url: baseURL ?? 'http://localhost' }]);
}

test('a learner in Hindi posts to the feed; an empty post is refused in Hindi', async ({ page, baseURL }) => {
  await newLearner(page);
  await chooseHindi(page, baseURL);

  await page.goto('/feed');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1, name: hi.feed.title })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: hi.feed.tabsLabel }).getByRole('link', { name: hi.feed.tabs.all }),
  ).toHaveAttribute('aria-current', 'page');
  // An empty post is refused in Hindi before anything is sent.
  const postButton = page.getByRole('button', { name: hi.feed.composer.post, exact: true });
  await postButton.click();
  await expect(page.getByText(MESSAGES_HI.selectImage)).toBeVisible();
  await expectAccessible(page, '/feed in Hindi with the post box’s error');

  const text = `आज मेरा पहला मॉक इंटरव्यू पास हुआ! #hindi${Date.now().toString(36)}`;
  await page.getByLabel(hi.feed.composer.label).fill(text);
  await postButton.click();
  const post = page.getByRole('article').filter({ hasText: text });
  await expect(post).toBeVisible();
  await expect(post.getByRole('button', { name: new RegExp(`^${hi.feed.card.like} 0$`) })).toBeVisible();
  await expect(post.getByRole('button', { name: hi.feed.card.edit })).toBeVisible();
  await expect(post.getByText(/अभी|सेकंड पहले/)).toBeVisible();
  await post.getByRole('button', { name: new RegExp(`^${hi.feed.card.comments}`) }).click();
  await expect(post.getByText(MESSAGES_HI.noComments)).toBeVisible();
  await expect(post.getByRole('button', { name: hi.feed.card.comment, exact: true })).toBeDisabled();
  await expectAccessible(page, '/feed in Hindi with a new post and its comments');
});

test('a learner in Hindi runs a fix-me problem’s tests and reads the judge’s verdict', async ({ page, baseURL }) => {
  await newLearner(page);
  await chooseHindi(page, baseURL);
  // The faulty code fails one visible test; the judge's verdict in Hindi.
  await page.goto('/fixme/js-sum-of-evens');
  await expect(page.getByRole('heading', { level: 2, name: hi.fixme.visibleTests })).toBeVisible();
  await expect(page.getByText('जज 3 छिपी जाँचें भी चलाता है।')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: hi.fixme.workbench.yourFix })).toBeVisible();
  await expect(page.locator('.cm-content')).toContainText('n % 2 === 1');
  await page.getByRole('button', { name: hi.fixme.workbench.run }).click();
  await expect(page.getByTestId('browser-summary')).toHaveText('2 में से 1 दिखने वाले टेस्ट पास');
  await expect(page.getByText(hi.fixme.workbench.failed, { exact: true })).toBeAttached();
  await page.getByRole('button', { name: hi.fixme.workbench.submit }).click();
  const verdict = page.getByTestId('submission-verdict');
  await expect(verdict).toContainText(`${hi.fixme.results.failed}: 5 में से`, { timeout: 30_000 });
  await expect(verdict).toContainText('छिपी जाँचें:');
  await expectAccessible(page, 'a fix-me problem in Hindi with its verdict');
});

test('in Hindi: a mock interview’s start, an institute’s page and search results', async ({ page, baseURL }) => {
  await newLearner(page);
  await chooseHindi(page, baseURL);

  await page.goto('/interviews/hr-round-for-freshers');
  await expect(page.getByText(hi.interviews.categories.hr, { exact: true })).toBeVisible();
  await expect(page.getByText(/\d+ सवाल · लगभग \d+ मिनट · पूरा करने पर \d+ पॉइंट/)).toBeVisible();
  await expect(page.getByRole('button', { name: hi.interviews.session.start })).toBeEnabled();
  await expect(page.getByRole('heading', { level: 2, name: hi.interviews.whatYouWillBeAsked })).toBeVisible();
  await expectAccessible(page, 'a mock interview’s start in Hindi');

  const institutes = (await (await page.request.get('/api/core/institutes?page_size=1')).json()) as {
    data: { results: { slug: string; name: string }[] };
  };
  const institute = institutes.data.results[0];
  expect(institute, 'a seeded institute').toBeTruthy();
  await page.goto(`/institutes/${institute?.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: institute?.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: hi.institutes.enquire })).toBeAttached();
  await expect(page.getByText(hi.institutes.kind, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: hi.institutes.about.replace('{name}', institute?.name ?? '') }),
  ).toBeVisible();
  await expect(page.getByTestId('phone-action-bar').getByRole('link', { name: hi.institutes.enquireNow })).toBeVisible();
  await expectAccessible(page, 'an institute in Hindi');

  await page.goto('/search?term=python');
  await expect(page.getByRole('heading', { level: 1, name: '“python” के नतीजे' })).toBeVisible();
  const types = page.getByRole('navigation', { name: hi.search.resultTypes });
  await expect(types.getByRole('link', { name: new RegExp(`^${hi.search.all}`) })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('region', { name: hi.search.resultsLabel }).getByRole('heading', { level: 2 }).first()).toHaveText(
    new RegExp(`^(${Object.values(hi.search.models).join('|')})\\s*[\\d,]+$`),
  );
  await expectAccessible(page, 'search results in Hindi');
});
