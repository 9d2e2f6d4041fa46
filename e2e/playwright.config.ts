import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys against the built product, in Debian's Chromium (no browser download).
 * The server runs on its own port with a throwaway DATA_DIR; tests read mail from its outbox.
 */
const port = Number(process.env.E2E_PORT ?? 3111);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'lp-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * GitHub connect's provider in the journeys: a local OAuth server on this port (github.e2e.ts
 * starts it before its journey; the product reads the addresses once, at start).
 */
const githubPort = Number(process.env.E2E_GITHUB_PORT ?? 3199);
process.env.E2E_GITHUB_PORT = String(githubPort);
const github = `http://127.0.0.1:${githubPort}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  // Two: the journeys are independent (each makes its own learner; those on the demo accounts only read).
  workers: 2,
  // On CI one retry, so that a journey interrupted by the loaded 2-core machine does not park a
  // landing; the list reporter still names it "flaky", and a journey that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // Recorded only for a retry: tracing every run (its screencast and DOM snapshots) took about a
    // third more CPU of the browser on CI's two cores; a failure still leaves its screenshot and the
    // page's snapshot (error-context.md), and a flaky journey its trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npm start',
    cwd: '..',
    url: `http://localhost:${port}/api/ready`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Journeys sign in many times from one address; the limits themselves are tested in the API suite.
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      // The demo's video conversion would take a core of CI's two while the journeys run; the video
      // journey uploads and converts its own.
      SEED_DEMO_VIDEO: 'false',
      GITHUB_CLIENT_ID: 'learnly-e2e-client',
      GITHUB_CLIENT_SECRET: 'learnly-e2e-secret',
      GITHUB_AUTHORIZE_URL: `${github}/login/oauth/authorize`,
      GITHUB_TOKEN_URL: `${github}/login/oauth/access_token`,
      GITHUB_USER_API_URL: `${github}/user`,
    },
  },
});
