import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/**
 * The API's test files share their worker's loaded modules (vitest.config.ts `isolate: false`,
 * ADR 0039): a module mock or a stubbed global would reach the files that run after it in the
 * same worker. None mocks a module; a file that spies restores its spies after each test.
 */
const src = fileURLToPath(new URL('../', import.meta.url));

async function testFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

it('no API test file mocks a module or stubs a global, and every spy is restored', async () => {
  const files = await testFiles(src);
  expect(files.length).toBeGreaterThan(50);
  const leaks: string[] = [];
  for (const file of files) {
    if (file === fileURLToPath(import.meta.url)) continue;
    const text = await readFile(file, 'utf8');
    const name = path.relative(src, file);
    if (/\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test(text)) leaks.push(`${name}: vi.mock/doMock/stubGlobal/stubEnv`);
    if (/\bvi\.spyOn\(/.test(text) && !/afterEach\(\(\) => vi\.restoreAllMocks\(\)\)/.test(text)) {
      leaks.push(`${name}: vi.spyOn without afterEach(() => vi.restoreAllMocks())`);
    }
  }
  expect(leaks).toEqual([]);
});

it('finds a module mock and an unrestored spy (the check can fail)', () => {
  expect(/\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/.test("vi.mock('../platform/clock.ts')")).toBe(true);
  expect(/afterEach\(\(\) => vi\.restoreAllMocks\(\)\)/.test("vi.spyOn(Date, 'now')")).toBe(false);
});
