import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { root, tempDataDir } from './harness.ts';

export type RestartRow = { name: string; medianMs: number; samplesMs: number[]; ratio?: string };

type Started = { child: ChildProcess; readyAfterMs: number };

/** How a server process is started: node's own arguments (no npm or tsx launcher, so that SIGKILL reaches the server itself). */
type Command = { label: string; args: string[] };

/** What `npm start` runs: the launcher that loads the esbuild bundle of the server (ADR 0020). */
const BUNDLE: Command = { label: 'bundle (npm start)', args: ['apps/server/start.mjs'] };
/** The entry as it ran before the bundle: the TypeScript sources through tsx's loader. */
const TSX: Command = { label: 'tsx entry', args: ['--import', 'tsx', 'apps/server/src/main.ts'] };
/** The floor: a bare Node HTTP server, loaded through tsx as before and as plain JavaScript. */
const BARE_TSX: Command = { label: 'bare node http via tsx', args: ['--import', 'tsx', 'bench/bare-server.ts'] };
const BARE_PLAIN: Command = {
  label: 'bare node http, plain',
  args: [
    '--input-type=module',
    '-e',
    `import { createServer } from 'node:http';
     const server = createServer((_req, res) => res.end('{"data":{"status":"ok"}}'));
     server.listen(0, '127.0.0.1', () => process.stdout.write('LISTENING ' + server.address().port + '\\n'));
     process.on('SIGTERM', () => server.close(() => process.exit(0)));`,
  ],
};

/** Spawns a command and resolves once it answers `readyPath` (or prints LISTENING), with the time that took. */
async function start(command: Command, env: Record<string, string>, readyPath?: string): Promise<Started> {
  const began = performance.now();
  const child = spawn(process.execPath, command.args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/LISTENING (\d+)|running at http:\/\/localhost:(\d+)/);
      if (match) resolve(Number(match[1] ?? match[2]));
    });
    child.once('exit', (code) => reject(new Error(`${command.label} exited with ${code}:\n${output}`)));
  });
  if (readyPath) {
    while (
      !(await fetch(`http://127.0.0.1:${port}${readyPath}`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return { child, readyAfterMs: performance.now() - began };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Starts a server, stops it as `stop` says, and resolves the time it took to answer. */
async function startAndStop(command: Command, env: Record<string, string>, stop: NodeJS.Signals, readyPath?: string) {
  const started = await start(command, env, readyPath);
  started.child.kill(stop);
  await exited(started.child);
  return started.readyAfterMs;
}

/**
 * Issue 13 part 9: a restart right after `kill -9` beside a start after a clean stop, on the same
 * seeded embedded database, for the bundle `npm start` runs and for the tsx entry it replaced, with
 * a bare Node server's start as the floor. Compare within a run: a stale lock (or a slow recovery)
 * would show as a restart much slower than a start, and the bundle's gain as its ratio to tsx.
 */
export async function benchRestart({ rounds }: { rounds: number }): Promise<RestartRow[]> {
  const data = tempDataDir();
  const env = { APP_ROLE: 'api', PORT: '0', HOST: '127.0.0.1', DATA_DIR: data.dir, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  try {
    console.log('\nRestart: seeding a data directory once...');
    await startAndStop(TSX, env, 'SIGTERM', '/api/ready');
    // The first start after a change to the sources builds the bundle: once, from an empty cache.
    rmSync(path.join(root, 'node_modules', '.cache', 'learnly-server'), { recursive: true, force: true });
    const firstBundle = await startAndStop(BUNDLE, env, 'SIGTERM', '/api/ready');

    const samples = new Map<string, number[]>();
    const add = (name: string, ms: number) => samples.set(name, [...(samples.get(name) ?? []), ms]);
    for (let round = 0; round < rounds; round++) {
      for (const floor of [BARE_PLAIN, BARE_TSX]) add(floor.label, await startAndStop(floor, {}, 'SIGTERM'));
      for (const command of [TSX, BUNDLE]) {
        add(`${command.label} clean`, await startAndStop(command, env, 'SIGKILL', '/api/ready'));
        // At once, as a supervisor would: the lock of the killed process must not hold this one up.
        add(`${command.label} killed`, await startAndStop(command, env, 'SIGTERM', '/api/ready'));
      }
    }
    const get = (name: string) => samples.get(name) ?? [];
    const rows: RestartRow[] = [];
    for (const floor of [BARE_PLAIN, BARE_TSX]) {
      rows.push({
        name: `${floor.label}: spawn to listening (floor)`,
        medianMs: median(get(floor.label)),
        samplesMs: get(floor.label),
      });
    }
    const tsxKilled = median(get(`${TSX.label} killed`));
    for (const command of [TSX, BUNDLE]) {
      const clean = get(`${command.label} clean`);
      const killed = get(`${command.label} killed`);
      rows.push({ name: `${command.label}, after a clean stop: spawn to /api/ready`, medianMs: median(clean), samplesMs: clean });
      rows.push({
        name: `${command.label}, right after kill -9: spawn to /api/ready`,
        medianMs: median(killed),
        samplesMs: killed,
        ratio: `${((median(killed) / median(clean)) * 100).toFixed(0)}% of a clean start${
          command === BUNDLE ? `, ${((median(killed) / tsxKilled) * 100).toFixed(0)}% of tsx` : ''
        }`,
      });
    }
    rows.push({ name: `${BUNDLE.label}, first start (builds the bundle)`, medianMs: firstBundle, samplesMs: [firstBundle] });
    for (const row of rows) {
      console.log(
        `  ${row.name.padEnd(62)} median ${Math.round(row.medianMs)} ms  (${row.samplesMs.map(Math.round).join(', ')})${row.ratio ? `  ${row.ratio}` : ''}`,
      );
    }
    const load = loadavg().map((n) => n.toFixed(1));
    console.log(`  load average ${load.join(', ')}`);
    return rows;
  } finally {
    data.remove();
  }
}
