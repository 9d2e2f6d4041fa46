import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on any serious or critical accessibility violation (axe, WCAG 2.1 A and AA) on the page as it is now. */
export async function expectAccessible(page: Page, label: string) {
  // Next.js streams a dynamic page's metadata: after a client-side navigation its <title> can come a
  // moment after the content. Checked once it is there (a page that never gets one still fails below).
  await page.waitForFunction(() => document.title !== '', undefined, { timeout: 5_000 }).catch(() => {});
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(serious, `axe: serious or critical violations on ${label}`).toEqual([]);
}
