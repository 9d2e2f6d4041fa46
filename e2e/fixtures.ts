import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, test as base, expect, type Page } from '@playwright/test';
import { generate } from 'otplib';

export const DEMO = { email: 'demo@learnly.in', password: 'Learnly@123', fullName: 'Aarav Sharma' };

const outboxDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** The 6-digit code in the newest mail to `email`, waiting for it to arrive. */
export async function codeFromOutbox(email: string, after = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outboxDir()).filter((f) => f.endsWith('.json'));
    } catch {
      files = [];
    }
    const mails = files
      .map((f) => ({ f, n: Number(f.split('-')[0]) }))
      .filter(({ n }) => n >= after)
      .sort((a, b) => b.n - a.n || b.f.localeCompare(a.f))
      .map(
        ({ f }) => JSON.parse(readFileSync(path.join(outboxDir(), f), 'utf8')) as { to: { address: string }[]; subject: string },
      );
    const mail = mails.find((m) => m.to.some((to) => to.address === email));
    const code = mail?.subject.match(/\d{6}/)?.[0];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code mailed to ${email}`);
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`;
}

/** Signs in on the login screen; unless told it should fail, waits until the page has moved on. */
export async function signIn(page: Page, email: string, password: string, { expectFailure = false } = {}) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (!expectFailure) await page.waitForURL((url) => url.pathname !== '/login');
}

export type Learner = { email: string; password: string; fullName: string };

type Listing<T> = { data: { results: T[] } };

/** A new account, signed up through the API with the mailed code (nobody is signed in afterwards). */
async function signUpThroughApi(page: Page, fullName = 'Kavya Menon'): Promise<Learner> {
  const learner = { email: uniqueEmail('learner'), password: 'Journey@2026', fullName };
  const api = page.request;
  expect((await api.post('/api/accounts/mail-signup', { data: { email: learner.email } })).ok()).toBe(true);
  const otp = await codeFromOutbox(learner.email);
  const signup = await api.post('/api/accounts/signup', {
    data: { email: learner.email, otp, fullName: learner.fullName, password: learner.password },
  });
  expect(signup.status()).toBe(201);
  return learner;
}

/**
 * A learner of the journey's own who has not chosen preferences yet and is not signed in: for
 * journeys about signing in itself (where to land, the welcome form, callbacks), which would
 * otherwise share the demo accounts.
 */
export async function learnerToSignIn(page: Page, fullName?: string): Promise<Learner> {
  return signUpThroughApi(page, fullName);
}

/**
 * Signs in through Auth.js's credentials endpoint on the page's own cookie jar, as the login form
 * does, without loading the login screen (signing in through it is its own journeys' subject).
 */
export async function signInThroughApi(page: Page, email: string, password: string) {
  const api = page.request;
  const csrf = await api.get('/api/auth/csrf');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const origin = new URL(csrf.url()).origin;
  const res = await api.post('/api/auth/callback/credentials', {
    headers: { 'X-Auth-Return-Redirect': '1' },
    form: { email, password, csrfToken, callbackUrl: `${origin}/` },
  });
  expect(res.ok()).toBe(true);
  const { url } = (await res.json()) as { url: string };
  expect(new URL(url, origin).searchParams.get('error')).toBeNull();
}

/**
 * The demo staff (README; apps/api/src/db/seed/staff-seed.ts): password and the authenticator
 * app's seeded secret, their second factor.
 */
export const STAFF = {
  admin: { email: 'admin@learnly.in', secret: 'Y2ZMJUL55CYACC7ZZ6ED642LZLHJNYAW' },
  moderator: { email: 'moderator@learnly.in', secret: 'ARI4A3HCQT27G3DKZKP3PFP43XLA56CE' },
  instructor: { email: 'instructor@learnly.in', secret: 'BO3CPZTRENYRQ2BJMV2ABXN5I4OU5PFD' },
  admissions: { email: 'admissions@learnly.in', secret: '7KYUQL2FTH5BGW4672AOGMNRFHKQKFF4' },
  recruiter: { email: 'recruiter@learnly.in', secret: 'PZWBA6IZJFWR7OGRXFCRHIUS6CWH5ZC4' },
} as const;
export const STAFF_PASSWORD = 'Learnly@123';
const TOTP_STEP_SECONDS = 30;
/** The last time step whose code this worker used, per account: the API takes each code once. */
const usedTotpStep = new Map<string, number>();

/**
 * An authenticator code the API may still take: it accepts the steps either side of now, each once,
 * so the earliest of those this worker has not used (waiting for the clock when it used all three).
 * The other worker may have taken it: the caller tries the next one.
 */
async function freshTotpCode(email: string, secret: string): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / 1000 / TOTP_STEP_SECONDS);
    const last = usedTotpStep.get(email) ?? Number.NEGATIVE_INFINITY;
    const step = [now - 1, now, now + 1].find((candidate) => candidate > last);
    if (step !== undefined) {
      usedTotpStep.set(email, step);
      return generate({ secret, epoch: step * TOTP_STEP_SECONDS + 1 });
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

/**
 * Signs a demo staff member in on `page`'s cookie jar through Auth.js's credentials endpoint with
 * the password and an authenticator code, as the login form's second step does (the form itself is
 * staff-sign-in.e2e.ts's subject).
 */
export async function signInStaff(page: Page, who: keyof typeof STAFF) {
  const { email, secret } = STAFF[who];
  const api = page.request;
  for (let attempt = 0; attempt < 4; attempt++) {
    const csrf = await api.get('/api/auth/csrf');
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const origin = new URL(csrf.url()).origin;
    const totp = await freshTotpCode(email, secret);
    const res = await api.post('/api/auth/callback/credentials', {
      headers: { 'X-Auth-Return-Redirect': '1' },
      form: { email, password: STAFF_PASSWORD, totp, csrfToken, callbackUrl: `${origin}/` },
    });
    // 401: that code was taken already (by the other worker); another step's code is tried.
    if (res.status() === 401) continue;
    expect(res.ok()).toBe(true);
    const { url } = (await res.json()) as { url: string };
    expect(new URL(url, origin).searchParams.get('error')).toBeNull();
    return;
  }
  throw new Error(`${email}: no authenticator code was taken`);
}

/**
 * A new learner of the journey's own, signed in on `page`'s context (the page itself has not
 * loaded anything yet): signed up through the API with the mailed code, a stream and one of its
 * tags chosen (so the welcome form does not interrupt), all without the sign-up and login screens.
 * Journeys that write (applications, roadmap ticks) use it so that no two journeys share what they wrote.
 */
export async function newLearner(page: Page, streamSlug = 'computer-applications'): Promise<Learner> {
  const learner = await signUpThroughApi(page);
  const api = page.request;
  await signInThroughApi(page, learner.email, learner.password);

  const streams = (await (await api.get('/api/core/course-streams')).json()) as Listing<{ id: number; slug: string }>;
  const stream = streams.data.results.find((s) => s.slug === streamSlug);
  if (!stream) throw new Error(`no stream ${streamSlug}`);
  const tags = (await (await api.get(`/api/core/tags?stream=${stream.id}`)).json()) as Listing<{ id: number }>;
  const saved = await api.post('/api/accounts/tags', { data: { stream: stream.id, tags: [tags.data.results[0]?.id] } });
  expect(saved.ok()).toBe(true);
  // The session cookie still says "choose preferences"; a fresh sign-in carries the new state.
  await page.context().clearCookies();
  await signInThroughApi(page, learner.email, learner.password);
  return learner;
}

/**
 * `url` as a visitor sees it before the page's scripts arrive (a slow network): its HTML only.
 * In a context of its own, because the browser logs the refused scripts as errors.
 */
export async function pageWithoutScripts(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route('**/_next/static/chunks/**', (route) => route.abort());
  await page.goto(url);
  return page;
}

/**
 * The address of the next page `page` moves to within `withinMs`, or null if it stays: for a check
 * that a press does not submit a form the browser's way (such a submit moves within milliseconds).
 */
export function navigation(page: Page, withinMs = 2_000): Promise<string | null> {
  return page.waitForEvent('framenavigated', { timeout: withinMs }).then(
    (frame) => frame.url(),
    () => null,
  );
}

/**
 * A page's scripts start after its first screen has painted (apps/server/src/deferred-scripts.ts),
 * so the load event no longer waits for them: after `goto` and `reload` a journey also waits until
 * they have loaded, as it did before, so that its first click finds React listening.
 */
function waitForPageScriptsAfterLoads(page: Page) {
  const scriptsLoaded = () =>
    page
      .waitForFunction(() => {
        const state = (window as { __pageScripts?: string }).__pageScripts;
        return state === undefined || state === 'loaded';
      })
      // A navigation the journey started meanwhile, or a closed page: nothing left to wait for.
      .catch(() => undefined);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit' && options?.waitUntil !== 'domcontentloaded') await scriptsLoaded();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit' && options?.waitUntil !== 'domcontentloaded') await scriptsLoaded();
    return response;
  };
}

/** Every test fails on an unexpected console error or an uncaught page error. */
export const test = base.extend<{ consoleErrors: string[]; pageActivity: undefined }, { pagesWaitForScripts: undefined }>({
  // Every page of every context (the test's own and those a journey opens with browser.newContext).
  pagesWaitForScripts: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        context.on('page', waitForPageScriptsAfterLoads);
        return context;
      };
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, use) => {
    context.on('page', waitForPageScriptsAfterLoads);
    await use(context);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // The browser logs failed requests that the page handles itself (a 401/409/422 answered with a message).
        if (/Failed to load resource: the server responded with a status of (4\d\d)/.test(text)) return;
        errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  // A failed journey carries what the page did besides its static files: its API calls with their
  // statuses, navigations and console lines, in order, so that a first-try failure on CI (whose
  // trace is not recorded, to spare CI's CPU) can still be read.
  pageActivity: [
    async ({ page }, use, testInfo) => {
      const started = Date.now();
      const lines: string[] = [];
      const note = (line: string) => lines.push(`${String(Date.now() - started).padStart(6)} ms ${line}`);
      const isStatic = (url: string) =>
        url.includes('/_next/static/') || /\.(png|jpe?g|webp|avif|svg|woff2?|ico)(\?|$)/.test(url);
      page.on('requestfinished', (request) => {
        if (isStatic(request.url())) return;
        // The page may have closed meanwhile: nothing left to note then.
        request.response().then(
          (response) => note(`${request.method()} ${request.url()} → ${response?.status() ?? '?'}`),
          () => {},
        );
      });
      // A live stream never finishes: note when it opens (its end shows as a failed request).
      page.on('response', (response) => {
        if (response.headers()['content-type']?.includes('text/event-stream')) {
          note(`stream opened: ${response.url()} → ${response.status()}`);
        }
      });
      page.on('requestfailed', (request) => {
        if (!isStatic(request.url())) note(`${request.method()} ${request.url()} failed: ${request.failure()?.errorText}`);
      });
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) note(`navigated to ${frame.url()}`);
      });
      page.on('console', (message) => note(`console.${message.type()}: ${message.text().slice(0, 300)}`));
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('page-activity', { body: lines.join('\n'), contentType: 'text/plain' });
        console.log(`Page activity of "${testInfo.title}":\n${lines.slice(-60).join('\n')}`);
      }
    },
    { auto: true },
  ],
});

export { expect };
