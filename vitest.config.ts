import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Web components rendered to HTML on the server (react-dom/server): what they output, no DOM needed.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          // Real server processes on real ports, stopped with real signals.
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
