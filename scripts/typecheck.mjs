// `npm run typecheck`: the API's declarations first (`tsc -b apps/api`, ADR 0030), then the other
// workspaces against them, two at a time: each tsc is single-threaded, so one after the other left
// a core of CI's two idle for minutes. Prints each check's time; fails if any fails.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

/** Runs one tsc; resolves with its exit code, its output printed whole when it ends (not interleaved). */
function check(args) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [tsc, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(output);
      console.log(`tsc ${args.join(' ')}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds} s`);
      resolve(code ?? 1);
    });
  });
}

/** Runs the checks with at most `width` at once; resolves with the first failing exit code, or 0. */
async function all(checks, width) {
  const codes = [];
  const queue = [...checks];
  await Promise.all(
    Array.from({ length: Math.min(width, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) codes.push(await check(next));
    }),
  );
  return codes.find((code) => code !== 0) ?? 0;
}

const width = Math.max(2, Math.min(4, availableParallelism()));
// The contract is checked beside the API's build (the API reads its source, not declarations).
let failed = await all(
  [
    ['-b', 'apps/api'],
    ['-p', 'packages/contract', '--noEmit'],
  ],
  width,
);
if (failed === 0) {
  failed = await all(
    [
      ['-p', 'apps/web', '--noEmit'],
      ['-p', 'apps/web/worker', '--noEmit'],
      ['-p', 'apps/server', '--noEmit'],
      ['-p', 'e2e', '--noEmit'],
      ['-p', 'bench', '--noEmit'],
    ],
    width,
  );
}
process.exit(failed);
