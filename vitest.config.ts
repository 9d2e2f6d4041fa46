import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default for `run` is one worker fewer than the cores: ONE on CI's 2-core machine,
    // where the other core then sat idle (the files are CPU-bound in PGlite). Two at least; each
    // test file has its own database, so files never share what they write.
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
          // A worker keeps the app's modules loaded from one test file to the next instead of
          // importing the whole API again for each (ADR 0039). Each file still builds its own
          // runtime on its own database (createTestContext) and closes it in afterAll.
          isolate: false,
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
