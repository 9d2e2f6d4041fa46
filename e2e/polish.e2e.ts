import type { Request } from '@playwright/test';
import { ALL_SECTIONS } from '../apps/web/lib/sections';
import { expectAccessible } from './axe.ts';
import { DEMO, expect, newLearner, signIn, test } from './fixtures.ts';

const PHONE = { width: 360, height: 740 };

test('an unknown job address answers 404, like an unknown course or institute', async ({ page }) => {
  for (const path of ['/jobs/no-such-job-anywhere', '/courses/no-such-course-anywhere', '/institutes/no-such-institute']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('on a phone the course fee and "Enquire now" are on the first screen and stay reachable', async ({ page }) => {
  await page.setViewportSize(PHONE);
  // A course with a fee: taught at its institute, joined through an enquiry (docs/spec-notes.md, "Price and access").
  await page.goto('/courses?type=classroom');
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/courses\/[a-z0-9-]+$/);
  const bar = page.getByTestId('phone-action-bar');
  await expect(bar).toBeInViewport();
  await expect(bar.getByText(/₹[\d,]+|Free/)).toBeVisible();
  const firstAction = page.getByRole('main').getByRole('link', { name: 'Enquire now' }).first();
  await expect(firstAction).toBeInViewport();
  await expectAccessible(page, 'course page at 360 px');

  await page.mouse.wheel(0, 4000);
  await expect(bar).toBeInViewport();
  await bar.getByRole('link', { name: 'Enquire now' }).click();
  await expect(page.getByRole('form', { name: /Enquire about/ })).toBeInViewport();
});

test('on a phone the institute page offers its enquiry at once', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/institutes');
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/institutes\/[a-z0-9-]+$/);
  await expect(page.getByRole('link', { name: 'Enquire about admissions' })).toBeInViewport();
  await expect(page.getByTestId('phone-action-bar')).toBeInViewport();
  await expectAccessible(page, 'institute page at 360 px');
});

test('on a phone a job page keeps "Apply" one tap away (its panel is below the whole description)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/jobs');
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/jobs\/[a-z0-9-]+$/);
  const bar = page.getByTestId('phone-action-bar');
  await expect(bar).toBeInViewport();
  await page.mouse.wheel(0, 1500);
  await expect(bar).toBeInViewport();
  await bar.getByRole('link', { name: 'Apply' }).click();
  await expect(page.locator('#apply')).toBeInViewport();
  await expectAccessible(page, 'job page at 360 px');
});

test("on a phone the home page's two calls to action fit inside the page, in line with its search box", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const search = await page.getByRole('main').getByRole('combobox').first().boundingBox();
  if (!search) throw new Error('the home page has no search box');
  for (const name of ['Browse courses', 'Sign up free']) {
    const box = await page.getByRole('main').getByRole('link', { name }).first().boundingBox();
    if (!box) throw new Error(`"${name}" is not shown`);
    // Before, the pair was 14 px wider than the page's padding allows, and "Browse courses" touched the left edge.
    expect(box.x, `${name} starts inside the page`).toBeGreaterThanOrEqual(search.x - 1);
    expect(box.x + box.width, `${name} ends inside the page`).toBeLessThanOrEqual(search.x + search.width + 1);
  }
});

// The demo learner, read only: its seeded stream, tags and enrolments are what make this home page personal.
test('signed in, the home page is personal: recommendations and jobs for you, no sign-up calls', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign up free' })).toBeVisible();
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Welcome back, Aarav/);
  const recommended = page.getByRole('region', { name: 'Recommended for you' });
  await expect(recommended.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Jobs for you' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Sign up free|Create a free account|Get started/ })).toHaveCount(0);
  await expectAccessible(page, 'signed-in home at 1366 px');
  await page.setViewportSize(PHONE);
  await expectAccessible(page, 'signed-in home at 360 px');

  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'You already have an account' })).toBeVisible();
  await expect(page.getByText(`You are signed in as ${DEMO.email}.`)).toBeVisible();
});

test('a brand-new learner is welcomed, not welcomed back, and "View all" of the recommendations keeps their tags', async ({
  page,
}) => {
  await newLearner(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, /);
  const viewAll = page.getByRole('region', { name: 'Recommended for you' }).getByRole('link', { name: /View all/ });
  await expect(viewAll).toHaveAttribute('href', /^\/courses\?tag=[a-z0-9-]+/);
  await viewAll.click();
  await expect(page).toHaveURL(/\/courses\?tag=/);
});

test('"Sign in" from a search or a filtered list comes back to the same address', async ({ page, browser, baseURL }) => {
  const learner = await newLearner(page);
  for (const path of ['/search?term=python', '/courses?city=pune&level=certificate']) {
    // A visitor's own browser each time: clearing the cookies of the page just signed in raced its
    // session refresh, whose answer set the cookie again (the visitor then was signed in).
    const visitor = await browser.newContext({ baseURL });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(path);
    await visitorPage.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await expect(visitorPage).toHaveURL(/\/login\?callbackUrl=/);
    await visitorPage.getByLabel('Email').fill(learner.email);
    await visitorPage.getByLabel('Password', { exact: true }).fill(learner.password);
    await visitorPage.getByRole('button', { name: 'Sign in' }).click();
    await visitorPage.waitForURL((url) => url.pathname !== '/login');
    expect(new URL(visitorPage.url()).pathname + new URL(visitorPage.url()).search).toBe(path);
    await visitor.close();
  }
});

test('a visitor\'s page arrives signed out in its HTML, and a signed-in page never offers "Sign in", before any script runs', async ({
  page,
  browser,
  baseURL,
}) => {
  // JavaScript off: the header is what the server sent.
  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/courses');
  const visitorHeader = visitorPage.getByRole('banner');
  await expect(visitorHeader.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(visitorHeader.getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(visitorHeader.getByText('Loading account')).toHaveCount(0);
  await visitor.close();

  await signIn(page, DEMO.email, DEMO.password);
  const member = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const memberPage = await member.newPage();
  await memberPage.goto('/courses');
  await expect(memberPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(memberPage.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await member.close();

  // With scripts, the signed-in header shows the account.
  await page.goto('/courses');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('the phone home page is short: featured lists scroll sideways', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured courses' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent jobs' }).getByRole('article').first()).toBeVisible();
  const screens = await page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight);
  expect(screens).toBeLessThanOrEqual(4.5);
  const row = page.getByRole('region', { name: 'Featured courses' }).getByRole('list').first();
  expect(await row.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
  await expectAccessible(page, 'home at 360 px');
});

test('the header, footer and home page link only sections that work', async ({ page }) => {
  await page.goto('/');
  // Every section is built now; one that is not yet (a future section) must not be linked.
  const unbuilt = ALL_SECTIONS.filter((section) => !section.built);
  for (const { href } of unbuilt) await expect(page.locator(`a[href="${href}"]`)).toHaveCount(0);
  for (const { href } of ALL_SECTIONS.filter((section) => section.built)) {
    await expect(page.getByRole('banner').locator(`a[href="${href}"]`).first()).toBeAttached();
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Courses', exact: true })).toBeVisible();
});

// One test per width, so that the two workers share the screens and neither runs near its timeout.
for (const size of [{ width: 1366, height: 900 }, PHONE]) {
  test(`every public screen has no serious accessibility problem at ${size.width} px`, async ({ page }) => {
    test.setTimeout(240_000);
    const job = await (await page.request.get('/api/core/jobs?page_size=1')).json();
    const roadmap = await (await page.request.get('/api/core/roadmaps?page_size=1')).json();
    const institute = await (await page.request.get('/api/core/institutes?page_size=1')).json();
    const question = await (await page.request.get('/api/core/questions?page_size=1')).json();
    const deck = await (await page.request.get('/api/core/slides?page_size=1')).json();
    const problem = await (await page.request.get('/api/core/fixme?page_size=1')).json();
    const screens = [
      `/institutes/${institute.data.results[0].slug}`,
      '/questions',
      `/questions/${question.data.results[0].id}`,
      '/quizzes',
      '/slides',
      `/slides/${deck.data.results[0].id}`,
      '/fixme',
      `/fixme/${problem.data.results[0].slug ?? problem.data.results[0].id}`,
      '/interviews',
      '/premium',
      '/terms',
      '/',
      '/courses?city=pune&level=certificate',
      '/courses/featured',
      '/institutes',
      '/roadmaps',
      `/roadmaps/${roadmap.data.results[0].slug}`,
      '/jobs',
      `/jobs/${job.data.results[0].slug}`,
      '/search?term=python',
      '/login',
      '/register',
      '/privacy',
    ];
    await page.setViewportSize(size);
    for (const path of screens) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `${path} at ${size.width} px`);
    }
  });
}

test('a misspelt course search falls back to titles spelled like it and offers "Did you mean"', async ({ page }) => {
  await page.goto('/courses?q=pyhton');
  await expect(page.getByText(/Did you mean/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(/python/i);
  await page.getByRole('link', { name: 'python', exact: true }).click();
  await expect(page).toHaveURL(/q=python/);
  await expect(page.getByText(/Did you mean/)).toHaveCount(0);
  await expectAccessible(page, '/courses?q=python');
});

test('"Show free courses" lists only free courses', async ({ page }) => {
  await page.goto('/courses');
  await page.getByRole('link', { name: /Show free courses/ }).click();
  await expect(page).toHaveURL(/price=free/);
  // Each card's price reads "Price: ₹12,000" or "Price: Free" (the label is for screen readers).
  const prices = page
    .getByRole('main')
    .getByRole('article')
    .locator('p', { hasText: /^Price:/ });
  await expect(prices.first()).toBeVisible();
  expect(new Set(await prices.allTextContents())).toEqual(new Set(['Price: Free']));
});

test('a page prefetches a link only when it is pointed at (no API route, no redirect, sign-in once) and "Sign in to enrol" comes back to the course', async ({
  page,
}) => {
  const learner = await newLearner(page);
  await page.context().clearCookies();
  const prefetches: { url: URL; status: number }[] = [];
  let prefetchesUnderWay = 0;
  const isPrefetch = (request: Request) => Boolean(request.headers()['next-router-prefetch']);
  page.on('request', (request) => {
    if (isPrefetch(request)) prefetchesUnderWay++;
  });
  page.on('requestfinished', (request) => {
    if (isPrefetch(request)) prefetchesUnderWay--;
  });
  page.on('requestfailed', (request) => {
    if (isPrefetch(request)) prefetchesUnderWay--;
  });
  page.on('response', (response) => {
    if (isPrefetch(response.request())) {
      prefetches.push({ url: new URL(response.url()), status: response.status() });
    }
  });

  // Twenty cards, the header and the filters are in view, and nothing is fetched ahead...
  // (Classroom courses: free to enrol in online, so the learner signs in to an "Enrol" button, not a premium upgrade.)
  await page.goto('/courses?type=classroom');
  await page.waitForLoadState('networkidle');
  expect(prefetches.map(({ url }) => url.href)).toEqual([]);
  // ...until the pointer rests on a card: then its page is.
  const cardLink = page.getByRole('main').getByRole('article').first().getByRole('link').first();
  const href = await cardLink.getAttribute('href');
  expect(href).toMatch(/^\/courses\/[a-z0-9-]+$/);
  await cardLink.hover();
  await expect.poll(() => prefetches.some(({ url }) => url.pathname === href)).toBe(true);
  // A prefetch can take more than one request (the route, then its segments): let them all finish.
  await expect.poll(() => prefetchesUnderWay).toBe(0);

  prefetches.length = 0;
  await page.goto(href ?? '');
  const enrol = page.getByRole('complementary').getByRole('link', { name: 'Sign in to enrol' });
  await expect(enrol).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(prefetches.map(({ url }) => url.href)).toEqual([]);
  await enrol.hover();
  await expect.poll(() => prefetches.some(({ url }) => url.pathname === '/login')).toBe(true);

  expect(prefetches.filter(({ url }) => url.pathname.startsWith('/api/')).map(({ url }) => url.href)).toEqual([]);
  expect(prefetches.filter(({ status }) => status !== 200).map(({ url, status }) => `${status} ${url.href}`)).toEqual([]);
  // The router's own `_rsc` cache key differs per request; the return address is the rest of the query.
  const signInAddresses = new Set(
    prefetches
      .filter(({ url }) => url.pathname === '/login')
      .map(({ url }) => url.search.replace(/[?&]_rsc=[^&]*/, ''))
      .filter((query) => query !== ''),
  );
  expect([...signInAddresses]).toHaveLength(1);

  await enrol.click();
  await expect(page).toHaveURL(/\/login\?.*error=SessionRequired/);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  expect(new URL(page.url()).pathname).toBe(href);
  await expect(page.getByRole('complementary').getByRole('button', { name: 'Enrol' })).toBeVisible();
});
