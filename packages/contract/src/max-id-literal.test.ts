import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The largest id is written once, as MAX_ID in common.ts; everything else imports it. */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const skip = new Set(['node_modules', '.next', 'data', 'migrations', 'test-results', 'playwright-report']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skip.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('MAX_ID', () => {
  it('is the only place the PostgreSQL integer maximum is written as a literal', () => {
    const files = ['apps', 'packages'].flatMap((dir) => sources(join(root, dir)));
    const offenders = files
      .map((file) => relative(root, file))
      .filter((file) => file !== join('packages', 'contract', 'src', 'common.ts'))
      .filter((file) => /2_?147_?483_?647/.test(readFileSync(join(root, file), 'utf8')));
    expect(files.length).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });
});
