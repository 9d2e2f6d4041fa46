import { brotliCompressSync, constants } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Issue 7: a public page's first-load JavaScript is at most 150 KB compressed. */
const BUDGET_BYTES = 150_000;

/** The address segment of the first item of a list: its slug, or its id where it has none (a question). */
async function firstSegment(page: Page, list: string): Promise<string> {
  const body = (await (await page.request.get(`/api/core/${list}?page_size=1`)).json()) as {
    data: { results: { slug?: string; id: number }[] };
  };
  const first = body.data.results[0];
  expect(first, `a seeded item in ${list}`).toBeTruthy();
  return String(first?.slug ?? first?.id);
}

/**
 * The module scripts a visitor's browser runs on arrival: the `<script src>` tags of the page's
 * HTML (the legacy `nomodule` polyfills excepted) and the chunks its starter adds after the first paint, each compressed with brotli at the server's
 * level, so the figure does not depend on whether the server's compressed copy is ready yet.
 */
async function firstLoadBytes(page: Page, path: string): Promise<number> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const tags = [...html.matchAll(/<script src="([^"]+)"([^>]*)>/g)]
    .filter(([, , attributes]) => !/nomodule/i.test(attributes ?? ''))
    .map(([, source]) => source ?? '');
  // The head's chunks, which the page starts after its first paint (apps/server/src/deferred-scripts.ts).
  const started = html.match(/<script id="page-scripts"[^>]*>[\s\S]*?\((\[[^\]]*\]),\d+\)<\/script>/)?.[1];
  expect(started, `${path} starts its scripts after the first paint`).toBeTruthy();
  const sources = [...tags, ...(JSON.parse(started ?? '[]') as string[])];
  expect(sources.length, `${path} loads scripts`).toBeGreaterThan(0);
  let total = 0;
  for (const source of sources) total += await compressedSize(page, source);
  return total;
}

/**
 * Compressed sizes by script address: the pages share most of their chunks (their names carry a
 * content hash), and brotli at quality 11 is slow, so each is fetched and compressed once.
 */
const compressedSizes = new Map<string, number>();

async function compressedSize(page: Page, source: string): Promise<number> {
  const known = compressedSizes.get(source);
  if (known !== undefined) return known;
  const script = await page.request.get(source);
  expect(script.ok(), source).toBe(true);
  const size = brotliCompressSync(await script.body(), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  compressedSizes.set(source, size);
  return size;
}

test("a visitor's public pages load at most 150 KB of JavaScript, compressed, before anything is asked for", async ({ page }) => {
  test.setTimeout(120_000);
  const [course, institute, job, roadmap, question, quiz, deck, problem, interview] = await Promise.all(
    ['courses', 'institutes', 'jobs', 'roadmaps', 'questions', 'quiz', 'slides', 'fixme', 'interviews'].map((list) =>
      firstSegment(page, list),
    ),
  );
  const paths = [
    '/',
    '/courses',
    `/courses/${course}`,
    '/institutes',
    `/institutes/${institute}`,
    '/jobs',
    `/jobs/${job}`,
    '/roadmaps',
    `/roadmaps/${roadmap}`,
    '/quizzes',
    `/quizzes/${quiz}`,
    '/slides',
    `/slides/${deck}`,
    '/fixme',
    `/fixme/${problem}`,
    '/interviews',
    `/interviews/${interview}`,
    '/premium',
    '/questions',
    '/feed',
    `/questions/${question}`,
    '/search?term=python',
    '/login',
    '/register',
    '/forgot-password',
    '/set-password?email=asha%40example.in',
    '/terms',
    '/privacy',
  ];
  const sizes: Record<string, number> = {};
  for (const path of paths) sizes[path] = await firstLoadBytes(page, path);
  test.info().annotations.push({
    type: 'first-load KB',
    description: Object.entries(sizes)
      .map(([path, bytes]) => `${path} ${(bytes / 1000).toFixed(1)}`)
      .join(', '),
  });
  const over = Object.entries(sizes).filter(([, bytes]) => bytes > BUDGET_BYTES);
  expect(over.map(([path, bytes]) => `${path}: ${(bytes / 1000).toFixed(1)} KB`)).toEqual([]);
});

test('on a phone a page paints its largest text or picture before it asks for its scripts', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const [course, job] = await Promise.all(['courses', 'jobs'].map((list) => firstSegment(page, list)));
  for (const path of ['/', '/courses', `/courses/${course}`, `/jobs/${job}`]) {
    await page.goto(path);
    const timing = await page.evaluate(async () => {
      const largestPaint = await new Promise<number>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      );
      const starter = document.getElementById('page-scripts')?.textContent ?? '';
      const sources = JSON.parse(starter.match(/\((\[[^\]]*\]),\d+\)$/)?.[1] ?? '[]') as string[];
      const requested = performance
        .getEntriesByType('resource')
        .filter((entry) => sources.some((source) => entry.name.endsWith(source)))
        .map((entry) => entry.startTime);
      return { largestPaint, firstScriptAsked: Math.min(...requested), asked: requested.length, scripts: sources.length };
    });
    expect(timing.scripts, `${path} has scripts to start`).toBeGreaterThan(0);
    expect(timing.asked, `${path} loaded every script`).toBe(timing.scripts);
    expect(timing.firstScriptAsked, `${path}: scripts asked for after the largest paint`).toBeGreaterThan(timing.largestPaint);
  }
});
