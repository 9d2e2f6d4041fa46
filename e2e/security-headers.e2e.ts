import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Response } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The page headers the proxy (apps/web/proxy.ts) sets; the fixtures fail the test on any CSP violation logged. */
function expectPageHeaders(response: Response | null) {
  expect(response, 'a document response').not.toBeNull();
  const headers = (response as Response).headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).not.toContain('unsafe-eval');
  for (const directive of [
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=(self)');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  // The e2e server is plain HTTP.
  expect(headers['strict-transport-security']).toBeUndefined();
  return csp;
}

test('every page kind carries the security headers and runs without a CSP violation', async ({ page }) => {
  const home = await page.goto('/');
  const firstNonce = expectPageHeaders(home).match(/'nonce-([^']+)'/)?.[1];
  // Hydrated: a client-side navigation works only if Next's scripts ran under the policy.
  await page.getByRole('banner').getByRole('link', { name: 'Courses', exact: true }).first().click();
  await expect(page).toHaveURL(/\/courses$/);

  const courses = await page.goto('/courses');
  const secondNonce = expectPageHeaders(courses).match(/'nonce-([^']+)'/)?.[1];
  expect(secondNonce).not.toBe(firstNonce);

  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/courses\/[^/]+$/);
  const course = await page.reload();
  expectPageHeaders(course);

  const login = await page.goto('/login');
  expectPageHeaders(login);
  await expect(page.getByLabel('Email')).toBeVisible();

  const missing = await page.goto('/no-such-page-anywhere');
  expect(missing?.status()).toBe(404);
  expectPageHeaders(missing);
});

test('the API docs page loads Swagger UI under its own policy', async ({ page }) => {
  const docs = await page.goto('/api/docs');
  expect(docs?.headers()['content-security-policy']).toContain("script-src 'self'");
  // Swagger UI lays out every operation of the API (hundreds) before it shows anything: on a busy
  // machine that took longer than the default 10 s.
  await expect(page.getByText('Learnly', { exact: false }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible();
});

test('the login page refuses to load inside another site’s iframe', async ({ browser, baseURL }) => {
  // Another origin on this machine (a public one would be refused by Chrome's local-network rule instead).
  const elsewhere = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(`<!doctype html><title>elsewhere</title><iframe src="${baseURL}/login" title="login"></iframe>`);
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  const { port } = elsewhere.address() as AddressInfo;
  // A page of its own: the browser logs the refusal as a console error, which is the point here.
  const framing = await browser.newPage();
  try {
    await framing.goto(`http://127.0.0.1:${port}/`);
    const loginFrame = framing.frames().find((frame) => frame !== framing.mainFrame());
    if (!loginFrame) throw new Error('the iframe was not created');
    await expect.poll(() => loginFrame.url()).toMatch(/^chrome-error:/);
    await expect(loginFrame.getByLabel('Email')).toHaveCount(0);
  } finally {
    await framing.close();
    elsewhere.close();
  }
});

test('files the page proxy skips carry the security headers: /favicon.ico and /_next/static/*', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.evaluate(
    () =>
      [...document.querySelectorAll('script[src]')]
        .map((s) => s.getAttribute('src'))
        .find((src) => src?.startsWith('/_next/static/')) ?? '',
  );
  expect(script).toMatch(/^\/_next\/static\//);
  for (const path of ['/favicon.ico', script]) {
    const res = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
    const headers = res.headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }
});
