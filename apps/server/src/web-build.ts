import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const resolveModule = createRequire(import.meta.url).resolve;

const SOURCE_ENTRIES = [
  'app',
  'features',
  'components',
  'lib',
  'public',
  'worker',
  'next.config.ts',
  'postcss.config.mjs',
  'package.json',
  'tsconfig.json',
  'types.d.ts',
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === '.next') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Why the web build must be made again, or null when the one on disk is current. */
export function webBuildStaleness(webDir: string, contractDir: string): string | null {
  const buildId = path.join(webDir, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return 'there is no build yet';
  const builtAt = statSync(buildId).mtimeMs;
  const sources = [...SOURCE_ENTRIES.map((entry) => path.join(webDir, entry)), contractDir];
  return sources.some((source) => newestMtime(source) > builtAt) ? 'the web sources changed since the last build' : null;
}

/** Runs `next build`, streaming its output; resolves false when the build fails. */
export function buildWeb(webDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const nextBin = path.join(path.dirname(resolveModule('next/package.json')), 'dist', 'bin', 'next');
    const child = spawn(process.execPath, [nextBin, 'build'], { cwd: webDir, stdio: 'inherit', env: process.env });
    child.on('exit', (code) => resolve(code === 0));
    child.on('error', () => resolve(false));
  });
}
